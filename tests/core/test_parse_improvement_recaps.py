"""A Claude Code review (real-review round 161): files marked ✅ or ⚠️ in "●" paragraphs, the issues as a nested list
under "- Issues:", then "● Overall Assessment ✅" with "Strengths:" and "Areas for improvement:" lead-ins. After the
issues, the areas for improvement say them again in other words ("Missing training loop" for "No training code -
only inference"); they had stood as three more findings.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Review By Claude

● decoder.py ⚠️ - Basic but has issues

- Uses the built-in TransformerDecoder
- Issues:
  - Creates new final_linear layer inside decode function each time
  - No training code - only inference

● Overall Assessment ✅

This is a valid simple implementation.

Strengths:

- Follows the standard encoder-decoder pattern

Areas for improvement:

- decoder.py:42 should move final_linear outside the function
- Missing training loop
"""


def test_areas_for_improvement_after_the_issues_restate_them() -> None:
    assert [item.title for item in read_review(REVIEW).items] == [
        "Creates new final_linear layer inside decode function each time", "No training code"]


def test_areas_for_improvement_alone_are_the_findings() -> None:
    alone = "## Review\n\nThe code is clean.\n\nAreas for improvement:\n\n- Missing training loop\n- No validation split\n"
    assert [item.title for item in read_review(alone).items] == ["Missing training loop", "No validation split"]
