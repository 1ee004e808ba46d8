"""Shapes real-review round 453 showed the parser (issue 14): a QA status whose "**Blocking issue:**" field is the one
open finding, beside "**Fixes pushed to branch by QA:**" (fixes made) and "## Recurring Issues / Patterns Noticed"
(lessons that restate); a senior review whose "### Findings Fixed" and "### Findings Noted (No Fix Needed)" tables close
their rows but one whose rationale leaves it to a decision; a final report whose "## Review findings and resolutions",
"## Rollback procedure" and "## Post-… review closure" hold no open finding; and a rubber-duck review whose findings an
"## Per-finding adoption record" table ("| Finding | Adopted? | How |", every row YES) closes one by one.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.restate import fold

STATUS = """# QA — Status

## PRs Reviewed

### PR #8 — feat: scaffold the backend
- **Verdict:** LGTM
- **Tests run:** 20 passed, 0 failed
- **Fixes pushed to branch by QA:**
  1. Added `pytest-cov` to `requirements.txt` (was missing; CI would have failed)
  2. Removed a duplicate `httpx` entry from `requirements.txt`

### PR #9 — chore: add CI
- **Verdict:** Changes requested
- **Blocking issue:** The frontend CI job will always fail because `frontend/` does not exist yet. Fix: guard the job on `frontend/package.json`.
- **Note:** Merge order matters — PR #8 must merge first.

## Recurring Issues / Patterns Noticed

- **Frontend CI jobs need existence guards**: until `frontend/` exists, every frontend CI step must be guarded on `frontend/package.json` or the job fails.
"""

SENIOR = """## Senior Developer Review (AI)

**Verdict:** Changes Requested → Approved (after fixes applied)

### Findings Fixed

| # | Severity | Finding | Fix Applied |
|---|----------|---------|-------------|
| 1 | HIGH | Dockerfile references `.next/standalone` but the config lacked `output: "standalone"` — the build would fail | Added it |

### Findings Noted (No Fix Needed)

| # | Severity | Finding | Rationale |
|---|----------|---------|-----------|
| 5 | MEDIUM | Only `docker-compose` v1 supported, no `docker compose` V2 fallback | Dev notes document this; requires decision on minimum Docker version support |
| 6 | LOW | Hardcoded Postgres credentials in docker-compose.yml | Acceptable for local dev |

### Summary

Three HIGH-severity bugs were found and fixed:
1. **Dockerfile broken** — the build could never succeed
"""

REPORT = """# Final Report

Overall status: PASS

## Review findings and resolutions

All four review files were read. Every valid finding is resolved and named in the log: the missing retry limit (Round 1) and the unbounded queue (Round 2).

## Rollback procedure

Reverse only the listed paths, then rerun the smoke test.

Production SQL applied: NO
Remote database changed: NO

## Post-Copilot review closure

- Copilot findings addressed: 5/5.
- Unresolved blocking findings before merge: 0.
- Remote database changed: NO.
"""

DUCK = """# Rubber-duck QA on the draft

**Recommendation received.** **REVISE**

## Rubber-duck verbatim recommendation

### Blocking issues

**C1. The sign of `γ` is wrong** — Verdict: for balance (III), `γ = −1/c_b`, not `+1/c_b`. Fix: correct the sign.

**C2. Confidence is overstated** — Verdict: HIGH is not justified for the repo-level pivot. Fix: split the confidence.

### Non-blocking issues

**C3. The wording is too absolute** — Phrases like "matching exactly" overreach. Fix: use softer phrasing.

### Suggestions

**C4. Defer the re-arbitration** — Yes. Fix: add one sentence recommending it next week.

### Bottom line

The core finding is strong, but the draft should be revised because it has a sign error and overstates the conclusion.

================================================================
## Per-finding adoption record
================================================================

| Finding | Adopted? | How |
|---------|----------|-----|
| C1. Sign error in `γ` | YES | The WZ section now states `γ = −1/c_b`. |
| C2. Split confidence | YES | A confidence table now splits HIGH and MEDIUM per component. |
| C3. Wording softened | YES | "matching exactly" → "is consistent with". |
| C4. Defer the re-arbitration | YES | A follow-up section now recommends it. |

All 4 findings adopted in full.
"""


def test_a_blocking_issue_field_is_the_open_finding_and_fixes_pushed_are_none() -> None:
    items = fold(read_review(STATUS, "m").items)
    assert [item.title.split(" because")[0] for item in items] == ["The frontend CI job will always fail"]


def test_fixed_and_no_fix_needed_tables_close_their_rows_but_one_left_to_a_decision() -> None:
    items = fold(read_review(SENIOR, "m").items)
    assert [item.title for item in items] == ["Only docker-compose v1 supported, no docker compose V2 fallback"]


def test_a_final_report_of_resolutions_rollback_and_closure_raises_nothing() -> None:
    assert read_review(REPORT, "m").items == []


def test_an_adoption_record_closes_each_finding_it_adopts() -> None:
    assert fold(read_review(DUCK, "m").items) == []
