"""Small dialogs of the triage: a reason or note, a severity/complexity change, a flagged issue's decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from xreview.core.model import Complexity, Severity

_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{ width: 70; height: auto; max-height: 80%; border: round $accent; background: $surface; padding: 1 2; }}
{name} Label {{ margin-bottom: 1; }}
"""


class TextModal(ModalScreen[str | None]):
    """One line of text (a rejection reason, a resolution note); Enter confirms, Escape cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="text-cancel", tooltip="Close without changing anything")]
    DEFAULT_CSS = _CSS.format(name="TextModal")

    def __init__(self, prompt: str, value: str = "", *, required: bool = True) -> None:
        super().__init__()
        self.prompt = prompt
        self.value = value
        self.required = required

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.prompt)
            yield Input(value=self.value, id="text")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if self.required and not text:
            self.notify("A reason is needed.", severity="warning")
            return
        self.dismiss(text)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ChoiceModal(ModalScreen[str | None]):
    """Pick one of a few options with the arrows and Enter; Escape cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="choice-cancel", tooltip="Close without choosing")]
    DEFAULT_CSS = _CSS.format(name="ChoiceModal")

    def __init__(self, prompt: str, options: Sequence[tuple[str, str | Text]]) -> None:
        super().__init__()
        self.prompt = prompt
        self.options = options

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.prompt)
            yield OptionList(*(Option(text, id=key) for key, text in self.options))

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


FLAGGED_CHOICES = [
    ("define", "Define it in the artifact now (edit the document; the next cycle checks it)"),
    ("spike", "Defer it with a spike (say what to find out)"),
    ("out-of-scope", "Mark it out of scope (say why)"),
]
SEVERITY_CHOICES = [(f"severity:{s.value}", f"Severity {s.value}") for s in Severity]
COMPLEXITY_CHOICES = [(f"complexity:{c.value}", f"Complexity {c.value}") for c in Complexity]


class WaitForEditModal(ModalScreen[bool]):
    """After `w` with issues the person took on: the next cycle waits until the document changes on disk.
    Dismissed with True once it has, False when the person stops the review instead (Escape)."""

    BINDINGS = [Binding("escape", "stop", "Stop the review", id="wait-stop", tooltip="Finish here instead of waiting")]
    DEFAULT_CSS = _CSS.format(name="WaitForEditModal")

    def __init__(self, prompt: str, changed: Callable[[], bool]) -> None:
        super().__init__()
        self.prompt = prompt
        self.changed = changed
        self._seen_change = False

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.prompt)
            yield Label("Esc stops the review here.", classes="dim")

    def on_mount(self) -> None:
        self.set_interval(0.5, self._check)

    def _check(self) -> None:
        # changed at two checks in a row: an editor that truncates and then writes is not caught half-way
        if self.changed():
            if self._seen_change:
                self.dismiss(True)
            self._seen_change = True
        else:
            self._seen_change = False

    def action_stop(self) -> None:
        self.dismiss(False)
