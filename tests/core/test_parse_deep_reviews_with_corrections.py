"""Real-review rounds: an orchestrator's deep review of a subsystem — a stage-by-stage status table whose one passing
row says "WORKS" and whose others fail in words of their own ("SOFT, starved", "DORMANT"), numbered hard defects, a
"Critique of the design itself" in bullets, and "Corrections applied in this batch" that close some of the defects by
their code names or their whole titles (round 230, review 385).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.cues import Kind, is_praise, section_kind
from xreview.core.parse import read_review

REVIEW = """# DEEP REVIEW — Sync Protocol

## Stage-by-stage runtime status
| Stage | Status | Evidence |
|---|---|---|
| 1 Intake | SOFT, starved | only mechanism = injected rule text; 1 row ever |
| 2 Record | WORKS | store tested; the row is well-formed |
| 3 Consult | SOFT | injected rule text; `pickPlan()` best-match API has zero production callers |
| Shadow eval | DORMANT | start is manual-only; its result is never surfaced |

## Hard defects found
1. **flushWindows starved**: same try-block as the spawn — any throw skips window expiry too.
2. **Hooks ignored**: all rules inject into every prompt, whatever phase they name.
3. **Inert proposal types**: the enum admits two types whose approval does nothing.

## Critique of the design itself
- Three divergent copies of the CLI exist — the installer initializes via the oldest one.

## Corrections applied in this batch (mechanical, high-confidence)
A. flushWindows moved out of the spawn try-block — window expiry survives spawn failures.
B. putProposal rejects the two inert proposal types loudly until apply logic exists.
"""


def test_a_status_table_failing_in_its_own_words_holds_findings_and_corrections_close_the_defects_they_name() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["1 Intake", "3 Consult", "Shadow eval", "Hooks ignored", "Three divergent copies of the CLI exist"]


def test_a_value_in_a_compliance_table_of_passes_is_no_failed_check() -> None:
    table = """## Compliance Check

| Criterion | Status | Notes |
|-----------|--------|-------|
| Plan length | 622 lines | Exceeds the standard, justified by review integration |
| Single focus | Pass | Deployment only |
| Clear stages | Pass | 7 stages with estimates |
"""
    assert read_review(table, "m").items == []


def test_a_critique_of_something_heads_findings_but_a_detailed_critique_is_a_topic() -> None:
    assert section_kind("Critique of the design itself")[0] is Kind.CONTAINER
    assert section_kind("3. Detailed Code Critique")[0] is Kind.TOPIC
    assert section_kind("Corrections applied in this batch (mechanical)")[0] is Kind.SKIP


def test_a_praise_word_inside_a_hyphenated_name_is_no_praise() -> None:
    assert not is_praise("3 Consult SOFT injected rule text; `pickPlan()` best-match API has zero production callers")
    assert is_praise("The output format matches the spec.")
