"""Shapes real-review round 474 showed the parser (issue 14): an architect's checkpoint report whose technical-debt
table judges a row fine ("| Hardcoded version thresholds in fallback | Low | Appropriate for robustness |") — a row
set aside, as one whose note ends "acceptable" is — while its non-blocking concerns are findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Architect Checkpoint Report #1

## Technical Debt

| Item | Priority | Notes |
|------|----------|-------|
| Hardcoded version thresholds in fallback | Low | Appropriate for robustness |
| Retry budget shared across tenants | Low | Appropriate now, but it starves small tenants under load |

## Concerns (Non-blocking)

1. **Missing Explicit Code Review Checkpoints**: Consider adding more frequent reviews during Wave 3B implementation
"""


def test_a_debt_row_judged_appropriate_is_set_aside() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert not [title for title in titles if "Hardcoded version thresholds" in title]
    assert any("Retry budget shared" in title for title in titles)
    assert any("Code Review Checkpoints" in title for title in titles)
