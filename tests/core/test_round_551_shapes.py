"""Shapes real-review round 551 showed the parser (issue 14): one iteration of a deep review whose findings sit under
headings that are only their ids — "### F-034-001" — over a list of fields, one of them "- **Title:** `joinWave()` still
makes the 5-key merge namespace implicit". A heading with no word in it gave no title, so the finding was lost; its
"Title:" field names it.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Findings

### F-034-001
- **Severity:** P1
- **File:** `lib/wave-lifecycle.cjs`
- **Line:** `wave-lifecycle.cjs:208-225`
- **Title:** `joinWave()` still makes the 5-key merge namespace implicit
- **Description:** The lifecycle depends on a 5-key merge contract, but `dispatchWave()` does not carry that namespace on each result.
- **Recommendation:** Make the merge namespace explicit at the API boundary.

### F-034-002
- **Severity:** P2
- **File:** `lib/contradictions.cjs`
- **Title:** Session normalization is centralized in name only
- **Description:** The contradictions module still carries its own private session helpers.
- **Recommendation:** Import the shared helper.
"""


def test_a_finding_under_a_bare_id_is_titled_by_its_title_field() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["joinWave() still makes the 5-key merge namespace implicit",
                                              "Session normalization is centralized in name only"], [item.title for item in items]
    assert items[0].severity is Severity.HIGH
