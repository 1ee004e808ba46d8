"""Real-review rounds: a headless test report (round 273, review 428) listing the files a refactoring touched —
"### File Changes" ⏎ "| File | Action | Purpose |" over "| `src/AI/AIBrain.h` | **NEW** | … |" rows. What the work
changed is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Remaining Issues

### Moderate Issues

#### 6. Config.toml path hardcoded
`SaveUtils.cpp` hardcodes `"Config.toml"` as a relative path from cwd. This fails when running from another directory.

## AI System Refactoring

### File Changes

| File | Action | Purpose |
|------|--------|---------|
| `src/AI/AIBrain.h` | **NEW** | Abstract base class for all AI brains |
| `src/AI/AIManager.h` | **MODIFIED** | Implemented orchestrator (was empty stub) |
| `src/AI/AIRegistry.h` | **KEPT** | Deprecated in favor of AIManager |
"""


def test_a_table_of_the_files_changed_holds_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Config.toml path hardcoded"]
