"""Shapes real-review round 23 showed the parser and the merge (issue 14): four models' reviews of one
document, written from one template ("#### Issue N: Title" over "- **Category**: …", "- **Description**: …"),
whose empty severity sections list what was verified as done ("- ✅ Label to Model ID mapping comprehensively
documented"), with "Resolution Verification" and "Best Practices Observed" sections, a "### 1. Markdown
Structure Issues" finding over "**Severity**:" fields, and a technical analysis of "**Current (Broken):**" and
"**Required Fix:**" code with lists of function signatures.

The texts are written for the test, after the shapes of the round's reviews (GPT-5.1, Grok, DeepSeek and
Gemini reviewing a skill's orchestration section)."""

from __future__ import annotations

from xreview.core import asides, cues
from xreview.core.fields import field_label
from xreview.core.model import ReviewItem, Severity
from xreview.core.parse import parse_review
from xreview.core.similarity import LEXICAL_ONLY, similarity_matrix


def test_done_work_checked_off_under_an_empty_severity_section_is_no_finding() -> None:
    text = """## Detailed Review

### CRITICAL Issues 🚨

**None identified.** All critical issues from plan review have been successfully addressed:
- ✅ Label to Model ID mapping comprehensively documented (lines 410-445)
- ✅ Model validation with capabilities checking implemented (lines 366-380)

### MEDIUM Priority Issues ℹ️

#### Issue 1: Progress Indicator Implementation Missing
- **Category**: Completeness
- **Description**: Progress indicators are mentioned but not shown in the examples
"""
    assert [(i.title, i.severity) for i in parse_review(text, "m").items] == [
        ("Progress Indicator Implementation Missing", Severity.HIGH)]
    assert not cues.is_praise("✅ Implement retries before launch")  # a to-do in a must-fix list is still a to-do
    assert not cues.is_praise("✅ Ensure the mapping is documented")


def test_verification_of_resolved_issues_and_observed_practices_are_no_issues_sections() -> None:
    for heading in ("Critical Issue Resolution Verification", "✅ All 4 Critical Issues Addressed",
                    "✅ All 5 High-Priority Improvements Implemented", "Best Practices Observed"):
        assert cues.section_kind(heading)[0] is cues.Kind.SKIP, heading


def test_a_numbered_heading_named_issues_over_one_findings_fields_is_that_finding() -> None:
    text = """## Medium Priority Issues ℹ️

### 1. Markdown Structure Issues
**Severity**: MEDIUM
**Issue**: Inconsistent heading levels, code block formatting
**Fix**: Standardize to proper hierarchy

### 2. Missing Concrete Scenarios
**Severity**: MEDIUM
**Issue**: Examples are generic
"""
    assert [i.title for i in parse_review(text, "m").items] == ["Markdown Structure Issues", "Missing Concrete Scenarios"]


def test_before_and_after_labels_over_code_are_fields_and_a_bare_signature_is_no_point() -> None:
    assert field_label("**Current (Broken):**") == "current"
    assert field_label("**Required Fix:**") == "required fix"
    assert asides.is_reference("`normalizeModelId(id: string): string`")
    assert not asides.is_reference("`normalizeModelId()` is never defined")


def test_two_findings_from_one_template_are_not_alike_for_their_field_labels() -> None:
    a = ReviewItem("Error Message Formatting", "", description="- **Category**: Polish\n- **Description**: Messages omit the model")
    b = ReviewItem("Model Category Expansion", "", description="- **Category**: Documentation\n- **Description**: Only two kinds")
    assert similarity_matrix([a, b], None, LEXICAL_ONLY)[0, 1] < 0.2
