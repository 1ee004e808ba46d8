"""A shape real-review round 188 showed the parser (issue 14): a review skill's report on a retry helper — a findings
table whose columns are "What is wrong", "Failure scenario" and "Fix and reproduction", severity notes, refuted
candidates and "What holds up". The findings were titled from the fix column, and the refuted candidates and the
points that hold up were read as findings. Round 189, the same skill on another work: its "Unverified claims" (what to
check, some restating findings) were read as findings too.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import read_review

REPORT = """VERDICT: **SHIP WITH FIXES**.

## Findings

| # | Severity | Location | What is wrong | Failure scenario | Fix and reproduction |
|---|---|---|---|---|---|
| F1 | Medium | `retry.py:20` | The backoff overflows at k = 1024 before the cap applies. | A job retries 2000 times and crashes. | **Fix:** clamp before multiplying. |
| F3 | Low | `retry.py:7` | `base` and `cap` are never validated. | A negative base raises from `sleep`. | **Fix:** reject negative values. |

### Severity notes

**F1 confirm-or-refute.** The failure is loud and rare, so Medium.

## Refuted
- **`raise last` could raise `None`.** Refuted: `attempts >= 1` is enforced.

## What holds up
- There is no shared state, so the helper is thread-safe.
"""


def test_a_skill_reports_findings_are_titled_by_what_is_wrong_and_the_rest_holds_none() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert titles == ["The backoff overflows at k = 1024 before the cap applies", "base and cap are never validated"]
    assert [cues.section_kind(t)[0] for t in ("Refuted", "What holds up", "Severity notes", "UNVERIFIED CLAIMS")] == [Kind.SKIP] * 4


def test_unverified_claims_are_no_findings() -> None:
    review = REPORT + "\n## UNVERIFIED CLAIMS\n\n- **How `db` is opened and shared.** Is it the same file as the rider app? Inspect the caller.\n"
    assert len(read_review(review, "m").items) == 2


FEEDBACK = """# Implementation Feedback: Phase 2

## Critical Drift
- Medium | summary accounting drift | Required fix: count already-present external PDFs in the post-fetch summary.

## Missing Pieces
- `--paperclip` invocation discoverability | The invocation forms do not show the flag. | Add it to the reader-mode forms.

## Resolution (2026-06-24)
- APPLIED (Critical Drift — summary accounting): rewrote the summary with explicit buckets.
- APPLIED (Missing Pieces — flag discoverability): added the flag to the invocation forms.
"""


def test_a_review_that_ends_on_a_resolution_closing_every_point_is_closed() -> None:
    """Real-review round 190: a review with a dated "## Resolution" section appended, each point "APPLIED",
    "RESOLVED" or "NOTED" — nothing stays open; with one point left open, the findings stand."""
    parsed = read_review(FEEDBACK, "m")
    assert parsed.items == [] and parsed.shape == "closed"
    still_open = FEEDBACK + "- PENDING (a third point): not yet done.\n"
    assert read_review(still_open, "m").items
    assert read_review(FEEDBACK.replace("## Resolution", "## Resolution notes") + "\n## Next steps\n- Ship it.\n", "m").items


QA_REPORT = """# Test Report: Phase 03 Layouts

## Components Analyzed

1. **AppLayout** (`app-layout.tsx`) - Main wrapper
9. **Index** (`index.ts`) - Component exports

## 2. ESLint Analysis

### Errors: 1

#### File: `breadcrumb.tsx`

- **Issue**: `href={item.href as any}` in Link component
- **Fix**: Use a proper type assertion

### Warnings: 1

#### File: `app-header.tsx`

- **Issue**: `sidebarCollapsed` prop defined but never used

## 6. Component Specifications

### AppLayout

- **State**: Sidebar collapse toggle
- **Behavior**: Icon-only when collapsed
"""


def test_a_qa_reports_lint_counts_head_findings_and_its_specifications_hold_none() -> None:
    """Real-review round 191: a QA subagent's report — "### Warnings: 1" over a file's warning was read as restating
    the errors above it, and the components analysed and their specifications (bold fields) were read as findings."""
    titles = [item.title for item in read_review(QA_REPORT, "m").items]
    assert titles == ["File: breadcrumb.tsx", "File: app-header.tsx"]
