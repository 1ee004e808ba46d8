"""Triage: the cycle's synthesized issues, each model's own words, and the decisions of the review specification."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.coordinate import Coordinate
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Markdown, Static

from xreview.core import triage
from xreview.core.budget import Budget
from xreview.core.model import Action, Complexity, Issue, Severity, Status
from xreview.core.regroup import Regrouping, candidates, merge, split
from xreview.core.report import reraise_note
from xreview.core.text import one_line
from xreview.tui.editor import open_in_editor
from xreview.tui.literal import inert_markdown, literal
from xreview.tui.screens.modals import COMPLEXITY_CHOICES, FLAGGED_CHOICES, SEVERITY_CHOICES, ChoiceModal, TextModal
from xreview.tui.widgets.cycle_bar import CycleBar
from xreview.tui.widgets.issue_detail import issue_detail
from xreview.tui.widgets.keys_footer import KeysFooter
from xreview.tui.widgets.title_header import TitleHeader

_COLUMNS = ("sev", "issue", "cx", "action", "consensus", "status")
_MIN_TITLE = 16  # below this the title column stops shrinking and the table scrolls sideways instead
_MAX_STATUS = 40  # a long re-raise note is cut here; the detail says it whole
_SCROLLBAR = 2
_DROPPED_FIRST = ("consensus", "cx", "action")  # the detail shows them all

SEVERITY_STYLE = {Severity.CRITICAL: "bold red", Severity.HIGH: "bold yellow", Severity.LOW: "dim"}


class TriageScreen(Screen[None]):
    BINDINGS = [
        Binding("a", "accept", "Accept", id="triage-accept", tooltip="Agree: fix it (a flagged issue asks how)"),
        Binding("a", "fix_yourself", "Fix yourself", id="triage-fix-yourself",
                tooltip="No fixer is configured: mark it yours to fix and open it in $EDITOR"),
        Binding("d", "defer", "Defer", id="triage-defer", tooltip="Defer the issue to later"),
        Binding("x", "reject", "Reject", id="triage-reject", tooltip="Reject the issue, with a reason"),
        Binding("e", "edit", "Edit", id="triage-edit", tooltip="Change the severity or the complexity"),
        Binding("n", "note", "Note", id="triage-note", tooltip="Add a resolution note"),
        Binding("m", "merge", "Merge", id="triage-merge", tooltip="Merge this issue into another (best candidates first)"),
        Binding("s", "split", "Split", id="triage-split", tooltip="Split a merged issue back into one issue per reviewer"),
        Binding("o", "reopen", "Reopen", id="triage-reopen", tooltip="Confirm a re-raise: reopen the closed Issue Log row"),
        Binding("w", "write", "Write", id="triage-write", tooltip="Write the logs and start the next cycle (or finish)"),
        Binding("q", "app.request_quit", "Quit", id="triage-quit", tooltip="Stop here (asks first if decisions would be lost)"),
    ]
    DEFAULT_CSS = """
    TriageScreen Horizontal { height: 1fr; }
    TriageScreen #issues { width: 2fr; }
    TriageScreen #detail-scroll { width: 1fr; min-width: 36; border-left: solid $panel; padding: 0 1; }
    TriageScreen #detail-text MarkdownHeader { width: 1fr; }  /* a long heading wraps instead of being cut */
    TriageScreen #detail-excerpt { text-wrap: nowrap; text-overflow: ellipsis; }  /* one artifact line per row */
    """

    class Written(Message):
        """The user closed the cycle with ``w``."""

        def __init__(self, will_change: bool) -> None:
            super().__init__()
            self.will_change = will_change

    def __init__(self, n: int, issues: list[Issue], artifact_text: str, model_labels: dict[str, str],
                 max_cycles: int, budget: Budget, voters: int = 1, *,
                 has_fixer: bool = True, artifact: Path | None = None,
                 on_decided: Callable[[Issue], None] | None = None) -> None:
        super().__init__(id="triage")
        self.on_decided = on_decided or (lambda issue: None)
        self.has_fixer = has_fixer  # without one, accepting an auto-fix issue means "I will fix it"
        self.artifact = artifact
        self.by_hand: set[str] = set()  # issues the person accepted to fix themselves
        self.n = n
        self.issues = issues
        self.voters = voters
        self.regrouping = Regrouping()  # this triage's merges and splits, kept for later cycles once written
        self.lines = artifact_text.splitlines()
        self.labels = model_labels
        self.max_cycles = max_cycles
        self.budget = budget  # the session's, read live by the cycle bar
        self.decided: set[str] = set()
        self.define_now = False
        self._column_widths: dict[str, int] = {}

    def compose(self) -> ComposeResult:
        yield TitleHeader()
        with Horizontal():
            yield DataTable(id="issues", cursor_type="row", zebra_stripes=True)
            with VerticalScroll(id="detail-scroll"):
                yield Static(id="detail")
                # each reviewer's words as Markdown, rendered but inert: no markup, no control, links not followed
                yield inert_markdown(id="detail-text")
                yield Static(id="detail-excerpt")
        yield CycleBar(self.max_cycles, self.budget)
        yield KeysFooter()

    def on_mount(self) -> None:
        tables = self.query("#issues").results(DataTable)
        table = next(tables, None)
        if table is None:
            return  # the app closed as this screen was pushed: its widgets are gone before it was ever shown
        self._layout(self.app.size.width * 2 // 3)
        self.query_one(CycleBar).show(cycle=self.n, estimate=0.0, state=self._state())
        if self.issues:
            table.focus()
            self._detail(self.issues[0])
        else:
            self.query_one("#detail", Static).update(Text("No issues this cycle. Press w to finish the cycle."))

    def on_resize(self) -> None:
        self.call_after_refresh(self._layout)

    def _widths(self, width: int) -> dict[str, int]:
        """Each column as wide as the widest word it can show; the title gets the rest (it shows whole if it can,
        cut with an ellipsis if it cannot; the detail always has it whole)."""
        table = self.query_one("#issues", DataTable)
        widths = {
            "sev": max(len(s.value) for s in Severity),
            "cx": max(len(c.value) for c in Complexity),
            "action": max(len(a.value) for a in Action),
            "consensus": max([len("consensus")] + [len(f"{i.consensus.value} {len(i.models)}") for i in self.issues]),
            "status": min(_MAX_STATUS, max([len(s.value) for s in Status]
                                            + [len(i.status.value + reraise_note(i)) for i in self.issues])),
        }
        longest = max([len("issue")] + [literal(one_line(i.title, 10_000)).cell_len for i in self.issues])
        for drop in (None, *_DROPPED_FIRST):  # a narrow terminal keeps severity, title and status
            if drop is not None:
                del widths[drop]
            room = width - sum(widths.values()) - 2 * table.cell_padding * (len(widths) + 1) - _SCROLLBAR
            if room >= _MIN_TITLE:
                break
        return {"issue": max(_MIN_TITLE, min(longest, room)), **widths}

    def _layout(self, width: int | None = None) -> None:
        """(Re)build the columns for the table's width, keeping the highlighted issue."""
        tables = self.query("#issues")
        if not tables:
            return
        table = tables.first(DataTable)
        widths = self._widths(width or table.size.width)
        if widths == self._column_widths:
            return
        current = self.current() if table.row_count else None
        self._column_widths = widths
        table.clear(columns=True)
        for name in _COLUMNS:
            if name in widths:
                table.add_column(name, width=widths[name], key=name)
        self._fill(current)

    def _fill(self, current: Issue | None = None) -> None:
        """The table's rows from ``self.issues`` (after a merge or a split), the cursor on ``current``."""
        table = self.query_one("#issues", DataTable)
        table.clear()
        for issue in self.issues:
            table.add_row(*self._shown(self._cells(issue)), key=issue.id)
        if current is not None and current in self.issues:
            table.move_cursor(row=self.issues.index(current))
            self._detail(current)

    def _shown(self, cells: list[Text]) -> list[Text]:
        """The cells of the columns the table's width has room for."""
        return [cell for name, cell in zip(_COLUMNS, cells, strict=True) if name in self._column_widths]

    def _cells(self, issue: Issue) -> list[Text]:
        status = issue.status.value + reraise_note(issue)
        title = literal(one_line(issue.title, 10_000))
        title.truncate(self._column_widths.get("issue", _MIN_TITLE), overflow="ellipsis")
        status_cell = literal(status, "bold" if issue.id in self.decided else "dim")
        status_cell.truncate(_MAX_STATUS, overflow="ellipsis")
        return [
            Text(issue.severity.value, style=SEVERITY_STYLE[issue.severity]),
            title,
            literal(issue.complexity.value),
            literal(issue.action.value, "bold" if issue.action is Action.FLAG else ""),
            literal(f"{issue.consensus.value} {len(issue.models)}", "" if len(issue.models) > 1 else "dim"),
            status_cell,
        ]

    def _state(self) -> str:
        waiting = self.undecided_flagged()
        if waiting:
            return f"{len(self.issues)} issue(s); {len(waiting)} flagged awaiting a decision"
        if not self.has_fixer:
            return f"{len(self.issues)} issue(s); no fixer: a marks one yours to fix; w writes and continues"
        return f"{len(self.issues)} issue(s); w writes and continues"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "accept":
            return self.has_fixer  # without a fixer, `a` is "Fix yourself" (the footer says so)
        if action == "fix_yourself":
            return not self.has_fixer
        return True

    def undecided_flagged(self) -> list[Issue]:
        return triage.undecided_flagged(self.issues)

    def current(self) -> Issue | None:
        table = self.query_one("#issues", DataTable)
        if not self.issues or table.cursor_row < 0:
            return None
        return self.issues[min(table.cursor_row, len(self.issues) - 1)]

    @on(DataTable.RowHighlighted, "#issues")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if 0 <= event.cursor_row < len(self.issues):
            self._detail(self.issues[event.cursor_row])

    def _detail(self, issue: Issue) -> None:
        others = [o for o in issue.possible_duplicates if o in self.issues]
        head, words, excerpt = issue_detail(issue, self.labels, self.lines, others)
        if not self.query("#detail"):  # not while the app is closing down around this screen
            return
        self.query_one("#detail", Static).update(head)
        self.query_one("#detail-text", Markdown).update(words)
        self.query_one("#detail-excerpt", Static).update(excerpt)

    def _refresh_row(self, issue: Issue) -> None:
        widths = self._widths(self.query_one("#issues", DataTable).size.width)
        if widths != self._column_widths:  # a longer status (a re-raise note) or a new consensus count
            self._layout()
            self.query_one(CycleBar).show(state=self._state())
            return
        table = self.query_one("#issues", DataTable)
        index = self.issues.index(issue)
        for column, cell in enumerate(self._shown(self._cells(issue))):
            table.update_cell_at(Coordinate(index, column), cell)
        self._detail(issue)
        self.query_one(CycleBar).show(state=self._state())

    def _decided(self, issue: Issue) -> None:
        self.decided.add(issue.id)
        self._refresh_row(issue)
        self.on_decided(issue)  # saved at once: a review stopped now resumes with it

    # ---- actions

    @work(exclusive=True, group="triage-dialog")
    async def action_fix_yourself(self) -> None:
        """No fixer: an auto-fix issue accepted is the person's to fix — it opens where it sits in $EDITOR, and
        the next cycle waits for the document to change."""
        issue = self.current()
        if issue is None:
            return
        if issue.action is not Action.AUTO_FIX:
            self.action_accept()  # a flagged issue asks how, as always; a log-only one is simply accepted
            return
        triage.fix_by_hand(issue)
        self.by_hand.add(issue.id)
        self._decided(issue)
        self.query_one(CycleBar).show(state=self._state())
        open_in_editor(self, issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_accept(self) -> None:
        issue = self.current()
        if issue is None:
            return
        if issue.action is not Action.FLAG:
            triage.accept(issue)
            self._decided(issue)
            return
        choice = await self.app.push_screen_wait(ChoiceModal(f"Flagged: {issue.title}", FLAGGED_CHOICES))
        if choice == "define":
            self.define_now = True
            triage.define_now(issue)
            self._decided(issue)
        elif choice == "spike":
            spike = await self.app.push_screen_wait(TextModal("The spike: what must be found out?"))
            if spike:
                triage.defer(issue, spike)
                self._decided(issue)
        elif choice == "out-of-scope":
            why = await self.app.push_screen_wait(TextModal("Out of scope because…"))
            if why:
                triage.rule_out(issue, why)
                self._decided(issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_defer(self) -> None:
        issue = self.current()
        if issue is None:
            return
        spike = None
        if triage.needs_spike(issue):
            spike = await self.app.push_screen_wait(TextModal("Deferring a flagged issue needs a spike: what must be found out?"))
            if not spike:
                return
        triage.defer(issue, spike)
        self._decided(issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_reject(self) -> None:
        issue = self.current()
        if issue is None:
            return
        why = await self.app.push_screen_wait(TextModal(f"Reject “{issue.title[:60]}” because…"))
        if why and why.strip():
            triage.reject(issue, why)
            self._decided(issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_edit(self) -> None:
        issue = self.current()
        if issue is None:
            return
        choice = await self.app.push_screen_wait(ChoiceModal("Change…", SEVERITY_CHOICES + COMPLEXITY_CHOICES))
        if not choice:
            return
        kind, value = choice.split(":", 1)
        if kind == "severity":
            triage.change(issue, severity=Severity(value), decided=issue.id in self.decided)
        else:
            triage.change(issue, complexity=Complexity(value), decided=issue.id in self.decided)
        self._refresh_row(issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_note(self) -> None:
        issue = self.current()
        if issue is None:
            return
        note = await self.app.push_screen_wait(TextModal("Resolution note", issue.resolution or "", required=False))
        if note is not None:
            issue.resolution = note or None
            self._refresh_row(issue)

    @work(exclusive=True, group="triage-dialog")
    async def action_merge(self) -> None:
        issue = self.current()
        if issue is None or len(self.issues) < 2:
            return
        options = [(other.id, literal(f"{other.id}  {one_line(other.title, 60)}  ({other.consensus.value} {len(other.models)})"))
                   for other in candidates(issue, self.issues)]
        choice = await self.app.push_screen_wait(ChoiceModal(f"Merge “{one_line(issue.title, 50)}” into…", options))
        target = next((i for i in self.issues if i.id == choice), None)
        if target is None:
            return
        merge(target, issue, self.voters)
        self.issues.remove(issue)
        self.regrouping.record(Regrouping(merges=[(target.id, issue.id)]))
        self.notify(f"Merged into {target.id}: {len(target.models)} reviewer(s), {target.consensus.value}.", timeout=4)
        self._fill(target)
        self.query_one(CycleBar).show(state=self._state())

    def action_split(self) -> None:
        issue = self.current()
        if issue is None:
            return
        if len(set(issue.models)) < 2:
            self.notify("Only one reviewer raised this issue: nothing to split.", severity="warning")
            return
        parts = split(issue, self.voters, {i.id for i in self.issues})
        index = self.issues.index(issue)
        self.issues[index : index + 1] = parts
        self.regrouping.record(Regrouping(splits={issue.id}))
        self.notify(f"Split into {len(parts)} issues, one per reviewer.", timeout=4)
        self._fill(parts[0])
        self.query_one(CycleBar).show(state=self._state())

    def action_reopen(self) -> None:
        issue = self.current()
        if issue is None or issue.reraise is None:
            self.notify("This issue re-raises no closed row.", severity="warning")
            return
        issue.reraise.confirmed = not issue.reraise.confirmed
        self._refresh_row(issue)

    def action_write(self) -> None:
        waiting = self.undecided_flagged()
        if waiting:
            self.notify(f"{len(waiting)} flagged issue(s) need a decision first: press a on each "
                        "(define now, defer with a spike, or out of scope).", severity="warning", timeout=6)
            table = self.query_one("#issues", DataTable)
            table.move_cursor(row=self.issues.index(waiting[0]))
            return
        self.post_message(self.Written(self.define_now or bool(self.by_hand)))
