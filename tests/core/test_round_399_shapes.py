"""Shapes real-review round 399 showed the parser (issue 14): an implementation's issue list whose "## 1. API Mismatches
with BaseFold RAA" is told under "### Issue", "### Files Affected" and "### Fix Required", and whose later "## 3.
Non-existent Functions Called" lists call sites under "### In optimized_consensus_engine.c:" — one finding each; and a
configuration review whose fixes checklist puts its to-dos ("- [ ] Add Dapr annotations …", "- [ ] Setup monitoring
(Prometheus)", "- [ ] Configure service mesh policies") under "### Immediate (Blocking):" and "### Recommended:".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

ISSUES = """# PoS Optimization Implementation Issues

## 1. API Mismatches with BaseFold RAA

### Issue
Multiple files are calling basefold_raa functions with incorrect signatures:

- **hierarchical_vrf.c:134**: Calls `basefold_raa_prove` with 3 arguments
- **early_finality.c:395**: Same issue - calling with wrong signature

### Files Affected
- `src/hierarchical_vrf.c`
- `src/early_finality.c`

### Fix Required
Need to update all calls to match the actual basefold_raa API.

## 2. Non-existent Functions Called

### In optimized_consensus_engine.c:
- `trigger_engine_should_trigger` (line 29) - doesn't exist
- `trigger_engine_create` (line 244) - doesn't exist

### In streaming_dag_impl.c:
- `basefold_raa_verify` called with 1 arg (line 386) - needs 2 args

## 3. Thread Safety Issues

- Some shared data accessed without proper locking
- Race conditions possible in pipeline worker threads
"""


def test_a_heading_told_under_its_parts_and_the_numbered_headings_after_it_are_one_finding_each() -> None:
    titles = [item.title for item in parse_review(ISSUES, "m").items]
    assert titles == ["API Mismatches with BaseFold RAA", "Non-existent Functions Called", "Thread Safety Issues"]


CHECKLIST = """# Kubernetes Configuration Review

## 🔴 CRITICAL ISSUES

### 1. Missing Dapr Annotations ❌

**Problem**: Deployments don't have Dapr sidecar injection annotations.

## 📋 Required Fixes Checklist

### Immediate (Blocking):
- [ ] Add Dapr annotations to all deployments
- [ ] Create PostgreSQL StatefulSet
- [ ] Fix MCP server port configuration

### Recommended:
- [ ] Add namespace configuration
- [ ] Setup monitoring (Prometheus)
- [ ] Configure service mesh policies
- [ ] Add pod disruption budgets
"""


def test_to_dos_under_a_checklist_heading_are_points_of_their_own() -> None:
    titles = [item.title for item in read_review(CHECKLIST, "m").items]
    assert "Immediate" not in titles and "Recommended" not in titles
    assert "Create PostgreSQL StatefulSet" in titles
    assert "Setup monitoring (Prometheus)" in titles and "Configure service mesh policies" in titles
