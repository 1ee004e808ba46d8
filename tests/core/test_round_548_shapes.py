"""Shapes real-review round 548 showed the parser (issue 14): a spec review whose findings open on a bracketed grade
before the spec location they concern — "[SHOULD-FIX] 5 Risk, "Overlap with other open tickets"" ⏎ "Problem: …" —
beside "[NIT] 4 design.md A.4, …": a should-fix (or must-fix) in brackets is a grade, as "[Should]" is.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REVIEW = """## Review of the spec (v1): small-change lane

No blocking finding. Three findings below.

### Findings

[SHOULD-FIX] 5 Risk, "Overlap with other open tickets"
Problem: The overlap list omits T-0026, which edits the same workflow script, so "No ordering is needed" is made over an incomplete list.
Suggested fix: Add T-0026 to the overlap bullet.

[NIT] 4 design.md A.4, "none (every gate command is skipped below)"
Problem: When every command is skipped the verifier must still print a `Gate suite:` line.
Suggested fix: End the sentence with what to report.

STATUS: APPROVE
"""


def test_a_bracketed_should_fix_is_a_grade_and_opens_a_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 2 and "Overlap" in items[0].title, [item.title for item in items]
    assert read_tags("[SHOULD-FIX] x").severity is Severity.HIGH and read_tags("[MUST FIX] x").severity is Severity.CRITICAL
