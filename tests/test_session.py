"""The session's prompt: the artifact and the issues already tracked in its Issue Log."""

from __future__ import annotations

from pathlib import Path

from tests.support.scenarios import Recording
from xreview.config.models import ModelConfig
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.model import Status
from xreview.session import ReviewSession

LOGGED = """# Design

## Architecture

The writer owns the table.

## Issue Log

| # | Issue | Source | Severity | Complexity | Status | Resolution |
|---|---|---|---|---|---|---|
| 1 | Rollback plan missing | External-Kimi | High | Medium | Resolved | Added a rollback section |
| 2 | No rate limits on intake | External-Gemini | High | Low | Open | |
"""


async def test_prompt_lists_tracked_issues_and_reraised_issue_is_marked(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(LOGGED, encoding="utf-8")
    resolution = resolve(ResolveOptions(artifact=str(doc), models=["lint"], cwd=tmp_path), usable=lambda m: True)
    answer = "## Issues\n\n### [High/Medium] The rollback plan is missing\n**Location:** Architecture\n**Problem:** Still no way back.\n"
    provider = Recording(ModelConfig("lint", "builtin", "lint"), answer)
    report = await ReviewSession(resolution, providers={"lint": provider}).run()
    request = provider.requests[0]
    assert "already tracked" in request.system
    assert "- #1 Rollback plan missing (High, Resolved)" in request.system
    assert "- #2 No rate limits on intake (High, Open)" in request.system
    assert "The writer owns the table." in request.user
    [issue] = report.cycles[0].issues
    assert issue.reraised and issue.status is Status.OPEN
