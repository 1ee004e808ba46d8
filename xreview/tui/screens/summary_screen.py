"""The end of the review: what it found, what was decided, what it cost, what was written."""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from xreview.core.model import Status
from xreview.core.report import Report, discussion_lines, severity_counts
from xreview.tui.literal import literal
from xreview.tui.widgets.keys_footer import KeysFooter
from xreview.tui.widgets.title_header import TitleHeader


def summary_text(report: Report, elapsed: float, statuses: dict[str, Status]) -> Text:
    text = Text()
    reason = report.stop_reason.value if report.stop_reason else "unknown"
    text.append("Review finished\n\n", style="bold")
    text.append(f"Stop: {reason}", style="bold")
    text.append(f" — {report.stop_explanation}\n\n")
    counts = Counter(statuses.values())
    issues = report.final_issues
    text.append(f"Cycles run      {len(report.cycles)}\n")
    text.append(f"Last cycle      {len(issues)} issue(s): {severity_counts(issues)}\n")
    text.append("Issue statuses  " + ", ".join(f"{counts[s]} {s.value}" for s in Status if counts[s]) + "\n"
                if counts else "Issue statuses  none\n")
    text.append(f"Reviews         {report.reviews_obtained} obtained\n")
    text.append(f"Cost            ${report.cost_usd:.4f}\n")
    text.append(f"Time            {int(elapsed) // 60}:{int(elapsed) % 60:02d}\n")
    written = "yes" if report.artifact_written else "no"
    text.append(f"Artifact        {report.artifact} — written: {written}"
                + (f" ({report.write_note})" if report.write_note else "") + "\n")
    for line in discussion_lines(report):
        text.append_text(literal(line + "\n"))  # the questions quote model text
    text.append("\nPress q to quit.", style="dim")
    return text


class SummaryScreen(Screen[None]):
    BINDINGS = [Binding("q,enter,escape", "app.quit", "Quit", id="summary-quit", tooltip="Leave xreview")]

    def __init__(self, text: Text) -> None:
        super().__init__(id="summary")
        self.text = text

    def compose(self) -> ComposeResult:
        yield TitleHeader()
        with VerticalScroll():
            yield Static(self.text, id="summary-text")
        yield KeysFooter()
