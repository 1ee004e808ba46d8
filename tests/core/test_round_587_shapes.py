"""Shapes real-review round 587 showed the parser (issue 14): an agent's responsive-design review that raises its issues
under "**Issues identified:**" in each breakpoint's section, then lists them all again, in other words, under
"## Issues Requiring Attention" by priority. That closing section was read as new findings; after the first ones it
restates them, as "## Recommendations" does (before them, it is where the findings are).

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """## Breakpoint Analysis

### 768px Breakpoint (Tablet/Mobile)

**Issues identified:**
1. The mobile nav overlay uses `inset: 0` which covers the fixed header — needs `top: 60px` (header height) adjustment
2. Hero h1 at 2rem may still be large for small phones; consider clamping to `clamp(1.75rem, 8vw, 2rem)`

## Issues Requiring Attention

### High Priority
1. **Mobile nav overlay covers header** — `inset: 0` on `.nav-menu` lacks top offset; should start below fixed header

### Medium Priority
2. **Hero h1 hardcoded size in media query** — consider removing the 2rem override to let `clamp()` manage scaling
"""


def test_issues_requiring_attention_after_the_findings_restate_them() -> None:
    assert cues.is_recommendation_section("Issues Requiring Attention")
    items = parse_review(REVIEW, "m").items
    again = [item for item in items if item.title.startswith(("Mobile nav overlay covers", "Hero h1 hardcoded"))]
    assert len(again) == 2 and all(item.role == "recap" for item in again), [(item.title, item.role) for item in items]


def test_issues_requiring_attention_first_hold_the_findings() -> None:
    items = parse_review(REVIEW.split("## Issues Requiring Attention")[1], "m").items
    assert len(items) == 2 and all(item.role == "issue" for item in items), [(item.title, item.role) for item in items]
