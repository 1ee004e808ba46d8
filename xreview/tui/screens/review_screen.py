"""The review: one pane per model streaming its answer, the cycle bar below."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.screen import Screen

from xreview.core.budget import Budget
from xreview.core.text import one_line
from xreview.session import (
    AnswerCut,
    Consulted,
    CycleStarted,
    ModelSkipped,
    ReviewUnreadable,
    RoundCompleted,
    RoundStarted,
    SessionEvent,
)
from xreview.session.runner import CycleHeld, CycleRunner, ModelChunk, ModelFailed, ModelFinished, ModelRetrying, ModelStarted
from xreview.tui.widgets.cycle_bar import CycleBar
from xreview.tui.widgets.keys_footer import KeysFooter
from xreview.tui.widgets.model_pane import ModelPane
from xreview.tui.widgets.title_header import TitleHeader


def grid_shape(count: int) -> tuple[int, int]:
    """(columns, rows) that fit ``count`` panes on a terminal: 1, 2, 2×2, 3×2, 4×2."""
    if count <= 2:
        return max(count, 1), 1
    if count <= 4:
        return 2, 2
    if count <= 6:
        return 3, 2
    return 4, (count + 3) // 4


class ReviewScreen(Screen[None]):
    BINDINGS = [
        Binding("m", "maximize_pane", "Maximise", id="review-maximize", tooltip="Show the focused pane alone (again to restore)"),
        Binding("c", "cancel_model", "Cancel model", id="review-cancel", tooltip="Stop the focused model's call"),
        Binding("r", "retry_model", "Retry", id="review-retry", tooltip="Call the focused model again if it failed"),
        Binding("enter", "go_on", "Go on without it", id="review-go-on",
                tooltip="Close the cycle without the models that failed or were cancelled"),
        Binding("tab", "app.focus_next", "Next pane", show=False, id="review-next", tooltip="Focus the next pane"),
        Binding("q", "app.request_quit", "Quit", id="review-quit", tooltip="Stop the review (the finished cycles are logged)"),
    ]
    DEFAULT_CSS = """
    ReviewScreen Grid { grid-gutter: 0 1; }
    ReviewScreen.-maximized ModelPane { display: none; }
    ReviewScreen.-maximized ModelPane.-max { display: block; }
    """

    def __init__(self, models: list[tuple[str, str]], max_cycles: int, budget: Budget, runner: CycleRunner,
                 screen_id: str = "review") -> None:
        super().__init__(id=screen_id)  # a recipe shows one review screen per review step, each with its own id
        self.models = models
        self.panes: dict[str, ModelPane] = {}  # by model, built by compose
        self.max_cycles = max_cycles
        self.budget = budget
        self.runner = runner  # the session's: cancel, retry, and let a held cycle go on
        self.held: tuple[str, ...] = ()  # models that failed, while the cycle waits for `r` or `enter`

    def compose(self) -> ComposeResult:
        yield TitleHeader()
        columns, rows = grid_shape(len(self.models))
        self.panes = {model: ModelPane(model, label) for model, label in self.models}
        grid = Grid(*self.panes.values(), id="panes")
        grid.styles.grid_size_columns = columns
        grid.styles.grid_size_rows = rows
        yield grid
        yield CycleBar(self.max_cycles, self.budget)
        yield KeysFooter()

    def pane(self, model: str) -> ModelPane | None:
        return self.panes.get(model)  # looked up a few times a second per pane while they stream: no query

    async def add_pane(self, model: str, label: str) -> ModelPane:
        """A pane for a model that joins during the review (a fallback standing in)."""
        pane = self.panes[model] = ModelPane(model, label)
        await self.query_one("#panes", Grid).mount(pane)
        self.models.append((model, label))
        columns, rows = grid_shape(len(self.models))
        grid = self.query_one("#panes", Grid)
        grid.styles.grid_size_columns = columns
        grid.styles.grid_size_rows = rows
        return pane

    async def show_event(self, event: SessionEvent) -> None:
        bar = self.query_one(CycleBar)
        if isinstance(event, CycleStarted):
            bar.show(cycle=event.n, estimate=event.estimate_usd, state=f"{len(event.models)} model(s) reviewing")
            return
        if isinstance(event, CycleHeld):
            self.held = event.failed
            names = ", ".join(event.failed)
            bar.show(state=f"{names} did not answer: r retries (Tab to its pane), enter goes on without")
            pane = self.pane(event.failed[0])
            if pane is not None and self.focused_pane() not in [self.pane(m) for m in event.failed]:
                pane.focus()
            self.refresh_bindings()
            return
        if isinstance(event, RoundStarted):
            what = "reviewing" if event.n == 1 else "checking each other's issues"
            bar.show(state=f"round {event.n} of {event.rounds}: {len(event.models)} model(s) {what} ({event.mode})")
            return
        if isinstance(event, RoundCompleted):
            c = event.record.convergence
            bar.show(state=f"round {event.record.round}: convergence {c.score:.2f} → {c.recommendation}")
            return
        if isinstance(event, Consulted):  # a helper call (arbiter, verifier, fixer): news, not a reviewer's pane
            bar.show(state=one_line(f"{event.purpose} {event.model}: {event.outcome}", 100))
            return
        model = getattr(event, "model", None)
        if model is None:
            return
        pane = self.pane(model) or await self.add_pane(model, model)
        if isinstance(event, ModelStarted):
            if model in self.held:
                self.held = tuple(m for m in self.held if m != model)
                self.refresh_bindings()
            await pane.begin()
        elif isinstance(event, ModelChunk):
            await pane.append(event.text)
        elif isinstance(event, ModelRetrying):
            await pane.retrying(event.attempt, event.delay_seconds, event.reason)
        elif isinstance(event, ModelFinished | ModelFailed):
            await pane.finish(event.result)
            bar.refresh_bar()  # already charged: the session counts a call's cost as it ends
        elif isinstance(event, ModelSkipped):
            pane.skipped(event.reason)
        elif isinstance(event, ReviewUnreadable):
            pane.unreadable(event.reason)
        elif isinstance(event, AnswerCut):
            pane.cut(event.note)

    def focused_pane(self) -> ModelPane | None:
        node = self.focused
        while node is not None and not isinstance(node, ModelPane):
            node = node.parent  # type: ignore[assignment]
        return node

    def action_maximize_pane(self) -> None:
        pane = self.focused_pane()
        if pane is None:
            self.notify("Focus a pane first (Tab).")
            return
        maximized = not self.has_class("-maximized")
        for other in self.query(ModelPane):
            other.set_class(maximized and other is pane, "-max")
        self.set_class(maximized, "-maximized")
        # the grid's shape is set on the widget, which outranks any stylesheet rule: set it here too
        columns, rows = (1, 1) if maximized else grid_shape(len(self.models))
        grid = self.query_one("#panes", Grid)
        grid.styles.grid_size_columns = columns
        grid.styles.grid_size_rows = rows

    def action_cancel_model(self) -> None:
        pane = self.focused_pane()
        if pane is not None:
            self.runner.cancel(pane.model)
            self.notify(f"Cancelling {pane.model}.")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "go_on":
            return bool(self.held)  # only while a cycle waits on a failed model
        return True

    def action_go_on(self) -> None:
        if self.runner.release():
            self.notify("Going on without the models that did not answer.")

    def action_retry_model(self) -> None:
        pane = self.focused_pane()
        if pane is None:
            return
        if self.runner.retry(pane.model):
            self.notify(f"Calling {pane.model} again.")
        else:
            self.notify(f"{pane.model} cannot be retried now (it did not fail, or the cycle's reviews are already in).")
