"""The action matrix of the review specification."""

from __future__ import annotations

from xreview.core.model import Action, Complexity, Severity, Status


def action_for(severity: Severity, complexity: Complexity) -> Action:
    """Critical/High with Low or Medium complexity are auto-fixed, with High flagged; Low is logged."""
    if severity is Severity.LOW:
        return Action.LOG
    if complexity is Complexity.HIGH:
        return Action.FLAG
    return Action.AUTO_FIX


def initial_status(action: Action) -> Status:
    """The status an issue starts with, before anyone decides it."""
    return {Action.AUTO_FIX: Status.OPEN, Action.FLAG: Status.FLAGGED, Action.LOG: Status.LOGGED}[action]
