"""Shapes real-review round 441 showed the parser (issue 14): an agent's phase summary whose "## Decisions Made",
"## Technical Notes" and "## Integration Points" describe what was built and why, each point read as a finding;
its three recommendations are the only open points.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

SUMMARY = """# Phase 4 Plan 3: Migration Status Summary

## Decisions Made

1. **Retry operations are admin-only**
   - Rationale: Only admins should trigger migrations
   - Impact: Large batch retries may take time

## Technical Notes

### UI State Management

- Independent data fetching prevents one failure from blocking the other
- Retry operations update migration status without reloading changelog

## Integration Points

### With Phase 04-02 (Propagation Service)
- Benefits from timeout and error handling

## Next Phase Readiness

### Blockers
None

### Recommendations
1. Consider adding pagination if orgs scale beyond 100s
2. Add WebSocket/SSE for real-time retry progress
"""


def test_a_summarys_decisions_notes_and_integration_points_are_no_findings() -> None:
    for heading in ("Decisions Made", "Technical Notes", "Integration Points"):
        assert cues.section_kind(heading)[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(SUMMARY.replace("\n", "\r\n"), "m").items]
    assert titles == ["Consider adding pagination if orgs scale beyond 100s", "Add WebSocket/SSE for real-time retry progress"]
