"""Shapes real-review round 491 showed the parser (issue 14): a technical review of an event-study paper whose
verification sections are headed by what they test ("### Hypothesis 2: Surprise Sensitivity Regression" — a
statistical regression, no software regression) and list the checks made, ticked "✓", among them a line of values
("- Critical values: t_{0.025,19} = 2.093, t_{0.025,10} = 2.228"), which is no check left open.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REVIEW = """# Technical Review: Bank Stocks and FOMC Announcements

## Estimation Implementation

### Hypothesis 1: Mean Abnormal Return Test

**Verification**:
- Degrees of freedom: df = n − 1 (20 − 1 = 19 for hikes) ✓
- Critical values: t_{0.025,19} = 2.093, t_{0.025,10} = 2.228
- Conclusion: Both |t| < critical values, correctly not significant at 5% level ✓

### Hypothesis 2: Surprise Sensitivity Regression

**Specification**: CAR_i = α + β · ΔDGS2_i + ε_i, with HC1 standard errors

**Verification**:
- Degrees of freedom: df = n − 2 (31 − 2 = 29 for pooled) ✓
- P-values consistent with two-sided t-distribution ✓

⚠️ **MINOR**: R² not reported for the hikes and cuts regressions (only the pooled R² is given).
"""


def test_a_statistical_regression_names_no_problem() -> None:
    assert cues.problem_score("Hypothesis 2: Surprise Sensitivity Regression") == 0
    assert cues.problem_score("Regression model fit") == 0
    assert cues.problem_score("Performance regression in the login flow") > 0


def test_the_verification_sections_hold_only_the_flagged_point() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["R² not reported for the hikes and cuts regressions (only the pooled R² is given)"], titles
