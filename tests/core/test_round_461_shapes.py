"""Shapes real-review round 461 showed the parser (issue 14): an agent's analysis written as a research report — an
evidence table whose first column is headed "Finding" ("### Evidence Gathered"), "### Hypotheses (Unverified)" about
what the change will do, "### Data Transparency" listing what it found and did not find — and a review whose scope
section checks that the change stayed inside it ("## Scope discipline", "## Scope proof"), whose observation cites what
an earlier pass already noted ("Pass-2b N1 already noted that …": that pass, not a point above), and whose figures
carry their own excuse ("Net increase: 1056 lines (expected for block-style formatting)").

The texts are written for the tests, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Analysis: Block-Style Arrays

## 4. Data and Analysis

### Evidence Gathered

| Finding | Source | Confidence |
|---------|--------|------------|
| 76 files modified | git diff --numstat | High |
| 32 tests passing (0 failures) | Pester test output | High |
| 1 .prompt.md file excluded | Grep search | High |

### Hypotheses (Unverified)

- Windows-specific YAML parsers will no longer fail (cannot test on Linux)
- No performance degradation expected (formatting is build-time operation)

## 5. Results

**Line Changes**:
- Added: 1165 lines (primarily expanded array syntax)
- Net increase: 1056 lines (expected for block-style formatting)

**Known Gaps**:
- Documentation (templates/README.md) still shows inline syntax in examples

## 9. Appendices

### Data Transparency

**Found**:
- Rationale for change (Windows parsing errors)

**Not Found**:
- Documentation updates to templates/README.md
"""

REVIEW = """# Review: shadowing policy paragraph

## Verdict: SATISFIED — ready to merge

## Scope discipline

- One file modified, one paragraph added. No collateral edits.
- No code, test, registry, fixture, generated-doc, or schema changes.

## Non-blocking observations (not required for merge)

- **O1 — No test for the empty corpus.** The corpus never reaches the empty path, so a regression there passes silently.

- **O2 — No regression test for the shadow case.** Pass-2b N1 already noted that the annotation test doesn't lock the
  shadow path. With the policy now written down, the natural complement is a positive test that `class int128:`
  preempts the reserved-width diagnostic.
"""


def test_a_research_reports_evidence_hypotheses_and_transparency_are_no_findings() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert len(titles) == 1 and "still shows inline syntax" in titles[0]


def test_scope_discipline_and_an_earlier_pass_noted_leave_the_observations() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["No test for the empty corpus.", "No regression test for the shadow case."] or (
        len(titles) == 2 and "empty corpus" in titles[0] and "shadow case" in titles[1])
