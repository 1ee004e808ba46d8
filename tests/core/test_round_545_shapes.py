"""Shapes real-review round 545 showed the parser (issue 14): a plan review whose numbered findings run through
severity headings and include points it judges sound — "### 7) … will benefit from Change B immediately" whose
body closes on "Plan is correct on this point.", and "### 11) DRY refactor … is good and low-risk" over a paragraph
of praise — neither a finding, though each goes on the numbered series.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Review of `plan.md`

## IMPORTANT

### 6) TOCTOU fix (Change C) is redundant if Change B double-checks everywhere

Recommendation: keep C, but document it as a prompt-reduction optimization, not a correctness boundary.

### 7) BucketFailover Pass 3 will benefit from Change B immediately

Verified: `tryFailover()` Pass 3 calls `authenticate(provider, bucket)`.
So once the lock is in `authenticate()`, storm reduction applies there too. Plan is correct on this point.

### 8) Plan understates residual contamination paths in deprecated methods

`refreshIfNeeded()` still writes unbucketed keys; the plan should add guardrails so bucketed flows never call it.

### 10) Error-swallowing bug D needs an exact citation and acceptance criteria

The plan mentions swallowed errors at the turn boundary but names no catch location or observable behavior.

## MINOR

### 11) DRY refactor in `KeyringTokenStore` is good and low-risk

Extracting generic lock helpers for refresh/auth lock families is clean and consistent with existing implementation.

### 12) Naming consistency

Use parallel naming: `lockFilePath` + `authLockFilePath`.
"""


def test_numbered_points_judged_sound_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert not [title for title in titles if "BucketFailover" in title or "DRY refactor" in title], titles
    assert len(titles) == 4, titles


def test_a_suggested_order_restates_the_work_and_holds_no_finding() -> None:
    text = REVIEW + """
## Recommendation

Proceed with the plan after tightening the gaps above.

Suggested adjusted order:
1. **A+B together in one PR** (prevents partial migration hazards).
2. **C** (TOCTOU defense-in-depth + prompt reduction).
3. **D** (read-only interface cleanup) only after the callgraph is proven clean.
"""
    titles = [item.title for item in read_review(text, "m").items]
    assert len(titles) == 4 and not [title for title in titles if "order" in title.lower() or "PR" in title], titles
