"""Shapes real-review round 470 showed the parser (issue 14): human review notes whose minor issues are labeled by IDs
of one series ("**MINOR-CLARITY-001:**", "**MINOR-CLARITY-002:**") over alike fields — two findings, not one named
twice (their titles, their numbers aside, read the same).

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Human Review Notes

## Round 1 Issues

### Clarity

**MINOR-CLARITY-001:**
- **Location:** Discussion > Limitations
- **Issue:** Temporal validity not explicitly stated as limitation.
- **Suggested Fix:** Add a sentence that results reflect 2022-era RLHF.

**MINOR-CLARITY-002:**
- **Location:** Discussion > Limitations
- **Issue:** Agency dimension scope not explicitly stated.
- **Suggested Fix:** Add a sentence that only agency preservation was tested.
"""


def test_sibling_ids_are_two_findings() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 2
    assert "Temporal validity" in (items[0].text or "") and "Agency dimension" in (items[1].text or "")
