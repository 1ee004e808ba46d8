"""Shapes real-review rounds 517–518 showed the parser (issue 14): a security audit's low/informational table whose
status column accepts a point ("| … | Accepted (needed for base64) |") beside points left open ("Roadmap item",
"Review"); and a test report listing what a mode offers ("- No compilation overhead").

The texts are written for the tests, after the shapes of the rounds' reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Security & Vulnerability Audit Report

## 6. Low / Informational

| # | Finding | Status |
|---|---------|--------|
| 1 | Global `express.json({ limit: "50mb" })` — large payloads; bounded per-upload now. | Accepted (needed for base64) |
| 2 | No account email-verification / recovery / 2FA. | Roadmap item |
| 3 | Care-circle `getVisit` fallback logic is confusing; verify sharing semantics in a future audit. | Review |
| 5 | Mobile logs removed for PII; keep device logs free of emails/health data in future. | Done |
"""

MODES = """# Diagnostics Testing - Completion Report

## Testing in 3 Modes

### Mode 1: Interpreter (Default)
- Fastest feedback
- No compilation overhead
- Full debugging available

## Test Quality Assessment

### Areas for Improvement

- **Stress tests** - Large inputs are not tested anywhere in the suite.
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_row_its_status_accepts_is_no_finding() -> None:
    titles = _titles(AUDIT)
    assert len(titles) == 2, titles
    assert "2FA" in titles[0] and "getVisit" in titles[1], titles


def test_no_overhead_is_what_a_mode_offers_not_a_finding() -> None:
    titles = _titles(MODES)
    assert titles == ["Stress tests"], titles


MARKED_LINES = """# Test Quality Assessment

### Areas for Improvement

🟡 **Performance tests** - Need actual benchmarking code
🟡 **Memory** - No leak detection tests
🟡 **Concurrency** - No parallel execution tests
"""


def test_marked_lines_of_one_paragraph_are_a_point_each_even_one_word_labels() -> None:
    assert _titles(MARKED_LINES) == ["Performance tests", "Memory", "Concurrency"], _titles(MARKED_LINES)


WORKFLOWS = """# GitHub Workflow Security & Quality Analysis

## Detailed Findings

### 5. Jules Scheduler (`jules_scheduler.yml`)

#### 🔴 Issue #12: CRITICAL - Unpinned External Code Execution
**Severity:** CRITICAL
**Impact:** Supply chain attack vector - malicious code could be executed

### 6. PR Conflict Labeler (`pr-conflict-label.yml`)

#### 🔴 Issue #14: CRITICAL - Unsafe pull_request_target Usage
**Severity:** CRITICAL
**Impact:** Could auto-update malicious fork branches into base repository

### 7. Docs Pages (`docs-pages.yml`)

#### 🟡 Issue #16: Supply Chain Risk - Unpinned NPM Packages
**Severity:** Medium
**Impact:** Could download compromised packages

## Security Best Practices for GitHub Workflows

### General Guidelines

1. **Principle of Least Privilege**
   - Use minimal permissions for each job
   - Explicitly declare permissions in workflow file

2. **Input Validation**
   - Sanitize all user inputs (PR titles, descriptions, comments)
"""


def test_a_component_section_named_with_a_problem_word_is_no_group_of_findings() -> None:
    items = read_review(WORKFLOWS, "m").items
    assert [item.role for item in items] == ["issue", "issue", "issue"], [(item.title, item.role) for item in items]


def test_general_best_practices_are_no_findings() -> None:
    titles = _titles(WORKFLOWS)
    assert not any("Least Privilege" in t or "Input Validation" in t for t in titles), titles
