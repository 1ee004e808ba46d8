"""Between discussion rounds: what the round settled, the questions it leaves for the person, and a box for
their answers, which go to every model with the next round."""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from xreview.core.discussion import RoundRecord
from xreview.tui.literal import literal


def round_text(record: RoundRecord, rounds: int) -> Text:
    """The round in a few lines; the questions quote model text, shown literally."""
    c = record.convergence
    text = Text()
    text.append(f"Round {record.round} of {rounds} done — convergence {c.score:.2f} ({c.recommendation})\n", style="bold")
    if record.round == 1:
        text.append(f"{len(record.issues)} issue(s) from the review; next, every model checks them all.\n", style="dim")
    else:
        text.append(f"agreement {c.agreement_ratio:.2f} · confidence {c.mean_confidence:.2f} · "
                    f"{c.new_insights} new issue(s)\n", style="dim")
        counts = Counter(record.resolution.values())
        text.append("issues: " + ", ".join(f"{n} {word}" for word, n in sorted(counts.items())) + "\n", style="dim")
    if record.abstained:
        text.append(f"Abstained: {', '.join(record.abstained)}\n", style="italic")
    if record.questions:
        text.append("\nQuestions for you:\n", style="bold")
        for number, question in enumerate(record.questions, 1):
            text.append_text(literal(f"{number}. {question}\n"))
    return text


class RoundModal(ModalScreen[str | None]):
    """Enter goes on with the next round (with whatever is in the box); Escape stops discussing and opens the
    triage with the issues as they stand."""

    BINDINGS = [Binding("escape", "stop", "Stop discussing", id="round-stop", tooltip="Go to the triage with the issues as they stand"),
                Binding("ctrl+q", "app.request_quit", "Quit", id="round-quit", tooltip="Leave xreview (nothing is written)")]
    DEFAULT_CSS = """
    RoundModal { align: center middle; }
    RoundModal > Vertical { width: 90; height: auto; max-height: 85%; border: round $accent; background: $surface; padding: 1 2; }
    RoundModal VerticalScroll { height: auto; max-height: 20; }
    RoundModal Label { margin-top: 1; }
    RoundModal Input { width: 1fr; }
    """

    AUTO_FOCUS = "#feedback"  # typing goes straight into the answer box

    def __init__(self, record: RoundRecord, rounds: int) -> None:
        super().__init__()
        self.record = record
        self.rounds = rounds

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll():
                yield Static(round_text(self.record, self.rounds), id="round-text")
            yield Label(f"Your answers, sent with round {self.record.round + 1} (optional). "
                        "Enter: next round · Esc: stop discussing, triage now")
            yield Input(placeholder="e.g. 1: retries are capped by the SDK, see section 4", id="feedback")

    @on(Input.Submitted)
    def _go_on(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip())

    def action_stop(self) -> None:
        self.dismiss(None)
