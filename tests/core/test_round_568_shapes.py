"""Shapes real-review round 568 showed the parser (issue 14): a tool's test-session feedback that ends on "## Open
follow-ups for next session" — "- Test **`shape_add kind=picture`** — no image asset on hand this session.",
"- Confirm `shape:S:N` **z-order drift** re-resolution behaves as documented" — what its tester has still to try, not
findings about the tool.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Issues (ranked)

### 1. `write` with a newline collapses to a single paragraph — **HIGH**

**Actual:** one paragraph whose text is the lines joined; `para:2:2:2` is `not_found`.

## Open follow-ups for next session

- Test **`shape_add kind=picture`** — no image asset on hand this session.
- Exercise **`theme_set_color` / `theme_set_font`** — deliberately skipped this round; untested.
- Confirm `shape:S:N` **z-order drift** re-resolution behaves as documented after deletes.
"""


def test_the_testers_own_follow_ups_for_next_session_are_not_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and titles[0].startswith("write with a newline"), titles
