"""Write-back as a user meets it: during a review, after it, twice, interrupted, and with --no-write."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
from pathlib import Path

import pytest

from tests.conftest import EXAMPLE
from tests.support.cli import run_cli
from xreview.artifact.document import MarkdownDocument
from xreview.artifact.issue_log import read_issue_log
from xreview.config.models import ModelConfig
from xreview.config.resolve import ResolveOptions, resolve
from xreview.providers.base import Completed, Provider, ProviderResult, ReviewRequest, TextDelta
from xreview.session import ReviewSession

DOC = """# Payments

## Architecture

A queue feeds the workers.

## Issue Log

| # | Issue | Source | Severity | Complexity | Status | Resolution |
|---|---|---|---|---|---|---|
| 1 | Retention period undecided | Human | Low | N/A | Deferred | After launch |
"""

ANSWER = """## Issues

### [High/Low] No retry policy for failed payouts
**Location:** Architecture
**Problem:** Nothing says what happens when a payout fails.
"""


class Scripted(Provider):
    """A reviewer whose answer (and side effect, such as a user saving the file) is scripted per call."""

    def __init__(self, config: ModelConfig, answers: list[str], during=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(config)
        self.answers = answers
        self.during = during
        self.calls = 0

    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        answer = self.answers[min(self.calls, len(self.answers) - 1)]
        self.calls += 1
        if self.during is not None:
            await self.during(self.calls)
        yield TextDelta(answer)
        yield Completed(ProviderResult(self.config.id, text=answer))


def session_for(path: Path, provider: Provider, **options: object) -> ReviewSession:
    resolution = resolve(ResolveOptions(artifact=str(path), models=["lint"], cwd=path.parent, **options),  # type: ignore[arg-type]
                         usable=lambda m: True)
    return ReviewSession(resolution, providers={"lint": provider}, state_dir=path.parent / "data")


def config() -> ModelConfig:
    return ModelConfig("lint", "builtin", "lint", display_name="Kimi K2")


async def test_an_edit_saved_during_the_review_is_kept(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(DOC, encoding="utf-8")

    async def user_saves(call: int) -> None:
        if call > 1:
            return
        # the user edits the design and adds their own row to the Issue Log while the model runs
        text = doc.read_text(encoding="utf-8")
        text = text.replace("A queue feeds the workers.\n", "A queue feeds the workers.\nPayouts retry three times.\n")
        text += "| 2 | Currency rounding unclear | Human | High | Low | Open | - |\n"
        doc.write_text(text, encoding="utf-8")

    report = await session_for(doc, Scripted(config(), [ANSWER], user_saves)).run()
    text = doc.read_text(encoding="utf-8")
    assert "Payouts retry three times." in text
    assert "| 2 | Currency rounding unclear | Human | High | Low | Open | - |\n" in text
    assert "| 3 | No retry policy for failed payouts | External-Lint | High | Low | Open | - |" in text
    assert report.artifact_written
    # the backup holds the version the review replaced: the user's edit, without xreview's rows
    backup = Path(report.write_note.split(": ", 1)[1])
    assert "Payouts retry three times." in backup.read_text(encoding="utf-8")
    assert "No retry policy" not in backup.read_text(encoding="utf-8")


async def test_an_issue_not_raised_again_is_resolved_and_a_clean_review_completes(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text("---\nstatus: in-review\nupdated: 2026-01-01\n---\n" + DOC, encoding="utf-8")

    async def user_fixes(call: int) -> None:
        if call == 1:  # the user fixes the issue while cycle 1 is still being reviewed
            doc.write_text(doc.read_text(encoding="utf-8").replace("workers.\n", "workers.\nFailed payouts retry.\n"),
                           encoding="utf-8")

    clean = "## Issues\n\nNo issues found.\n"
    provider = Scripted(config(), [ANSWER, clean], user_fixes)
    report = await session_for(doc, provider).run()
    assert report.stop_reason is not None and report.stop_reason.value == "clean"
    assert [c.n for c in report.cycles] == [1, 2]
    text = doc.read_text(encoding="utf-8")
    assert "status: external-review-complete\n" in text
    assert "| 2 | No retry policy for failed payouts | External-Lint | High | Low | Resolved | No longer raised in cycle 2 |" in text
    assert "- **Reviewers:** External-Lint (2 cycles)" in text
    assert "  - Resolved: 1\n    - #2 No retry policy for failed payouts (High, Low complexity) — No longer raised in cycle 2" in text
    assert "- **Outcome:** Clean: no Critical or High issue remains; the external review is complete." in text
    # the human's deferred row is untouched
    assert "| 1 | Retention period undecided | Human | Low | N/A | Deferred | After launch |" in text


async def test_an_interrupted_review_still_logs_the_cycles_it_finished(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(DOC, encoding="utf-8")
    blocked = asyncio.Event()

    async def hang_in_cycle_two(call: int) -> None:
        if call == 2:
            blocked.set()
            await asyncio.sleep(3600)

    session = session_for(doc, Scripted(config(), [ANSWER], hang_in_cycle_two), min_cycles=2)
    task = asyncio.create_task(session.run())
    await asyncio.wait_for(blocked.wait(), 30)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    text = doc.read_text(encoding="utf-8")
    assert "| 2 | No retry policy for failed payouts |" in text
    assert "- **Outcome:** Stopped (user): interrupted by the user during cycle 2." in text


async def test_no_write_never_touches_the_file(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(DOC, encoding="utf-8")
    before = os.stat(doc)
    resolution = resolve(ResolveOptions(artifact=str(doc), models=["lint"], cwd=tmp_path), usable=lambda m: True)
    session = ReviewSession(resolution, providers={"lint": Scripted(config(), [ANSWER])}, write=False)
    report = await session.run()
    after = os.stat(doc)
    assert doc.read_text(encoding="utf-8") == DOC and after.st_mtime_ns == before.st_mtime_ns
    assert not report.artifact_written and report.write_note == "--no-write"


async def test_a_log_that_cannot_be_written_keeps_the_file_and_says_why(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(DOC + "\n```\nunclosed fence\n", encoding="utf-8")
    original = doc.read_bytes()
    report = await session_for(doc, Scripted(config(), [ANSWER])).run()
    assert doc.read_bytes() == original
    assert report.write_failed and "line 13 opens a code fence" in report.write_note


# ---------------------------------------------------------------- the command line


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout


def test_bundled_example_reviewed_twice_is_ready_to_commit(project: Path) -> None:
    git(project, "init", "-q")
    git(project, "add", ".")
    git(project, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "design")
    for _ in range(2):
        result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project)
        assert result.returncode == 1, result.stderr
        assert "Artifact written: yes" in result.stdout
    diff = git(project, "diff", "--unified=0", "docs/design.md")
    changed = [line for line in diff.splitlines() if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    # the only line that changes is the frontmatter's date; everything else is added, in the logs
    assert [line for line in changed if line.startswith("-")] == ["-updated: 2026-09-02"]
    assert git(project, "status", "--porcelain") == " M docs/design.md\n"  # no stray backup or temp file
    doc = MarkdownDocument.parse((project / "docs" / "design.md").read_text(encoding="utf-8"))
    titles = [h.title for h in doc.headings]
    assert titles.count("Issue Log") == 1 and titles.count("Review Log") == 1
    assert titles.count("Phase 2: External Review") == 2
    assert titles[-1] == "Revision History"
    rows = read_issue_log(doc)
    numbers = [r.number for r in rows]
    assert numbers == list(range(1, len(rows) + 1))
    # the second review found the frontmatter date fixed (write-back set it) and says so
    dated = [r for r in rows if r.title.startswith("Frontmatter 'updated'")]
    assert dated and dated[0].status == "Resolved"
    # the document is the original plus one block of logs before Revision History, but for that date
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    start = text.index("## Issue Log\n")
    end = text.index("## Revision History\n")
    new_date = [line for line in text.splitlines() if line.startswith("updated: ")][0]
    original = EXAMPLE.read_text(encoding="utf-8").replace("updated: 2026-09-02", new_date)
    assert text[:start] + text[end:] == original


def test_no_write_flag_leaves_the_file_alone(project: Path) -> None:
    path = project / "docs" / "design.md"
    before = path.read_bytes()
    mtime = os.stat(path).st_mtime_ns
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--no-write", "--format", "json", cwd=project)
    assert result.returncode == 1
    assert json.loads(result.stdout)["artifact_written"] is False
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == mtime


def test_read_only_artifact_fails_before_any_model_runs(project: Path) -> None:
    path = project / "docs" / "design.md"
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        "xreview: error: docs/design.md: the file is read-only (make it writable, or pass --no-write)"
    )
    assert "cycle 1" not in result.stderr


def test_backup_in_the_data_dir_holds_the_previous_version(project: Path, isolated_dirs: Path) -> None:
    path = project / "docs" / "design.md"
    original = path.read_bytes()
    run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project)
    backups = list((isolated_dirs / "data" / "backups").glob("*/design.md"))
    assert len(backups) == 1 and backups[0].read_bytes() == original
    assert (backups[0].parent / "ORIGIN").read_text(encoding="utf-8").strip() == str(path.resolve())
