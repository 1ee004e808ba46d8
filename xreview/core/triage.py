"""The triage rules: what each decision on an issue sets — its status, whether the fixer takes it, and the
resolution written into the Issue Log — as the review specification defines them. The cockpit asks the person;
these functions say what the answer means, and plain unit tests hold them.

A flagged issue (Critical/High with High complexity) cannot simply be accepted or deferred: it is defined in the
artifact now, deferred with a spike (what must be found out), or ruled out of scope with a reason.
"""

from __future__ import annotations

from xreview.core.matrix import action_for, initial_status
from xreview.core.model import Action, Complexity, Issue, Severity, Status


def accept(issue: Issue) -> None:
    """Agreed to. An auto-fix issue goes to the fixer; a log-only one stays logged. (Not for a flagged issue:
    see ``define_now``, ``defer`` with a spike and ``rule_out``.)"""
    if issue.action is Action.FLAG:
        raise ValueError(f"{issue.id} is flagged: define it now, defer it with a spike, or rule it out of scope")
    issue.accepted = issue.action is Action.AUTO_FIX
    issue.status = initial_status(issue.action)
    if issue.action is Action.AUTO_FIX:
        issue.resolution = "Accepted in triage"


def fix_by_hand(issue: Issue) -> None:
    """Agreed to, with no fixer: the person will fix it, so it stays open until a later cycle no longer raises it."""
    issue.accepted = False
    issue.status = Status.OPEN
    issue.resolution = "Accepted in triage: to be fixed by hand"


def define_now(issue: Issue) -> None:
    """A flagged issue the person will define in the artifact before the next cycle (which checks it)."""
    issue.status = Status.OPEN
    issue.resolution = "To be defined in the artifact now"


def needs_spike(issue: Issue) -> bool:
    """Deferring this issue needs a spike: it is flagged."""
    return issue.action is Action.FLAG


def defer(issue: Issue, spike: str | None = None) -> None:
    """Left for later; a flagged issue only with a ``spike`` saying what must be found out."""
    if needs_spike(issue) and not (spike and spike.strip()):
        raise ValueError(f"{issue.id} is flagged: deferring it needs a spike (what must be found out)")
    issue.status = Status.DEFERRED
    issue.resolution = f"Deferred with a spike: {spike.strip()}" if spike and spike.strip() else "Deferred in triage"


def rule_out(issue: Issue, why: str) -> None:
    """A flagged issue out of this document's scope, with the reason."""
    issue.status = Status.REJECTED
    issue.resolution = f"Out of scope: {why.strip()}"


def reject(issue: Issue, why: str) -> None:
    """Not an issue, with the reason (required)."""
    if not why.strip():
        raise ValueError("a rejection needs a reason")
    issue.status = Status.REJECTED
    issue.resolution = f"Rejected: {why.strip()}"


def change(issue: Issue, *, severity: Severity | None = None, complexity: Complexity | None = None,
           decided: bool = False) -> None:
    """Another severity or complexity: the action follows the matrix again, the change is noted, and an issue
    nobody has decided yet starts over from the new action's status."""
    if severity is not None:
        issue.severity = severity
        issue.note = f"severity set to {severity.value} in triage"
    if complexity is not None:
        issue.complexity = complexity
        issue.note = f"complexity set to {complexity.value} in triage"
    issue.action = action_for(issue.severity, issue.complexity)
    if not decided:
        issue.status = initial_status(issue.action)


def undecided_flagged(issues: list[Issue]) -> list[Issue]:
    """The flagged issues still waiting for a decision: the cycle cannot close before they have one."""
    return [i for i in issues if i.status is Status.FLAGGED]
