"""A graded critique of another agent's code (real-review round 124): numbered finding headings that carry their
own level after a colour mark ("### 2. **Global Mutable State** 🔴 CRITICAL") over "**File**:", "**Issues**:" and a
list of evidence; "Code Smells Detected"; a numbered concern whose lead-in claim is backed by plain "Name: fact"
points; and a table comparing the work with its requirements. At first each finding's evidence was read as the
findings (its "**Issues**:" list taken for a list of issues), every level was the section's, the code smells were
read as a summary, "2. Financial / Business Logic Issues" as one claim, and the unmet requirements not at all.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.model import Severity
from xreview.core.parse import parse_review
from xreview.core.tags import read_tags

CRITIQUE = """# Critical Review of the Ledger Service

## Critical Issues

### 1. **Global Cache Singleton** 🔴 CRITICAL
**File**: `app/cache.py:12`

**Issues**:
- The module-level cache breaks with several workers
- No locking around the refresh flag
- Stale entries are served after a deploy

**Fix Required**: Inject the cache per request.

---

### 2. **Retry Loop Never Backs Off** ⚠️ MEDIUM
**File**: `app/client.py:40-58`

**Issues**:
- Retries fire immediately, hammering the upstream
- No ceiling on the number of attempts

---

## Architectural Concerns

### 3. **Fake Plugin System**
The README promises plugins but this is misleading:
- Loader: a hard-coded list
- Registry: a plain dict

## Code Smells Detected

1. **Magic Numbers**: `ttl=300`, `batch=50` scattered through the code
2. **God Object**: `LedgerService` owns parsing, storage and transport

## Comparison to Requirements

| Requirement | Status | Notes |
| --- | --- | --- |
| FR1: Monthly statements | ❌ **Missing** | No statement job exists |
| FR2: CSV export | ✅ **Works** | Export is complete |
| FR3: Audit trail | ⚠️ **Depends** | Only with the optional plugin |
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in parse_review(text).items]


def test_a_finding_heading_keeps_its_evidence_list_and_its_own_level() -> None:
    items = parse_review(CRITIQUE).items
    titles = [item.title for item in items]
    assert titles[:2] == ["Global Cache Singleton", "Retry Loop Never Backs Off"]
    assert not any("locking" in title or "ceiling" in title for title in titles)  # the evidence stays inside its finding
    assert items[0].severity is Severity.CRITICAL
    assert items[1].severity is not Severity.CRITICAL  # "⚠️ MEDIUM" on the heading, not "Critical Issues" above it


def test_a_level_after_a_colour_mark_ends_a_heading() -> None:
    tags = read_tags("2. **Global Mutable State** 🔴 CRITICAL")
    assert tags.severity is Severity.CRITICAL and tags.rest == "2. **Global Mutable State**"
    assert read_tags("4. **Naive Offline Client** ⚠️ HIGH").severity is Severity.HIGH
    assert read_tags("Architectural Concerns ⚠️").severity is None


def test_a_numbered_claim_over_plain_facts_is_one_concern() -> None:
    titles = _titles(CRITIQUE)
    assert "Fake Plugin System" in titles
    assert "Loader" not in titles and "Registry" not in titles


def test_code_smells_are_findings_not_a_summary() -> None:
    items = parse_review(CRITIQUE).items
    smells = [item for item in items if item.title in ("Magic Numbers", "God Object")]
    assert [item.role for item in smells] == ["issue", "issue"]
    assert cues.section_kind("Code Smells Detected")[0] is Kind.CONTAINER


def test_a_slash_between_section_names_is_no_claim() -> None:
    assert cues.section_kind("2. Financial / Business Logic Issues")[0] is Kind.CONTAINER
    assert cues.section_kind("1. Incomplete Verification of Failure Modes in the Checklist")[0] is Kind.TOPIC


def test_only_the_requirements_marked_unmet_are_findings() -> None:
    items = parse_review(CRITIQUE).items
    rows = [item for item in items if item.title.startswith("FR")]
    assert [item.title for item in rows] == ["FR1: Monthly statements"]
    assert "No statement job exists" in rows[0].description
