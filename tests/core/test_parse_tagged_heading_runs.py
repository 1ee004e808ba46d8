"""MiniMax M3, in a cross-AI plan review (round 85), ends its concerns with one heading that runs three findings on,
each tagged ("### LOW: test name misleading; LOW: redundant validation call" ⏎ "in Plan 03 Step 2; LOW: type hints
inconsistent across plans."), its line wrapped into the paragraph below. A heading holding a run of tagged findings
is one finding each, as a paragraph of them already was; a title does not keep the semicolon that ended it.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """### HIGH: The export job writes its report twice when a retry follows a timeout

Plan 03 retries the whole job, so the report is emitted once per attempt.

### LOW: test_retry_once name misleading; LOW: redundant schema check
in Plan 02 Step 4; LOW: report type hints inconsistent across plans.
"""


def test_a_heading_running_on_into_tagged_findings_is_one_finding_each() -> None:
    items = parse_review(REVIEW, "m").items
    assert [(i.title, i.severity) for i in items[1:]] == [
        ("test_retry_once name misleading", Severity.LOW),
        ("redundant schema check in Plan 02 Step 4", Severity.LOW),
        ("report type hints inconsistent across plans", Severity.LOW),
    ]


def test_a_heading_with_one_tag_and_a_body_stays_one_finding() -> None:
    items = parse_review(REVIEW, "m").items
    assert items[0].title == "The export job writes its report twice when a retry follows a timeout"
    assert "once per attempt" in (items[0].text or "")
