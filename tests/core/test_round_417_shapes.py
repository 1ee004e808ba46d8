"""Shapes real-review round 417 showed the parser (issue 14): a REJECT whose architecture checklist answers most
checks "**N/A** — …" and which quotes a rule list from CLAUDE.md in a blockquote; a phase review whose summary
carries "**Final Review (…):** APPROVED"; a functional review closing on "## Related Documents"; an audit whose
"STALE-001" finding opens "As noted in MIN-005, …".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

CHECKLIST = """# High-Level Review: REG-12

**Status: REJECT**

## Critical Issues

### 1. **Silent Cache Failure** ❌

The cache discards write errors, so a full disk goes unnoticed until the next read fails.

## Architecture Checklist

### 1. Complexity Check
**N/A** — This is not a data flow change.

### 2. Plugin Architecture
**N/A** — This is infrastructure, not analysis.

### 3. Extensibility
**FAIL** — Current design makes it hard to:
- Add `--verbose` flag (can't control server output)
- Debug server startup issues (no output capture)

## Root Cause Policy Violation

**Quote from CLAUDE.md:**
> "CRITICAL: When behavior doesn't match project vision:
> 1. STOP immediately
> 2. Do not patch or workaround
> 3. Identify the architectural mismatch"
"""


def test_checks_that_do_not_apply_and_a_quoted_rule_list_are_no_findings() -> None:
    titles = [item.title for item in parse_review(CHECKLIST, "m").items]
    assert "Complexity Check" not in titles
    assert "Plugin Architecture" not in titles
    assert any("Extensibility" in t or "verbose" in t for t in titles)  # "**FAIL** — …": a check that failed is read
    assert not [t for t in titles if "STOP" in t or "patch" in t]
    assert any("Silent Cache Failure" in t for t in titles)


def test_a_blockquote_that_is_no_quotation_is_still_read() -> None:
    review = CHECKLIST.replace('> "CRITICAL: When behavior doesn\'t match project vision:', "> Open points:").replace(
        "> 1. STOP immediately", "> 1. The retry loop never backs off and hammers the API")
    assert any("retry loop never backs off" in item.title for item in parse_review(review, "m").items)


PHASE = """# Phase 1.1 Review — Critic

**Verdict:** ✅ **APPROVED**

## Summary

Implementation is structurally sound.

**Final Review (2026-03-31 17:08):** APPROVED

## Medium Issues (Should Fix)

### 5. **No Audit Logging for State Transitions**

State transitions (suspend, revoke) are not logged anywhere.

**Fix:** Add audit log entries for all state changes.

## Related Documents

- `/home/me/roomz/TODO.md` - Task definition
- `/home/me/roomz/analysis/config-security.md` - Security analysis
"""


def test_a_verdict_label_and_a_list_of_related_documents_are_no_findings() -> None:
    titles = [item.title for item in parse_review(PHASE, "m").items]
    assert titles == ["No Audit Logging for State Transitions"]
    assert "Final Review" in " ".join(item.title for item in parse_review(PHASE.replace("APPROVED\n\n## Medium", "no audit trail for revocations\n\n## Medium"), "m").items)


AUDIT = """# Regulatory Audit Report

## Minor Issues

### MIN-004: Resource Requirements Lack Contingency

**Issue**: Resource estimates for compute and human time have no contingency factor.

### MIN-005: Gap Closure Plan References Future Decisions

**Issue**: "Required Action: Define explicit behavior (Decision D008 pending)" — but D008 is the governance freeze, already complete.

**Required Fix**: Assign a new decision ID.

## Dead Code / Stale References Found

### STALE-001: Reference to Non-Existent "D008 pending"

As noted in MIN-005, this reference is stale. D008 already exists and is unrelated to OQ003.
"""


def test_a_finding_that_says_as_noted_in_another_finding_folds_into_it() -> None:
    items = read_review(AUDIT, "m").items
    assert [item.title for item in items] == ["Resource Requirements Lack Contingency", "Gap Closure Plan References Future Decisions"]
    assert any("STALE-001" in said or "D008 pending" in said for said in items[1].restated)
