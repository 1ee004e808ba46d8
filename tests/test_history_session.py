"""A review of an artifact whose Issue Log another tool wrote: closed rows stay closed, odd rows stay byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.scenarios import Recording
from xreview.config.models import ModelConfig
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.report import render_json
from xreview.session import ReviewSession

OTHER_TOOL = """---
type: "brief"
status: "complete"
---

# Brief: Intake service

## Summary

Collects events from partners and stores them.

## Issue Log

| # | Issue | Source | Severity | Complexity | Status | Resolution |
|---|-------|--------|----------|------------|--------|------------|
| 1 | Missing Open Questions section | Ralph-Design | Critical | Low | Resolved | Added section |
| 2 | Missing Review Log section | Ralph-Design | Critical | Low | Resolved | Added section |
| 3 | Brief contains Design-stage content (implementation details, code samples) | Ralph-Design | Critical | Medium | Resolved | Moved to an appendix |
| 4 | Phase 1 review complete | Ralph-Design | - | - | Complete | 2 cycles: 3 Critical resolved |
| 5 | Hardcoded path vs "installable" tension | External-GPT | Medium | Low | Open | MVP default acceptable |
| 6 | Retention rules unclear | External-GPT | High | Low | Verified | Checked by hand |

## Review Log

### Phase 1: Internal Review

**Outcome:** Phase 1 complete.
"""

ANSWER = """## Issues

### [High/Medium] Missing required section: Error handling
**Location:** Brief
**Problem:** The stage's rubric wants an Error handling section.

### [High/Medium] The brief still contains Design-stage content
**Location:** Summary
**Problem:** Implementation details and code samples belong in the design document, not the brief.
"""


async def test_a_log_written_by_another_tool_keeps_its_closed_and_unforeseen_rows(tmp_path: Path) -> None:
    doc = tmp_path / "brief.md"
    doc.write_text(OTHER_TOOL, encoding="utf-8")
    before = OTHER_TOOL.splitlines()
    resolution = resolve(ResolveOptions(artifact=str(doc), models=["lint"], cwd=tmp_path), usable=lambda m: True)
    provider = Recording(ModelConfig("lint", "builtin", "lint"), ANSWER)
    report = await ReviewSession(resolution, providers={"lint": provider}, state_dir=tmp_path / "data").run()

    after = doc.read_text(encoding="utf-8")
    for line in before:
        if line.startswith("| ") and line[2].isdigit():
            assert line in after.splitlines(), f"row changed: {line}"  # closed, "-", Medium and unknown-status rows alike
    issues = report.cycles[0].issues
    rubric = next(i for i in issues if i.title.startswith("Missing required section"))
    assert rubric.reraise is None  # not "Missing Review Log section" (row 2)
    again = next(i for i in issues if "Design-stage" in i.title)
    assert again.reraise is not None and again.reraise.row == 3 and not again.reraise.confirmed
    data = json.loads(render_json(report))
    reraised = next(i for i in data["cycles"][0]["issues"] if "Design-stage" in i["title"])
    assert reraised["reraised"] == {"row": 3, "was": "Resolved", "confirmed": False}
    assert "| 7 | Missing required section: Error handling |" in after  # the new finding gets a row of its own
    assert "re-raised? row #3 left Resolved" in after  # the Review Log says so
