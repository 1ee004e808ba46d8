"""Shapes real-review round 481 showed the parser (issue 14): a multi-agent audit whose chunks list what they found
beside what they checked and found clean ("- No hardcoded API URLs found", "- No stale `chatwoot/*` image names in
Dockerfiles, compose, or workflows"); a stabilization plan that closes on "## Notes / Non-Goals".

The texts are written for the tests, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Full Code Audit Report

## Chunk 1: Rebrand Integrity

### Findings
- **13 files** with the `deskflowss.ai` typo (double 's') in spec and fixture files
- No hardcoded Chatwoot API URLs found
- No stale `chatwoot/*` image names in Dockerfiles, compose, or workflows

## Notes / Non-Goals
- No framework rewrite or architectural migration is required.
- All recommendations are incremental and keep browser-static compatibility.
"""


def test_checks_found_clean_and_non_goals_are_no_findings() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    items = read_review(AUDIT, "m").items
    assert len(titles) == 1 and "typo" in (items[0].text or ""), titles
