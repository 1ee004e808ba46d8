"""Shapes real-review round 451 showed the parser (issue 14): an approving code-review record whose "Optional
Documents:" (the inputs it may read, not optional findings), "## Verification Evidence" (the checks it ran) and "## Agent
Handoff" (the next agent's instructions) hold no finding, while its one "### Nice To Have" point is one; and a gap
analysis whose sections are severities that say what they mean ("## Critical — Blocks Production Confidence", "##
Important — Standard MLOps Practice") over id-led gap headings, after a "What we already have:" list of what exists.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

RECORD = """# ST-0042 Code Review

## Source Documents

Reviewed Documents:

* stories/ST-0042/SPRINT_PLAN.md
* docs/ARCHITECTURE.md

Optional Documents:

* stories/ST-0042/UX_SPEC.md
* docs/PROJECT_CONTEXT.md

## Findings

```text
No issues found.
```

## Verification Evidence

Review evidence:

* Required files were checked with `test -f`.
* Inspection confirmed no app source files were modified for this story.

## Recommendations

### Must Fix

```text
None
```

### Nice To Have

* Later stories may link straight to the matching row of the screen table in `UX_SPEC.md`.

## Agent Handoff

Blocking Conditions:

- Stop if required artifacts are missing.
- Stop if UX validation fails.
"""

GAPS = """# Pipeline Gap Analysis

## Current State

What we already have:

- **Experiment tracking**: per-epoch metrics and model artifacts
- **Model versioning**: registry with one name per field

## Critical — Blocks Production Confidence

### GAP-1: No Quality Gate Between Evaluate and Register

**Problem**: The pipeline registers the model however bad its error is.

**Fix**: Fail the run above a threshold.

### GAP-2: No Data Versioning

**Problem**: Nothing records which data produced which model.

**Fix**: Log a hash of the split files.

## Important — Standard Practice

### GAP-3: No Alerting on Training Failures

**Problem**: A diverged run stops and nobody is told.

**Fix**: Notify on job failure.

## Nice to Have

### GAP-4: No Cost Tagging

**Problem**: Jobs carry no cost labels.

**Fix**: Add custom tags.
"""


def test_inputs_evidence_and_handoff_of_an_approving_record_are_no_findings() -> None:
    items = read_review(RECORD, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("Later stories may link straight to the matching row of the screen table in UX_SPEC.md", Severity.LOW)]


def test_a_severity_that_says_what_it_means_is_a_section_over_its_gaps() -> None:
    items = read_review(GAPS, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("No Quality Gate Between Evaluate and Register", Severity.CRITICAL), ("No Data Versioning", Severity.CRITICAL),
        ("No Alerting on Training Failures", Severity.HIGH), ("No Cost Tagging", Severity.LOW)]
    assert all(item.role == "issue" for item in items)


def test_a_severity_led_heading_without_sub_headings_stays_one_finding() -> None:
    text = "## Findings\n\n### HIGH — Missing index on the users table\n\nLookups scan the whole table.\n\n### LOW — Typo in the README\n\nIt says teh.\n"
    assert [item.title for item in read_review(text, "m").items] == ["Missing index on the users table", "Typo in the README"]
