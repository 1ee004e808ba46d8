"""Real-review round 195 (review 349): a design review answering the questions it was asked in numbered sections, each
opening on where it looks ("**Ref:** Section 2 …") and what it finds ("**Assessment:** …") with its points below, then
a "Top-5 Must-Fix Issues" list restating them.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """Here is the review of the scheduler design against the new requirements.

### 1. Two-Week Cutoff vs. Email + Calendar Sync
**Ref:** Section 3 ("Phase 1: web only") and Section 6 (Week 2).
**Assessment:** Adding email reminders and two-way calendar sync to Phase 1 **will break the two-week cutoff**.
- **Estimate:**
  - +3 days for email delivery and bounces.
  - +5 days for calendar sync and its conflicts.
  - **Total delay: 8 days.** A four-week first release is realistic with both in it.

### 2. Event Log Without a Node ID
**Ref:** Section 4 (EventHeader).
**Assessment:** The design is single-node, which is fine for Phase 1.
- **Replication later:** The `EventHeader` has `seq` but no `node_id`; two nodes writing at once will corrupt the merged log.
- **Required Fix:** Add `node_id` to the `EventHeader` now.

### 3. Top-5 Must-Fix Issues for v2
1. **Scope Collision:** Section 6 still says "web only" in Week 2; extend the schedule by the eight days of email and calendar sync, or drop them.
2. **EventHeader Node Gap:** Add a `node_id` to the `EventHeader` before the log format is frozen.
3. **Timezone Storage:** Section 5 stores local times; store UTC and the zone name.

**Verdict:** request changes
"""


def test_a_located_assessment_is_one_finding_and_the_top_list_restates_it() -> None:
    """Each "### N. …" over "**Ref:** …" ⏎ "**Assessment:** …" is one finding, its bullets parts of it (not "Estimate",
    "Replication later" or "Required Fix" as findings); "Top-5" is no ID to strip from "### 3. Top-5 Must-Fix Issues",
    which restates the two findings and adds a third."""
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Two-Week Cutoff vs. Email + Calendar Sync", "Event Log Without a Node ID",
                                              "Timezone Storage"]
    assert [len(item.restated) for item in items] == [1, 1, 0]
