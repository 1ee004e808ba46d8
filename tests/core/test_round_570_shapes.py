"""Shapes real-review round 570 showed the parser (issue 14): a design critique that checks the builder's claims as
bold points ending on their verdict — "- **Container query instead of viewport: CONFIRMED.**" over the measurements.
A claim closed "CONFIRMED." inside its bold (the period before the closing "**") passed, as "…: confirmed" did.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Builder claims checked
- **Container query instead of viewport: CONFIRMED.**
  - Review box at 768 falls back to the body row.
- **Disabled checkbox cursor (nit 7): CONFIRMED.**
  - `cursor: not-allowed` on the label and the input.

## Issues (ranked)
1. **MINOR: narrow editors hide up to 60% of the toolbar with no affordance.**
   - The toolbar scrolls sideways with `scrollbar-width: none` and there is no overflow menu.
"""


def test_claims_confirmed_inside_their_bold_are_not_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and "narrow editors" in titles[0], titles
