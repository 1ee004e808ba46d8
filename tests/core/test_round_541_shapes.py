"""Shapes real-review round 541 showed the parser (issue 14): a schema review whose assessment sections, after its
H/M/L findings, rate aspects one per bold label ("**Structure**: EXCELLENT", "**Rollback Plan**: MISSING",
"**Testing**: UNKNOWN") over the evidence — an aspect rated failing is a finding of its own.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

SCHEMA_REVIEW = """# PR #44 Database Schema Review

## Issues Found

#### H1: Missing organization_id on purchases

**Issue**: Purchases cannot be filtered by organization for revenue reports.

## Migration Quality Assessment

### Migration File: 0005_bent_inhumans.sql

**Structure**: EXCELLENT
- Tables created first, indexes last

**Rollback Plan**: MISSING
- No documented rollback procedure
- No DROP statements provided

**Testing**: UNKNOWN
- No indication the migration ran on an ephemeral branch

**Data Preservation**: EXCELLENT
- Purely additive migration
"""


def test_an_aspect_an_assessment_rates_failing_is_a_finding() -> None:
    titles = [item.title for item in read_review(SCHEMA_REVIEW, "m").items]
    assert any("Rollback Plan" in title for title in titles) and any(title.startswith("Testing") for title in titles), titles
    assert not [title for title in titles if title.startswith(("Structure", "Data Preservation"))], titles
