"""Shapes real-review round 69 showed the parser (issue 14): a pre-implementation review annotated afterwards with a
**Resolution summary** that closes its findings by ID ("- B1 dropped …", "- S1 absorbed into B4.", "- E1–E9 addressed
individually …") above the original analysis; a finding heading with an ID ("### E1. …") over a lead-in and a list of
titled points ("- For collect: …"); and a later section of new findings with IDs of their own ("## Dependencies" over
"### D1. …", "### D2. …") after the earlier findings — new findings, not a summary of them.

The texts are written for the test, after the shapes of the round's review."""

from __future__ import annotations

from xreview.core import review_ids
from xreview.core.parse import parse_review, read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


ANNOTATED = """# Analysis: Cache Layer

**Status:** All blocking issues resolved.

**Resolution summary** (2026-05-19):
- B1 dropped the per-entry TTL; expiry now derived from the cache generation.
- B2 confirmed: eviction never ran on reads; nothing to preserve. T5.2 reads only.
- S1 absorbed into B2.
- E1–E3 addressed individually in the updated `tasks.md`.

The original analysis below is preserved as the audit record.

## Blocking issues (must address before coding)

### B1. Expiry semantics drift between the two stores

**Problem.** The old store expires per entry; the new one per generation, so entries live longer.

### B2. Eviction on reads is new behavior

**Problem.** T5.2 says reads evict, but reads never evicted before.

## Should-fix

### S1. The index lacks an `updated_at` field

**Problem.** Staleness cannot be computed without it.

### S2. The rebuild source is misnamed in the data model

**Problem.** Step 3 names a file that holds no generation field.

## Edge cases

### E1. The index is written before the store — a failure window

If the second write fails after the first, the command exits with an error. Side effects:

- For writes: the entry is on disk but the index does not know it.
- For deletes: the index drops an entry whose file still exists.

**Recommendation.** Document this as a known transitional risk.

### E2. Concurrent invocations race the index

Two writers can race the read-modify-write; the earlier entry is lost.

### E3. The index write is not checked for duplicate keys

A buggy caller could insert a duplicate key and the reader would return the first.

## Dependencies and external factors

### D1. The import command does not migrate its reads

It still reads the old index directly and cannot benefit from the rebuild.

### D2. Integration tests touch the old files directly

The migration may break them in subtle ways; they need fixture updates.

## Risk assessment summary

| Risk | Severity | Mitigation |
|---|---|---|
| B1 — expiry drift | High | Derive from generation |
| S2 — rebuild source naming | Low | Update step 3 |
| E2 — concurrent invocations | Low | Document |
"""


def test_a_resolution_summary_closes_the_findings_it_lists_by_id() -> None:
    found = titles(ANNOTATED)
    assert "The rebuild source is misnamed in the data model" in found
    for closed in ("Expiry semantics drift", "Eviction on reads", "lacks an `updated_at`", "The index is written before",
                   "Concurrent invocations", "duplicate keys", "dropped the per-entry TTL", "addressed individually"):
        assert not any(closed.strip("`") in title for title in found), (closed, found)


def test_a_range_of_ids_closes_every_id_in_it_and_a_task_number_is_no_finding_id() -> None:
    assert review_ids.closed_ids("**Resolution summary:**\n- E1–E3 addressed.\n- B2 confirmed: T5.2 reads only.\n") == {"E1", "E2", "E3", "B2"}
    assert review_ids.names_only_closed("### B3. Snapshots are non-deterministic; T3.1 underspecified", {"B3"})
    # a fix proposed under a label, not a record of one done; and a list after the record has ended
    assert review_ids.closed_ids("**Resolution:** add a lock\n- B1 needs a lock.\n") == set()
    assert review_ids.closed_ids("**Resolved issues:**\n- B1 fixed in 4a2c.\n\nNext steps:\n- B2 still needs a test.\n") == {"B1"}


def test_a_finding_heading_with_an_id_over_titled_points_is_one_finding() -> None:
    found = titles(ANNOTATED.replace("**Resolution summary** (2026-05-19):", "**Notes:**"))
    assert "The index is written before the store — a failure window" in found
    assert not any(title.startswith(("If the second write", "For writes", "For deletes")) for title in found)


def test_findings_with_ids_of_a_new_series_after_the_findings_are_findings_not_a_summary() -> None:
    roles = {i.title: i.role for i in parse_review(ANNOTATED, "m").items}  # before restatements fold
    assert roles["The import command does not migrate its reads"] == "issue"
    assert roles["Integration tests touch the old files directly"] == "issue"
    assert roles["rebuild source naming"] == "recap"
    items = read_review(ANNOTATED, "m").items
    # the summary table after them still restates: its S2 row folds into S2
    assert not any("rebuild source naming" in i.title for i in items)
