"""Real-review rounds 292–293 (reviews 447–448): a comprehensive review whose architecture weaknesses are one paragraph of
lines, each a warning mark, a bold title and its gist ("⚠️ **npx -y supply chain risk** - Auto-install without
verification"). Each line is a point of its own, as bold lines without the mark already were.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## 4. Architecture Review

### Weaknesses

⚠️ **Windows credential contract violation** - Asymmetric CRUD implementation
⚠️ **Config parsing doesn't scale** - One grep per variable
⚠️ **npx -y supply chain risk** - Auto-install without verification
⚠️ **TERM=dumb may degrade UX** - Claude Code terminal capabilities limited
"""


def test_each_flagged_bold_line_is_a_point() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Windows credential contract violation", "Config parsing doesn't scale", "npx -y supply chain risk",
                      "TERM=dumb may degrade UX"]


def test_no_blocker_surfaced_reports_nothing() -> None:
    review = """## Findings

### 1. Low: preview boolean mode flags are not wired through the CLI parser

- `arg-parser.ts:7-33` does not register `slides` as a boolean flag, so `--slides` is not consumed as a preview mode.

## Security And Threat Review Note

- No new material security blocker surfaced in Phase 12.3 scope.
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ["preview boolean mode flags are not wired through the CLI parser"]


def test_a_numbered_heading_opening_on_its_level_is_tagged() -> None:
    review = """## Findings

### 1. Low: preview boolean mode flags are not wired through the CLI parser

- `arg-parser.ts:7-33` does not register `slides` as a boolean flag.

### 2. Low latency is not guaranteed under load

- The queue has no back-pressure.
"""
    items = read_review(review, "m").items
    assert [(item.title, item.severity) for item in items][0] == ("preview boolean mode flags are not wired through the CLI parser", Severity.LOW)
    assert items[1].title == "Low latency is not guaranteed under load"
