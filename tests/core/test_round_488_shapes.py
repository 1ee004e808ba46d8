"""Shapes real-review round 488 showed the parser (issue 14): an agent's readiness reassessment that lists what it
discovered, then restates it under "## What Needs to Be Fixed (Priority Order)" as "### MUST FIX #1: Real Chat Service
(Week 1)" sections — each one finding with its fields ("**Problem:**", "**What needs to happen:**" ⏎ its steps), not a
level over a list of findings — then weighs "### Option A: Fix It Properly (Recommended)" and closes on "**This report
based on:**" ⏎ its sources.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.cues import Kind, section_kind
from xreview.core.parse import read_review

REVIEW = """# Ledger Service - Critical Fixes Required

**Status:** Not ready for deployment

## What I Discovered

1. **The export endpoint only echoes the request** - No ledger is ever read
2. **Nothing checks who is calling** - Any client can export any account

## What Needs to Be Fixed (Priority Order)

### MUST FIX #1: Real Export Endpoint (Week 1)

**File:** `ledger/api/export.py` lines 40-52

**Problem:** The export endpoint only echoes the request back; no ledger is read.

**What needs to happen:**
1. Read the account's ledger rows
2. Stream them as CSV
3. Return the file with its checksum

### MUST FIX #2: Caller Authentication (Week 1)

**Problem:** Nothing checks who is calling; any client can export any account.

**What to add:**
1. A token check on every export call
2. An audit line per export

## Next Steps (What You Should Do)

### Option A: Fix It Properly (Recommended)

1. Week 1: real export, authentication
2. Week 2: audit trail, load tests

### Option B: Quick Fix (Not Recommended)

1. Wire the endpoint to the ledger only

## Bottom Line

The service is **not ready for production**.

---

**This report based on:**
- Code inspection (all 4 services)
- Actual HTTP testing (not synthetic)
- Enterprise readiness criteria
"""


def _titles() -> list[str]:
    return [item.title for item in read_review(REVIEW, "m").items]


def test_a_level_first_heading_with_its_title_is_one_finding_not_a_level_over_its_steps() -> None:
    assert section_kind("MUST FIX #1: Real Export Endpoint (Week 1)")[0] is Kind.TOPIC
    assert section_kind("NICE TO HAVE #4: Integration Tests (Week 2)")[0] is Kind.TOPIC
    assert section_kind("Must Fix")[0] is Kind.SEVERITY
    titles = _titles()
    assert not any(t.startswith(("Read the account", "Stream them", "A token check", "What needs to happen", "What to add")) for t in titles), titles


def test_what_needs_to_be_fixed_after_the_findings_restates_them() -> None:
    titles = _titles()
    assert len(titles) == 2, titles
    assert "echoes the request" in titles[0] and "who is calling" in titles[1]


def test_options_and_the_sources_of_the_report_hold_no_finding() -> None:
    titles = _titles()
    assert not any("Option" in t or "Code inspection" in t or "HTTP testing" in t or "readiness criteria" in t for t in titles), titles
