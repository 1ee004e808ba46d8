"""Auto-fix review: each edit the fixer chain proposed, as a coloured diff with its issue, the checker's verdict
and every attempt before it; y applies, n rejects, e edits — the person decides, whatever the checker said."""

from __future__ import annotations

import os
import shlex
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult, SuspendNotSupported
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.coordinate import Coordinate
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Static

from xreview.core.text import one_line
from xreview.session import FixProposal, ProposedEdit
from xreview.tui.literal import literal
from xreview.tui.screens.modals import TextModal
from xreview.tui.widgets.keys_footer import KeysFooter
from xreview.tui.widgets.title_header import TitleHeader

DIFF_STYLE = {"+": "green", "-": "red", "@": "cyan"}


@dataclass
class FixDecisions:
    """What the user chose: the edits to apply, and why the others were turned down (by issue)."""

    apply: list[ProposedEdit] = field(default_factory=list)
    rejected: dict[int, str] = field(default_factory=dict)  # id(issue) -> reason


class FixScreen(Screen[None]):
    BINDINGS = [
        Binding("y", "apply", "Apply", id="fix-apply", tooltip="Apply this edit"),
        Binding("n", "reject", "Reject", id="fix-reject", tooltip="Reject this edit; its issue stays open with your reason"),
        Binding("e", "edit", "Edit in $EDITOR", id="fix-edit", tooltip="Change the replacement text in your editor"),
        Binding("w", "done", "Write & continue", id="fix-done", tooltip="Apply the chosen edits and start the next cycle"),
    ]
    DEFAULT_CSS = """
    FixScreen Horizontal { height: 1fr; }
    FixScreen #edits { width: 2fr; }
    FixScreen #diff-scroll { width: 3fr; border-left: solid $panel; padding: 0 1; }
    FixScreen #fix-summary { height: auto; padding: 0 1; color: $text-muted; }
    """

    class Done(Message):
        def __init__(self, decisions: FixDecisions) -> None:
            super().__init__()
            self.decisions = decisions

    def __init__(self, proposal: FixProposal) -> None:
        super().__init__(id="fix")
        self.proposal = proposal
        self.edits = proposal.current
        self.choice: dict[int, str] = {}  # index -> "apply" | "reject"
        self.reasons: dict[int, str] = {}

    def compose(self) -> ComposeResult:
        yield TitleHeader()
        yield Static(self._summary(), id="fix-summary")
        with Horizontal():
            yield DataTable(id="edits", cursor_type="row", zebra_stripes=True)
            with VerticalScroll(id="diff-scroll"):
                yield Static(id="diff")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.title = f"xreview — fixes proposed by {self.proposal.fixer or 'nobody'}"
        table = self.query_one("#edits", DataTable)
        table.add_columns("issue", "state", "edit")
        for index, proposed in enumerate(self.edits):
            table.add_row(*self._cells(index, proposed))
        table.focus()
        for note in self.proposal.notes:
            if " — fix: " in note:  # credentials refused: the user is told at once, with the command that fixes it
                self.notify(note, severity="error", timeout=20)
        if self.edits:
            self._show(0)
        else:
            self.query_one("#diff", Static).update(Text(self.proposal.failure or "The fixer proposed no edit.", style="italic"))

    def _summary(self) -> Text:
        placed = sum(1 for e in self.edits if e.ok)
        text = Text(f"{placed} edit(s) to review", style="bold")
        refused = len(self.edits) - placed
        if refused:
            text.append(f", {refused} refused (they matched nowhere, or more than once)")
        rejected = sum(1 for e in self.edits if e.rejected)
        if rejected:
            text.append(f", {rejected} rejected by the checker (y still applies one)")
        if self.proposal.unfixed:
            text.append(f"; {len(self.proposal.unfixed)} issue(s) not fixed after every fixer tried: flagged for you")
        if self.proposal.failure:
            text.append_text(literal(f" — {self.proposal.failure}", "italic"))
        text.append("   y apply · n reject · e edit · w write and continue", style="dim")
        for note in self.proposal.notes:  # fixers left out or skipped, credentials refused (with the fix)
            text.append_text(literal(f"\n{note}", "italic"))
        return text

    def _cells(self, index: int, proposed: ProposedEdit) -> tuple[Text, Text, Text]:
        issue = proposed.issue
        label = literal(issue.id if issue else "?", "bold")
        what = literal(one_line(proposed.note or (issue.title if issue else "no issue named"), 60))
        if not proposed.ok:
            state = Text("refused", style="dim italic")
        elif index in self.choice:
            state = {"apply": Text("apply", style="bold green"), "reject": Text("reject", style="bold red")}[self.choice[index]]
        else:
            verdict = proposed.verdict
            mark = ("✓ " if verdict.approve else "✗ ") + verdict.checker if verdict is not None else "unchecked"
            state = Text("to decide · ", style="yellow")
            state.append_text(literal(mark, "green" if proposed.approved else "red" if proposed.rejected else "dim"))
            if proposed.outside is not None:
                state.append(" · outside", style="bold yellow")
        return label, state, what

    def current(self) -> int | None:
        table = self.query_one("#edits", DataTable)
        if not self.edits or table.cursor_row < 0:
            return None
        return min(table.cursor_row, len(self.edits) - 1)

    @on(DataTable.RowHighlighted, "#edits")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if 0 <= event.cursor_row < len(self.edits):
            self._show(event.cursor_row)

    def _show(self, index: int) -> None:
        proposed = self.edits[index]
        text = Text()
        if proposed.issue is not None:
            text.append(f"{proposed.issue.id} · {proposed.issue.title}\n", style="bold")
            text.append(f"{proposed.issue.severity.value} · {proposed.issue.location.heading or 'no section'}\n", style="dim")
        if proposed.note:
            text.append("Fixer: ", style="bold")
            text.append_text(literal(proposed.note + "\n"))
        text.append_text(literal(f"Written by {proposed.fixer}, attempt {proposed.round}\n", "dim"))
        if proposed.ok:
            text.append("Checker: ", style="bold")
            text.append_text(literal(proposed.state + "\n", "green" if proposed.approved else "red" if proposed.rejected else "yellow"))
        if proposed.outside is not None:
            text.append_text(literal(f"Outside its issue's section: it changes “{proposed.outside}”\n", "bold yellow"))
        if proposed.issue is not None and len(self.proposal.attempts_for(proposed.issue)) > 1:
            text.append_text(literal(f"Attempts: {self.proposal.history(proposed.issue)}\n", "dim"))
        text.append("\n")
        if proposed.ok:
            for line in proposed.diff:
                text.append_text(literal(line + "\n", DIFF_STYLE.get(line[:1], "")))
        else:
            text.append(f"Refused: {proposed.refusal}\n", style="italic")
            text.append("SEARCH\n", style="bold")
            text.append_text(literal(proposed.edit.search + "\n", "red"))
        if index in self.reasons:
            text.append(f"\nRejected: {self.reasons[index]}\n", style="italic")
        self.query_one("#diff", Static).update(text)

    def _refresh(self, index: int) -> None:
        table = self.query_one("#edits", DataTable)
        for column, cell in enumerate(self._cells(index, self.edits[index])):
            table.update_cell_at(Coordinate(index, column), cell)
        self._show(index)

    def _next(self, index: int) -> None:
        table = self.query_one("#edits", DataTable)
        later = [i for i in range(index + 1, len(self.edits)) if self.edits[i].ok and i not in self.choice]
        if later:
            table.move_cursor(row=later[0])

    # ---- actions

    def action_apply(self) -> None:
        index = self.current()
        if index is None or not self.edits[index].ok:
            self.notify("This edit was refused: it cannot be applied.", severity="warning")
            return
        self.choice[index] = "apply"
        self.reasons.pop(index, None)
        self._refresh(index)
        self._next(index)

    @work(exclusive=True, group="fix-dialog")
    async def action_reject(self) -> None:
        index = self.current()
        if index is None or not self.edits[index].ok:
            return
        reason = await self.app.push_screen_wait(TextModal("Reject this edit because…", required=False))
        if reason is None:
            return
        self.choice[index] = "reject"
        self.reasons[index] = reason or "the edit was rejected"
        self._refresh(index)
        self._next(index)

    def action_edit(self) -> None:
        index = self.current()
        if index is None or not self.edits[index].ok:
            return
        proposed = self.edits[index]
        replaced = self._edit_in_editor(proposed.edit.replace)
        if replaced is None or replaced == proposed.edit.replace:
            return
        refusal = self.proposal.rewrite(proposed, replaced)
        if refusal is not None:
            self.notify(f"The edited replacement cannot be placed: {refusal}", severity="error")
            return
        self.choice[index] = "apply"
        self._refresh(index)

    def _edit_in_editor(self, text: str) -> str | None:
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
        with tempfile.NamedTemporaryFile("w", suffix=".md", prefix="xreview-fix-", delete=False, encoding="utf-8") as handle:
            handle.write(text + "\n")
            path = Path(handle.name)
        try:
            try:
                with self.app.suspend():
                    code = subprocess.call([*shlex.split(editor), str(path)])
            except SuspendNotSupported:  # no terminal to hand over (tests, a headless driver)
                code = subprocess.call([*shlex.split(editor), str(path)], stdin=subprocess.DEVNULL)
            if code != 0:
                self.notify(f"{editor} exited with status {code}; the replacement is unchanged", severity="warning")
                return None
            edited = path.read_text(encoding="utf-8")
        except OSError as exc:
            self.notify(f"Cannot run {editor}: {exc.strerror or exc}", severity="error")
            return None
        finally:
            path.unlink(missing_ok=True)
        return edited[:-1] if edited.endswith("\n") else edited

    def action_done(self) -> None:
        waiting = [i for i, e in enumerate(self.edits) if e.ok and i not in self.choice]
        if waiting:
            self.notify(f"{len(waiting)} edit(s) still to decide: y to apply, n to reject.", severity="warning", timeout=6)
            self.query_one("#edits", DataTable).move_cursor(row=waiting[0])
            return
        decisions = FixDecisions()
        for index, proposed in enumerate(self.edits):
            if self.choice.get(index) == "apply":
                decisions.apply.append(proposed)
            elif self.choice.get(index) == "reject" and proposed.issue is not None:
                decisions.rejected[id(proposed.issue)] = self.reasons.get(index, "the edit was rejected")
        self.post_message(self.Done(decisions))
