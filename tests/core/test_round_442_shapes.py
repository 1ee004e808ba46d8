"""Shapes real-review round 442 showed the parser (issue 14): an implementer's report whose "## Self-Review" lists
what it confirmed, whose appended fix round lists "### Findings Addressed" (fixes made), and whose last concerns say
"- None specific to this fix round." — each read as findings.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REPORT = """# Task 5 Report

## Self-Review

- Confirmed `scripts/theme.js` remains unchanged and no control injection was reintroduced.
- Confirmed only Task 5 implementation files and this report are included.

## Concerns

- Several authored pages rely on third-party remote images; one returned zero natural width in this browser.

---

## Fix Round 1/5

### Findings Addressed

1. Added no-JavaScript indexes beneath the existing `#Authors` and `#Works` headings, which were missing before.
2. Strengthened `tests/site_smoke.sh` to reject malformed `/cc//` paths.

### Concerns

- None specific to this fix round.
"""


def test_self_review_findings_addressed_and_none_this_round_are_no_findings() -> None:
    assert cues.section_kind("Self-Review")[0] is cues.Kind.SKIP
    assert cues.section_kind("Findings Addressed")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert len(titles) == 1 and titles[0].startswith("Several authored pages rely on third-party remote images")
