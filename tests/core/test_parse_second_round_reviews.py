"""A second-round review of a pull request (real-review round 160): the first round's issues under "### 🔴 Must Fix"
and "### 🟡 Should Fix", each heading ending on its status — "— ✅ Fixed", "— ❌ Unaddressed", or "— ❌ **Partially
addressed → ESCALATED to 🔴 still must-fix**". The status's "must-fix" had made that heading a summary section, so the
finding was lost and its failure modes and fix options read as findings in its place.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review, read_review

REVIEW = """# R2 Re-Review: feat: bookmarks

## R1 Issue Status

### 🔴 Must Fix

#### 1. Input validation — ✅ Fixed
The route rejects names over 64 characters; a test covers it.

#### 2. Client count math — ❌ **Partially addressed → ESCALATED to 🔴 still must-fix**
The store guards only the user's own additions; for other users every duplicate event still increments the count.
Failure modes:
- Reconnect that replays buffered events drifts the count.
- Multi-tab sessions are not normalized.

**Recommended fix:** either
- (a) server-side: send absolute counts; or
- (b) client-side: track a set of user ids.

### 🟡 Should Fix

#### 3. Unbounded list endpoint — ❌ Unaddressed
No `limit` and one query per user: a single request triggers N queries.
"""


def test_a_finding_whose_status_says_still_must_fix_is_a_finding() -> None:
    assert [item.title for item in parse_review(REVIEW).items] == [
        "Client count math — ❌ Partially addressed → ESCALATED to 🔴 still must-fix", "Unbounded list endpoint — ❌ Unaddressed"]


def test_a_must_fix_section_is_still_a_summary() -> None:
    assert cues.section_kind("Must fix before merge")[0] is not cues.Kind.TOPIC


EVALUATION = """## Evaluation Report — Cycle 1

### Phase 1: Spec Review — FAIL
- Owner ruling not fully honored: an anonymous caller may filter on every column, not only the panel's controls.
- Everything else verified live.

### Phase 3: UI Review — FAIL
- Public viewer layout breakage: the title, control bar and table sit side by side; at 390px the table is crushed.

### Overall: FAIL

### Change Requests
1. Gate the quick filter on the public route by the panel's control columns.
2. Fix public viewer layout: stack title, control bar and content vertically.
"""


def test_change_requests_after_the_findings_restate_them() -> None:
    """Real-review round 165: an evaluator's report whose "### Change Requests" ask the fixes of the failed phases'
    findings; they had stood as two more findings beside them."""
    titles = [item.title for item in read_review(EVALUATION).items]
    assert len(titles) == 2 and not any(title.startswith(("Gate the quick", "Fix public viewer")) for title in titles)
