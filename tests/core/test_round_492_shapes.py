"""Shapes real-review round 492 showed the parser (issue 14): a validation report whose findings are numbered
headings naming a file and its state ("#### 1. Monsters File - SEVERELY INCOMPLETE") over one list of bold fields —
counts, what is missing, "- **Impact**: …", "- **Priority**: …" — one finding each, not a group of points.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# JSON Files Validation Report

## ⚠️ DATA COMPLETENESS ISSUES

### Critical Issues

#### 1. Monsters File - SEVERELY INCOMPLETE
- **2014 Count**: 334 monsters
- **2024 Count**: 5 monsters (98.5% missing)
- **Present Monsters**: Aboleth, Air Elemental, Goblin, Orc, Dire Wolf
- **Impact**: Critical - this represents a massive data loss
- **Priority**: URGENT FIX REQUIRED

#### 2. Features File - INCOMPLETE
- **2014 Count**: 407 features
- **2024 Count**: 275 features (32% missing)
- **Impact**: Moderate - missing class features and abilities
- **Priority**: HIGH FIX REQUIRED

### Minor Issues

#### 3. Races File - MINIMAL LOSS
- **2014 Count**: 9 races
- **Missing**: Half-Elf, Half-Orc (may be intentional due to rules changes)
- **Impact**: Low - may be intentional ruleset update
"""


def test_a_numbered_heading_over_its_rated_fields_is_one_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Monsters File - SEVERELY INCOMPLETE", "Features File - INCOMPLETE", "Races File - MINIMAL LOSS"], titles
