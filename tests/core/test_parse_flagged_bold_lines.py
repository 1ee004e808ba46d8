"""Real-review round 292 (review 447): a comprehensive review whose architecture weaknesses are one paragraph of
lines, each a warning mark, a bold title and its gist ("⚠️ **npx -y supply chain risk** - Auto-install without
verification"). Each line is a point of its own, as bold lines without the mark already were.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

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
