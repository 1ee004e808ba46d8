"""Real-review rounds: a persona's desk review of a pull request — its intent and diff summary, a blocker checklist
whose sections list "[PASS]" lines, ranked findings, and "## 7. Re-review Required" ⏎ "NO — …" (round 227, review
382).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

DESK_REVIEW = """# PR #12 Desk Review

## 1. PR Intent
- Add `GET /api/v1/quote` — one snapshot for the company page poll.

## 2. Diff Summary
- 2 files changed: apps/api/src/server.ts (+137L)
- LOC: +240 / -0

## 3. Blocker Checklist

### E. Not-Crossable
- [PASS] No lane crossing
- [PASS] No governance bypass

## 4. Findings

### Blockers
None.

### Suggestions

1. **[bidask failure not BLOCKED]**: If the bid/ask leg rejects, the state still reads LIVE. Suggest a `bidask_unavailable` flag.

## 7. Re-review Required
NO — suggestions are documentation only.
"""


def test_intent_diff_summary_passed_checks_and_the_re_review_answer_are_no_findings() -> None:
    items = read_review(DESK_REVIEW, "m").items
    assert len(items) == 1
    assert "bidask failure not BLOCKED" in (items[0].text or "")


def test_a_list_of_pass_marked_checks_is_all_checked() -> None:
    from xreview.core.asides import all_checked
    assert all_checked("- [PASS] No lane crossing\n- [N/A] No schema change\n- [PASS] No bypass")
    assert not all_checked("- [PASS] No lane crossing\n- [FAIL] Bypass found")
