"""The triage screen shows a second model's verdict on a single model's issue (verify: true)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.support.llm_server import LLMServer
from tests.support.pilot import row_of, start_to_triage
from tests.support.scenarios import AssistModels as Models
from tests.support.scenarios import setup_assists as setup
from xreview.config.resolve import ResolveOptions, resolve
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ConfirmScreen, ModelRow


async def test_triage_shows_the_second_opinion(project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    brains = Models()
    brains.verdicts = {"deepseek": '{"verdict": "agree", "reason": "config.yaml holds the secret in clear."}',
                       "kimi": '{"verdict": "cannot_tell", "reason": "No numbers either way."}'}
    with LLMServer(auto=brains) as server:
        for name, value in setup(project, isolated_dirs / "config", server, "verify: true\n").items():
            monkeypatch.setenv(name, value)
        resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
        app = XReviewApp(resolution, rows, write=False, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)
        async with app.run_test(size=(120, 40)) as pilot:
            assert isinstance(app.screen, ConfirmScreen)
            settings = {str(r[0]) for r in app.screen.rows}
            assert "verify" in settings
            triage = await start_to_triage(pilot)
            secret = row_of(triage, "Webhook signing secret")
            triage.query_one("#issues").move_cursor(row=secret)
            await pilot.pause()
            detail = str(triage.query_one("#detail", Static).render())
            assert "Second opinion from" in detail and "agree — config.yaml holds the secret in clear." in detail
            assert "(medium confidence)" in detail
            await pilot.press("q")
