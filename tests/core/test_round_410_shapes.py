"""Shapes real-review round 410 showed the parser (issue 14): a pitch-deck gap analysis that opens on "## What the deck
gets right (keep these)" under a title naming gaps; a dogfooding gap report with "## What We Tested", numbered gaps
tagged "(HIGH)", "(FIXED ✅)" and "(FUTURE)", and "## Design Dogfood Learnings (2026-01-15)" of general principles.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

DECK = """# StudySync — Deck Gap Analysis

## What the deck gets right (keep these)
- Strong problem framing: tool fragmentation, intention-action gap.

## Gaps found (ordered by severity)

### G-A · Conceptual — no retention/revision layer (SEVERE)
The Phase-1 list plans time but not memory; a planner without a memory model schedules the wrong revision.
"""

DOGFOOD = """# Dogfooding Gaps Discovery

## What We Tested

Rendered the 10-slide HTML deck through the MCP → Figma pipeline.

## Gaps Found 🔨

### 1. Big-Idea Overlap (FIXED ✅)
**Problem:** Fixed Y positions caused headline/subline overlap when headline wrapped.
**Fix:** Changed to Auto Layout container.

### 2. Slide Positioning (HIGH)
**Problem:** New slides append to end of deck, not inserted at position.
**Fix:** Add a `position` parameter to push_ir.

### 3. Design System Application (FUTURE)
**Problem:** All slides render with Inter font + default dark theme.
**Status:** The design-system tools exist, but the full pipeline was not tested.

## Design Dogfood Learnings (2026-01-15)

1. **Breathing room between sections**
   Distinct sections should not touch. Use visible separation so the eye can reset.
"""


def test_what_the_deck_gets_right_is_praise() -> None:
    assert cues.section_kind("What the deck gets right (keep these)")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(DECK, "m").items]
    assert titles == ["G-A · Conceptual — no retention/revision layer"]


def test_tested_scope_a_fixed_gap_and_learnings_hold_none_and_a_future_gap_is_one() -> None:
    assert cues.section_kind("What We Tested")[0] is cues.Kind.SKIP
    assert cues.section_kind("Design Dogfood Learnings (2026-01-15)")[0] is cues.Kind.SKIP
    assert cues.CLOSED.search("1. Big-Idea Overlap (FIXED ✅)")
    titles = [item.title for item in parse_review(DOGFOOD, "m").items]
    assert titles == ["Slide Positioning", "Design System Application (FUTURE)"]
