"""Resuming an unfinished review: after a kill -9 mid-cycle, `--resume` makes only the calls that had not
answered; in the cockpit, the triage decisions already made come back."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, Reply
from tests.support.pilot import reject, row_of, start_to_triage, until
from tests.support.scenarios import AssistModels
from tests.support.scenarios import setup_assists as setup
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.model import Status
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ModelRow
from xreview.tui.screens.modals import ChoiceModal
from xreview.tui.screens.triage_screen import TriageScreen


class Slow(AssistModels):
    """deepseek thinks for a minute the first time it is asked."""

    def __init__(self) -> None:
        super().__init__()
        self.slow_once = True

    def __call__(self, recorded):  # type: ignore[no-untyped-def]
        reply: Reply = super().__call__(recorded)
        if recorded.path.startswith("/deepseek/") and self.slow_once:
            self.slow_once = False
            reply.hang = 60
        return reply


def posts(server: LLMServer, model: str) -> int:
    return sum(1 for r in server.requests if r.method == "POST" and r.path.startswith(f"/{model}/"))


def test_a_review_killed_mid_cycle_resumes_with_only_the_calls_that_had_not_answered(project: Path, isolated_dirs: Path) -> None:
    with LLMServer(auto=Slow()) as server:
        env = setup(project, isolated_dirs / "config", server, "")
        child = subprocess.Popen([sys.executable, "-m", "xreview", "review", "docs/design.md", "--headless", "--yes", "--no-write"],
                                 cwd=project, env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            for _ in range(400):  # kimi has answered (its answer is in the cache), deepseek still thinks
                if posts(server, "kimi") and posts(server, "deepseek") and (isolated_dirs / "data" / "cache").exists():
                    stats = json.loads(run_cli("cache", "stats", "--format", "json", env=env).stdout)
                    if stats["answers"] == 1:
                        break
                time.sleep(0.05)
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
        assert list((isolated_dirs / "data" / "sessions").glob("*.json"))  # the unfinished review, saved
        result = run_cli("review", "docs/design.md", "--headless", "--yes", "--no-write", "--resume", "--format", "json", env=env)
        assert result.returncode in (0, 1), result.stderr
        reviews = json.loads(result.stdout)["cycles"][0]["reviews"]
        assert [(r["model"], bool(r.get("cached"))) for r in reviews] == [("kimi", True), ("deepseek", False)]
        assert posts(server, "kimi") == 1 and posts(server, "deepseek") == 2  # the killed call, and the one after
        assert not list((isolated_dirs / "data" / "sessions").glob("*.json"))  # finished: nothing left to resume
    again = run_cli("review", "docs/design.md", "--headless", "--yes", "--resume", env=env)
    assert again.returncode == 2 and "no unfinished review of this text to resume" in again.stderr


async def test_the_cockpit_offers_the_unfinished_review_and_restores_its_decisions(
        project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with LLMServer(auto=AssistModels()) as server:
        for name, value in setup(project, isolated_dirs / "config", server, "").items():
            monkeypatch.setenv(name, value)
        resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]

        def cockpit() -> XReviewApp:
            return XReviewApp(resolution, rows, write=True, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)

        app = cockpit()
        async with app.run_test(size=(120, 40)) as pilot:
            triage = await start_to_triage(pilot)
            await reject(pilot, triage, "Webhook signing secret", "the secret lives in the vault")
            await pilot.press("q")  # quit before writing: asked whether to lose the decision
            await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
            await pilot.press("down", "enter")
            await until(pilot, lambda: not app.is_running)
        await reopen(cockpit(), server, resume=True)
        await reopen(cockpit(), server, resume=False)


async def reopen(app: XReviewApp, server: LLMServer, *, resume: bool) -> None:
    """Start the cockpit again on the document: it offers the unfinished review; resume it or start afresh."""
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        assert "An unfinished review of this document" in str(app.screen.prompt)  # type: ignore[attr-defined]
        await pilot.press(*(["enter"] if resume else ["down", "enter"]))
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        triage = app.screen
        assert isinstance(triage, TriageScreen)
        issue = triage.issues[row_of(triage, "Webhook signing secret")]
        assert (issue.status is Status.REJECTED) is resume
        if resume:
            assert issue.resolution and "the secret lives in the vault" in issue.resolution
            assert posts(server, "kimi") == 1  # the answers came from the cache
        await pilot.press("q")
        await pilot.pause()
        if isinstance(app.screen, ChoiceModal):
            await pilot.press("down", "enter")
        await until(pilot, lambda: not app.is_running)
