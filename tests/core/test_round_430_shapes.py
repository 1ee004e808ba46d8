"""Shapes real-review round 430 showed the parser (issue 14): a website audit written in capitals whose
"## CRITICAL ISSUES IDENTIFIED" was read as a topic, not a list of findings — the plural "ISSUES" went unseen, its
capital S not taken for a plural — so two of its four numbered flows ("### 3. EXPERIENCE EDITION™ FLOW - PARTIALLY
WORKING") were lost. A status heading over the review's sections ("## Status: ISSUES FOUND") names no findings of its
own, whatever its case.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

AUDIT = """# INFORMATION ARCHITECTURE & USER JOURNEY AUDIT

## CRITICAL ISSUES IDENTIFIED

### 1. ONLINE LIVE FLOW - COMPLETELY BROKEN
**Expected Flow:** Programme info → Calendar → 199 lei → Online Live registration
**Current Reality:** No dedicated page, button goes to generic programs list

### 3. EXPERIENCE EDITION™ FLOW - PARTIALLY WORKING
**Expected Flow:** 3 editions → Hotel Afrodita → room selection → reservation
**Current Reality:** Page exists but may show wrong information

### 4. ORGANIZATIONS FLOW - PARTIALLY WORKING
**Expected Flow:** Online/on-site → 3500/5000 lei → organization form
**Current Reality:** Generic organization form, no pricing clarity
"""


def test_a_capitalised_plural_names_a_list_of_findings() -> None:
    assert cues.section_kind("CRITICAL ISSUES IDENTIFIED")[0] is cues.Kind.CONTAINER
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert any("EXPERIENCE EDITION" in t for t in titles) and any("ORGANIZATIONS FLOW" in t for t in titles)


def test_a_status_heading_names_no_findings_whatever_its_case() -> None:
    assert cues.section_kind("Status: ISSUES FOUND")[0] is cues.Kind.TOPIC
    assert cues.section_kind("Status: Issues Found")[0] is cues.Kind.TOPIC
