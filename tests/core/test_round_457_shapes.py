"""Shapes real-review round 457 showed the parser (issue 14): a shard review whose "## Counts" section tallies its
verdicts ("- verified: 16", "- defect:wrong-kind: 2") — a count, whatever colon its verdict names carry, no finding.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

SHARD = """# Review b-entry-rules

| row | verdict | note |
|---|---|---|
| R12 | verified | Source and target text byte-identical. |
| R13 | defect:wrong-kind | The unit lists open gaps and deferred work, not a specification. |

## Counts

- verified: 16
- defect:wrong-kind: 1

Row count: 17

## Defect rows

- R13 claim_a27b defect:wrong-kind: the unit lists open gaps and deferred work, not a specification of current behaviour.
"""


def test_a_counts_section_is_no_finding() -> None:
    titles = [item.title for item in read_review(SHARD, "m").items]
    assert len(titles) == 1 and "deferred work" in titles[0]
