"""Real-review round 327 (reviews 493–494): AIs' answers to one design-review prompt pasted as plain text — no
heading, list, bold or code mark anywhere — a paragraph per finding, each opening on its subject and arguing it over
several sentences ("script.reload validates a single file in isolation … But script.reload reloads ALL scripts … You
cannot point it at a sandbox file."). In text with no Markdown at all, such a paragraph is one finding, not one
finding per critical sentence.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

ANSWER = """script.reload validates a single file in isolation The design describes Stage 4 validation as a reload of the sandbox file. But script.reload reloads all scripts in the directory — it does not accept a path. You cannot point it at a sandbox file. This affects the entire Stage 4 validation design.

Stale piston tracking banner with Redeploy All The banner needs to know which pistons reference a changed global. That lookup requires either scanning every piston file or an index. Neither is defined. The banner feature has no defined data source.
"""

MARKED = "## Notes\n\n" + ANSWER


def test_a_plain_text_paragraph_is_one_finding() -> None:
    titles = [item.title for item in read_review(ANSWER, "m").items]
    assert len(titles) == 2
    assert titles[0].startswith("script.reload validates a single file in isolation")


def test_markdown_reads_a_paragraph_from_its_first_claim() -> None:
    """Round 452 (review 749): with Markdown around it, such a paragraph is still one point, but it starts at its first
    critical sentence — the subject line before it is no claim when the text is marked up."""
    titles = [item.title for item in read_review(MARKED, "m").items]
    assert len(titles) == 2
    assert titles[0].startswith("But script.reload reloads all scripts in the directory")


def test_markdown_reads_a_paragraph_opening_with_praise_claim_by_claim() -> None:
    text = ("## Presentation\n\nThe writing is generally precise, which is appropriate for the venue. A few passages in section 2 "
            "read more like an essay than a technical paper; tightening these would improve the rhythm. The use of one symbol "
            "for both sequencing and join is a notation clash that should be fixed.\n")
    assert len(read_review(text, "m").items) == 2
