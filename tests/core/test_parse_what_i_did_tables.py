"""Real-review rounds: a PR review that ends on the author's table of what was done with each finding ("## What I did
with this feedback" ⏎ "| Finding | Action |"), one row a fix made ("Added static fallback string"), another only
planned ("Confirmed real bug — adding ownership guard in next patch") (round 249, review 404). The fixed finding is
closed with its row; the planned one stays open, its row a restatement of it; a finding the table does not name stays.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Verdict: REQUEST CHANGES

## Security

### HIGH — Backfill IDOR: any Owner/Manager can trigger embedding backfill on another restaurant

**Finding:** The backfill endpoint authorises by role only, with no ownership check on the restaurant.
**Fix:** Compare the authenticated user's restaurant claim against the route's id; return 403 on mismatch.

## Correctness

### MEDIUM — Null blurb returned with no fallback message when the chat call fails

**Finding:** When the chat call returns 429, the blurb is null and the user sees items with no text.
**Fix:** Return a static fallback string.

### LOW — Duplicate fallback DB query

**Finding:** Nearly identical fallback queries appear twice. Extract them to one helper.

## What I did with this feedback

| Finding | Action |
|---|---|
| Backfill IDOR | Confirmed real bug — adding ownership guard in next patch |
| Null blurb | Added static fallback string |
"""


def test_a_finding_the_authors_table_records_fixed_is_closed_and_its_rows_are_no_findings() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Backfill IDOR: any Owner/Manager can trigger embedding backfill on another restaurant",
                                              "Duplicate fallback DB query"]
    assert any("next patch" in said for said in items[0].restated)


def test_a_table_of_actions_still_to_take_closes_nothing() -> None:
    planned = REVIEW.replace("Added static fallback string", "Add a static fallback string")
    titles = [item.title for item in read_review(planned, "m").items]
    assert "Null blurb returned with no fallback message when the chat call fails" in titles
    assert "Null blurb" not in titles  # the row restates its finding
