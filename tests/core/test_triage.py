"""The triage rules as the review specification defines them: what each decision sets on an issue."""

from __future__ import annotations

import pytest

from xreview.core import triage
from xreview.core.matrix import action_for, initial_status
from xreview.core.model import Complexity, Consensus, Issue, Severity, Status


def issue(severity: Severity, complexity: Complexity) -> Issue:
    action = action_for(severity, complexity)
    return Issue("I-1", "A problem", "", severity, complexity, action, Consensus.SINGLE, initial_status(action), [])


def test_accepting_an_auto_fix_issue_hands_it_to_the_fixer_and_a_log_only_one_stays_logged() -> None:
    fix = issue(Severity.HIGH, Complexity.LOW)
    triage.accept(fix)
    assert (fix.status, fix.accepted, fix.resolution) == (Status.OPEN, True, "Accepted in triage")
    log = issue(Severity.LOW, Complexity.LOW)
    triage.accept(log)
    assert (log.status, log.accepted, log.resolution) == (Status.LOGGED, False, None)


def test_a_flagged_issue_is_never_simply_accepted_or_deferred() -> None:
    flagged = issue(Severity.CRITICAL, Complexity.HIGH)
    assert flagged.status is Status.FLAGGED and triage.undecided_flagged([flagged]) == [flagged]
    with pytest.raises(ValueError, match="flagged"):
        triage.accept(flagged)
    with pytest.raises(ValueError, match="spike"):
        triage.defer(flagged)
    triage.defer(flagged, "  measure the vendor's outage history  ")
    assert (flagged.status, flagged.resolution) == (Status.DEFERRED, "Deferred with a spike: measure the vendor's outage history")
    assert triage.undecided_flagged([flagged]) == []


def test_the_three_answers_to_a_flagged_issue() -> None:
    now, out = issue(Severity.HIGH, Complexity.HIGH), issue(Severity.HIGH, Complexity.HIGH)
    triage.define_now(now)
    triage.rule_out(out, "billing is another team's design")
    assert (now.status, now.resolution) == (Status.OPEN, "To be defined in the artifact now")
    assert (out.status, out.resolution) == (Status.REJECTED, "Out of scope: billing is another team's design")


def test_defer_reject_and_fixing_by_hand() -> None:
    later, wrong, mine = (issue(Severity.HIGH, Complexity.MEDIUM) for _ in range(3))
    triage.defer(later)
    assert (later.status, later.resolution) == (Status.DEFERRED, "Deferred in triage")
    with pytest.raises(ValueError, match="reason"):
        triage.reject(wrong, "  ")
    triage.reject(wrong, "the retry budget is in section 4")
    assert (wrong.status, wrong.resolution) == (Status.REJECTED, "Rejected: the retry budget is in section 4")
    triage.fix_by_hand(mine)
    assert (mine.status, mine.accepted, mine.resolution) == (Status.OPEN, False, "Accepted in triage: to be fixed by hand")


def test_changing_severity_or_complexity_applies_the_matrix_again() -> None:
    raised = issue(Severity.LOW, Complexity.HIGH)
    assert raised.status is Status.LOGGED
    triage.change(raised, severity=Severity.CRITICAL)
    assert (raised.action.value, raised.status, raised.note) == ("flag", Status.FLAGGED, "severity set to Critical in triage")
    decided = issue(Severity.HIGH, Complexity.LOW)
    triage.defer(decided)
    triage.change(decided, complexity=Complexity.HIGH, decided=True)
    assert decided.action.value == "flag" and decided.status is Status.DEFERRED  # a decision stands
