"""Gemini, Codex and Cursor on two plans (round 99): Gemini tags a concern "[LOW]" and softens it with praise ("While
thorough, this may be time-consuming"); Codex opens on "## Overall", a paragraph naming its biggest finding again;
Cursor's suggestions, after its table of concerns, are grouped under "**Plan A**" and "**Plan B**", one restating each
concern and some new ("Consider emitting the audit table as a machine-readable block"). At first the tagged concern
was lost as praise, the overall paragraph and every grouped suggestion stood as findings of their own, and
"machine-readable" read as praise. A concern tagged by its level is a finding whatever praise it holds; "Overall"
names a summary; suggestions grouped by plan are paired with the concerns as ungrouped ones are; "machine-readable" is
no praise.

The texts are written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

GEMINI = """### 3. Concerns
*   **Task 3 Verify Command (Plan B):** [LOW] The verification command runs the *entire* test suite. While thorough, this may be time-consuming in the final task.
*   **Card Vertical Padding (Plan B):** [LOW] The `py-6` on `Card` leaves a 24px gap above the first full-bleed row.
"""

CODEX = """## Overall

Both plans are well-scoped and mostly achieve the phase goals. The biggest recurring issue is metadata/gate inconsistency: both plans
require creating a `17-0x-SUMMARY.md` file but omit that file from `files_modified`, while also asserting no files outside
`files_modified` may change. Plan B also overclaims existing ARIA test coverage.

## Plan A

### Concerns

- **HIGH:** `files_modified` omits `17-01-SUMMARY.md`, but the output requires creating it; the plan's own gate would fail.
- **MEDIUM:** DOCS-07 verification does not assert `n == 15` summaries.
"""

CURSOR = """## 3. Concerns

| Severity | Plan | Concern |
|----------|------|---------|
| **HIGH** | B | **ARIA verification claim is overstated.** No test asserts `getByRole('dialog')` or `aria-labelledby`. |
| **MEDIUM** | A | **DOCS-06 body/frontmatter drift.** The body keeps `**Status:** resolved` while the frontmatter says `retrospective`. |

## 4. Suggestions

**Plan A**
- **DOCS-06:** Sync the body `**Status:**` with the frontmatter `retrospective` status, or document the exception.
- **DOCS-07:** Consider emitting the 15-file audit table as a machine-readable block in SUMMARY.

**Plan B**
- **D-05 ARIA:** Add a test asserting `getByRole('dialog')` and `aria-labelledby` when the promote dialog opens.
"""


def test_a_concern_tagged_by_its_level_is_a_finding_whatever_praise_it_holds() -> None:
    assert [i.title for i in read_review(GEMINI, "m").items] == ["Task 3 Verify Command (Plan B)", "Card Vertical Padding (Plan B)"]


def test_an_overall_paragraph_is_no_finding_of_its_own() -> None:
    titles = [i.title for i in read_review(CODEX, "m").items]
    assert titles == ["files_modified omits 17-01-SUMMARY.md, but the output requires creating it; the plan's own gate would fail",
                      "DOCS-07 verification does not assert n == 15 summaries"]


def test_suggestions_grouped_by_plan_pair_with_the_concerns() -> None:
    items = read_review(CURSOR, "m").items
    assert [i.title for i in items] == ["ARIA verification claim is overstated", "DOCS-06 body/frontmatter drift",
                                       "Consider emitting the 15-file audit table as a machine-readable block in SUMMARY"]
    assert any("getByRole('dialog')" in said for said in items[0].restated)


def test_machine_readable_is_no_praise() -> None:
    assert not cues.is_praise("**DOCS-07:** Consider emitting the audit table as a machine-readable block.")
    assert cues.is_praise("The code is readable and idiomatic.")
