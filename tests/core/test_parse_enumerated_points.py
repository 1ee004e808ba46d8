"""Enumerated points whose titles carry a container word, and short points led by an ID (issue 14, round 7).

The texts are written for the test, after the shapes of two CLI reviews of one design (Gemini's numbered
headings with **Severity:**/**Evidence:** fields, Claude's bold "M-1: …" / "n-1: …" points under severity
headings)."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_numbered_heading_naming_failure_modes_is_a_point_not_a_section_of_its_fields() -> None:
    text = """### Findings

#### 1. Incomplete Verification of Failure Modes in Acceptance Checklist
**Severity:** MAJOR
**Evidence:** The contract defines five failure modes; the checklist covers two of them.

#### 2. Ambiguity in Fallback Application
**Severity:** MINOR
**Evidence:** It is unclear whether the fallback text applies to each critique entry.

### Final Verdict

**PASS WITH COMMENTS**
"""
    assert items(text) == [("Incomplete Verification of Failure Modes in Acceptance Checklist", Severity.HIGH),
                           ("Ambiguity in Fallback Application", Severity.LOW)]


def test_a_bold_point_whose_title_opens_with_a_container_word_but_states_a_problem() -> None:
    text = """## Findings

### MINOR

**m1 — ADR alternatives section has a grammatical issue**

> "Rejected due weak auditability."

**m2 — Failure Mode #5 semantics are ambiguous for structured outputs**

The contract states:

> "Retrieval empty set -> artifacts degrade gracefully."

Does an empty retrieval produce an empty concept map or a sentinel node?
"""
    assert [title for title, _ in items(text)] == ["ADR alternatives section has a grammatical issue",
                                                   "Failure Mode #5 semantics are ambiguous for structured outputs"]


def test_a_short_point_led_by_its_id_is_a_point_and_numbered_sections_stay_sections() -> None:
    text = """## Findings

### NIT

**n-1: Checklist version string**

The checklist uses a quoted version string; earlier checklists may not.

**n-2: Observability counters omit the critique**

No counter for critique entries.

### 3. Suggestions for Improvement (Based on 2025 Best Practices)

1.  **Refine the session wrapper for true chat emulation:**
    *   The current design of concatenating history into one string is inefficient.
"""
    assert [title for title, _ in items(text)] == ["Checklist version string", "Observability counters omit the critique",
                                                   "Refine the session wrapper for true chat emulation"]
