"""Shapes real-review round 68 showed the parser (issue 14): a security audit's final report — "### ✅ 1. … - PASS"
and "### 🟡 2. Memory Leaks of Private Keys - MEDIUM" headings (the severity after a dash), each finding with
"**Mitigation Already in Place**:" and "**Recommendations**:" parts, and a summary whose "### Immediate (High
Priority)" says "**None** - No critical or high-severity issues found." At first the medium findings were split into
their recommendations and the empty priority came out as a finding.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REPORT = """# Security Audit - Final Report

## Detailed Findings

### ✅ 1. Plaintext Key Exposure - PASS

**Status**: No vulnerabilities found

### 🟡 2. Memory Leaks of Private Keys - MEDIUM

**Status**: Dart platform limitation

**Issue**: Dart strings are immutable, preventing complete memory clearing of mnemonics.

**Mitigation Already in Place**:

- ✅ Private keys (Uint8List) properly cleared
- ✅ Auto-lock after inactivity

**Recommendations**:

1. Document Dart string immutability limitation
2. Consider using Uint8List for mnemonic storage throughout

## Summary of Recommendations

### Immediate (High Priority)

**None** - No critical or high-severity issues found.
"""


def test_an_audit_finding_keeps_its_parts_and_an_empty_priority_holds_none() -> None:
    items = read_review(REPORT, "m").items
    assert [(i.title, i.severity) for i in items] == [("Memory Leaks of Private Keys", Severity.HIGH)]


def test_a_severity_after_a_dash_ends_a_title() -> None:
    tags = read_tags("🟡 7. Logging Sensitive Data - MEDIUM")
    assert tags.severity is Severity.HIGH and tags.rest == "🟡 7. Logging Sensitive Data"
    assert read_tags("Retry loop - see the plan").severity is None
