"""Streamed text batched for the panes: chunks wait here and reach each pane a few times a second, in one
append, instead of one message per chunk (eight models at 200 tokens/s would flood the queue key presses wait in).
Each model's text carries the generation of its call, so a retry's text never joins the failed attempt's.

Every flush that moves a pane redraws it whole (its text scrolls); with more than four panes streaming, the
panes are fed every other tick (twice a second), which halves the cockpit's drawing at the same throughput
(see benchmarks/RESULTS.md)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from textual.screen import Screen

from xreview.session import SessionEvent
from xreview.session.runner import ModelChunk, ModelRetrying, ModelStarted
from xreview.tui.messages import SessionEventArrived
from xreview.tui.screens.review_screen import ReviewScreen

BUSY_ABOVE = 4  # with more panes streaming at once, they are fed every other tick


class PaneFeed:
    def __init__(self, post: Callable[[SessionEventArrived], object], screens: Callable[[], list[Screen[object]]]) -> None:
        self.post = post  # the app's post_message
        self.screens = screens  # the app's screen stack, now
        self.pending: dict[str, list[tuple[int, str]]] = defaultdict(list)
        self.generation: dict[str, int] = defaultdict(int)
        self.ticks = 0

    def listen(self, event: SessionEvent) -> None:
        """The session's listener: text is kept for the next flush, every other event posted to the app."""
        model = getattr(event, "model", None)
        if isinstance(event, ModelChunk):
            self.pending[event.model].append((self.generation[event.model], event.text))
            return
        if isinstance(event, ModelStarted | ModelRetrying) and model is not None:
            self.generation[model] += 1
        self.post(SessionEventArrived(event, self.generation[model] if model else 0))

    async def flush(self, model: str | None = None) -> None:
        """Hand the text streamed since the last flush to the panes (one append per pane)."""
        review = next((s for s in self.screens() if isinstance(s, ReviewScreen)), None)
        if review is None:
            return
        if model is None:
            self.ticks += 1
            if self.ticks % 2 and sum(1 for items in self.pending.values() if items) > BUSY_ABOVE:
                return
        for name in [model] if model is not None else list(self.pending):
            items = self.pending.get(name)
            pane = review.pane(name)
            if not items or pane is None:
                continue
            ready = "".join(text for generation, text in items if generation == pane.generation)
            self.pending[name] = [(g, t) for g, t in items if g > pane.generation]
            if ready:
                await pane.append(ready)
