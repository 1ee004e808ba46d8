"""Shapes real-review round 498 showed the parser (issue 14): an agent's fix report whose every issue heading is marked
fixed ("### 1. JWT Malformed Token Errors ✅ FIXED" ⏎ "**Problem**: …" ⏎ "**Solution**: …") and whose own status
heading says "## Status: ✅ RESOLVED" — nothing in it stays open.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# OAuth Authentication Fix - RESOLVED

## Issues Identified and Fixed

### 1. JWT Malformed Token Errors ✅ FIXED
**Problem**: Frontend was sending the OAuth flag as a Bearer token to protected routes
**Solution**:
- Updated `api.js` to skip sending the flag as a Bearer token

## Key Improvements

1. **No more JWT malformed errors** - OAuth users don't send invalid tokens
2. **Better error handling** - Graceful fallbacks and validation

## Status: ✅ RESOLVED

OAuth users can now log in and stay logged in.
"""

MIXED = """# Auth fixes

## Issues Identified and Fixed

### 1. JWT Malformed Token Errors ✅ FIXED
**Problem**: Frontend was sending the OAuth flag as a Bearer token to protected routes

## Open Issues

### 2. Session cookie lacks SameSite
**Problem**: The session cookie is sent on cross-site requests, so a forged form can act for the user
"""


def test_a_fix_report_whose_status_heading_says_resolved_holds_no_finding() -> None:
    parsed = read_review(REPORT, "m")
    assert parsed.items == [] and parsed.parsable


def test_a_problem_under_a_heading_marked_fixed_is_closed() -> None:
    titles = [item.title for item in read_review(MIXED, "m").items]
    assert len(titles) == 1 and "SameSite" in titles[0], titles
