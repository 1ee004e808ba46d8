"""Shapes real-review round 478 showed the parser (issue 14): a code review bot's numbered findings running on under
"## DRY Opportunities" after the earlier findings, then action tables whose rows name each finding by its number
("| 1 | Line 148 | Implicit identity selection | … |"); a staff review whose findings tables ("| I-1 | … |") come
first in their sections, each row explained again by a "### I-1: …" section after it, and whose numbered
"## 8. Documentation Status" section says what is missing and ends "This should be addressed."

The texts are written for the tests, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

BOT = """# Code Review: Build Script Signing

## Critical Issues

### 1. Missing signing identity creates ambiguity

**Problem:** With automatic signing and no explicit identity, xcodebuild picks one of the keychain's certificates.

**Impact:** The build may be signed with the wrong certificate.

### 2. Provisioning updates need an authenticated Xcode

**Problem:** The flag downloads profiles from the portal, which needs a signed-in account the VM does not have.

## DRY Opportunities

### 3. Duplicate log redirection pattern

**Problem:** Both commands pipe to `tee -a build.log` although the script already redirects all output with `exec`.

**Impact:** The log file is written twice.

## Action Items by Priority

### Should Fix

| Item | Location | Issue | Fix |
|------|----------|-------|-----|
| 3 | Line 155 | Redundant tee pipes | Remove them |

### Consider

| Item | Location | Issue | Fix |
|------|----------|-------|-----|
| 1 | Line 148 | Implicit identity selection | Query and set it explicitly |
| 2 | Line 154 | Provisioning flag | Document the profile requirement |
"""


def test_a_numbered_finding_under_dry_opportunities_and_rows_named_by_number() -> None:
    titles = [item.title for item in read_review(BOT, "m").items]
    assert len(titles) == 3, titles
    assert "signing identity" in titles[0] and "authenticated Xcode" in titles[1] and "Duplicate log redirection" in titles[2]


STAFF = """# Staff Review: Phases 68 + 69

## 3. Important Improvements

| # | Issue | Phase | Impact |
|---|-------|-------|--------|
| I-1 | `priceChangeLog` table and audit trail omitted | 68 | Medium |
| I-2 | `listForBulkEdit` queries not created | 68 | Low |

### I-1: priceChangeLog Audit Table Omitted (Phase 68)

The plan specifies an audit table written by both bulk mutations; neither the table nor the writes exist.

**Recommendation:** Track as tech debt for a follow-up phase.

### I-2: listForBulkEdit Queries Not Created (Phase 68)

The page reuses the general list queries, coupling it to their future pagination.

## 8. Documentation Status

Neither phase updated `docs/CHANGELOG.md`. The project rules say "Update docs/CHANGELOG.md after every merge." This should be addressed.
"""


def test_table_rows_first_their_sections_explain_them_and_an_asked_gap_is_a_finding() -> None:
    items = read_review(STAFF, "m").items
    assert len(items) == 3, [item.title for item in items]
    assert "priceChangeLog" in items[0].title and "listForBulkEdit" in items[1].title
    assert "Documentation" in items[2].title and "CHANGELOG" in (items[2].text or "")
