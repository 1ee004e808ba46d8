"""The cycle controller: every stop condition of the review specification."""

from __future__ import annotations

from xreview.core.budget import Budget, Price
from xreview.core.cycle import CycleController, CycleOutcome, CyclePolicy, StopReason
from xreview.core.identity import IssueTracker
from xreview.core.model import Action, Complexity, Consensus, Issue, Location, Severity, Status


def issue(title: str, severity: Severity = Severity.HIGH, status: Status = Status.OPEN, issue_id: str = "") -> Issue:
    return Issue(issue_id or "I-" + title[:4], title, "", severity, Complexity.MEDIUM, Action.AUTO_FIX,
                 Consensus.ALL, status, [], Location())


def run(controller: CycleController, n: int, issues: list[Issue], **kw: object):  # type: ignore[no-untyped-def]
    controller.tracker.observe(n, issues)
    return controller.after_cycle(CycleOutcome(n=n, issues=issues, reviews_obtained=2, **kw))  # type: ignore[arg-type]


def controller(**policy: int) -> CycleController:
    return CycleController(CyclePolicy(**policy), IssueTracker())


def test_clean_when_no_critical_or_high_and_minimum_met() -> None:
    decision = run(controller(), 1, [issue("Wording", Severity.LOW, Status.LOGGED)])
    assert decision.stop and decision.reason is StopReason.CLEAN


def test_minimum_cycles_run_even_when_clean() -> None:
    c = controller(min_cycles=2)
    assert not run(c, 1, []).stop
    assert run(c, 2, []).reason is StopReason.CLEAN


def test_continues_when_blocking_issues_and_the_artifact_will_change() -> None:
    decision = run(controller(), 1, [issue("Missing rollback")], artifact_will_change=True)
    assert not decision.stop


def test_stops_when_nothing_can_change_the_artifact() -> None:
    decision = run(controller(), 1, [issue("Missing rollback")], artifact_will_change=False)
    assert decision.stop and decision.reason is StopReason.STUCK
    assert "nothing will change the artifact" in decision.explanation


def test_max_cycles() -> None:
    c = controller(max_cycles=2, stuck_signal=5)
    assert not run(c, 1, [issue("A gap")], artifact_will_change=True).stop
    decision = run(c, 2, [issue("Another gap entirely")], artifact_will_change=True)
    assert decision.reason is StopReason.MAX_CYCLES


def test_structural_problem_when_still_critical_after_four_cycles() -> None:
    c = controller(stuck_signal=10)
    for n, title in enumerate(["Alpha data loss", "Bravo key leak", "Charlie corrupt writes"], start=1):
        assert not run(c, n, [issue(title, Severity.CRITICAL)], artifact_will_change=True).stop
    decision = run(c, 4, [issue("Delta auth bypass", Severity.CRITICAL)], artifact_will_change=True)
    assert decision.reason is StopReason.STRUCTURAL_PROBLEM


def test_high_issues_after_four_cycles_are_not_structural() -> None:
    c = controller(stuck_signal=10)
    for n, title in enumerate(["Alpha gap", "Bravo gap", "Charlie gap", "Delta gap"], start=1):
        decision = run(c, n, [issue(title)], artifact_will_change=True)
    assert not decision.stop


def test_stuck_when_the_same_issue_persists_three_cycles_in_other_words() -> None:
    c = controller()
    words = ["Rollback plan is missing", "The rollback plan is missing", "Missing rollback plan"]
    decisions = [run(c, n, [issue(t, issue_id=f"I-{n}")], artifact_will_change=True) for n, t in enumerate(words, start=1)]
    assert [d.stop for d in decisions] == [False, False, True]
    assert decisions[-1].reason is StopReason.STUCK and "persisted for 3 cycles" in decisions[-1].explanation


def test_budget_stop_when_no_call_could_be_made() -> None:
    decision = controller().after_cycle(CycleOutcome(n=1, issues=[], reviews_obtained=0, budget_exhausted=True))
    assert decision.reason is StopReason.BUDGET


def test_budget_stop_when_another_cycle_cannot_be_paid() -> None:
    decision = run(controller(), 1, [issue("Missing rollback")], budget_exhausted=True, artifact_will_change=True)
    assert decision.reason is StopReason.BUDGET


def test_no_models_when_every_review_failed() -> None:
    decision = controller().after_cycle(CycleOutcome(n=1, issues=[], reviews_obtained=0))
    assert decision.reason is StopReason.NO_MODELS


def test_budget_refuses_a_call_that_would_exceed_either_limit() -> None:
    budget = Budget(per_task_usd=0.10, per_session_usd=1.00)
    assert budget.refusal(0.05) is None
    budget.charge(0.08)
    assert "per-task" in (budget.refusal(0.05) or "")
    session_only = Budget(per_task_usd=None, per_session_usd=0.01)
    assert "per-session" in (session_only.refusal(0.02) or "")
    assert Price(0.60, 2.50).cost(1_000_000, 1_000_000) == 3.10
