"""A phase code review (real-review round 136): a severity legend first, findings as bold "**M-2: …**" lines over a
location table, their own "**Current naming:**" list and a "**Recommendation:**" — some of which close the finding
("… No change needed.", "No action needed now.") — and a summary table counting findings by level. At first the
legend's lines and the summary's rows were read as findings, the closed findings too, and a finding's own list
("- Queue payload: `sourceObjectKey`") as one more.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

REVIEW = """# Phase 17: Code Review

## Severity Legend

- **CRITICAL:** Must fix before merge. Data integrity, security, or correctness issue.
- **MEDIUM:** Nice to fix. Minor correctness, style, or documentation gap.

## Findings

### MEDIUM

**M-1: `/extract-frames` returns empty `frames: []` on FAILED**

The endpoint returns `status: 'FAILED'` with `frames: []`, which could confuse consumers.

**Recommendation:** This is acceptable given the explicit status. No change needed.

**M-2: No timeout on worker HTTP calls**

`createThumbnail` uses `axios.post` without a timeout, so a hung worker hangs the job.

**M-4: `sourceObjectKey` vs `storageKey` naming inconsistency**

The API and the endpoint name the same key differently.

**Current naming:**
- Queue payload: `sourceObjectKey`
- Request body: `storageKey`

**Recommendation:** Align on `storageKey` everywhere.

### LOW

**L-3: No integration test for the full pipeline**

The pipeline has no automated integration test.

**Recommendation:** This is a later phase's concern. No action needed now.

## Summary

| Severity | Count | Action Required |
|----------|-------|----------------|
| MEDIUM   | 3     | Consider fixing before Phase 19 |
| LOW      | 1     | Nice to fix, not blocking |
"""


def test_only_the_open_findings_are_read() -> None:
    items = parse_review(REVIEW).items
    assert [item.title for item in items] == ["No timeout on worker HTTP calls", "sourceObjectKey vs storageKey naming inconsistency"]
    assert "Queue payload" in items[1].description and "Align on" in items[1].description


BREAKDOWN = """# Code Review Findings

## Issue Breakdown

### CRITICAL Issues (Must Fix Before Merge)

1. **Incorrect Popularity Sorting**
   - `search_service.py` lines 343-382 sort by price, not popularity

### MEDIUM Issues (Consider Fixing)

1. **File Size Concerns**
   - `recommendation_service.py` - 289 lines (approaching 800-line limit)
   - `worker.py` - 390 lines (approaching 800-line limit)

2. **Inconsistent Error Handling**
   - Some functions return error dicts, others raise exceptions
"""


def test_an_issue_breakdown_over_severity_sections_holds_the_findings() -> None:
    """Round 137: "## Issue Breakdown" was taken for a tally of the findings, and everything under it for its echo;
    "**File Size Concerns**" for a list of concerns, its files read as findings."""
    items = parse_review(BREAKDOWN).items
    assert [(item.title, item.role) for item in items] == [
        ("Incorrect Popularity Sorting", "issue"), ("File Size Concerns", "issue"), ("Inconsistent Error Handling", "issue")]


GSD_REPORT = """# Phase 3: Code Review Report

## Summary

Reviewed the leaderboard API and the React components.

Verification run during review:

- `npm run test -- tests/api/inspection-api.test.ts tests/engine/verdict-runner.test.ts` passed: 5 files, 19 tests.
- `npm run build:ui -- --outDir /tmp/storygraph-ui-review-build` passed.

## Critical Issues

### CR-02: PATCH /api/kids/:id has no input validation

**File:** `server/challengeRoutes.ts:443-455`
**Issue:** The PATCH endpoint reads `req.body.firstName` directly without any schema validation.
**Fix:** Create and apply a patch-specific validation schema.

### CR-03: PATCH /api/kids/:id executes empty UPDATE when no valid fields provided

**File:** `server/challengeRoutes.ts:464`
**Issue:** If the request body contains no recognized fields, `db.update(kids).set({})` executes an empty UPDATE.
**Fix:** Guard against empty updates (also addressed by CR-02's schema validation).
"""


def test_a_finding_whose_fix_another_shares_stays_its_own() -> None:
    """Round 141 (two gsd-code-reviewer reports): CR-03's fix says it is "also addressed by CR-02's schema validation",
    and CR-03 folded into CR-02 as its restatement; the commands run during the review were read as findings."""
    titles = [item.title for item in read_review(GSD_REPORT, "m").items]
    assert titles == ["PATCH /api/kids/:id has no input validation", "PATCH /api/kids/:id executes empty UPDATE when no valid fields provided"]


FIXED_AND_OPEN = """# Security Review — Payments Flow

## Fixed in this review

| # | Severity | Finding | Fix |
|---|----------|---------|-----|
| 1 | **High** | Unlock codes were generated with `Math.random()`, which is predictable. | All codes now come from `crypto.randomBytes`. |

## Open findings (accepted or needing follow-up)

| # | Severity | Finding | Recommendation |
|---|----------|---------|----------------|
| 3 | Medium | The label-fee **amount** is not verified; a buyer can send 1 wei as the fee. | Verify the amount. |
| 7 | Low | `successUrl`/`cancelUrl` are taken from the client unvalidated. | Validate against the instance's own origin. |
"""


def test_findings_fixed_in_the_review_are_closed_and_the_open_ones_stand() -> None:
    """Round 144: the table "Fixed in this review" was read as findings, and "Open findings (accepted or needing
    follow-up)" as a summary ("follow-up"), whose rows then folded into the fixed ones."""
    items = read_review(FIXED_AND_OPEN, "m").items
    assert [item.title.split(";")[0] for item in items] == ["The label-fee amount is not verified",
                                                            "successUrl/cancelUrl are taken from the client unvalidated"]


def test_points_closed_by_a_word_that_checks_them_are_no_findings() -> None:
    """Round 145: an architect's plan review ends its verification with "- No runtime dependencies -- **confirmed**";
    those points were read as findings."""
    review = ("## Findings\n\n### Finding 1 (MEDIUM): Agent count is wrong -- should be 16, not 15\n\nThe plan says 15.\n\n"
              "## Technical Accuracy Verification\n\n### Architecture Compliance\n\n- No runtime dependencies -- **confirmed**\n- No security surface changes — verified\n")
    assert [item.title for item in read_review(review, "m").items] == ["Agent count is wrong -- should be 16, not 15"]


def test_a_passing_section_holds_no_finding() -> None:
    """Round 148: an accessibility report's "## Passing" checks were read as findings when a point held a negation
    ("Progress is textual, not just a bar")."""
    review = ("# Accessibility Report\n\n## Passing\n- **Progress is textual, not just a bar** — the text accompanies the bar.\n"
              "- **Information not by colour alone** — markers are added.\n\n## Findings\n"
              "| # | Severity | Finding | Recommendation |\n|---|---|---|---|\n"
              "| A11Y-1 | P3 | Question figure content description is generic for all figures. | Author per-figure alt text. |\n")
    assert [item.title for item in read_review(review, "m").items] == ["Question figure content description is generic for all figures"]


def test_a_line_label_is_no_title_and_a_fix_s_benefits_no_findings() -> None:
    """Round 149 (an agent's summary of Kimi K2's findings): "1. **Line 213**: Uses `pub async unsafe fn build()` …"
    was titled "Line 213", and "### Benefits of This Approach" — what the proposed fix brings — was read as findings."""
    review = ("## Recommended Fix\n\n### Benefits of This Approach\n\n1. **Prevents Accidental Reuse**: the flag blocks reuse\n\n"
              "## Current Implementation Issues\n\n1. **Line 213**: Uses `pub async unsafe fn build()` - `unsafe` is not justified\n")
    items = parse_review(review).items
    assert [item.title for item in items] == ["Uses pub async unsafe fn build()"]
    assert items[0].location.line == 213
