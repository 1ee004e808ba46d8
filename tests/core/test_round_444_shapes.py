"""Shapes real-review round 444 showed the parser (issue 14): a verification record whose "## Codex review resolution
(all eight findings fixed, test-first, one commit each)" lists the review's findings beside their fix commits, each
read as an open finding, and whose "## Deviations from the plan (deliberate, reviewed)" was read as findings.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

RECORD = """# R2 M5A Final Verification

## Codex review resolution (all eight findings fixed, test-first, one commit each)

| # | Finding | Fix commit |
|---|---|---|
| B2 (blocker) | narrative version 1 recorded `parent_version_id=None` instead of the pinned parent | `fix(r2): pin narrative version 1` |
| M4 (major) | cached projections were not bound to their branch | `fix(r2): bind cached canon projections to their branch` |

## Deviations from the plan (deliberate, reviewed)

1. **Retired the M4 architecture PR guard** — a tripwire that could only fire on legitimate M5 work; CI would fail every M5 branch.
2. **Two integrity corruptors are `sqlite_only`**: they corrupt columns that PostgreSQL rejects outright.
"""


def test_a_resolution_of_all_findings_and_deliberate_deviations_are_no_findings() -> None:
    assert cues.section_kind("Codex review resolution (all eight findings fixed, test-first, one commit each)")[0] is cues.Kind.SKIP
    assert cues.section_kind("Deviations from the plan (deliberate, reviewed)")[0] is cues.Kind.SKIP
    assert read_review(RECORD, "m").items == []
