"""Four reviewers in one cross-AI plan review (round 92) write compressed English, few function words left
("`calculateWeeklyRestPay` pass `params` to `calculateRegularHours`. Easy miss nested function calls during
refactor."). "pass" before the thing passed is a verb, not a check that passed; a LOW concern written so is a finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """**Concerns**
- LOW: `56-02-PLAN.md`, `calculateWeeklyRestPay` pass `params` to `calculateRegularHours`. Easy miss nested calls during refactor.

**Risk Assessment**: LOW
"""


def test_pass_before_what_is_passed_is_a_verb_not_a_check() -> None:
    assert not cues.is_praise("LOW: `weeklyPay` pass `params` to `regularHours`. Easy miss nested calls.")
    assert cues.is_praise("Unit tests: PASS")  # a status still reads as one
    assert [i.title for i in parse_review(REVIEW, "m").items][0].startswith("56-02-PLAN.md")
