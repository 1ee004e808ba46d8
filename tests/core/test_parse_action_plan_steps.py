"""Real-review rounds: a task scan report (round 264, review 419) whose action plan after its three blocking issues
holds "### Priority 2: Test All Features (30 minutes)" ⏎ "1. Restart backend server" ⏎ "2. Test all report exports",
"### Priority 3: Mark Todo Items", and a recommendation over "**Time Required**: 15-20 minutes". Testing the fixes,
marking to-dos and the time they take are steps and metadata, no findings.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## CRITICAL BLOCKING ISSUES FOUND

### ❌ **ISSUE #1: Reports Route Not Registered** (BLOCKING)
**Severity**: 🔴 **CRITICAL - ALL REPORTS BROKEN**

**Problem**: `backend/routes/reports.js` is **NOT registered** in `backend/server.js`; every report endpoint returns 404.

## IMMEDIATE ACTION REQUIRED

### Priority 1: Fix Critical Blockers (15 minutes)
1. Register reports route in server.js

### Priority 2: Test All Features (30 minutes)
1. Restart backend server
2. Test all report exports
3. Verify client filtering

### Priority 3: Mark Todo Items
- Update items #16, #17, #18 to "in-progress"
- Run final verification (#15)

## RECOMMENDATION

**Time Required**: 15-20 minutes to fix all 3 issues  
**Impact**: 7 major features will become functional  
**Risk**: LOW - Simple fixes with clear solutions
"""


def test_steps_to_test_the_fixes_mark_to_dos_and_time_them_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Reports Route Not Registered"]
