"""Tuned reviews 426 and 45: an improvement plan closing on "## Risk Mitigation" — its own execution risks, each with
the way it will be handled ("- PDF format complexity: Build comprehensive test suite", "- Competition: Focus on
unique features"). The plan's mitigations are no findings; a "Risk Mitigation Analysis" of the reviewed plan, naming
its missing risks, still holds them.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

PLAN = """## Weaknesses

1. **No progress reporting** — long conversions give the user no feedback at all.

## Risk Mitigation

1. **Technical Risks**
   - PDF format complexity: Build comprehensive test suite
   - Performance regression: Automated benchmarking

2. **Adoption Risks**
   - Competition: Focus on unique features
   - Trust: Code signing, security audits
"""

ANALYSIS = """## Risk Mitigation Analysis

**Missing Risks:**
- No rollback plan if the migration corrupts the index; a failed run leaves the store unreadable.
"""


def test_a_plans_own_mitigations_are_no_findings() -> None:
    assert [item.title for item in read_review(PLAN, "m").items] == ["No progress reporting"]


def test_missing_risks_in_an_analysis_still_count() -> None:
    assert len(read_review(ANALYSIS, "m").items) == 1
