"""Shapes real-review round 574 showed the parser (issue 14): a task file's review section after an adversarial review,
whose confirmed findings were fixed and the rest listed under "**Rejected (with reasoning):**". The rejected points
were read as findings; "Rejected", alone or over points or suggestions, is a section of no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import read_review

REVIEW = """## Review section

**Open:**
- The replay command has no progress output, so a long event store looks hung.

**Rejected (with reasoning):**
- F5 (non-dict `raw` → AttributeError): pure-corruption scenario; deliberately did NOT catch `AttributeError` (too broad — would mask real bugs).
- The refuted strict-access findings (status/returncode/metadata): the single boundary already covers the missing-key cases; no per-field defensive code added.
"""


def test_rejected_points_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and titles[0].startswith("The replay command has no progress output"), titles
    assert cues.section_kind("Rejected points")[0] is Kind.SKIP and cues.section_kind("Rejected")[0] is Kind.SKIP
