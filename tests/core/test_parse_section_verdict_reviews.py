"""A prose editor's review (real-review round 133): a verdict per section of the paper, labeled points under it
("**The Weakness:** …" then "**Suggested Rewrite:** …"), and, under "# Overall Writing Assessment", "**Top 5 concrete
improvements:**". At first the five improvements were dropped as the assessment's echo of the findings — four of them
raised nowhere else — and each fix was read as a finding of its own, titled "Suggested Rewrite", "The Fix".

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

REVIEW = """# Section-by-Section Review

## Introduction
**Verdict:** **Solid but needs work.**
The arc is logical, but the results preview is buried in econometric jargon.
*   **The Weakness:** The preview of results gets bogged down in "TWFE" and "p-values." Shleifer would never let a "troubling pattern" of pre-treatment coefficients occupy such valuable real estate.
*   **Suggested Rewrite:** "The data reveal a striking divergence: statehood raised activity, but mostly in the new capitals."

## Results
**Verdict:** **Table narration.**
This is where the prose loses its inevitability.
*   **The Offense:** "Table 2, Column 1 shows..." This is a list, not a story.
*   **The Fix:** Lead with the finding, not the location.

# Overall Writing Assessment

- **Current level:** **Close but needs polish.**

**Top 5 concrete improvements:**
1.  **Shorten the Roadmap:** Delete the "Section 2 provides…" paragraph on page 4.
2.  **Refine the Abstract:** The abstract is dense with estimators; move the main finding earlier.
"""


def test_a_fix_labeled_point_is_the_fix_of_the_point_before() -> None:
    items = parse_review(REVIEW).items
    titles = [item.title for item in items]
    assert "Suggested Rewrite" not in titles and "The Fix" not in titles
    weakness = next(item for item in items if item.title == "The Weakness")
    assert "mostly in the new capitals" in weakness.description
    offense = next(item for item in items if item.title == "The Offense")
    assert "Lead with the finding" in offense.description


def test_concrete_improvements_in_an_assessment_are_kept() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]  # after the restatements fold: raised nowhere else, they stay
    assert "Shorten the Roadmap" in titles and "Refine the Abstract" in titles
