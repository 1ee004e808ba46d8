"""Shapes real-review round 586 showed the parser (issue 14): Claude Haiku's review in a skill eval, whose findings sit
under a bold label carrying a level — "**Code Quality: ✗ BLOCKING**" over "1. **Critical duplication** — …", "2. **Test
coverage fail** — …" — read as one finding swallowing them; and a "**Required fixes before merge:**" list after bold
findings at the top level, read as new findings rather than their fixes.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """## Review request: feature/export-formats

**Code Quality: ✗ BLOCKING**

1. **Critical duplication** — The 140-format if-chain should be one table and a single loop. This replaces 560 lines with ~15.

2. **Test coverage fail** — Author claims "2 tests passing"; only 1 test exists (`test_export_fmt0`). This is not verification.

3. **Silent failure** — If `fmt` doesn't match any block, `export()` returns an empty list with no error.

**Required fixes before merge:**
1. Refactor to a data-driven format table + single loop.
2. Add error handling for unsupported formats.
"""

FIELDS = """**Issue 1 — Severity: nit**

- **Location:** `src/export.py:12`
- **Description:** The loop variable shadows the module-level `rows`.
"""


def test_a_graded_label_over_bold_titled_points_is_their_level() -> None:
    items = parse_review(REVIEW, "m").items
    found = {item.title: item for item in items if item.role == "issue"}
    assert set(found) == {"Critical duplication", "Test coverage fail", "Silent failure"}, [(i.title, i.role) for i in items]
    assert all(item.severity is Severity.CRITICAL for item in found.values())


def test_required_fixes_after_bold_findings_restate_them() -> None:
    fixes = [item for item in parse_review(REVIEW, "m").items if item.title.startswith(("Refactor", "Add error handling"))]
    assert fixes and all(item.role == "recap" for item in fixes), [(item.title, item.role) for item in fixes]


def test_a_graded_title_over_its_fields_stays_one_finding() -> None:
    titles = [item.title for item in parse_review(FIELDS, "m").items]
    assert len(titles) == 1, titles
