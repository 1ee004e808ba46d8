"""Shapes real-review round 553 showed the parser (issue 14): a GPT-4.1 validation report whose numbered sections each
hold "**Findings:**" over a list of aspects — "- **Resource Organization:**", "- **Consistent Naming:**" — each over
its own statements, some problems and some fine ("No build output directories present (good).", "`src/config/` is
present, which is conventional."), then "**Priority:** Medium" ⏎ "**Remediation:**" over the fixes.

An aspect beside other aspects is no finding: each statement under it is judged, a praised aspect too; a statement
that ends on its own approval is none; "Separation of Concerns" is not a list of concerns; "No documentation
mismatches" found nothing; and the fixes under "**Remediation:**" after the findings are theirs, not new findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REVIEW = """### 2. Architectural Pattern Validation

**Findings:**
- **Separation of Concerns:**
  - `src/` (source), `test/` (tests) and `docs/` are all present and well-separated.
  - `src/cli/tui` suggests a TUI sub-architecture, but lacks documentation and is not mirrored in `test/`.
  - `.test-e2e` is nonstandard for test artifacts; its purpose and lifecycle are unclear.
- **Resource Organization:**
  - No build output directories present (good).
  - `src/config/` is present, which is conventional.
- **Consistent Naming:**
  - `src/steps/step_02_5_lib` uses underscores, which is inconsistent with the other step directories.
- **Documentation Mapping:**
  - No documentation mismatches.

**Priority:** Medium  
**Remediation:**  
- Add a short README.md to each new directory explaining its purpose.
- Ensure `.gitignore` covers every hidden artifact directory and add a cleanup policy.
"""


def titles() -> list[str]:
    return [item.title for item in read_review(REVIEW, "m").items]


def test_each_statement_under_an_aspect_is_judged_on_its_own() -> None:
    found = titles()
    assert any("src/cli/tui" in t for t in found) and any(".test-e2e is nonstandard" in t for t in found), found
    assert any("underscores" in t for t in found), found  # under a praised aspect, "**Consistent Naming:**"
    assert not any(t in ("Separation of Concerns", "Resource Organization") for t in found), found


def test_statements_that_approve_themselves_find_nothing() -> None:
    found = titles()
    assert not any("(good)" in t or "conventional" in t or "well-separated" in t or "mismatches" in t for t in found), found
    assert cues.section_kind("Separation of Concerns")[0] is not cues.Kind.CONTAINER


def test_the_fixes_under_remediation_after_the_findings_are_not_findings() -> None:
    found = titles()
    assert not any(t.startswith(("Add a short README", "Ensure")) for t in found), found
    assert len(found) == 3, found
