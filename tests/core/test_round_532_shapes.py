"""Shapes real-review round 532 showed the parser (issue 14): an evaluator's verdict whose numbered critical issues
go on with headings that hold a word of a verdict or a score ("### 2. State file discrepancy — UNCHANGED from previous
verdict", "### 3. Score inflation in conductor/state.json — UNCHANGED"), read as a verdict and a scorecard.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

VERDICT = """# Evaluator Verdict — Iteration 3

## Critical Issues (ALL persist from previous verdict)

### 1. ALL new feature work is UNCOMMITTED

All token refresh, concurrent isolation, and group chat code exists ONLY in the working directory.

### 2. State file discrepancy — UNCHANGED from previous verdict

Three state files still disagree. No reconciliation has occurred.

### 3. Score inflation in conductor/state.json — UNCHANGED

No evidence supports the inflated scores in `conductor/state.json` for any feature other than telegram-chat.

### 4. Verdict

REJECT until the above are fixed.
"""


def test_a_numbered_finding_goes_on_whatever_verdict_or_score_words_it_holds() -> None:
    titles = [item.title for item in read_review(VERDICT, "m").items]
    assert len(titles) == 3, titles
    assert "UNCOMMITTED" in titles[0] and "State file" in titles[1] and "Score inflation" in titles[2], titles
