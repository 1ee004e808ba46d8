"""Shapes real-review round 527 showed the parser (issue 14): a code roast whose summary of its top issues comes
before its prioritized table, the table's "Done" column ticking findings off ("| [x] | P1 | webhook.py:649-674 |
… |") beside those still open ("| [ ] | P2 | chain_validator.py:18 | … |"), then one section per finding, named by its place.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

ROAST = """# Code Roast: Webhook Chaining Functionality

## 2. Top Issues Table (Prioritized)

| Done | Severity | Location | Category | Description |
|------|----------|----------|----------|-------------|
| [x] | P1 | webhook.py:649-674 | Reliability | Fire-and-forget chain execution loses results on failure |
| [x] | P2 | webhook.py:661-670 | Observability | Using print() instead of structured logging |
| [ ] | P2 | chain_validator.py:18 | Configuration | MAX_CHAIN_LENGTH=20 may be too permissive for parallel execution |

## 3. Detailed Findings

### [P1] webhook.py:649-674 – Fire-and-Forget Loses Chain Results (Reliability)

**Problem:** Chain execution is dispatched with no tracking; results are only logged.

### [P2] webhook.py:661-670 – print() Instead of Structured Logging (Observability)

**Risk:**
- No log level (can't filter INFO from ERROR)
- No structured fields (can't query by webhook_id in log aggregator)
"""


def test_a_table_ticks_findings_done_and_their_sections_below_close_with_them() -> None:
    titles = [item.title for item in read_review(ROAST, "m").items]
    assert len(titles) == 1 and "MAX_CHAIN_LENGTH" in titles[0], titles


SUMMARY_FIRST = """# Code Roast: Webhook Chaining Functionality

## 1. Review Summary

Top-impact issues (max 5 bullets):
- Fire-and-forget pattern with no backpressure or timeout protection
- Using `print()` statements instead of structured logging
- MAX_CHAIN_LENGTH=20 is too permissive for parallel chains

## 2. Top Issues Table (Prioritized)

| Severity | Location | Category | Description |
|----------|----------|----------|-------------|
| P1 | webhook.py:649-674 | Reliability | Fire-and-forget chain execution loses results on failure |
| P2 | chain_validator.py:18 | Configuration | MAX_CHAIN_LENGTH=20 may be too permissive for parallel execution |
"""


def test_a_prioritized_table_after_only_a_summary_states_its_findings() -> None:
    items = read_review(SUMMARY_FIRST, "m").items
    chain = [item for item in items if "MAX_CHAIN_LENGTH" in item.title]
    assert len(chain) == 1 and chain[0].title.startswith("MAX_CHAIN_LENGTH=20 may be"), [item.title for item in items]  # the row, the summary's entry folded in
