"""Shapes real-review round 489 showed the parser (issue 14): a readiness assessment whose numbered component sections
open on a status sub-heading ("## 3. API Stability" ⏎ "### Status: ⚠️ UNKNOWN" ⏎ "**Evidence:**" ⏎ its list ⏎
"**Gaps:**" ⏎ its list …) — each section one finding, its lists its parts, and one whose status passes none — then
restates them under "## Release Impact" in priority groups whose headings carry the level ("### Can Move to V1.1
(P2)" over "1. **SDK Documentation**" ⏎ "- Impact: Medium" …), and lists where it looked under "## Evidence
References".

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.asides import failed_fields
from xreview.core.parse import read_review

REVIEW = """# SDK Readiness Report

## 1. SDK Existence

### Status: ❌ MISSING

**Evidence:**
- No `platform/sdk/` package found
- No `sdk/` directory found

**Gaps:**
- No SDK package
- No SDK distribution mechanism

**Recommendation:**
- Create SDK package

## 2. Kernel Interfaces

### Status: ✅ COMPLETE

**Evidence:**
- Every kernel has an api/ package

## 3. API Stability

### Status: ⚠️ UNKNOWN

**Findings:**
- No evidence of API versioning
- No evidence of deprecation policy

**Gaps:**
- No stability guarantees
- No change management

## 4. SDK Documentation

### Status: ❌ MISSING

**Findings:**
- No getting started guide
- No API reference

## Release Impact

### Blockers (P0)
1. **SDK Does Not Exist**
   - Impact: Critical
   - Resolution: Create SDK package and implementation

### Can Move to V1.1 (P2)
1. **API Stability Guarantees**
   - Impact: Medium
   - Resolution: Define stability policy and guarantees

2. **SDK Documentation**
   - Impact: Medium
   - Resolution: Create SDK documentation

## Evidence References

**SDK Search:**
- No `platform/sdk/` package found
- No SDK-related files found
"""


def _titles() -> list[str]:
    return [item.title for item in read_review(REVIEW, "m").items]


def test_a_section_opening_on_a_failed_status_heading_is_one_finding() -> None:
    assert failed_fields("### Status: ⚠️ PARTIAL") and failed_fields("Status: ❌ MISSING") and not failed_fields("### Status: ✅ COMPLETE")
    titles = _titles()
    assert titles[:3] == ["SDK Existence", "API Stability", "SDK Documentation"], titles


def test_a_priority_group_and_the_evidence_references_restate_or_hold_nothing() -> None:
    titles = _titles()
    assert len(titles) == 3, titles
    assert not any("V1.1" in t or "Kernel" in t or "platform/sdk" in t for t in titles), titles
