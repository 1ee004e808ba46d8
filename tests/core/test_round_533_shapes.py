"""Shapes real-review round 533 showed the parser (issue 14): an approval whose part for each pull request closes on
its verdict ("### Correctness analysis" ⏎ … ⏎ "**Verdict: PASS — approve.**"): the analysis argues the fix is right,
no finding — beside a part whose verdict does not pass.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

APPROVAL = """# Review: Issue #1262 — Charter #1143 finale auto-merge permanent-stuck bugs

## Leaf-B (#1261) — `_finale_check_ci` implementation fix (PR #1264)

### Correctness analysis

The fix is the minimal correct edit. Hoisting the `_charter_auto_merge` load above the
`case` (line 835) is what makes the conditional early-exit sound: without it the off→on
transition would read a stale/unset flag. The green write is now exactly co-located with
the single success sink (admin-merge OK), and every failure/retry arm returns non-zero with
no `ci_state` mutation, so no path can leave a green cache that strands the charter. The
queue-prune block (lines 886–894) and the acceptance-convergence gate (lines 845–867) are
untouched by this change.

**Verdict: PASS — approve.**

## Leaf-A (#1260) — RED-h / RED-i regression tests (PR #1263)

### Correctness analysis

RED-i never restores the original `gh` stub, so every later test runs against the failing wrapper.

**Verdict: FAIL — request changes.**
"""


def test_an_analysis_that_closes_on_a_passing_verdict_holds_no_finding() -> None:
    items = read_review(APPROVAL, "m").items
    assert len(items) == 1 and "restores" in (items[0].text or ""), [item.title for item in items]
