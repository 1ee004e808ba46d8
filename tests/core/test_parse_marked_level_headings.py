"""Real-review rounds: a compliance analysis whose findings are headings that open on a mark, then the level in bold
with the title — "#### ❌ **CRITICAL: Missing Users Table**", "#### ⚠️ **WARNING: Async/Await Mismatch**" — over
"- **Issue**: …", "- **Impact**: …", "- **Fix Required**: …" fields (round 203, review 358).

The texts are written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

ANALYSIS = """# Ledger Service - Code Analysis

## Critical Issues Found

### 1. Database Schema Issues

#### ❌ **CRITICAL: Missing Accounts Table**
- **Issue**: The ledger schema references `core.accounts(id)` but no accounts table is created by any migration
- **Impact**: Every foreign key to accounts fails
- **Location**: `004_ledger.sql` lines 12, 40
- **Fix Required**: Create the accounts table in `001_init.sql`

#### ⚠️ **WARNING: Async/Await Mismatch**
- **Issue**: The importer awaits inside methods that are not async
- **Impact**: Runtime errors when importing statements
- **Location**: `services/importer.py` line 88
- **Fix Required**: Make the methods async
"""


def test_a_heading_opening_on_a_mark_then_a_bold_level_is_one_finding() -> None:
    """The heading is the finding, its level read through the mark and the bold ("WARNING" a level too); its
    "- **Issue**:" bullet is the finding's claim, not a finding of its own."""
    items = read_review(ANALYSIS, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("Missing Accounts Table", Severity.CRITICAL),
        ("Async/Await Mismatch", Severity.HIGH),
    ]
    assert "ledger schema references" in items[0].description


def test_a_mark_before_the_bold_level_does_not_hide_the_level() -> None:
    assert read_tags("❌ **CRITICAL: Missing Accounts Table**").severity is Severity.CRITICAL
    assert read_tags("**WARNING**: the cache is never invalidated").severity is Severity.HIGH
