"""Shapes real-review round 349 showed the parser (issue 14): a Copilot CLI harness's review graded "[SEV-1]" to
"[SEV-3]" with a "## Proposed Tests" list that names the findings again; a codebase review whose finding says the
schema "still enforces" something (not the French "forces", strengths); a systematic review titled "… Review +
Suggested Improvements" over sections of its own; a QA agent's test-case tables ("| # | Cenário | … | Status |")
with PARTIAL and FAIL rows, keycap-numbered issue headings over "- **Blocker:** NO" fields, each naming its row
("(Test #6)").

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

SEV_GRADED = """# Review Findings

## Findings (ordered by severity)

### [SEV-1] Default assignment operators bypass GC coordination lock

- **Location:** `vector.h:109-113`
- **Why this is a problem:** Both `operator=(const vector&)` and `operator=(vector&&)` are `= default`: the copy or move may reallocate the buffer without a lock while the GC marks the vector, so the GC reads freed memory (use-after-free).
- **C++20-specific note:** The `= default` is convenient but hides the missing lock.
- **Suggested fix:** Take the pool's lock in both operators.

---

### [SEV-2] `reserve()` not overridden — GC can iterate during reallocation

- **Location:** Entire class (missing override)
- **Why this is a problem:** `std::vector::reserve()` may reallocate the internal buffer; a concurrent GC mark phase iterates the container's old buffer (freed memory). Expected failure: ASan heap-use-after-free.
- **C++20-specific note:** N/A
- **Suggested fix:** Override `reserve()` with the same locking pattern.

---

### [SEV-3] Incorrect `\\file` path in Doxygen header

- **Location:** Line 11
- **Suggested fix:** Change the path to the atermpp one.

## Proposed Tests

- [ ] `parallel_vector_assignment`: Exercise copy/move assignment of `atermpp::vector` concurrently with GC collection. Expected signal: TSan data race report or ASan heap-use-after-free on vector internals during assignment.
- [ ] `parallel_vector_reserve`: Call `reserve()` with increasing capacities concurrently with GC. Expected signal: ASan heap-use-after-free as GC reads stale buffer.
"""


def test_sev_grades_head_findings_and_proposed_tests_restate_them() -> None:
    items = read_review(SEV_GRADED, "copilot").items
    assert [item.title for item in items[:3]] == [
        "Default assignment operators bypass GC coordination lock",
        "reserve() not overridden — GC can iterate during reallocation",
        "Incorrect \\file path in Doxygen header",
    ]
    assert [item.severity for item in items[:3]] == [Severity.CRITICAL, Severity.HIGH, Severity.HIGH]
    assert "Proposed Tests" not in [item.title for item in items]  # its tests are entries of a summary, not one finding
    assert any("parallel_vector_reserve" in text for text in items[1].restated)


ENFORCES = """# Codebase Review

## Findings (ordered by severity)

## P0 (Critical)

### 1) Per-media singleton HLS sessions cause cross-client interference

**Why this hurts**
- Two clients watching the same media can affect each other's session lifecycle.

### 16) Multi-user playback progress schema still enforces global-per-media uniqueness

**Why this hurts**
- The schema still enforces one `playback_progress` row per media item globally.

**Recommendation**
- Migrate `playback_progress` to strict `(user_id, media_item_id)` uniqueness only.
"""


def test_a_finding_that_still_enforces_something_is_no_list_of_strengths() -> None:
    titles = [item.title for item in parse_review(ENFORCES, "agent").items]
    assert titles == ["Per-media singleton HLS sessions cause cross-client interference",
                      "Multi-user playback progress schema still enforces global-per-media uniqueness"]


TITLED = """# Sigma-7 Systematic Review + Suggested Improvements

## Scope and method
- Reviewed student templates, validators and engine hooks for every level.
- Ran required validators and smoke tests.

## Tests executed (required by request)
- Level A: FAIL (Player __init__ missing args)
- Level H: encounter fallback + quit flow OK (one failed run attempt, then escaped).

## Current no-code levels
- Level I is the final playthrough, with no code to write.

## Findings (ordered by severity)

### High
- The Level H validator crashes on a save file without a player type.

### Medium
- Automated smoke runs require scripted input for name/class and encounter choice (handled in this pass).

## OOP principle coverage (current vs gaps)

| Principle | Current coverage | Gap / risk | Status (this pass) |
|---|---|---|---|
| Encapsulation | Inventory uses `_items` | Access modifiers not explained explicitly | Implemented in Preflight HTML + Level C HTML. |
| Overriding | Required in Level B | B3.2.2 requires polymorphism and overriding | Implemented and enforced in Level B. |

## Suggested improvements (current status)

### Optional next steps (low risk)
- **Encounter flavor hook (Level G):** Add optional battle_cry() override with safe fallback to show polymorphism in combat.
"""


def test_a_review_titled_with_its_suggested_improvements_is_a_title_not_a_list() -> None:
    """Its scope and the tests it ran are about the review; a point handled in this pass and a gap whose status
    says it was implemented are closed."""
    titles = [item.title for item in read_review(TITLED, "agent").items]
    assert titles[-2:] == ["The Level H validator crashes on a save file without a player type", "Encounter flavor hook (Level G)"]
    assert not {"Scope and method", "Tests executed (required by request)", "Current no-code levels"} & set(titles)
    assert not any("scripted input" in title or "Access modifiers" in title or "B3.2.2" in title for title in titles)


QA_REPORT = """# STY-051: QA Execution Report

## Manual Test Cases Execution

### Desktop Tests (1024px+)

| # | Cenário | Passos | Esperado | Status | Observação |
|---|---------|--------|----------|--------|-----------|
| **5** | Tab + Keyboard | Press Enter | Seção expande | ✅ PASS | Keyboard support via aria-expanded |
| **6** | Seção auto-expand | Nav para /accounts | "Orçamento" auto-expandido | ⚠️ PARTIAL | auto-expand não implementado |
| **7** | Refresh mantém state | F5 refresh | State persiste | ❌ FAIL | useState não persiste após F5 (por design - conforme spec) |

## Issues Found

### NON-BLOCKER Issues

#### 2️⃣ MISSING AUTO-EXPAND LOGIC (Test #6)
- **Severity:** MEDIUM
- **Issue:** A seção "Orçamento" não expande automaticamente
- **Recommendation:** Usar hasActiveChild para auto-expand no inicial render
- **Blocker:** NO - QoL feature, não especificado como must-have no AC

#### 3️⃣ FOCUS RING CSS (Test #15)
- **Severity:** LOW
- **Location:** renderNavItem + renderExpandableSection
- **Issue:** Sem focus ring visível explícito no Tab navigation
- **Recommendation:** Adicionar focus:ring-2 focus:ring-blue-500 classes
- **Blocker:** NO - Acessibilidade funciona, mas poderia melhorar UX
"""


def test_a_test_run_table_keycap_headings_and_their_rows() -> None:
    raw = parse_review(QA_REPORT, "quinn").items
    assert [item.title for item in raw][:1] == ["Seção auto-expand"]  # PASS and "(por design)" rows are no findings
    assert "FOCUS RING CSS (Test #15)" in [item.title for item in raw]  # a heading over fields, keycap read as its number
    items = read_review(QA_REPORT, "quinn").items
    assert [item.title for item in items] == ["Seção auto-expand", "FOCUS RING CSS (Test #15)"]  # "(Test #6)" names row 6
    assert any("MISSING AUTO-EXPAND LOGIC" in text for text in items[0].restated)
