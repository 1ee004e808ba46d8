"""Shapes real-review round 472 showed the parser (issue 14): an agent's task progress log ("# Task Progress Log") whose
phases (gathering, discovery with the risks it expects, plan, implementation) lead to the one phase that reviews the
work ("## Phase: QA Review") — only that phase is the review.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Task Progress Log

## Task ID: 003-electron-migration

---

## Phase: Discovery
**Status:** Complete

### Findings Summary
- Files identified: 62 total (13 API, 46 web, 3 shared)
- Risks identified: 8 (2 HIGH: native module compilation + worker thread in packaged app)

---

## Phase: Code (Implementation)
**Status:** Complete

- **Phase 4 Worker:** gerador.ts moved (777 lines untouched), worker.ts with own DB connection
- **Phase 7 Verification:** Zero fetch/localhost/hono references

---

## Phase: QA Review
**Status:** Complete
**Verdict:** APPROVED

### Verification Details
1. [PASS] TypeScript: 0 errors (both node and web targets)
2. [PASS] Build: electron-vite build completes successfully

### Suggestions (non-blocking)
- Consider splitting tipc.ts (741 lines) into domain handler files in future refactor
- Consider adding timeout mechanism to worker thread escalas.gerar handler
"""


def test_only_the_qa_review_phase_is_read() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2 and "splitting tipc.ts" in titles[0] and "timeout mechanism" in titles[1]
