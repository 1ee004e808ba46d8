"""A second-round review of a pull request (real-review round 160): the first round's issues under "### 🔴 Must Fix"
and "### 🟡 Should Fix", each heading ending on its status — "— ✅ Fixed", "— ❌ Unaddressed", or "— ❌ **Partially
addressed → ESCALATED to 🔴 still must-fix**". The status's "must-fix" had made that heading a summary section, so the
finding was lost and its failure modes and fix options read as findings in its place.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

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
