"""Shapes real-review round 475 showed the parser (issue 14): a two-reviewer gate's summary that opens on its own
record ("- **AND-gate:** FAIL", "- **Review cap:** EXHAUSTED (5/5) — human decision required") before its unresolved
findings — the record is the review's metadata, the numbered findings are the items.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Independent Review — Round 5 (cap exhausted)

- **Reviewer A:** 87/100, FAIL
- **AND-gate:** FAIL
- **Review cap:** EXHAUSTED (5/5) — human decision required

## Unresolved findings

### Must-fix

1. Concurrent `sync-keys` snapshots are not revision-ordered; an older delayed job can overwrite newer desired state.
2. SSH key limits count UTF-16 code units rather than UTF-8 bytes; multibyte keys can exceed the job budget.
"""


def test_the_gates_record_is_metadata() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2 and "revision-ordered" in titles[0] and "UTF-16" in titles[1]
