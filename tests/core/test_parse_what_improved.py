"""Real-review rounds: an implementation review with verdict Fail (round 268, review 423) — "## What Improved" over
points of progress, "## Problems Found" over the numbered problems, "## Scope Creep Found" ⏎ "- No blocking scope
creep identified." What improved is no finding, nor is scope creep none identified.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## What Improved
- A Cockpit-local completion seam was introduced, which is narrower than a shared orchestrator and is directionally consistent with the ticket’s testability goal.
- The parity test file appears to compare real current Cockpit and DailyCheckIn paths against shared deterministic fixtures rather than inventing a hypothetical consolidated path.
- The assertions target the right categories of side effects: completion kind behavior, reconciliation effects, integrity-tick state, and observable warning/toast outcomes.

## Problems Found
1. **Required execution evidence is not satisfied**
- The documented parity-only `xcodebuild test` command failed.
- The documented full-suite `xcodebuild test` command also failed once the suite reached the parity tests.
- The failure mode is a test-host abort, so the new parity coverage is not a reliable regression guard.

2. **The acceptance criteria of the ticket are unmet**
- The ticket requires the new tests to pass through a documented `xcodebuild test` command.

## Scope Creep Found
- No blocking scope creep identified.
"""


def test_what_improved_and_no_scope_creep_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Required execution evidence is not satisfied", "The acceptance criteria of the ticket are unmet"]


def test_what_was_built_holds_no_findings() -> None:
    review = """## Audit findings

- `UserNutritionState` was **not exposed to mobile**; the dashboard pulled only `streak`.

## What was built

### Backend (one read-only endpoint, no recompute, no migration)
- `NutritionStateService.getIntelligenceSnapshot(userId)` — composes `get(userId)` + the latest pending `Recommendation`.
- **No schema change, no migration** — reads existing columns.
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ["UserNutritionState was not exposed to mobile; the dashboard pulled only streak"]
