"""Shapes real-review round 494 showed the parser (issue 14): an API design audit whose numbered findings carry their
state in the heading — "(Major)", "(Minor)", "(Fixed ✓)", "(Fixed)" — and one that checked a pillar and found it
"(Clean)": a check that passed, no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.cues import VALIDATED
from xreview.core.parse import read_review

REVIEW = """# Agent 1 – API Design Audit

## Finding 1 – Zero-value `Handler` panics at runtime (Major)

**File:** `handler.go:56-72`

The zero-value of `Handler` has nil sub-handlers, so dispatch panics.

**Severity:** Major (latent panic)

## Finding 2 – Missing `On*` methods on Handler for history (Fixed)

`OnHistorySync` now exists. Previously missing — resolved.

## Finding 3 – Transport and storage isolation (Clean)

The package defines domain types and handler interfaces. No `*sql.DB`, no raw ORM calls, no `*http.Request` in handler
dispatch.

**Verdict:** Compliant with foundational pillar 1.
"""


def test_a_heading_whose_state_is_clean_is_a_check_passed() -> None:
    assert VALIDATED.search("Finding 7 – Transport and storage isolation (Clean)")
    assert not VALIDATED.search("Clean up the retry loop")
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and "Zero-value" in titles[0], titles
