"""Shapes real-review round 39 showed the parser (issue 14): a security review whose findings are "### Vuln 1: …"
headings over field lines and "#### Description" / "#### Attack Vector" / "#### Recommendation" sub-sections, with
an "Excluded Findings" table, a "Remediation Priority" table that restates, and notes about issues in general; and
the "# Vuln 1: <category>: `file:line`" report Claude Code's security review writes.

The texts are written for the test, after the shapes of the round's review and of that report format."""

from __future__ import annotations

from xreview.core import asides, cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

REPORT = """# Security Review Report

## Executive Summary

This security review identified **2 high-confidence vulnerabilities**.

## Vulnerability Details

### Vuln 1: Unauthenticated Facility Creation

**File:** `src/service/FacilityService.java`
**Severity:** HIGH

#### Description

The sync endpoint creates facilities from user input and is reachable without authentication.

#### Attack Vector

1. The security configuration permits all requests to `/api/facilities/**`
2. The controller does not check facility access

#### Recommendation

1. Add an authorization check to the controller endpoint

### Vuln 2: Hardcoded Default Admin Credentials

**Severity:** HIGH

#### Description

The initializer creates a super admin with the password "password" in every profile but test.

#### Recommendation

1. Restrict the initializer to the dev profile

## Excluded Findings

| Issue | Reason for Exclusion |
|-------|---------------------|
| Permissive CORS | Pre-existing configuration |

## Remediation Priority

| Priority | Vulnerability | Effort | Risk if Unaddressed |
|----------|--------------|--------|---------------------|
| 1 | Default admin credentials | Low | Critical - immediate compromise |
| 2 | Unauthenticated facility creation | Low | High - data integrity |

## Notes

- Pre-existing security concerns should be addressed in a separate hardening effort
- These issues should be resolved before any production deployment
"""


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_vuln_heading_over_field_sub_sections_is_one_finding_and_the_tables_and_notes_add_none() -> None:
    assert items(REPORT) == [("Unauthenticated Facility Creation", Severity.HIGH), ("Hardcoded Default Admin Credentials", Severity.HIGH)]


def test_the_security_review_report_format_reads_one_finding_per_vuln() -> None:
    text = """# Vuln 1: SQL injection: `api/users.py:42`

* Severity: High
* Description: The search endpoint interpolates the query string into SQL.
* Exploit Scenario: An attacker sends q=' OR 1=1 -- and reads every row.
* Recommendation: Use bound parameters.

# Vuln 2: XSS: `web/render.ts:88`

* Severity: Medium
* Description: Comment bodies are rendered with innerHTML.
* Recommendation: Render as text.
"""
    found = items(text)
    assert len(found) == 2 and found[0][0].startswith("SQL injection") and found[1][0].startswith("XSS")


def test_excluded_findings_and_general_notes_are_no_findings() -> None:
    assert cues.section_kind("Excluded Findings")[0] is cues.Kind.SKIP
    assert asides.is_generic("These issues should be resolved before any production deployment")
    assert not asides.is_generic("The cache key should be resolved per tenant")


def test_vulns_written_in_whats_wrong_exploit_and_fix_sections_with_a_common_root_cause_after() -> None:
    """Round 40: the parts are named "What's wrong", "Exploit scenario", "Fix", "Data flow", and a closing "Common root
    cause" section restates the findings together."""
    text = """# Security Vulnerabilities

## Vuln 1: SSRF — `api/generate.js`

**Severity:** High | **Confidence:** 9/10

### What's wrong

The function fetches every URL in the request body with no check of host or protocol.

### Exploit scenario

A request for the cloud metadata address returns credentials in the response.

### Fix

Allow https only and block private address ranges.

## Vuln 2: Stored XSS via Firestore — `dashboard.html`

**Severity:** High | **Confidence:** 8/10

### What's wrong

Skill names read from Firestore are written with innerHTML.

### Data flow

API response → recordAttempt() → Firestore → dashboard innerHTML.

## Common root cause

Both share one pattern: external content is rendered as raw HTML without a sanitizer.
"""
    assert items(text) == [("SSRF — api/generate.js", Severity.HIGH), ("Stored XSS via Firestore — dashboard.html", Severity.HIGH)]
