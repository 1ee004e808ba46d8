"""The bar along the bottom of the review: cycle k of max, the money spent against the per-task and per-session
budgets as gauges (with the estimate of the cycle in progress), time elapsed, and what is happening now."""

from __future__ import annotations

import time

from rich.text import Text
from textual.widgets import Static

from xreview.core.budget import Budget

GAUGE = 12  # cells per gauge
WARN_AT = 0.8  # the gauge turns to the warning colour at 80 % of its budget, to the error colour at 100 %


def gauge_level(spent: float, limit: float | None) -> str:
    """``ok``, ``warning`` (80 % of the budget or more) or ``error`` (all of it); ``ok`` without a limit."""
    if limit is None:
        return "ok"
    if limit <= 0:
        return "error" if spent > 0 else "ok"
    share = spent / limit
    return "error" if share >= 1 - 1e-9 else "warning" if share >= WARN_AT else "ok"


class CycleBar(Static):
    DEFAULT_CSS = """
    CycleBar { height: 2; background: $panel; padding: 0 1; }
    """

    def __init__(self, max_cycles: int, budget: Budget) -> None:
        super().__init__(id="cycle-bar")
        self.cycle = 0
        self.max_cycles = max_cycles
        self.budget = budget  # the session's own Budget, read at every refresh: one figure of the money spent
        self.estimate = 0.0  # what the cycle in progress is expected to cost, beyond what it has spent
        self._estimate_base = 0.0
        self.state = "starting"
        self.started = 0.0
        self.rendered = Text()

    def _now(self) -> float:
        return float(getattr(self.app, "clock", time.monotonic)())

    def on_mount(self) -> None:
        self.started = float(getattr(self.app, "started", self._now()))
        self.set_interval(1.0, self.refresh_bar)
        self.refresh_bar()

    def show(self, *, cycle: int | None = None, estimate: float | None = None, state: str | None = None) -> None:
        """``estimate``: the cycle starting now is expected to cost this much (0 once its reviews are in)."""
        if cycle is not None:
            self.cycle = cycle
        if estimate is not None:
            self.estimate, self._estimate_base = estimate, self.budget.spent_task
        if state is not None:
            self.state = state
        self.refresh_bar()

    @property
    def pending(self) -> float:
        """The part of the cycle's estimate not yet spent."""
        return max(self.estimate - (self.budget.spent_task - self._estimate_base), 0.0)

    def _colours(self) -> dict[str, str]:
        """The theme's colours for each gauge level (the app keeps its theme's variables)."""
        variables = self.app.theme_variables
        return {"ok": variables.get("success", "green"), "warning": variables.get("warning", "yellow"),
                "error": variables.get("error", "red")}

    def _gauge(self, text: Text, name: str, spent: float, limit: float | None, pending: float,
               colours: dict[str, str]) -> None:
        text.append(f"{name} ", style="bold")
        if limit is None:
            text.append(f"${spent:.4f} (no budget)")
            return
        full = limit if limit > 0 else 1.0
        done = min(GAUGE, round(spent / full * GAUGE))
        ahead = min(GAUGE - done, round((spent + pending) / full * GAUGE) - done)
        level = gauge_level(spent, limit)
        text.append("━" * done, style=colours[level])
        text.append("━" * ahead, style=f"dim {colours[gauge_level(spent + pending, limit)]}")
        text.append("╌" * (GAUGE - done - ahead), style="dim")
        text.append(f" ${spent:.4f} of ${limit:.2f}", style=colours[level] if level != "ok" else "")
        if pending > 0:
            text.append(f" · est. +${pending:.4f}", style="dim")

    def refresh_bar(self) -> None:
        elapsed = int(self._now() - self.started)
        pending = self.pending
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"cycle {self.cycle} of {self.max_cycles}", style="bold")
        text.append(f"  {elapsed // 60}:{elapsed % 60:02d}   ")
        colours = self._colours()
        self._gauge(text, "task", self.budget.spent_task, self.budget.per_task_usd, pending, colours)
        text.append("   ")
        self._gauge(text, "session", self.budget.spent_session, self.budget.per_session_usd, pending, colours)
        text.append("\n")
        text.append(self.state, style="dim")
        self.rendered = text  # what the bar shows, styles included
        self.update(text)
