"""Real-review rounds: an agent's public-release readiness report — its build, lint and test status and a list of what
must change, one point of which says no code change is needed (round 204, review 359).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Agent Report

## Build / Lint Status
- **Build:** Package installable; wheel verified for the bundled icons
- **Lint:** ruff `tool/`: 41 issues (pre-existing style nits; suite is green — no functional blockers)

## What Would Need Changing for Public Release
1. **Documentation** — Users need to know they must set `TOOL_TOKEN` for the server mode
2. **No code changes required** — the repo is already clean; only user-facing docs need updating

## Blocking Issues
None. The repo is clean for public release as-is.

## Build / Test Status
- Build: ✅ passing
- Lint: ⚠️ 41 issues (pre-existing style debt; suite green)
"""


def test_build_and_test_status_and_a_point_asking_no_change_are_no_findings() -> None:
    """"## Build / Lint Status" reports the state of the build, not a finding; "**No code changes required** — …" says
    nothing is to be done: the documentation point is the one finding."""
    items = read_review(REPORT, "m").items
    assert [item.title for item in items] == ["Documentation"]
