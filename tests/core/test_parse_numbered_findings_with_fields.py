"""Real-review rounds: an issues-and-improvement plan whose numbered findings sit under severity headings, each over a
"**Location:**" field, code and a list of its details ("### 1. Race Condition …" ⏎ "**Location:** …" ⏎ "- Line 693: …"),
some titled with words that name no section ("No Test Coverage" over "**Finding:** …", "Optional Path Validation
Missing"), then a verification plan (round 209, review 364).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

PLAN = """# Sync Tool: Issues & Improvement Plan

## Critical Issues (Must Fix)

### 1. Race Condition in Parallel Uploads
**Location:** `sync.py:336-345`

Several workers write the manifest without a lock. Inside `_upload()`:
- Line 693: `manifest.write_text()` - no locking
- Line 698: `index.write_text()` - no locking

**Fix:** Serialise the writes through one queue.

### 2. No Test Coverage
**Finding:** Zero test files in the repository.

**Fix:** Add a pytest suite for the manifest parser.

## Low Priority Issues

### 3. Optional Path Validation Missing
**Location:** `sync.py:745-746`

`cache_dir` is used without checking that it is a directory.

## Verification Plan

1. **Unit Tests:** Run `pytest tests/` with >80% coverage
2. **Concurrency Test:** Run with 8 workers on a large tree
"""


def test_numbered_findings_over_their_fields_and_details_are_one_finding_each() -> None:
    """Each numbered heading is the finding, its details no findings of their own; "No Test Coverage" over
    "**Finding:** …" is no "no findings"; "Optional …" in a title is no Low section; the verification plan holds none."""
    items = read_review(PLAN, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("Race Condition in Parallel Uploads", Severity.CRITICAL),
        ("No Test Coverage", Severity.CRITICAL),
        ("Optional Path Validation Missing", Severity.LOW),
    ]


STATUS = """## Implementation Status

| Phase | Status | Description |
|-------|--------|-------------|
| Phase 1 | **COMPLETE** | Critical: locking, test suite |
| Phase 2 | Pending | Low: path validation |

""" + PLAN + """
## Priority Implementation Order

1. **Phase 1 (Critical):** Issues #1-2 - Locking, tests
2. **Phase 2 (Low):** Issues #3-3 - Path validation
"""


def test_a_status_table_marking_a_phase_complete_closes_the_findings_that_phase_takes() -> None:
    """"| Phase 1 | **COMPLETE** |" with "Phase 1 (Critical): Issues #1-2" in the order of work: findings 1 and 2 are
    fixed, and so is that entry of the order; phase 2 is pending, its finding open."""
    titles = [item.title for item in read_review(STATUS, "m").items]
    assert "Optional Path Validation Missing" in titles
    assert not any("Race Condition" in title or "No Test Coverage" in title or "Issues #1-2" in title for title in titles)


ASSESSMENT = """# Subscriptions API Assessment

## Missing Functional Requirements & Tests

### 1. No Endpoint-Level Tests

**Location**: `test/log.test.js` only tests the `log()` function  
**Severity**: Medium

The test suite does not cover:
- Happy path: successful subscription creation
- Error paths: billing API returns 4xx/5xx, network failures

### 2. Unspecified Idempotency Behavior

**Location**: All endpoints  
**Severity**: Medium

The API offers no idempotency guarantees.
"""


def test_a_numbered_heading_over_its_own_severity_field_is_one_finding_under_any_topic() -> None:
    """"### 1. No Endpoint-Level Tests" ⏎ "**Location**: …" ⏎ "**Severity**: Medium" under a heading that names no
    findings: the heading is the finding, the cases it lists ("- Happy path: …") its detail."""
    items = read_review(ASSESSMENT, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("No Endpoint-Level Tests", Severity.HIGH), ("Unspecified Idempotency Behavior", Severity.HIGH)]
