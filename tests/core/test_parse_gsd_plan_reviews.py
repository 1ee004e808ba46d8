"""Real-review round 311 (review 470): a GSD cross-AI plan review — Codex's concerns tagged in code marks
("- `HIGH` — PKG-01 not guaranteed. …"), its "### Overall View (Codex)" naming the two changes to make, and
Gemini's section recording that its run failed ("**Status: FAILED** — … unusable as a peer review").

The level in code marks is read; an ID that is the sentence's subject ("PKG-01 not guaranteed") stays in the
title; the overall view restates the concerns; a reviewer's failed run is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Phase 9 — Cross-AI Plan Reviews

## Reviewer: Codex

### Plan 09-01: Release workflow

**Concerns**

- `HIGH` — PKG-01 not guaranteed. The plan never mentions the WebView runtime, so a clean Windows machine cannot start the app.
- `LOW` — `npm install` is weaker than `npm ci` when a lock file exists.

### Overall View (Codex)

The plan is close but not complete. Two changes before execution:

1. **Bundle the WebView runtime on Windows** — or the app cannot start on a clean machine
2. **Use `npm ci` in the workflow instead of `npm install`**

---

## Reviewer: Gemini

**Status: FAILED** — Gemini CLI misinterpreted the review prompt as execution instructions. Output (701 bytes) is unusable as a peer review.
"""


def test_levels_in_code_marks_are_read_and_a_subject_id_stays() -> None:
    items = read_review(REVIEW, "m").items
    assert items[0].title == "PKG-01 not guaranteed"
    assert [item.severity for item in items[:2]] == [Severity.HIGH, Severity.LOW]


def test_the_overall_view_restates_and_a_failed_run_is_no_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 2
    assert all(item.restated for item in items)
