"""Shapes real-review round 476 showed the parser (issue 14): a standards finding tagged "(hard)"; a panel's
persona sections whose empty slots say "None blocking for launch" and whose concerns carry their own excuse ("-
typical for bundled themes", "(acceptable for static portfolio)"); post-launch monitoring steps and a backlog after the
verdict; a "### What Was Fixed" record at the end that closes the finding it names; a day's audit that opens on "A) What
Was Implemented Today" (its "Quick Wins" are work done), closes on a list of features "implemented according to
specifications", and rates its second lock finding "Same as above"; a "## Final Recommendation" verdict; a checklist
section "## 7. Open issues — PASS".

The texts are written for the tests, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

STANDARDS = """# Independent review — retry queue

## Standards

### 1. Bare ticket number on the edited project line (hard)

The rules say every ticket reference carries its number and its name. The edited line still says `former ticket 07`.

## Spec

### 1. Retry re-sends the acknowledged prefix after a reconnect (wrong)

The spec says the acknowledged prefix is never sent twice; the new gate re-sends it when the queue is rebuilt.
"""


def test_a_finding_tagged_hard_is_a_finding() -> None:
    titles = [item.title for item in read_review(STANDARDS, "m").items]
    assert len(titles) == 2 and "Bare ticket number" in titles[0] and "re-sends" not in titles[0]


PANEL = """# Go-Live Assessment: PR #9 - Bug fixes and enhancements

## Pre-Flight Checklist
- [x] No broken images
- **[!] Address inconsistency in contact.html** ← Issue found

## Advisor Assessments

### 1. The Sysadmin

#### Show-Stoppers Found
- None identified

#### Concerns (Non-Blocking)
- The CDN scripts carry no integrity hashes, so a compromised CDN could inject code
- The stylesheet is very large (~12K lines with the framework) - typical for bundled themes
- No automated browser tests for the site (acceptable for static portfolio)

#### Quick Wins (If Time Permits)
- None blocking for launch

### 2. The Tester

#### Show-Stoppers Found
- **Contact address mismatch in contact.html**: it still shows `me@old-host.example` instead of `me@new-host.example`

#### Concerns (Non-Blocking)
- None significant

## Post-Launch Monitoring
1. Verify the live deployment
2. Check the project sub-folders load
3. Click-test every mail link

## First Iteration Backlog (Non-Blocking)
1. Add integrity hashes to the CDN scripts
2. Remove the leftover draft pages from the site root

## What Was Fixed
- ✅ The address in contact.html now reads `me@new-host.example` instead of `me@old-host.example`
"""


def test_a_panels_empty_slots_excuses_steps_and_fixes_are_no_findings() -> None:
    titles = [item.title for item in read_review(PANEL, "m").items]
    assert not any(t.startswith("None") for t in titles)  # "None blocking for launch", "None significant"
    assert not any("stylesheet" in t or "automated browser tests" in t for t in titles)  # excused where raised
    assert not any("Monitoring" in t or "Verify the live" in t or "Click-test" in t for t in titles)  # steps after the launch
    assert not any("address" in t.lower() for t in titles)  # closed by the record of what was fixed
    assert any("integrity hashes" in t for t in titles) and any("leftover draft pages" in t for t in titles)
    assert not any("Backlog" in t for t in titles)  # the backlog's points are the items


AUDIT = """# Full-Day Audit Report

## A) What Was Implemented Today

### 1. Session cookies
- Added `sessionId` to the rate-limit result

### 2. Mobile Scaling Quick Wins

- **Footer spacing:** [Footer.tsx](components/Footer.tsx)
  - Changed `mt-24` → `mt-12 md:mt-24` (responsive margin)

- **Pills overflow safety:** [Pills.tsx](components/Pills.tsx)
  - Added `max-w-full overflow-x-auto`
  - Each pill gets `whitespace-nowrap`

## C) Risk / Bug Audit

### LOW RISK

1. **Lock kept after a failed generation**
   - **Issue:** The lock is released only on success; an error after it is taken leaves it for 30 s.
   - **Severity:** Low - the TTL expires by itself

2. **Cancelled requests never release the lock**
   - **Issue:** The cancellation handler returns without deleting the lock key.
   - **Severity:** Low - Same as above, the TTL cleans up

## Summary

All requested features have been implemented according to specifications:
- Session cookie persistence with secure settings
- Mobile overflow fixes without global scroll changes

The code is clean. Minor improvements are recommended but not blocking.
"""


def test_work_done_is_no_finding_and_same_as_above_rates_not_restates() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 2, titles
    assert "Lock kept after a failed generation" in titles[0] and "Cancelled requests" in titles[1]
    assert not any("spacing" in item.title or "overflow" in item.title for item in parse_review(AUDIT, "m").items)  # not even read


VERDICTS = """# Verdict: PR #366 — tracker reconciliation

## 6. Registry consistency — PASS

- All 30 ledger rows match the registry in order.

## 7. Open issues — PASS

- `gh issue view 342 --json state` → `OPEN`

## Concerns (non-blocking)

- Compiled test artifacts were run instead of rebuilding from source; a `tsc` diff was not performed.

## Final Recommendation
**PROCEED TO PRODUCTION PREPARATION** once the critical fixes are complete.

**Estimated Additional Time:** 2-3 weeks.
"""


def test_a_passed_check_and_the_final_recommendation_hold_no_finding() -> None:
    titles = [item.title for item in read_review(VERDICTS, "m").items]
    assert len(titles) == 1 and "Compiled test artifacts" in titles[0]
