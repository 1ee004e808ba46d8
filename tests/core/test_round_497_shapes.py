"""Shapes real-review round 497 showed the parser (issue 14): a codebase analysis that opens on its header fields
("**Analysis Date:** January 2025", "**Codebase:** …", "**Status:** CRITICAL - …") and closes on "## **🔍 ANALYSIS
METHODOLOGY**" — the review's own metadata and method, no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.asides import is_metadata
from xreview.core.cues import Kind, section_kind
from xreview.core.parse import read_review

REVIEW = """# **COMPLETE CODEBASE ANALYSIS - ALL PROBLEMS IDENTIFIED** 🔍

**Analysis Date:** January 2025
**Codebase:** Ancient Loot Box (3,326 lines of script.js)
**Status:** CRITICAL - Multiple tab-crashing bugs identified

---

## **🚨 CRITICAL PROBLEMS (Causing Tab Crashes)**

### **1. Memory Leak in Spinning Animation**
**Location:** Lines 1733-2025 in script.js
**Severity:** CRITICAL
**Impact:** Exponential memory growth leading to tab crashes

## **🔍 ANALYSIS METHODOLOGY**

This analysis was conducted by:
1. Reading the complete codebase (3,326 lines + supporting files)
2. Tracing execution paths for reported crash scenarios
3. Identifying memory leak patterns and performance bottlenecks
"""


def test_the_analysis_header_and_its_methodology_hold_no_finding() -> None:
    assert is_metadata("**Analysis Date:** January 2025") and is_metadata("**Codebase:** Ancient Loot Box")
    assert section_kind("**🔍 ANALYSIS METHODOLOGY**")[0] is Kind.SKIP
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Memory Leak in Spinning Animation"], titles
