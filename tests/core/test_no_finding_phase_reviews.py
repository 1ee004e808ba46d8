"""Shapes real-review round 336 showed the parser (issue 14): three reviews of one phase task that find nothing — an
"## Issues Found" section whose only heading is "### None (Grade A)", a "### Technical Excellence" section of praise,
"**Approve and merge immediately.**", areas graded "## Security: GOOD", and a fallback review whose lead-in ("Since
the external review could not be completed, I performed …") was read as a claim although it ends "### Issues Found:
None" and "No revisions needed". None of it is a finding; a Well-Architected "Operational Excellence Pillar" still
holds findings.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import parse_review

NONE_FOUND = """# GLM External Review — Phase 6.1 Task 4

## Grade: A

## Issues Found

### None (Grade A)

All requirements met with zero warnings, zero test failures, and correct implementation of the API specifics.

## Detailed Findings

### Technical Excellence

1. **No `.unwrap()` or `.expect()`**: All error paths handled properly with the `?` operator.
2. **Memory Efficiency**: Streaming uses buffering without unbounded growth.

## Performance Considerations: GOOD

- No blocking operations
- Efficient SSE parsing with buffered line processing

## Security: GOOD

- No logging of sensitive data
- Proper error message sanitization

## Verdict: PASS

### Recommendation

**Approve and merge immediately.** This implementation sets a high bar for the remaining providers.
"""

FALLBACK = """# MiniMax External Review — Phase 6.1 Task 4

**Status**: SKIPPED (API unavailable)

## Fallback Analysis (Claude Sonnet 4.5)

Since the external MiniMax review could not be completed, I performed a comprehensive manual review:

### Grade: A

**Correctness**:
- Function calls and responses properly separated

### Issues Found: None

### Verdict: PASS

The provider implementation is production-ready and complete. No revisions needed.
"""


def test_a_review_that_finds_none_reports_nothing() -> None:
    assert parse_review(NONE_FOUND, "glm").items == []
    assert parse_review(FALLBACK, "claude").items == []


def test_praise_and_grades_in_headings_are_no_sections_of_findings() -> None:
    assert cues.section_kind("Technical Excellence")[0] is Kind.SKIP
    assert cues.section_kind("Security: GOOD")[0] is Kind.SKIP
    assert cues.section_kind("Code Quality: EXCELLENT")[0] is Kind.SKIP
    assert cues.section_kind("5. Operational Excellence Pillar")[0] is not Kind.SKIP


def test_a_none_heading_in_a_review_with_findings_elsewhere_keeps_them() -> None:
    text = NONE_FOUND.replace("## Security: GOOD", "## Security\n\n- **High**: The API key is logged at debug level in `client.rs:88`.\n\n## Security Notes: GOOD")
    assert [item.title for item in parse_review(text, "glm").items] == ["The API key is logged at debug level in client.rs:88"]
