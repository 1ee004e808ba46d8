"""One model's pane: a status header and its review streaming in as rendered Markdown.

When many panes stream at once, rendering every answer's Markdown as it grows keeps a core busy and
keys waiting (see benchmarks/RESULTS.md); the app then asks the panes for the fast mode: the text
streams into a line log, wrapped but not styled.
"""

from __future__ import annotations

import asyncio
import re

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Log, Markdown, Static
from textual.widgets.markdown import MarkdownStream

from xreview.providers.base import ProviderResult
from xreview.tui.literal import inert_markdown, visible


def token_counts(tokens_in: int, tokens_out: int) -> str:
    """``in 2,341 · out 197 tokens``; a count the model did not report is left out, not shown as 0."""
    parts = [f"{label} {count:,}" for label, count in (("in", tokens_in), ("out", tokens_out)) if count]
    return f"{' · '.join(parts)} tokens" if parts else ""


class ModelPane(Vertical):
    """Follows the stream (anchored to the bottom) until the user scrolls up."""

    # Status and focus are shown with inline styles on the pane and a class on its header, never with a
    # class or pseudo-class on the pane itself: that would restyle every Markdown block inside it.
    DEFAULT_CSS = """
    ModelPane { border: round $panel; height: 1fr; min-height: 6; }
    ModelPane > .pane-header { height: 1; padding: 0 1; background: $panel; }
    ModelPane > .pane-header.-focused { background: $accent 40%; }
    ModelPane > VerticalScroll { height: 1fr; }
    ModelPane Markdown { margin: 0 1; }
    ModelPane > Log { height: 1fr; display: none; padding: 0 1; }
    ModelPane MarkdownHeader { width: 1fr; }
    """
    _BORDER = {"streaming": "pane-streaming", "done": "pane-done", "failed": "pane-failed"}

    def __init__(self, model: str, label: str) -> None:
        super().__init__(id=f"pane-{model}")
        self.model = model
        self.label = label
        self.status = "waiting"
        self.detail = ""
        self._stream: MarkdownStream | None = None
        self.text = ""

        self._lock = asyncio.Lock()  # appends come from a timer and from event handlers: one at a time
        self.fast = False  # streaming into the line log instead of the Markdown widget
        self._column = 0
        self.generation = 0  # the call whose text this pane shows (set by the app)

    def compose(self) -> ComposeResult:
        yield Static(self._header(), classes="pane-header")
        with VerticalScroll(can_focus=True):
            yield inert_markdown(id="live")
        yield Log(id="fast", auto_scroll=True)

    def on_mount(self) -> None:
        # the Markdown stream lays its text out after write() returns: follow as soon as it overflows, even when
        # the last chunk has already arrived by then
        self.watch(self.query_one(VerticalScroll), "virtual_size", self._follow_when_overflowing, init=False)

    def _follow_when_overflowing(self) -> None:
        scroll = self.query_one(VerticalScroll)
        if self.status == "streaming" and not scroll.is_anchored and scroll.max_scroll_y > 0:
            scroll.anchor()  # it overflows: follow the stream from here on, until the user scrolls up

    def _header(self) -> Text:
        text = Text(f" {self.label} ", style="bold")
        text.append(f" {self.status}")
        if self.detail:
            text.append(f" · {visible(self.detail)}", style="dim")
        return text

    def _show(self, status: str, detail: str = "", css: str = "") -> None:
        self.status, self.detail = status, detail
        variable = self._BORDER.get(css)
        colour = self.app.theme_variables.get(variable, "") if variable else ""
        self.styles.border = ("round", colour or self.app.theme_variables.get("panel", "grey"))
        self.query_one(".pane-header", Static).update(self._header())

    def on_descendant_focus(self) -> None:
        self.query_one(".pane-header", Static).add_class("-focused")

    def on_descendant_blur(self) -> None:
        self.query_one(".pane-header", Static).remove_class("-focused")

    async def begin(self) -> None:
        """A new call (a new cycle, or a retry): clear the text and follow the stream from the top."""
        async with self._lock:
            await self._begin()

    async def _begin(self) -> None:
        await self._close_stream()
        self._leave_fast()
        self.text = ""

        await self.query_one("#live", Markdown).update("")
        scroll = self.query_one(VerticalScroll)
        scroll.anchor(False)  # anchoring a short text would push it to the bottom: anchor once it overflows
        scroll.scroll_home(animate=False)
        self._show("streaming", "", "streaming")

    async def append(self, chunk: str, *, fast: bool = False) -> None:
        """Add streamed text; ``fast``: many panes are streaming, switch to the line log."""
        async with self._lock:
            if fast and not self.fast:
                await self._enter_fast()
            if self.fast:
                self.text += chunk
                self.query_one("#fast", Log).write(self._wrap(visible(chunk)))
                return
            await self._append(chunk)

    async def _enter_fast(self) -> None:
        await self._close_stream()
        self.fast = True
        self._column = 0
        self.query_one(VerticalScroll).display = False
        log = self.query_one("#fast", Log)
        log.clear()
        log.display = True
        log.write(self._wrap(visible(self.text)))

    def _leave_fast(self) -> None:
        if self.fast:
            self.fast = False
            log = self.query_one("#fast", Log)
            log.display = False
            log.clear()
            self.query_one(VerticalScroll).display = True

    def _wrap(self, text: str) -> str:
        """``text`` with line breaks where the pane's width ends, continuing the line already written."""
        width = max(self.size.width - 5, 20)  # the pane's width less its border and the log's padding
        out: list[str] = []
        for piece in re.split(r"(\n| )", text):
            if piece == "\n":
                out.append("\n")
                self._column = 0
            elif piece == " ":
                if self._column >= width:
                    out.append("\n")
                    self._column = 0
                else:
                    out.append(" ")
                    self._column += 1
            elif piece:
                if self._column and self._column + len(piece) > width:
                    out.append("\n")
                    self._column = 0
                out.append(piece)
                self._column += len(piece)
        return "".join(out)

    async def _append(self, chunk: str) -> None:
        live = self.query_one("#live", Markdown)
        if self._stream is None:
            self._stream = Markdown.get_stream(live)
        self.text += chunk
        await self._stream.write(visible(chunk))  # once laid out and overflowing, _follow_when_overflowing anchors


    async def retrying(self, attempt: int, delay: float, reason: str) -> None:
        async with self._lock:
            await self._begin()
        self._show(f"retrying in {delay:.0f}s", f"attempt {attempt + 1}: {reason[:80]}", "streaming")

    async def finish(self, result: ProviderResult) -> None:
        async with self._lock:
            await self._finish(result)

    async def _finish(self, result: ProviderResult) -> None:
        await self._close_stream()
        # a fast pane keeps its plain text: rendering eight complete answers at once would freeze the
        # screen for seconds just as the cycle moves on to triage
        tokens = token_counts(result.tokens_in, result.tokens_out)
        malformed = f"{result.malformed_events} malformed event(s) ignored" if result.malformed_events else ""
        parts = [p for p in (tokens, f"{result.latency_ms / 1000:.1f}s", f"${result.cost_usd:.4f}", malformed) if p]
        if result.ok and result.cached:
            self._show("cached", "answered from the cache, free", "done")
        elif result.ok:
            self._show("done", " · ".join(parts), "done")
        else:
            kind = result.error_type.value if result.error_type else "cancelled"
            self._show(f"failed: {kind}", result.error or "", "failed")
            if not self.text:
                await self.query_one("#live", Markdown).update(f"*{visible(result.error or kind)}*")

    def skipped(self, reason: str) -> None:
        self._show("skipped", reason, "failed")

    def cut(self, note: str) -> None:
        """The answer passed an output cap: it counts, but only what was kept."""
        self._show("done, cut", note, "done")

    def unreadable(self, reason: str) -> None:
        """The answer is here but holds nothing xreview could read: it abstains."""
        self._show("unreadable", reason, "failed")

    async def _close_stream(self) -> None:
        if self._stream is not None:
            await self._stream.stop()
            self._stream = None
