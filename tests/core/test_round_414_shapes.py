"""Shapes real-review round 414 showed the parser (issue 14): an adversarial code review whose findings are headed
"## Finding 1 (High) — …" over sub-sections "### What the doc says", "### What the code does", "### Impact", "### Fix"
(one finding told in parts), whose second finding "Treats Failed Schema Jobs as Warning" was read as a section of
failed checks, and whose approved items point back with "**Issue:** See Finding 2 — …".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """# Bug 058 — Adversarial Code Review

## Finding 1 (High) — Deployment Runbook Points to Wrong Task

### What the doc says

Step 5 says `task crdb:init` prints the guided flow.

### What the code does

`crdb:init` is now the local cluster-settings task.

### Impact

Anyone following step 5 runs the local init task instead of the cloud bootstrap.

### Fix

Point step 5 at `task crdb:cluster:bootstrap`.

## Finding 2 (Medium) — `crdb:verify` Treats Failed Schema Jobs as Warning, Not Failure

### Why this is a problem

A failed schema change leaves the schema half-applied, yet the task prints that verification is complete.

## Items Reviewed and Approved

**`crdb:verify`:**
- SHOW JOBS check is present and correctly filters to schema-change jobs.
- **Issue:** See Finding 2 — WARN should be FAIL.
"""


def test_a_finding_told_in_parts_is_one_finding_and_failed_in_its_title_is_no_pass() -> None:
    assert cues.section_kind("Finding 2 (Medium) — X Treats Failed Schema Jobs as Warning")[0] is not cues.Kind.SKIP
    assert cues.section_kind("Failed Checks:")[0] is cues.Kind.SKIP
    assert cues.section_kind("Artifacts under review")[0] is cues.Kind.SKIP  # the review's own scope, like "Files reviewed"
    titles = [item.title for item in parse_review(REVIEW, "m").items]
    assert titles == ["Deployment Runbook Points to Wrong Task", "crdb:verify Treats Failed Schema Jobs as Warning, Not Failure"]
