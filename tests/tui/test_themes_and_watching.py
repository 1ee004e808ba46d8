"""Themes from files (a broken one reported, never fatal), the keymap, and an artifact edited during the session."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.support.pilot import start_to_triage, until
from tests.tui.helpers import cockpit
from xreview.tui.screens.triage_screen import TriageScreen
from xreview.tui.themes import load_themes


def test_packaged_and_user_themes_load_and_a_broken_one_is_reported(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text("name: mine\nprimary: '#123456'\nvariables: {severity-critical: '#ff0000'}\n")
    (tmp_path / "broken.yaml").write_text("name: broken\nprimary: not-a-colour\n")
    (tmp_path / "typo.yaml").write_text("name: typo\nprimary: '#123456'\nbackgrund: '#000000'\n")
    themes, problems = load_themes(tmp_path)
    names = [t.name for t in themes]
    assert names[:2] == ["xreview-dark", "xreview-light"] and "mine" in names
    assert next(t for t in themes if t.name == "mine").variables["severity-critical"] == "#ff0000"
    assert len(problems) == 2
    assert any("broken.yaml" in p for p in problems) and any("unknown key 'backgrund'" in p for p in problems)


async def test_user_theme_and_keymap_are_used(project: Path, isolated_dirs: Path) -> None:
    config = isolated_dirs / "config"
    (config / "themes").mkdir(parents=True)
    (config / "themes" / "broken.yaml").write_text("name: [\n")
    (config / "keymap.yaml").write_text("triage-defer: z\n")
    app = cockpit(project / "docs" / "design.md", config, isolated_dirs / "data", models=["kimi"], write=False)
    app.wanted_theme = "xreview-light"
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.theme == "xreview-light"
        assert any("broken.yaml" in str(n.message) for n in app._notifications)
        triage = await start_to_triage(pilot)
        row = next(i for i, issue in enumerate(triage.issues) if issue.action.value != "flag")
        triage.query_one("#issues").move_cursor(row=row)  # type: ignore[attr-defined]
        await pilot.press("z")  # remapped from d
        await pilot.pause()
        assert triage.issues[row].status.value == "deferred"


async def test_an_edit_saved_during_triage_is_announced_reviewed_and_kept(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"])
    app.watch_enabled = True
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        first = app.screen
        await asyncio.sleep(0.5)  # let the watcher start
        text = artifact.read_text(encoding="utf-8")
        artifact.write_text(text.replace("## Rollout\n", "## Rollout\n\nA canary team goes first.\n"), encoding="utf-8")
        await until(pilot, lambda: any("changed on disk" in str(n.message) for n in app._notifications))
        # decide the flagged issue, then write: the edit means another cycle is worth it
        assert isinstance(first, TriageScreen)
        flagged = next(i for i, issue in enumerate(first.issues) if issue.action.value == "flag")
        first.query_one("#issues").move_cursor(row=flagged)  # type: ignore[attr-defined]
        await pilot.press("x")
        await pilot.pause()
        await pilot.press(*"later", "enter")
        await pilot.pause()
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not first)
        assert app.screen.n == 2  # type: ignore[attr-defined]
        await pilot.press("q")
        await pilot.pause()
    final = artifact.read_text(encoding="utf-8")
    assert "A canary team goes first." in final and "## Issue Log" in final
