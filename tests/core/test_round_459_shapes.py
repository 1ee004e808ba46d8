"""Shapes real-review round 459 showed the parser (issue 14): a reviewer's findings grouped under file headings and
tagged in bold brackets ("- **[ADVISE]** `OPERATIONS.md:7-8` -- …", "- **[NIT]** … No action needed now."): the file
heading groups its tagged points, so a nit withdrawn at the end of the section no longer takes the advice with it —
the review was read as having no finding at all.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Review: CD Pipeline

## VERDICT: APPROVE

## Findings

### OPERATIONS.md

- **[ADVISE]** `OPERATIONS.md:7-8` -- Placeholder URLs appear in 7 places throughout the runbook. A runbook
  with placeholder URLs will be wrong when someone reaches for it at 2am; fill them in before merge.

- **[NIT]** `OPERATIONS.md:125-126` -- The capture round-trip test runs on every push to main. This is fine
  for a low-traffic project. No action needed now.
"""


def test_bracketed_tags_make_a_file_heading_a_group_of_points() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 1
    assert "Placeholder URLs appear in 7 places" in items[0].title and items[0].severity is Severity.LOW
