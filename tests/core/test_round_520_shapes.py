"""Shapes real-review round 520 showed the parser (issue 14): a verification report that opens on a status table
("| ⚠️ CHECK 2 | Procedure Signature | **FAIL** | Low |") under its overview, then restates each failing check as
"### Issue 1: CHECK 2 - Procedure Signature (FAILED)"; praise under "### What Worked Extremely Well" and "### Best
Practices Established" inside "## Key Findings & Insights"; and an appendix of the files it generated, with
"**Summary Files** (2):" among them.

The texts are written for the tests, after the shapes of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Stored Procedure Recreation - Verification Analysis Report

## 📊 Verification Results Overview

### Critical Verification Status

| Check | Description | Status | Impact |
|-------|-------------|--------|--------|
| ✅ CHECK 1 | Procedure Exists | **PASS** | Critical |
| ⚠️ CHECK 2 | Procedure Signature | **FAIL** | Low |
| ✅ CHECK 3 | Most Recent Execution | **PASS** | Critical |
| ⚠️ CHECK 9 | Performance Metrics | **PARTIAL** | Low |

---

## ⚠️ Non-Critical Issues

### Issue 1: CHECK 2 - Procedure Signature (FAILED)

**Error**: SQL compilation error: invalid identifier '"language"'

**Recommendation**: Update the verification script to remove quotes from column names in CHECK 2

### Issue 2: CHECK 9 - Performance Metrics (PARTIAL FAILURE)

**Error**: SQL compilation error: syntax error at position 0 unexpected 'UNION'

**Recommendation**: Simplify the CHECK 9 query or execute it as a single statement
"""

INSIGHTS = """# Verification Analysis Report

## 🎓 Key Findings & Insights

### What Worked Extremely Well

1. **Automated Verification Process**
   - The runner parsed and executed 10 checks
   - Generated 40+ CSV/JSON files automatically

2. **Service Detection Logic**
   - Successfully identified all 20 services

### Areas for Improvement

1. **Python SQL Parser Limitations**
   - Cannot parse stored procedures with dollar-quote delimiters

### Best Practices Established

1. **Always Use SSO Authentication**
   - Eliminates password management

2. **Test Before Deployment**
   - The test script validated the logic first

---

## 📎 Appendix: Verification Files Generated

**Summary Files** (2):
- verification_summary.json (15 KB)
- verification_summary.csv (5.7 KB)

**CHECK Result Files** (40):
- 4 SETUP queries (CSV + JSON)
- 0 CHECK 2 queries (failed, no output)
- 1 CHECK 9 query (CSV + JSON, second query failed)

**Total Files**: 43 files (1 report + 2 summaries + 40 result files)
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_status_table_before_any_finding_states_its_failing_checks_first() -> None:
    items = read_review(REPORT, "m").items
    assert [item.title for item in items] == ["Procedure Signature", "Performance Metrics"], [item.title for item in items]
    assert all(len(item.restated) == 1 for item in items), [item.restated for item in items]  # each issue section folds into its row


def test_praise_best_practices_and_generated_files_are_no_findings() -> None:
    assert _titles(INSIGHTS) == ["Python SQL Parser Limitations"], _titles(INSIGHTS)
