"""Shapes real-review round 395 showed the parser (issue 14): an approving implementation review whose "Nice to Have"
recommendations are bold points tagged in parentheses ("**Consider Adding UV Clamp Mode** (Optional)", "**Gamma
Correction Consideration** (Future Work)") over their details, which says "#### No Other Issues Found ✅" after its one
issue and lists "### 4. Bonus Features 🎁" built beyond the spec; a Copilot review whose "## Specific Findings by
Commit" gives each commit a heading over "✅ **Good:**" and its list (one adding "⚠️ **Note:** …"), whose "Minor Issues
Identified" include a point whose "**Status:** ✅ Properly implemented", and whose checklist ends "⚠️ **Needs
Verification:** E2E tests pass"; an AI quality-gate report whose "## FINAL QUALITY GATE RESULT" restates the failed
steps as "### Blocking Issues:"; an audit summary whose "### Potential Challenges:" are bold numbered points and which
ends on "## CONTACT & SUPPORT"; and an architect's review under a later resolution note whose table marks its numbered
points "✅ Fixed" but one.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

NICE_TO_HAVE = """# Texture Mapping - Code Review

## Issues Found

#### ⚠️ Issue #1: Sphere UV Discontinuity at Seam (Minor, Expected)

**Issue**: The sphere UV mapping has a discontinuity where U wraps from 1 to 0.

#### No Other Issues Found ✅

All other code reviewed passes inspection without issues.

### 4. Bonus Features 🎁

1. **Full Primitive Coverage**
   - Cylinder, Cone, Disc all have UV support
   - Spec only mandated Sphere, Quad, Triangle

## Recommendations

### Nice to Have

1. **Add Geometry UV Tests** (Low Priority)
   - Currently no unit tests for sphere/quad/triangle UV computation

2. **Consider Adding UV Clamp Mode** (Optional)
   - Currently only supports repeat wrapping
   - Could add `WrapMode` enum to ImageTexture
   - Spec acknowledges this as future work (Section 15)

3. **Gamma Correction Consideration** (Future Work)
   - Spec mentions in Section 15
   - Textures currently assumed linear
   - Document assumption or add sRGB support later
"""


def test_a_bold_point_tagged_in_parentheses_is_one_finding_not_a_label_over_its_details() -> None:
    titles = [item.title for item in parse_review(NICE_TO_HAVE, "m").items]
    assert "Consider Adding UV Clamp Mode" in titles
    assert "Gamma Correction Consideration" in titles
    assert not any(title.startswith(("Currently only", "Could add", "Textures currently", "Spec ")) for title in titles)


def test_no_other_issues_found_and_bonus_features_hold_no_finding() -> None:
    titles = [item.title for item in parse_review(NICE_TO_HAVE, "m").items]
    assert not any("passes inspection" in title for title in titles)
    assert "Full Primitive Coverage" not in titles


def test_points_of_one_recommendations_list_do_not_fold_into_each_other() -> None:
    # "Gamma Correction …" is most like "Consider Adding UV Clamp Mode" beside it (both cite Section 15 as future work):
    # the reviewer numbered them apart, so both stand
    review = NICE_TO_HAVE.replace("The sphere UV mapping has a discontinuity where U wraps from 1 to 0.", "The loader drops the alpha channel of PNG files.")
    titles = [item.title for item in read_review(review.replace("Sphere UV Discontinuity at Seam", "Alpha Channel Dropped"), "m").items]
    assert "Consider Adding UV Clamp Mode" in titles
    assert "Gamma Correction Consideration" in titles


BY_COMMIT = """# Code Review: Dev Branch Changes

## Detailed Review

#### ⚠️ **Minor Issues Identified**

1. **Inconsistent Submodule Approaches**
   - `domain_event_subscription` has transformation logic with locals
   - **Recommendation:** Consider documenting why different approaches are used

2. **Advanced Filters Implementation**
   - The fix correctly handles conditional `value` vs `values` fields
   - **Status:** ✅ Properly implemented

## Specific Findings by Commit

### Commit a76aff6: "feat: migrate EventGrid domain module to AzAPI provider"

✅ **Good:**
- Clean migration to AzAPI
- Proper API version selection

⚠️ **Note:** Breaking change for existing users, should be documented in CHANGELOG

### Commit e69a4f6: "feat: add submodules and private endpoint support"

✅ **Good:**
- Well-designed submodule structure
- Private endpoint integration follows AVM patterns

### Commit 2af7121: "fix: remove unused variable and add missing principal_type field"

✅ **Good:**
- Removes unused variable
- Adds missing optional field

---

## AVM Compliance Checklist

- ✅ Uses AzAPI provider where appropriate
- ✅ Private endpoint support
- ⚠️ **Needs Verification:** Pre-commit hooks run successfully
- ⚠️ **Needs Verification:** E2E tests pass
"""


def test_a_commit_heading_over_only_what_is_good_is_no_finding() -> None:
    titles = [item.title for item in parse_review(BY_COMMIT, "m").items]
    assert not any(title.startswith(("Commit e69a4f6", "Commit 2af7121")) for title in titles)
    assert any(title.startswith("Commit a76aff6") for title in titles)  # its note is a finding


def test_a_point_whose_status_says_properly_implemented_is_closed() -> None:
    titles = [item.title for item in parse_review(BY_COMMIT, "m").items]
    assert "Inconsistent Submodule Approaches" in titles
    assert "Advanced Filters Implementation" not in titles


def test_a_needs_verification_label_titles_the_point_by_what_it_asks() -> None:
    titles = [item.title for item in parse_review(BY_COMMIT, "m").items]
    assert "Pre-commit hooks run successfully" in titles
    assert "E2E tests pass" in titles
    assert "Needs Verification" not in titles


GATE = """# QA Orchestrator - Quality Gate Report

## Step 2: Secret Scanning
**Status:** ❌ FAIL
**Result:** 3 secrets detected and require immediate rotation

**Defects:** 3 critical secrets exposed
**Remediation:** Rotate all secrets immediately, update code to use AWS SSM

## Step 4: SBOM Generation and Vulnerability Scanning
**Status:** ❌ FAIL
**Result:** 2 CVSS 9+ vulnerabilities detected

**Defects:** 2 critical vulnerabilities block release
**Remediation:** Update lodash to 4.17.21, update axios to 1.6.2

## FINAL QUALITY GATE RESULT

### ❌ BUILD REJECTED

**Overall Status:** FAIL
**Critical Issues:** 2

### Blocking Issues:
1. **CRITICAL:** 3 secrets exposed in repository
2. **CRITICAL:** 2 CVSS 9+ vulnerabilities
"""


def test_blocking_issues_under_the_final_gate_result_restate_the_failed_steps() -> None:
    titles = [item.title for item in parse_review(GATE, "m").items]
    assert titles[:2] == ["Step 2: Secret Scanning", "Step 4: SBOM Generation and Vulnerability Scanning"]
    assert not any(item.role == "issue" for item in parse_review(GATE, "m").items[2:])  # echoes of the verdict
    assert "Overall Status" not in [item.title for item in read_review(GATE, "m").items]


AUDIT = """# CONTAINER TRACKER AUDIT: EXECUTIVE SUMMARY

## THE BAD NEWS ⚠️

1. **🔴 BRUTE FORCE VULNERABILITY**
   - Can crack token in hours with 10,000 combinations
   - **Fix:** Rate limiting (2 hrs)

## 5-10 YEAR VIABILITY

### Potential Challenges:

1. **API Provider Dependency**
   - What if TimeToCargo shuts down? → Design provider-agnostic interface

2. **Compliance**
   - GDPR (personal data in API response)
   - PCI-DSS if payment involved

## CONTACT & SUPPORT

**For detailed security findings:**
- See: `CONTAINER_TRACKER_SECURITY_AUDIT.md`

**For code fixes:**
- See: Improved files in this directory
"""


def test_potential_challenges_are_findings_and_contact_and_support_holds_none() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert "API Provider Dependency" in titles and "Compliance" in titles
    assert not any(title.startswith("For ") or title == "See" for title in titles)


RESOLVED_NOTE = """As the lead architect, would you agree with this story and the ADR?

> **✅ Resolution note (post-review sync):** All items in this assessment have since been addressed:
>
> | Item | Status |
> |---|---|
> | 1. BBB migration framing ("interim, not incomplete") | ✅ Fixed — ADR-002 now states the primary join path migrated. |
> | 2. PILOS config surface claim | ✅ Resolved by *building* the surface. |
> | 3. `simulateBbbWebhook` not implemented | ⚠️ Still open — the resolver itself still does not exist. |

### Things I'd push back on or flag

1. The BbbEnrollment → BbbEntitlement migration is described as "complete" but the story still references the old path.

The ADR says room-access migration is complete, yet BbbEnrollment rows are still being created by convertTrialToEnrollment.

2. The PILOS formula parameters are presented as configurable but there's no configuration surface.

BigBlueButtonPluginOptions in types.ts doesn't have these fields; the configuration path is fictional right now.

3. The simulateBbbWebhook mutation is registered in the schema spec but doesn't exist in the actual admin API.

Every load test run will silently fail on this step until the resolver exists.
"""


def test_a_status_table_closes_the_findings_it_numbers_and_names_as_fixed() -> None:
    titles = [item.title for item in read_review(RESOLVED_NOTE, "m").items]
    assert len(titles) == 1 and titles[0].startswith("The simulateBbbWebhook mutation")


def test_a_status_table_does_not_close_another_list_numbered_alike() -> None:
    other = RESOLVED_NOTE.replace("BBB migration framing", "Webhook retries framing").replace("PILOS config surface claim", "Ledger rounding claim")
    titles = [item.title for item in read_review(other, "m").items]
    assert len(titles) == 3
