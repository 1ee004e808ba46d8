"""Kimi K2, DeepSeek and Gemini in one cross-AI plan review (round 84) write each concern as a bold line led by its
severity ("**MEDIUM: 25-03 verdict merge does not specify D-12 grouped output format**") over a paragraph that
often opens on the decision it is about ("D-12 requires `=== [label] ===` sections …"), under a rating of the
whole ("**Overall risk: MEDIUM-HIGH**"). A claim under its severity is a point, whatever section word it holds
("verdict" made it a verdict section, and every concern after it was lost); a body opening on an ID its title
names belongs to that title; a rating is no finding.

The texts are written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """**Overall risk: MEDIUM-HIGH**

### Concerns

**HIGH: The retry queue is claimed to be bounded but no plan caps it**

The threat model says the queue is bounded, yet Plan 01 never sets a limit.

**MEDIUM: Plan 03 verdict merge does not specify the R-7 grouped summary**

R-7 requires one summary section per tenant, but Plan 03 emits a single line for all of them.

**LOW: Plan 05 leaves the export test as a possible xfail**
"""


def _titles(text: str) -> list[str]:
    return [i.title for i in parse_review(text, "m").items]


def test_a_claim_under_its_severity_is_a_point_whatever_section_word_it_holds() -> None:
    assert _titles(REVIEW) == [
        "The retry queue is claimed to be bounded but no plan caps it",
        "Plan 03 verdict merge does not specify the R-7 grouped summary",
        "Plan 05 leaves the export test as a possible xfail",
    ]


def test_a_body_opening_on_the_id_its_title_names_belongs_to_that_title() -> None:
    item = parse_review(REVIEW, "m").items[1]
    assert "one summary section per tenant" in (item.text or "")


def test_a_rating_of_the_whole_is_no_finding() -> None:
    for rating in ("**Overall risk: MEDIUM-HIGH**", "**Overall Risk: HIGH**", "**Risk level: Medium**"):
        assert _titles(REVIEW.replace("**Overall risk: MEDIUM-HIGH**", rating))[0].startswith("The retry queue")
