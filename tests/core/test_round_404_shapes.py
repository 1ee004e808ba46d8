"""Shapes real-review round 404 showed the parser (issue 14): a re-review under "## Reviewed Head" metadata whose
summary lists what is fixed after "Most of the remaining review findings are now closed correctly:", then states its
one open point as "## Blocking Finding — <claim>" over "### Location" and "### Required Fix"; and a strict audit whose
"## Accepted findings" list what passes.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

REREVIEW = """# REVIEW-011 — TASK-011 (Phase 6 M2.1 Contracts & Score V1)

## Reviewed Head
- Branch: `ai/task-011`
- RESULT action: `FIX`
- Reported full repository suite: 393 passed, 0 failed, exit code 0.

## Re-review Summary
Most of the remaining review findings are now closed correctly:

1. `CANONICAL_FACTUAL_SIGNALS` now enforces the canonical factual signal-name → category pairing and rejects `INFERRED` provenance.
2. `SignalEvidence.raw_value_repr` now has bounded length, single-line enforcement and sensitive-keyword rejection.

## Blocking Finding — Known semantic signal names can still be moved into factual categories when marked `OBSERVED`

### Location
- `src/product_intelligence/models.py` — `NormalizedSignal.__post_init__`

A known semantic signal such as `visual_demo_potential` is not registered, so it passes as `DEMAND` with `OBSERVED`.

### Required Fix
Add a minimal canonical semantic-signal contract and a regression proving the bypass is rejected.

## Accepted findings
- BEST SCORE remains left under the logo.
- SCORE moved to the right beneath NEXT without entering gameplay-bound calculations.
"""


def test_a_blocking_finding_named_in_its_heading_over_its_parts_is_the_only_finding() -> None:
    titles = [item.title for item in parse_review(REREVIEW, "m").items]
    assert len(titles) == 1 and titles[0].startswith("Blocking Finding — Known semantic signal names")
