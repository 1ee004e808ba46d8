"""Shapes real-review round 178 showed the parser (issue 14): a multi-persona gate re-review of a PRD — dimension
tables whose every verdict is PASS, a tally ("**L1 Totals**: 25 PASS, 0 WARN, 0 BLOCK"), a mandatory devil's-advocate
section headed "(Mandatory -- All PASS Scenario)" that holds "### New Finding #N: …" headings, hypothetical scenarios
("**Scenario 1: "What if …?"**") answered either with a risk or with "No issue.", and a final verdict whose
"### Improvement Suggestions (carried forward + new)" restate the findings and add one. Nothing was read at first:
the pass in the heading's aside skipped the findings, and the verdict's new suggestion was taken for an echo.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

REREVIEW = """# Phase GS Gate 1 v2 -- Party Review Report (Re-review)

## L1 Dimension Review

| Dim | Verdict | Explanation |
|-----|:-------:|-------------|
| D1 ROI | PASS | Cost M, gain 4/5; it unblocks two backlog items. |
| D2 Cognitive Load | PASS | Zero new player-facing concepts; no learning curve. |

**L1 Totals**: 2 PASS, 0 WARN, 0 BLOCK

## Devil's Advocate (Mandatory -- All PASS Scenario)

### New Finding #1: MASTER-PRD Changelog Gap

The roadmap table gained the Phase GS row, but the changelog section does not record the addition.

**Verdict**: Note as improvement suggestion, not WARN.

### Hypothetical Scenarios

**Scenario 1: "What if a disciple name contains a 2-character surname in a future Phase?"**

The migration keys by given name, taken as `name.slice(1)`; a 2-character surname would break the extraction silently.

**Scenario 2: "What if the new surnames collide with existing save data?"**

Only new disciples get the new surnames, and the migration keys by given name. No issue.

## Final Verdict

**PASS** -- 0 BLOCK / 0 WARN / 2 PASS

### Improvement Suggestions (carried forward + new)

1. **MASTER-PRD changelog entry missing**: the Phase GS row addition should have a changelog entry.
2. **Invalid gender sanitization** (carried from v1): `getPronoun()` should handle any input, defaulting to `'unknown'`.
"""


def test_findings_under_an_all_pass_devils_advocate_stand_and_passed_checks_do_not() -> None:
    titles = [item.title for item in read_review(REREVIEW, "m").items]
    assert titles == ["MASTER-PRD Changelog Gap",
                      'Scenario 1: "What if a disciple name contains a 2-character surname in a future Phase?"',
                      "Invalid gender sanitization"]


def test_the_changelog_suggestion_in_the_verdict_restates_the_finding() -> None:
    items = read_review(REREVIEW, "m").items
    assert any("changelog entry missing" in restated for restated in items[0].restated)


def test_a_row_whose_verdict_cell_is_pass_is_no_finding() -> None:
    review = ("## Findings\n\n### New Finding #1: The changelog misses the new row\n\nText.\n\n## L1 Summary\n\n"
              "| # | Role | Dimension | Verdict | Summary | Evidence |\n|---|---|---|---|---|---|\n"
              "| 1 | R1 Devil PM | D3 Scope Control | PASS | 7 IN / 6 OUT with FB# | PRD S3.1-3.2 |\n"
              "| 2 | R5 Architect | D2 Extensibility | PASS | 2-3 files for new gender | S4.3 lookup table |\n")
    assert [item.title for item in parse_review(review).items] == ["The changelog misses the new row"]
