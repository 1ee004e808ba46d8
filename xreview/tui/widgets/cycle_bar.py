"""The bar along the bottom of the review: cycle k of max, money spent against the budget, time elapsed."""

from __future__ import annotations

import time

from rich.text import Text
from textual.widgets import Static


class CycleBar(Static):
    DEFAULT_CSS = """
    CycleBar { height: 1; background: $panel; padding: 0 1; }
    """

    def __init__(self, max_cycles: int, budget: float | None) -> None:
        super().__init__(id="cycle-bar")
        self.cycle = 0
        self.max_cycles = max_cycles
        self.budget = budget
        self.spent = 0.0
        self.state = "starting"
        self.started = 0.0

    def _now(self) -> float:
        return float(getattr(self.app, "clock", time.monotonic)())

    def on_mount(self) -> None:
        self.started = float(getattr(self.app, "started", self._now()))
        self.set_interval(1.0, self.refresh_bar)
        self.refresh_bar()

    def show(self, *, cycle: int | None = None, spent: float | None = None, state: str | None = None) -> None:
        if cycle is not None:
            self.cycle = cycle
        if spent is not None:
            self.spent = spent
        if state is not None:
            self.state = state
        self.refresh_bar()

    def refresh_bar(self) -> None:
        elapsed = int(self._now() - self.started)
        budget = f" of ${self.budget:.2f}" if self.budget is not None else ""
        text = Text()
        text.append(f"cycle {self.cycle} of {self.max_cycles}", style="bold")
        text.append(f"   ${self.spent:.4f}{budget}")
        text.append(f"   {elapsed // 60}:{elapsed % 60:02d}")
        text.append(f"   {self.state}", style="dim")
        self.update(text)
