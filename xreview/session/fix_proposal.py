"""What the fixer chain proposed for a cycle's auto-fix issues: every edit of every attempt (the ones a later
attempt replaced are kept, marked superseded), what each attempt came to, and what the checker said."""

from __future__ import annotations

from dataclasses import dataclass, field

from xreview.artifact.edits import EditRefused, Placement, diff_lines, place
from xreview.core.fix import Edit
from xreview.core.fix_check import FixVerdict
from xreview.core.model import FixRecord, Issue


@dataclass
class ProposedEdit:
    """One edit a fixer proposed for one issue: placed (with its diff) or refused (with why), and judged."""

    issue: Issue | None
    edit: Edit
    note: str
    placement: Placement | None = None
    refusal: str | None = None
    diff: list[str] = field(default_factory=list)
    round: int = 1  # the attempt, counted over the whole chain for its issue, that proposed it
    fixer: str = ""
    verdict: FixVerdict | None = None  # the checker's
    unchecked: str = ""  # why no checker judged it
    outside: str | None = None  # the section it changes, when that is not its issue's
    superseded: bool = False  # a later attempt replaced it

    @property
    def ok(self) -> bool:
        return self.placement is not None

    @property
    def rejected(self) -> bool:
        return self.verdict is not None and not self.verdict.approve

    @property
    def approved(self) -> bool:
        return self.ok and self.verdict is not None and self.verdict.approve

    @property
    def state(self) -> str:
        """One line: where the edit stands before anyone decides."""
        if not self.ok:
            return f"refused: {self.refusal}"
        if self.verdict is not None:
            return f"{self.verdict.label}: {self.verdict.reason}"
        return f"not checked: {self.unchecked}" if self.unchecked else "not checked"



def fix_record(applied: list[ProposedEdit]) -> FixRecord:
    """How one issue was fixed, from its edits that were applied: the least checked of them speaks for all."""
    verdicts = ["approved" if e.approved else "rejected" if e.rejected else "unchecked" for e in applied]
    worst = next(v for v in ("rejected", "unchecked", "approved") if v in verdicts)
    checker = next((e.verdict.checker for e in applied if e.verdict is not None), None)
    return FixRecord(applied[0].fixer, max(e.round for e in applied), checker, worst, any(e.outside for e in applied))


@dataclass
class Attempt:
    """One call of one fixer: its first or second attempt at the issues it was given, and what came of it."""

    fixer: str
    number: int
    issues: list[str]
    outcome: str


@dataclass
class FixProposal:
    """What the fixer chain proposed for a cycle's accepted auto-fix issues."""

    fixer: str  # the fixers that answered, in the order they were asked
    text: str  # the artifact the edits were placed in
    edits: list[ProposedEdit] = field(default_factory=list)
    failure: str | None = None  # no fixer could be asked, or none answered usably
    attempts: list[Attempt] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # fixers left out or skipped, a checker replaced, credentials refused
    issues: list[Issue] = field(default_factory=list)  # the issues asked for
    unfixed: list[Issue] = field(default_factory=list)  # the chain was spent on them
    unchecked_allowed: bool = False  # fix_checker: none — an unchecked edit inside its section may be applied

    @property
    def current(self) -> list[ProposedEdit]:
        """The edits still standing: the last word of the chain on each issue."""
        return [e for e in self.edits if not e.superseded]

    def attempts_for(self, issue: Issue) -> list[Attempt]:
        return [a for a in self.attempts if issue.id in a.issues]

    def history(self, issue: Issue) -> str:
        """Every attempt at ``issue``, in one line."""
        return "; ".join(f"{a.fixer} #{a.number}: {a.outcome}" for a in self.attempts_for(issue)) or "no fixer was asked"

    def may_apply_unasked(self, proposed: ProposedEdit) -> bool:
        """Headless: approved by the checker, or unchecked by choice and inside its issue's section — and so is
        every other standing edit of its issue (half a fix is not applied)."""
        if proposed.superseded or not proposed.ok:
            return False
        return all(e.ok and (e.approved or (self.unchecked_allowed and e.verdict is None and e.outside is None))
                   for e in self.current if e.issue is proposed.issue)

    def rewrite(self, proposed: ProposedEdit, replacement: str) -> str | None:
        """Give ``proposed`` another replacement (the person edited it by hand): placed again, with its diff.
        Returns why it cannot be placed, or None. The checker's verdict was on the other text: it goes."""
        edit = Edit(proposed.edit.issue_id, proposed.edit.search, replacement)
        try:
            placement = place(self.text, edit)
        except EditRefused as exc:
            return str(exc)
        proposed.edit, proposed.placement = edit, placement
        proposed.diff = diff_lines(self.text, placement)
        proposed.note = (proposed.note + " (replacement edited by hand)").strip()
        proposed.verdict, proposed.unchecked = None, "the replacement was edited by hand"
        return None
