"""Shapes real-review round 335 showed the parser (issue 14): a phase review whose "## Detailed Assessment" grades
each area ("### 2. Code Quality: A") and lists, inside a graded area, its own "**Minor Observations**:" and
"**Missing Tests**:" — findings of that area, not echoes of a verdict (at first the observations were folded into an
unrelated concern or dropped, and the missing tests not read at all); a "Missing Test for `x`" heading stays one
finding.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import parse_review, read_review

PHASE = """## Review: Phase 1.2 — network error types

## Executive Summary

**Overall Grade: A-**

## Detailed Assessment

### 2. Code Quality: A

**Strengths**:
- Clean separation of identity and network errors in a single file
- Consistent error message formatting

**Minor Observations**:
- String errors lack structured context (peer IDs, addresses)
- Could benefit from nested error types for complex failures

### 4. Test Coverage: A

**Test Statistics**:
- 10 tests for NetworkError (100% variant coverage)

**Missing Tests**:
- Error propagation in async contexts
- Error conversion from the transport library

### 5. Security Considerations: A-

**Concerns**:
- Error messages could reveal the network topology (peer addresses)

## Conclusion

**Recommendation: APPROVE - continue to the next task**
"""


def test_a_graded_areas_own_observations_and_missing_tests_are_findings() -> None:
    titles = [item.title for item in read_review(PHASE, "glm").items]
    assert titles == ["String errors lack structured context (peer IDs, addresses)",
                      "Could benefit from nested error types for complex failures",
                      "Error propagation in async contexts",
                      "Error conversion from the transport library",
                      "Error messages could reveal the network topology (peer addresses)"]


def test_missing_tests_heads_a_list_but_a_missing_test_for_one_case_is_a_finding() -> None:
    assert cues.section_kind("Missing Tests")[0] is Kind.CONTAINER
    assert cues.section_kind("Missing Test for `extract-counter-hex`")[0] is Kind.TOPIC
    text = "## Findings\n\n#### Missing Test for `extract-counter-hex`\n\nThe counter is never extracted in a test; add one.\n"
    assert [item.title for item in parse_review(text, "m").items] == ["Missing Test for extract-counter-hex"]
