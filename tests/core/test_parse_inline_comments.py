"""A shape real-review round 43 showed the parser (issue 14): the reviewed plan sent back whole, with the reviewer's
comments written into it as "[REVIEW:CODEX] GAP: … [/REVIEW]". Read as Markdown, the plan's own goals and steps
came out as the findings and the comments were lost in them.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

ANNOTATED = """# Plan: nightly export

## Goal
- Export the orders table to the warehouse every night.
[REVIEW:CODEX] GAP: The plan never says what happens when the export overlaps the next run; define a lock or a skip rule. [/REVIEW]

## Steps
- Add a cron entry for 02:00.
- Write the export script.
[REVIEW:GEMINI] WRONG REFERENCE: "the export script" names no file; give its path
so another agent can resume the step. [/REVIEW]
[REVIEW:CODEX] RE: [GEMINI] - Agreed, the path is missing. [/REVIEW]

## Verify
- `echo "export done"`
[REVIEW] INCORRECT: `echo` proves nothing; compare row counts between source and warehouse. [/REVIEW]
"""


def test_only_the_comments_written_into_a_plan_are_findings() -> None:
    review = parse_review(ANNOTATED)
    assert [i.title for i in review.items] == [
        "The plan never says what happens when the export overlaps the next run; define a lock or a skip rule",
        '"the export script" names no file; give its path',  # the comment's first line; the rest is its body
        "echo proves nothing; compare row counts between source and warehouse",
    ]
    assert ANNOTATED[slice(*review.items[0].span)].startswith("GAP: The plan never says")  # the span is the comment's own text
    assert not any("[/REVIEW]" in i.text for i in review.items)


def test_a_reply_to_another_reviewer_is_no_finding() -> None:
    reply = "# Plan\n\n- Step one.\n[REVIEW:CODEX] RE: [GEMINI] - I disagree, step one is fine. [/REVIEW]\n"
    assert parse_review(reply).items == []


def test_a_capitalised_kind_before_a_claim_is_not_its_title() -> None:
    items = read_review("## Findings\n\n- AMBIGUITY: the retry owner is never named, so two layers may retry.\n", "m").items
    assert [i.title for i in items] == ["the retry owner is never named, so two layers may retry"]


def test_only_a_findings_kind_in_capitals_gives_way_to_the_claim() -> None:
    from xreview.core.titles import split_title

    assert split_title("GAP/RISK: Phase 2 Work is too high-level.")[0] == "Phase 2 Work is too high-level"
    assert split_title("CORS: wildcard origins are allowed in production")[0] == "CORS"  # a subject, kept
