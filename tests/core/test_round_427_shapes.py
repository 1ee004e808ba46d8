"""Shapes real-review round 427 showed the parser (issue 14): a QA report that passes — every findings bullet opens
"Pass:" but one "Evidence limit: static checks do not establish …", and "## Required Fixes" ⏎ "None." — from which the
evidence limit was read as a finding, and once that was gone the prose fallback read the report's sentences, since
nothing said it had no findings; an acceptance review whose "## Go / No-Go Recommendation" lists decisions
("**Reopen the closed five-defect `P1` baseline …:** **NO-GO**").

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

PASSING = """# Presentation Domain QA — Phase 3.1

## Status

`pass`

## Reviewed Inputs and Authorization

- Request summary, facility contract, source/release SVGs, tests, and architecture.

The slice is fictional emergency-department fixture work only.

## Accessibility and Fallback Findings

- Pass: source/release title/description, system-ui text and generic fallback are present.
- Evidence limit: static checks do not establish human contrast, screen-reader,
  viewport, or lived-accessibility outcomes.

## Required Fixes

None.

## Residual Risks and Evidence Limits

Live promotion, human art direction, and broader identity review remain
separate slices.
"""


def test_a_passing_report_with_an_evidence_limit_and_no_required_fixes_has_no_finding() -> None:
    parsed = read_review(PASSING, "m")
    assert parsed.items == [] and parsed.parsable


def test_a_go_no_go_list_is_a_verdict_not_findings() -> None:
    assert cues.section_kind("Go / No-Go Recommendation")[0] is cues.Kind.SKIP
    review = PASSING.replace("## Required Fixes\n\nNone.\n", "## Findings\n\n- **BRIEF-02** (Medium): Packet B's file boundary is too broad as written.\n\n"
                             "## Go / No-Go Recommendation\n\n- **Reopen the closed five-defect `P1` baseline inside the next cycle:** **NO-GO**\n")
    titles = [item.title for item in read_review(review, "m").items]
    assert not [t for t in titles if "Reopen the closed" in t]
    assert any("file boundary is too broad" in t for t in titles)
