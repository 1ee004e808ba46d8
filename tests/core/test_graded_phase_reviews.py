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


SUMMARY_FIRST = """# Codex External Review
**Task**: Task 2 - MLS Group Context

## Review Summary

### Code Quality:
- Well-structured type hierarchy
- Proper Rust idioms throughout

### Testing:
- 16 tests covering core functionality and edge cases

### Suggestions:
None - implementation is solid for current requirements

## Grade: A
High-quality implementation. No issues identified.
"""

SUMMARY_WITH_CONCERNS = """# PR #62: Cancel Operations - Detailed Code Review

## Code Review Summary

### ✅ Strengths

1. **Clean implementation** - Well-structured, readable code

### ⚠️ Issues & Concerns

1. **Race condition potential** - Global state could have concurrency issues
2. **Missing cleanup on app quit** - Processes might not be killed on app close

## Detailed File-by-File Review

### `main.js`

**Race condition potential**: the globals are shared by two windows; track processes per window.
"""


def test_a_summary_that_opens_the_review_over_its_sections_is_the_review_itself() -> None:
    assert parse_review(SUMMARY_FIRST, "codex").items == []
    titles = [item.title for item in read_review(SUMMARY_WITH_CONCERNS, "codex").items]
    assert titles == ["Race condition potential", "Missing cleanup on app quit"]


def test_top_strengths_are_praise_not_a_recap_of_findings() -> None:
    """Round 341: a scorecard review's "### Top 3 Strengths" over bold-titled points is praise ("Top 3" makes
    "### Top 3 Improvements" a list to act on, never the strengths)."""
    assert cues.section_kind("Top 3 Strengths")[0] is Kind.SKIP
    text = """## Qwen3-Coder Review (Code Quality Expert)

### Overall: 92/100

### Top 3 Strengths
1. **Rigorous Mathematical Modeling** - Accurate GBM, POMDP, RL implementations with proper entropy calculations
2. **Sophisticated Testing Strategy** - 22,000+ tests with property-based checks ensure correctness

### Top 3 Improvements
1. **API-Level Documentation** - Add Documenter.jl conventions, example snippets
2. **Agent Abstraction Interface** - Standardize common interface pattern
"""
    assert [item.title for item in parse_review(text, "qwen").items] == ["API-Level Documentation", "Agent Abstraction Interface"]
