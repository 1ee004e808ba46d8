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
