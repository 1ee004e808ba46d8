"""Shapes real-review round 438 showed the parser (issue 14): a peer design review whose "## What I Like" lists praise
as bold-labeled points, four of them read as findings, and whose next steps close on generic instructions ("2. Decide
whether to address non-blocking concerns or accept them as-is", "3. Clarify the questions if possible", "4. Proceed to
user approval walkthrough"), each read as a finding.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

PEER = """# Peer Design Review: Type System

## What I Like

- **Domain as compile-time resource, not wire value**: This is the right call.
- **Strict unification rules**: `instantiated(X) + instantiated(Y) → error` is correct.
- **Block.kind instead of Block.type**: Small but important. Reserving `type` avoids confusion.

## Blocking Concerns

### [B1]: Source Invariants Document Contradicts Canonicalized Output

**The Issue**: The source invariants file still lists **Lag** as a stateful primitive.

## Summary

**Next Steps**:
1. Reconcile the Lag/Accumulator discrepancy (B1)
2. Decide whether to address non-blocking concerns or accept them as-is
3. Clarify the questions if possible
4. Proceed to user approval walkthrough
"""


def test_what_i_like_and_generic_next_steps_are_no_findings() -> None:
    assert cues.section_kind("What I Like")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(PEER, "m").items]
    assert titles == ["Source Invariants Document Contradicts Canonicalized Output"]
