"""The cycle controller: after each cycle, go on or stop, and why."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from xreview.core.identity import IssueTracker
from xreview.core.model import Issue, Severity


class StopReason(str, Enum):
    CLEAN = "clean"
    MAX_CYCLES = "max_cycles"
    STRUCTURAL_PROBLEM = "structural_problem"
    STUCK = "stuck"
    BUDGET = "budget"
    NO_MODELS = "no_models"
    USER = "user"


@dataclass(frozen=True)
class CyclePolicy:
    min_cycles: int = 1
    max_cycles: int = 10
    structural_problem_signal: int = 4
    stuck_signal: int = 3


@dataclass(frozen=True)
class CycleOutcome:
    """What a finished cycle tells the controller."""

    n: int
    issues: list[Issue]
    reviews_obtained: int
    budget_exhausted: bool = False
    artifact_will_change: bool = False
    fixed: int = 0  # Critical/High issues the fixer edited this cycle: the next cycle must check them
    ended: str = ""  # a discussion (one cycle): how its rounds ended, said instead of "reached the maximum"


@dataclass(frozen=True)
class Decision:
    stop: bool
    reason: StopReason | None = None
    explanation: str = ""


class CycleController:
    """Applies the stop conditions of the review specification, in order."""

    def __init__(self, policy: CyclePolicy, tracker: IssueTracker) -> None:
        self.policy = policy
        self.tracker = tracker

    def after_cycle(self, outcome: CycleOutcome) -> Decision:
        p = self.policy
        n = outcome.n
        if outcome.reviews_obtained == 0:
            if outcome.budget_exhausted:
                return Decision(True, StopReason.BUDGET, "the budget left no room for any model call")
            return Decision(True, StopReason.NO_MODELS, "no review could be obtained from any model")
        blocking = [i for i in outcome.issues if i.blocking]
        critical = [i for i in blocking if i.severity is Severity.CRITICAL]
        if not blocking and not outcome.fixed and n >= p.min_cycles:
            return Decision(True, StopReason.CLEAN, f"no Critical or High issue open after cycle {n}")
        if n >= p.max_cycles:
            return Decision(True, StopReason.MAX_CYCLES, outcome.ended or f"reached the maximum of {p.max_cycles} cycles")
        if critical and n >= p.structural_problem_signal:
            return Decision(
                True,
                StopReason.STRUCTURAL_PROBLEM,
                f"still finding Critical issues after {n} cycles: the design needs rethinking, not patching",
            )
        stuck = self.tracker.persisting(n, p.stuck_signal)
        if stuck and p.stuck_signal > 0:
            return Decision(
                True,
                StopReason.STUCK,
                f"{len(stuck)} issue(s) persisted for {p.stuck_signal} cycles: {', '.join(stuck[:5])}",
            )
        if outcome.budget_exhausted:
            return Decision(True, StopReason.BUDGET, "the budget cannot pay for another cycle")
        if n < p.min_cycles:
            return Decision(False, None, f"minimum of {p.min_cycles} cycles not reached")
        if not outcome.artifact_will_change and not outcome.fixed:
            return Decision(
                True,
                StopReason.STUCK,
                f"{len(blocking)} Critical/High issue(s) remain open and nothing will change the artifact "
                "before another cycle, which would only find them again",
            )
        if outcome.fixed and not blocking:
            return Decision(False, None, f"{outcome.fixed} Critical/High issue(s) fixed: the next cycle reviews the fixed text")
        return Decision(False, None, f"{len(blocking)} Critical/High issue(s) to verify in the next cycle")
