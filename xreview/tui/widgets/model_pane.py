"""One model's pane: a status header and its review streaming in as rendered Markdown (see StreamView: drawn
line by line, so any number of panes can stream Markdown at once)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from xreview.providers.base import ProviderResult
from xreview.tui.literal import visible
from xreview.tui.widgets.stream_view import StreamView


def token_counts(tokens_in: int, tokens_out: int) -> str:
    """``in 2,341 · out 197 tokens``; a count the model did not report is left out, not shown as 0."""
    parts = [f"{label} {count:,}" for label, count in (("in", tokens_in), ("out", tokens_out)) if count]
    return f"{' · '.join(parts)} tokens" if parts else ""


class ModelPane(Vertical):
    """Follows the stream (anchored to the bottom) until the user scrolls up."""

    # Status and focus are shown with inline styles on the pane and a class on its header, never with a
    # class or pseudo-class on the pane itself: that would restyle the text inside it.
    DEFAULT_CSS = """
    ModelPane { border: round $panel; height: 1fr; min-height: 6; }
    ModelPane > .pane-header { height: 1; padding: 0 1; background: $panel; }
    ModelPane > .pane-header.-focused { background: $accent 40%; }
    """
    _BORDER = {"streaming": "pane-streaming", "done": "pane-done", "failed": "pane-failed"}

    def __init__(self, model: str, label: str) -> None:
        super().__init__(id=f"pane-{model}")
        self.model = model
        self.label = label
        self.status = "waiting"
        self.detail = ""
        self.generation = 0  # the call whose text this pane shows (set by the app)

    @property
    def text(self) -> str:
        """The answer streamed so far, as the model sent it (control characters made visible)."""
        return self.query_one(StreamView).source

    def compose(self) -> ComposeResult:
        yield Static(self._header(), classes="pane-header")
        yield StreamView(id="live")

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
        self._begin()

    def _begin(self) -> None:
        view = self.query_one(StreamView)
        view.clear()
        view.scroll_home(animate=False, immediate=True)
        self._show("streaming", "", "streaming")

    async def append(self, chunk: str) -> None:
        """Add streamed text: shown at once, followed while the view is scrolled to its end."""
        self.query_one(StreamView).write(visible(chunk))

    async def retrying(self, attempt: int, delay: float, reason: str) -> None:
        self._begin()
        self._show(f"retrying in {delay:.0f}s", f"attempt {attempt + 1}: {reason[:80]}", "streaming")

    async def finish(self, result: ProviderResult) -> None:
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
                self.query_one(StreamView).set_text(f"*{visible(result.error or kind)}*")

    def skipped(self, reason: str) -> None:
        self._show("skipped", reason, "failed")

    def cut(self, note: str) -> None:
        """The answer passed an output cap: it counts, but only what was kept."""
        self._show("done, cut", note, "done")

    def unreadable(self, reason: str) -> None:
        """The answer is here but holds nothing xreview could read: it abstains."""
        self._show("unreadable", reason, "failed")
