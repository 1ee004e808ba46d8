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


SENIOR_AUDIT = """# Senior Review: Style Mimic (Phase 6) Audit

**Reviewer:** Gemini (Senior Reviewer Persona)
**Status:** ✅ FINAL APPROVAL (Idiomatic Consistency Operational)

## 🔍 Detailed Audit Findings

### 1. 🔍 Style Inference Engine
- **PASS:** Multi-Pattern Detection: Correctly identifies indentation width, quote types, and naming conventions.
- **PASS:** Framework Intelligence: Successfully detects FastAPI and React through the dependency files.
- **PASS:** Primary Language Prioritization: Identifies the project's primary language to avoid noise from other files.
- **VERDICT:** Highly robust inference logic.

### 2. 💉 Prompt Injection Logic
- **PASS:** The orchestrator now calls `StyleMimic` before any file generation.
- **PASS:** Clean Injection: Style rules are clearly labeled as "Inferred Project Style" in the prompts.
- **VERDICT:** Ensures Codex is strictly bounded by the project's local coding standards.

### 🛑 Robustness & Fallbacks
- **PASS:** Graceful degradation: If style inference fails or the workspace is empty, it falls back to a generic instruction rather than failing the session.
- **PASS:** Security: Adheres to workspace boundaries during scanning.
"""


def test_an_audit_of_passed_checks_under_a_final_approval_reports_nothing() -> None:
    """Round 337: areas whose points all open "**PASS:**" (a "**VERDICT:**" summing one up) are checks that passed; a
    "**PASS:**" point under a warning-marked heading is one too, though it names a failure it handles."""
    assert parse_review(SENIOR_AUDIT, "gemini").items == []
    flagged = SENIOR_AUDIT.replace("- **PASS:** Security:", "- **High**: The scanner follows symlinks out of the workspace.\n- **PASS:** Security:")
    assert [item.title for item in parse_review(flagged, "gemini").items] == ["The scanner follows symlinks out of the workspace"]


def test_a_tech_stack_section_describes_and_holds_no_finding() -> None:
    assert cues.section_kind("Tech Stack & Architecture")[0] is Kind.SKIP
    assert cues.section_kind("Tech stack issues")[0] is not Kind.SKIP
    assert cues.section_kind("Tech stack risks")[0] is not Kind.SKIP


def test_a_phase_marked_not_applicable_holds_no_finding() -> None:
    """Round 345: "### Phase 3: UI / Playwright Review — N/A" over "**Reason:**" and the list of what the change does
    not touch ("- No `frontend/` files modified")."""
    text = """## Evaluation Report — Cycle 1

### Phase 1: Spec Review — PASS

All 290 existing tests pass.

### Phase 3: UI / Playwright Review — N/A

**Reason:**
- No `frontend/` files modified
- No `schemas/` modified (JSON request/response contracts unchanged)

### Overall: PASS

### Non-blocking Suggestions

None — the implementation is solid as-is.
"""
    assert parse_review(text, "evaluator").items == []
