"""Shapes real-review round 406 showed the parser (issue 14): a passing architecture audit whose "## Purpose" lists the
questions it asks, whose checks are answered "**Answer**: ✅ NO" under claim-like headings, whose "🟢 No Gaps Found in …"
sections hold nothing and whose one open point is "### ⚠️ Monitoring Recommendation" with its "**Red flags to watch**:";
and a task review whose reviewer applied every finding ("  - **Fixed**: …", "### Should Fix (Important) — 5, all
applied") after a "## User Decisions & Clarifications" section of settled questions.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

AUDIT = """# Layer Audit - Storage

## Purpose

Audit the storage layer to verify:
1. **Completeness**: Are features implemented and tested?
2. **Trust model**: Are proofs treated as untrusted?

---

## Layer Definition (From Architecture Spec)

**Characteristics**:
- Does NOT change WHAT is valid
- Proofs are acceleration, not authority

## Invariant Compliance

### Invariant 1: Lower layers never trust higher layers

**Check**: Does the storage layer trust the privacy layer?

**Answer**: ✅ NO

- The snapshot loader doesn't trust ZK proofs
- The accumulator doesn't trust channel state

## Gaps and Risks

### 🟢 No Gaps Found in Snapshots

**Status**: Production-ready, all critical bugs fixed

### ⚠️ Monitoring Recommendation

**Track**: Ensure future changes keep the layer boundaries

**Red flags to watch**:
- Shortcuts in validation that trust proofs
- Consensus rules that depend on storage features
- Storage features becoming mandatory instead of optional
"""

TASK_REVIEW = """# Task Review Report: Task 96

## User Decisions & Clarifications

### Q1 — Family registry deliverable has no home

**Decision:** *Defer to task.93, draft entry in Notes.*

**Impact:** Removed from the scope and the success criteria; the drafted entry is parked in the notes.

## 3. Implementation Plan Completeness

### Issues

#### Important
- **I-2 — Phase 2 is not a mechanical reorder for the story script.** It computes the flag from the diff result and passes it back in, so the reorder is circular.
  - **Fixed**: §3 and the plan file now carry the two-pass requirement.

- **I-5 — The PUT-count assertion machinery does not exist.** The fake records requests but nothing filters them by method.
  - **Resolved per Q2**: added as an explicit Phase 1 step.

## Summary of Recommendations

### Should Fix (Important) — 2, all applied
1. Phase 2 two-pass build documented for the story script's circular flag
2. PUT-counting machinery added as an explicit Phase 1 step

## Accepted Risks Carried Forward

- **The effort estimate is likely low.** Eight hours was set before the harness work was known to be necessary.
"""


def test_a_purpose_section_and_a_quoted_definition_hold_no_findings() -> None:
    assert cues.section_kind("Purpose")[0] is cues.Kind.SKIP
    assert cues.section_kind("Layer Definition (From Architecture Spec)")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert not any(title in ("Completeness", "Trust model", "Does NOT change WHAT is valid") for title in titles)


def test_a_check_answered_with_a_pass_holds_no_findings() -> None:
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert not any("Invariant 1" in title or "doesn't trust" in title for title in titles)


def test_no_gaps_found_is_a_pass_and_a_marked_recommendation_is_one_finding() -> None:
    assert cues.section_kind("🟢 No Gaps Found in Snapshots")[0] is cues.Kind.SKIP
    assert cues.section_kind("No risks identified")[0] is cues.Kind.SKIP
    assert cues.section_kind("⚠️ Key risks")[0] is cues.Kind.CONTAINER
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert titles == ["Monitoring Recommendation"]


def test_findings_the_reviewer_fixed_and_settled_questions_stay_closed() -> None:
    assert cues.section_kind("User Decisions & Clarifications")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(TASK_REVIEW, "m").items]
    assert titles == ["The effort estimate is likely low"]
