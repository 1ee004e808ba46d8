"""Shapes real-review round 449 showed the parser (issue 14): an audit whose "### No Conflicts Found" lists what it
checked and found in order ("- Tools don't override each other (unique names)"), read as a finding, beside "###
Potential Conflicts" whose points are findings.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

AUDIT = """# AURA Agent Audit

## 10. Issues Found

### Medium Issues
2. **Security Rejections:** Custom tools rejected due to urllib pattern
   - Fix: Remove urllib imports or add to whitelist

## 11. Conflicts & Contradictions

### Potential Conflicts
1. **Two Memory Systems:** Both `aura/aura_data/` and `aura_data/` exist
   - Risk: Data fragmentation, unclear which is authoritative

### No Conflicts Found
- Tools don't override each other (unique names)
- Memory systems are properly isolated
"""


def test_no_conflicts_found_is_no_finding() -> None:
    assert cues.section_kind("No Conflicts Found")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert any(t.startswith("Security Rejections") for t in titles)
    assert not [t for t in titles if "override" in t or "isolated" in t or "No Conflicts" in t]
