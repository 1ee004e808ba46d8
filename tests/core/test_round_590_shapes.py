"""Shapes real-review round 590 showed the parser (issue 14): an adversarial review whose "## Critical Findings" opens
on "- **None blocking the verdict.**" before one finding logged for the next round. The "None blocking …" point was
read as a finding; it says there is no blocker.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """## Critical Findings

- **None blocking the verdict.**
- Numerical-stability artifact in axis H (avg_net ±5000 bps from tanh ∘ protected_div blow-ups). Round 2 should add value-clip in primitive_inventory. Logged as a Round 2 fix, not a current blocker.

## High Findings

- The simple sign-flip simulator may under-trade for axis D (170/192 D rejects = no_trades_generated).
"""


def test_none_blocking_the_verdict_is_no_finding() -> None:
    titles = [item.title for item in parse_review(REVIEW, "m").items]
    assert len(titles) == 2 and not any(t.lower().startswith("none") for t in titles), titles
