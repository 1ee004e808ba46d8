"""Cost estimates and the budget circuit breakers (per task and per session)."""

from __future__ import annotations

import math
from dataclasses import dataclass

# Expected size of a review response, for estimating a call's cost before making it.
EXPECTED_OUTPUT_TOKENS = 2000


def estimate_tokens(text: str) -> int:
    """A prompt's size in tokens, estimated at four characters a token."""
    return math.ceil(len(text) / 4)


@dataclass(frozen=True)
class Price:
    """USD per million tokens."""

    input: float
    output: float
    cached_input: float | None = None

    def cost(self, tokens_in: int, tokens_out: int, cached_in: int = 0) -> float:
        cached_rate = self.cached_input if self.cached_input is not None else self.input
        uncached = max(tokens_in - cached_in, 0)
        return (uncached * self.input + cached_in * cached_rate + tokens_out * self.output) / 1_000_000


@dataclass(frozen=True)
class BudgetLimits:
    """The configured limits in USD (None: no limit), read once from the configuration."""

    per_task_usd: float | None
    per_session_usd: float | None

    def budget(self, spent_session: float = 0.0) -> Budget:
        """A spend counter against these limits (``spent_session``: what this session spent before)."""
        return Budget(self.per_task_usd, self.per_session_usd, spent_session=spent_session)


@dataclass
class Budget:
    """Money spent against the per-task and per-session limits (None: no limit)."""

    per_task_usd: float | None
    per_session_usd: float | None
    spent_task: float = 0.0
    spent_session: float = 0.0

    def refusal(self, estimate: float) -> str | None:
        """Why a call of ``estimate`` USD may not be made, or None when it fits."""
        if self.per_task_usd is not None and self.spent_task + estimate > self.per_task_usd + 1e-12:
            return (
                f"estimated ${estimate:.4f} would exceed the per-task budget "
                f"(${self.spent_task:.4f} of ${self.per_task_usd:.2f} spent)"
            )
        if self.per_session_usd is not None and self.spent_session + estimate > self.per_session_usd + 1e-12:
            return (
                f"estimated ${estimate:.4f} would exceed the per-session budget "
                f"(${self.spent_session:.4f} of ${self.per_session_usd:.2f} spent)"
            )
        return None

    def charge(self, cost: float) -> None:
        self.spent_task += cost
        self.spent_session += cost
