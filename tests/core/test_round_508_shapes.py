"""Shapes real-review rounds 508–512 showed the parser (issue 14): an implementation analysis that describes each
module under "Responsibilities:" and "Key implementation details:" (a gap noted in passing: "Note: `x` is not present
in the schema"); a design written from the code whose facts end on a green confidence mark ("… `adapters.py:69` 🟢");
a QA rerun that passes ("Post-fix rerun note:", "**Gap quality assessment:**" ⏎ "PASSING", "| Fix | Still Working |
Evidence |" all YES); a dependency analysis whose numbered warning needs no action ("**Action:** Nenhuma"); and a bug
report listing its related documents ("**Related:**").

The texts are written for the tests, after the shapes of the rounds' reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

ANALYSIS = """# Implementation Analysis

## TypeScript Runtime

### `src/daemon.ts`

Responsibilities:

- Manages session socket/port files and PID files; cleans up on shutdown or errors.
- Optionally starts `StreamServer` when `AGENT_BROWSER_STREAM_PORT` is set (desktop only).

Key implementation details:

- Signal handlers cover SIGINT/SIGTERM/SIGHUP plus unhandled errors/rejections for cleanup.
- `allowFileAccess` adds the file-access flags. Note: `allowFileAccess` is not present in the Zod `launchSchema`, so an explicit launch strips it.

## Implementation Evaluation

### Risks and Gaps

- **ID collisions**: `gen_id` uses microsecond time modulo 1,000,000; high-frequency commands could collide.
"""

DESIGN = """# Knowledge Compilation, Technical Design

## Alternative Flows
- **Synthesis Failure**: If Ollama is down or returns an error, status moves to `FAILED`. `use_cases.py:38` 🟢

## Dependencies
- **aiofiles**: Used for non-blocking Markdown file creation. 🟢

## Risks and Gaps
- 🔴 **Vault Conflict**: No logic to handle existing files with the same name (will be overwritten).
"""

QA = """# PHASE 1B QA REPORT

Post-fix rerun note:
- The previously failing Test 5 scenario now returns `202` from generate and completes all stages.
- Send-to-Archon now returns an Archon conversation id.

#### GAP ANALYSIS QUALITY

**Checklist gaps detected:**
\tValidated across the refreshed rerun. Example outputs ranged from 10 to 14 gaps.

**Gap quality assessment:**
\tPASSING

**Missing retention gaps:**
\tNo scenario flagged a data-retention gap, although two documents describe stored transcripts.

#### PHASE 1A REGRESSION CHECK

| Fix | Still Working | Evidence |
|-----|--------------|---------|
| SW-001/002: No empty packages on parse failure | YES | Package-ready scenarios completed |
| SW-003: Deduplication working (via Qdrant now) | YES | Consolidation completed |
| SW-010: Jaeger export enabled | NO | 14 error lines in the collector log |
"""

DEPENDENCIES = """# Dependencies Analysis

## Critical Issues & Warnings

### 1. ⚠️ Version Mismatches

- **Capacitor:** CLI 8.0.1 vs Core/Platforms 7.4.4

**Risk:** Medium
**Action:** Testar compatibilidade, considerar alinhar versões

### 2. ⚠️ FFmpeg Build Warnings

- **Problem:** Não é bundleable, gera warnings
- **Solution:** Já externalizado em next.config.js

**Risk:** Low (warnings apenas, build funciona)
**Action:** Nenhuma
"""

BUG = """# Frontend login hangs on "Completing login..." when Keycloak's Postgres restarts

**Filed:** 2026-10-09, Claude (operator saw the spinner on `frontend.example.org`)
**Status:** OPEN — filed; not specified
**Priority:** P2 — login recovers on its own once the DB is back, but the page never tells the user
**Severity:** Medium
**Component:**
- `shopping-cart-frontend`: `src/pages/LoginCallback.tsx`

**Related:**
- `docs/bugs/2026-10-09-node-health-watch.md`:
  the fix there makes agent-0 restarts automatic, so this will happen more often.
- `docs/issues/2026-08-19-agent0-kubelet-proxy-instability.md`

## Root causes

### A. The callback page has no timeout (frontend)

`LoginCallback.tsx` renders the spinner until `auth.isAuthenticated` or `auth.error`. A token
exchange that hangs gives neither. The spinner then runs forever.

### B. Keycloak's only database replica sits on the unstable node (infra)

`postgres-keycloak` has one replica, no affinity, and no PodDisruptionBudget.
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_modules_description_is_no_finding_but_a_gap_it_notes_is() -> None:
    titles = _titles(ANALYSIS)
    assert len(titles) == 2, titles
    assert "allowFileAccess" in titles[0] and "ID collisions" in titles[1], titles


def test_a_fact_verified_by_its_green_mark_is_no_finding() -> None:
    titles = _titles(DESIGN)
    assert len(titles) == 1 and "Vault Conflict" in titles[0], titles


def test_a_passing_qa_rerun_keeps_only_what_still_fails() -> None:
    titles = _titles(QA)
    assert len(titles) == 2, titles
    assert "retention" in titles[0] and "Jaeger" in titles[1], titles


def test_a_numbered_warning_that_needs_no_action_is_closed() -> None:
    titles = _titles(DEPENDENCIES)
    assert len(titles) == 1 and "Version Mismatches" in titles[0], titles


def test_a_bug_reports_related_documents_are_no_findings() -> None:
    titles = _titles(BUG)
    assert len(titles) == 2 and "no timeout" in titles[0], titles


READINESS = """# PHASE 1B QA REPORT

**Date:** June 3, 2026

---

#### CONFLICT DETECTION QUALITY

**Overall conflict detection assessment:**
	PASSING

---

#### READINESS SCORE ACCURACY

| Scenario | Expected Range | Actual Score | Pass/Fail |
|----------|---------------|--------------|-----------|
| Well-specified | >= 0.80 | 0.63 | Mixed |
| Sparse requirements | <= 0.50 | 0.17 | Pass |
| Conflicts present | <= 0.70 | 0.52 | Pass |
"""


def test_a_check_of_a_scores_accuracy_keeps_the_row_that_misses_its_range() -> None:
    assert _titles(READINESS) == ["Well-specified"], _titles(READINESS)
