"""Shapes real-review round 572 showed the parser (issue 14): a design-systems critic's round-2 critique. A table of
the last round's fixes ("| 2 | … | fixed |") stood above this round's numbered findings and closed the ones that shared
a number with its rows; a numbered heading "### 5. Carried over, not controls-owned" over bold-labeled points was read
as one finding; the level in "### 4. NIT (controls, form.css): …" went unread for the dot; the "Critic: …" header line
was taken for a finding; and "## What matches" listed what is right.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Critique: controls, round 2

Critic: independent design-systems reviewer (no theme code written).
Date: 2026-09-30. Mode: PREVIEW (the theme is deployed but not registered, so the shoot runs in PREVIEW mode).

## Round-1 fixes: verified

| # | Claim | Measured | Verdict |
|---|---|---|---|
| 1 | Focus ring on the wrapper | 2px accent | fixed |
| 2 | No resting shadow on the labeled button | none | fixed |
| 3 | SegmentedControl uses the small size | 28px | fixed |

## Issues (ranked)

### 1. MAJOR (controls): fixed height and nowrap clip button labels on narrow screens
- The label overflows the button on both sides at 390px.

### 2. MINOR (controls): the branch-picker button has a dark icon and a semibold label
- The rule for leading icons misses the nested icon.

### 3. NIT (controls, form.css): the inline field label and the checkbox touch
- The focus ring touches the label.

### 4. Carried over, not controls-owned (recorded, not scored)
- **BLOCKER (integrator):** Vite still re-adds the old stylesheet unlayered on Mermaid pages.
  - The Code button turns blue there.
- **Navigation:** the issue-list Open/Closed menu looks like an inverted SegmentedControl at 390.
- **Pages/auth:** the "Sign in with OpenID" button on signup is not full-width like "Register Account".

## What matches (measured, both schemes)
- **Danger button:** hover red with white text; pressed darker, no shadow.
- **Error input:** red border, with a danger focus ring.
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_table_of_the_last_rounds_fixes_does_not_close_this_rounds_findings() -> None:
    titles = _titles(REVIEW)
    assert any(t.startswith("the branch-picker button") for t in titles), titles
    assert not any("Focus ring on the wrapper" in t for t in titles), titles
    later = "### 2. The cache is never invalidated\n- Stale entries are served.\n\n## Evaluation\n\n| 2 | High | cache | fixed |\n"
    first = "## Findings\n\n### 1. The retry loop never ends\n- It spins forever.\n\n" + later
    assert _titles(first) == ["The retry loop never ends"], _titles(first)  # a row after the finding still closes it


def test_a_numbered_heading_of_carried_over_points_is_their_container() -> None:
    items = read_review(REVIEW, "m").items
    vite = [item for item in items if item.title.startswith("Vite still re-adds")]
    assert vite and vite[0].severity is Severity.CRITICAL, [item.title for item in items]
    assert any(item.title.startswith("Pages/auth") for item in items), [item.title for item in items]
    assert not any(item.title.startswith("Carried over") for item in items)


def test_a_level_with_a_dotted_owner_aside_is_read() -> None:
    nit = [item for item in read_review(REVIEW, "m").items if "checkbox touch" in item.title]
    assert nit and nit[0].title.startswith("the inline field label") and nit[0].severity is Severity.LOW, nit


def test_the_critic_line_and_what_matches_are_no_findings() -> None:
    titles = _titles(REVIEW)
    assert not any(t.startswith(("Critic", "Danger button", "Error input")) for t in titles), titles
    assert len(titles) == 6, titles
