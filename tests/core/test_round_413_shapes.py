"""Shapes real-review round 413 showed the parser (issue 14): a pull-request review whose findings sit under "## HIGH"
and "## MEDIUM" and whose "## Required Changes Before Merge" restates them, tagged "(HIGH)" and "(MEDIUM)" — a summary
after the findings, as "Recommended changes" is.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """# Review: PR #29 — HQ Stylesheet Contrast Gate

## HIGH

### 1. `--ink` token not overridden in light mode — text invisible on paper surfaces
The light mode block overrides every token but `--ink`, so signal text becomes invisible on white paper.

## MEDIUM

### 2. #0066CC ban only checked in dark mode
The gate reads only the dark variables, so a light-mode `--steel` of `#0066CC` would pass.

## Required Changes Before Merge

1. **Add `--ink: var(--fog);` to the light mode `:root` block in `hq.css`** (HIGH)
2. **Extend #0066CC ban check to light mode merged vars** in `contrast-check.mjs` (MEDIUM)
"""


def test_required_changes_after_the_findings_restate_them() -> None:
    assert cues.is_recommendation_section("Required Changes Before Merge")
    assert cues.is_recommendation_section("Changes requested")
    roles = [item.role for item in parse_review(REVIEW, "m").items]
    assert roles == ["issue", "issue", "recap", "recap"]
