"""Shapes real-review round 24 showed the parser (issue 14): design reviews whose numbered topic sections
("## 7. Error Handling 🚨", "## 10. TodoWrite Integration ✅") carry "**MEDIUM**: …" paragraphs or
"*   **CRITICAL:** …" bullets, one finding each; points the reviewer withdraws or praises with advice after;
and a later point that sends the reader back ('(See "Orchestration Pattern" feedback above)').

The texts are written for the test, after the shapes of the round's reviews (Grok Code Fast and Gemini 2.5
Flash reviewing two command designs)."""

from __future__ import annotations

from xreview.core import cues, restate
from xreview.core.parse import parse_review


def titles(text: str) -> list[str]:
    return [i.title for i in parse_review(text, "m").items]


def test_a_numbered_topic_named_like_a_problem_over_tagged_points_is_a_topic() -> None:
    text = """# Command Design Review: `/review`

## 6. User Experience 👤
**Status**: APPROVED
**Assessment**: User questions are effective with multi-select options.

## 7. Error Handling 🚨
**Status**: APPROVE
**Assessment**: Comprehensive error scenario coverage with clear recovery strategies.

**MEDIUM**: Error type repetition between two sections creates some redundancy. Consider consolidating them.

**LOW**: No fallback tested for catastrophic scenarios such as a network outage for all models.
"""
    assert titles(text) == ["Error type repetition between two sections creates some redundancy",
                            "No fallback tested for catastrophic scenarios such as a network outage for all models"]


def test_a_finding_tagged_by_severity_under_a_section_marked_passed_is_still_a_finding() -> None:
    text = """# Command Design Review: `/review`

## 9. Completeness 📋
**Status**: APPROVE
**Assessment**: Extremely comprehensive document with examples and a roadmap.

## 10. TodoWrite Integration ✅
**Status**: APPROVED
**Assessment**: TodoWrite properly integrated throughout workflow.

**CRITICAL**: Cost estimation calculation is fundamentally flawed (lines 491-495). Reviews are mostly output tokens.
"""
    assert titles(text) == ["Cost estimation calculation is fundamentally flawed (lines 491-495)"]


def test_a_tagged_bullet_withdrawn_at_its_end_is_no_finding_and_praise_then_advice_is_one() -> None:
    text = """### 1. Role Definition

*   **CRITICAL:** The "Identity" needs to be more action-oriented. It is descriptive but less active.
*   **LOW:** "Expertise" is strong. Consider adding "Markdown content generation" as an explicit expertise.
*   **MEDIUM:** "Mission" is clear and appropriate. No changes needed.
"""
    assert titles(text) == ['The "Identity" needs to be more action-oriented', '"Expertise" is strong']
    assert cues.is_praise("**LOW**: Naming is consistent and clear throughout.")


def test_a_point_that_sends_the_reader_back_to_an_earlier_section_points_back() -> None:
    assert restate._points_back('The core filtering logic is performed by the orchestrator. (See "Orchestration Pattern" feedback above).')
    assert restate._points_back("User Modification Ambiguity: This is reiterated from Instruction Clarity.")
    assert not restate._points_back("The retry policy is undefined (see RFC 7231 section 6.6).")


def test_credit_to_whoever_found_a_problem_is_no_praise_of_the_work() -> None:
    assert not cues.is_praise("Kevlin correctly identified that expression handling logic is duplicated in 3 locations.")
    assert cues.is_issue_like("Kevlin correctly identified that expression handling logic is duplicated in 3 locations.")
    assert cues.is_praise("The ordering is correctly handled before the literal check.")
