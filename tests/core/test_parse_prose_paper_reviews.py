"""A peer review in prose (real-review round 129): under "## Weaknesses and Concerns" each concern is a paragraph, and
the paragraph after it often carries it on — "Specifically: fit a regression …", "The paper should clarify: how many
runs …?" At first each of those was read as a finding of its own, titled "Specifically" and "The paper should
clarify".

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import prose
from xreview.core.parse import parse_review, read_review

REVIEW = """## Weaknesses and Concerns

The analysis lacks formal statistical inference. The paper reports ranges but does not test whether any effect differs from zero.

Specifically: for each parameter, fit a simple regression and report the p-value for a zero slope.

The sweep design is ambiguous about the number of random seeds per run, so seed noise cannot be told from real effects.

The paper should clarify: at each parameter setting, how many independent runs were conducted?

The cache layer silently drops writes when the disk is full.
"""


def test_a_paragraph_that_carries_on_a_concern_joins_it() -> None:
    items = parse_review(REVIEW).items
    assert [item.title.split(".")[0] for item in items] == [
        "The analysis lacks formal statistical inference",
        "The sweep design is ambiguous about the number of random seeds per run, so seed noise cannot be told from real effects",
        "The cache layer silently drops writes when the disk is full",
    ]
    assert "fit a simple regression" in items[0].description
    assert "how many independent runs" in items[1].description


def test_what_carries_a_claim_on() -> None:
    assert prose.continues("Specifically: for each parameter, fit a regression.")
    assert prose.continues("The paper should clarify: how many runs were conducted?")
    assert not prose.continues("The cache layer silently drops writes when the disk is full.")


PANEL = """## Weaknesses and Concerns

The national seat count aggregates across all 50 states and thereby masks state-level effects.

The paper should report state-level effects for the ten most competitive states.

The VRA weight is analyzed solely for its partisan effects; its minority-representation effect is never measured.

The paper should analyze whether the national effect translates into a meaningful state-level efficiency gap.
"""


def test_an_ask_after_a_paragraph_makes_that_paragraph_the_concern() -> None:
    """Real-review round 130 (five reviewers of one paper): "The paper should report …" asks the fix of the paragraph
    above it — that paragraph is the concern, even where its own words ("masks state-level effects") did not tell."""
    items = parse_review(PANEL).items
    assert [item.title.split(" ")[:3] for item in items] == [["The", "national", "seat"], ["The", "VRA", "weight"]]
    assert "ten most competitive states" in items[0].description
    assert "efficiency gap" in items[1].description
    assert prose.continues("The paper should analyze whether the national effect translates into a meaningful gap.")


def test_a_verdict_opening_the_recommendation_is_no_finding() -> None:
    """Round 130: "## Recommendation ⏎ Accept with minor revisions. The core finding is robust. Add the 2x2 check …" —
    the verdict was read as a finding ("Accept with minor revisions"), and merged across reviewers with the others'
    verdicts; only the asks after it restate findings."""
    review = REVIEW + "\n## Recommendation\n\nAccept with minor revisions. The core finding is robust. Add a formal regression test for the zero slope.\n"
    items = parse_review(review).items
    assert not any(item.title.startswith("Accept") for item in items)
    assert prose.VERDICT.match("Major revisions required. The adversarial run must be included.")
    assert not prose.VERDICT.match("Acceptance tests are missing for the importer.")


ROUND_TWO = """## Addressed Issues

The binomial test results are now reported in Section 3.3: all five parameters produce non-significant tests.

The seed handling clarification is now in Section 3.1. This is the clarification I needed.

## Remaining Concerns

The formal regression test for the null of zero parameter effect is still not present, so the slope is never tested.

## Minor Issues

- The "60x smaller" calculation in Section 5.2 now provides the range that I requested, which addresses my Round 1 minor concern.
- The computational cost table implies a day of wall time; the paper should confirm whether the runs are parallelizable.
"""


def test_a_second_round_review_keeps_only_what_remains() -> None:
    """Real-review round 134 (the same panel's second round): "## Addressed Issues" lists the first round's concerns
    now met — no findings — and a minor point "which addresses my Round 1 minor concern" is closed; at first both
    were read as findings."""
    titles = [item.title for item in parse_review(ROUND_TWO).items]
    assert len(titles) == 2
    assert titles[0].startswith("The formal regression test") and titles[1].startswith("The computational cost table")


def test_a_review_titled_by_its_paper_is_read_whatever_the_paper_is_called() -> None:
    """Round 147: "# Review: Mini Artichokes: Recursive Verified Redundancy …" — the paper's word "Verified" made the
    title a check that passed, and every weakness under it its echo, dropped."""
    review = ("# Review: Mini Artichokes: Recursive Verified Redundancy for Program Repair\n\n## Strengths\n\n- The mechanism is clearly specified.\n\n"
              "## Weaknesses\n\n- The headline equal-call advantage is not a clean prospective causal result.\n"
              "- Equal call counts do not imply matched resources.\n")
    assert [item.title for item in read_review(review, "m").items] == [
        "The headline equal-call advantage is not a clean prospective causal result", "Equal call counts do not imply matched resources"]
