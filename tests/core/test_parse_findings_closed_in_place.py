"""Real-review rounds: an analysis whose findings each carry their outcome — "✅ FIXED" or "✅ CLARIFIED (…)" on the
heading, "**Action:** No fix needed (…)" at the end — and a summary that counts them (round 201, review 356).

The texts are written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core.asides import is_tally
from xreview.core.parse import parse_review, read_review

CLOSED_IN_PLACE = """# Consistency Analysis

**Status:** Issues identified and fixes applied

## Critical Issues

### 1. Retry Limit Contradiction ✅ CLARIFIED (Not a Contradiction)

**Issue:** The overview caps retries at 3, the client section allows 5.

**Analysis:** The client section explicitly supersedes the overview for idempotent calls.

---

### 2. Wrong Section Reference ✅ FIXED

**Issue:** The cache chapter points to "Section 9" for eviction, which is about logging.

**Fix applied:** Changed the reference to Section 7.

## Minor Issues

### 3. Diagram Legend Missing

**Issue:** The sequence diagram has no legend for its dashed arrows.

**Action:** No fix needed (the diagram is not written yet).

### 4. Timeout Units Unclear

**Issue:** The timeout table mixes seconds and milliseconds without saying so.

## Summary

**Total issues identified:** 4
**Issues fixed:** 1
**Issues clarified (no fix needed):** 2
"""


def test_a_heading_marked_fixed_or_clarified_closes_its_labeled_parts() -> None:
    """"### 2. … ✅ FIXED" ⏎ "**Issue:** …" ⏎ "**Fix applied:** …" is one finding, closed: its "**Issue:**" paragraph is
    no finding of its own; a finding ending "No fix needed (…)." is withdrawn; the summary's counts are no finding."""
    items = read_review(CLOSED_IN_PLACE, "m").items
    assert [item.title for item in items] == ["Timeout Units Unclear"]


def test_a_review_whose_every_finding_is_closed_in_place_reads_closed() -> None:
    closed = CLOSED_IN_PLACE.replace("### 4. Timeout Units Unclear", "### 4. Timeout Units Unclear ✅ FIXED")
    parsed = parse_review(closed)
    assert (parsed.items, parsed.shape) == ([], "closed")


def test_a_tally_on_several_lines_counts_each_line() -> None:
    assert is_tally("**Total issues identified:** 8\n**Issues fixed:** 5\n**Issues clarified (no fix needed):** 3")
    assert not is_tally("**Total issues identified:** 8\n**Retry limit:** the overview and the client disagree")


REVIEW_LOG = """# review-log — config-cleanup

## Round 1 — tasks.md — reviewer, 2026-07-13

**Verdict:** NEEDS REVISION (zero 🔴).

### 🟡 (all three addressed pre-freeze)
1. **T17 validate step is vacuous.** → T17 rewritten: the vacuous validate dropped; the gate is `check.sh` only.
2. **T12 under-specified.** → Added the two invariants that must survive the de-dup.

## Verify — 2026-07-13

- **Self-review:** PASS. No defects.
- **Security gate:** not triggered (no auth or data surface).
- **Post-verify structural fix (disclosed):** the SHALL moved to the first line — purely structural.
"""


def test_a_verify_section_of_a_review_log_holds_no_findings() -> None:
    """"## Verify — <date>" records the checks run after the fixes: its labeled bullets are no findings (nor are the
    findings each answered "→ …")."""
    assert read_review(REVIEW_LOG, "m").items == []


EDGE_CASES = """# Edge Case Review — sdk

**Status:** ✅ Todos os 2 incorporados ao plano.

## MUST FIX

### EC-1: Pre-push hook bloqueia Node antigo sem mensagem útil
- **Task afetada:** T0.1
- **Impacto:** Contributors perdem tempo descobrindo a causa.
- **Fix aplicado:** T0.1 agora exige uma mensagem antes do `exit 1`.

### EC-2: Quota exhaustion durante dogfood
- **Risco aceito:** o smoke-test gasta menos de 1k tokens.
- **Doc aplicado:** Phase 6 ganhou uma nota de quota.

## Resumo

| Task | Edges | MUST FIX | Status |
|------|-------|----------|--------|
| T0.1 | 1 | 1 (EC-1) | ✅ Aplicado |
| T0.2 | 0 | 0 | — |
"""


def test_findings_with_their_fix_applied_in_portuguese_are_closed() -> None:
    """"- **Fix aplicado:** …", "- **Risco aceito:** …" close a finding; a summary row that is only counts is none."""
    parsed = parse_review(EDGE_CASES)
    assert (parsed.items, parsed.shape) == ([], "closed")
