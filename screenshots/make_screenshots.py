"""Write an SVG screenshot of each cockpit screen, from the real app on replay models with fixed data.

    python screenshots/make_screenshots.py

Uses the cassettes in tests/data/cassettes and a copy of examples/design.md in
a scratch folder (nothing in the repository is touched but this folder's SVGs).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZE = (120, 36)


async def until(pilot, condition: Callable[[], bool]) -> None:  # type: ignore[no-untyped-def]
    for _ in range(600):
        if condition():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise RuntimeError("the app did not reach the expected screen")


async def shoot(folder: Path) -> list[Path]:
    from tests.tui.helpers import CASSETTES, cockpit
    from xreview.tui.screens.review_screen import ReviewScreen
    from xreview.tui.screens.summary_screen import SummaryScreen
    from xreview.tui.screens.triage_screen import TriageScreen
    from xreview.tui.widgets.model_pane import ModelPane

    (folder / "docs").mkdir()
    artifact = folder / "docs" / "design.md"
    shutil.copy(ROOT / "examples" / "design.md", artifact)
    written: list[Path] = []

    def save(app, name: str) -> None:  # type: ignore[no-untyped-def]
        app.save_screenshot(f"{name}.svg", str(ROOT / "screenshots"))
        written.append(ROOT / "screenshots" / f"{name}.svg")

    app = cockpit(artifact, folder / "config", folder / "data", models=["kimi", "gemini"], write=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        save(app, "confirm")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        save(app, "triage")
        await pilot.press("a")
        await pilot.pause(0.3)
        save(app, "triage-flagged")
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()
        await pilot.press(*"needs a product decision first", "enter")
        await pilot.pause()
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        save(app, "summary")

    slow = {"kimi": CASSETTES / "kimi.md", "gemini": CASSETTES / "gemini.md", "stalled": CASSETTES / "stalled.json"}
    app = cockpit(artifact, folder / "config", folder / "data", models=["kimi", "gemini", "stalled"], write=False,
                  cassettes=slow, speed=3.0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen)
                    and sum(1 for p in app.screen.query(ModelPane) if len(p.text) > 400) >= 2)
        save(app, "review")

    await shoot_fixes(folder, save)
    await shoot_discussion(folder, save)
    return written


async def shoot_fixes(folder: Path, save: Callable[..., None]) -> Path:
    """The fix review: a loopback reviewer and fixer (the tests' scripted models) on a fresh copy."""
    from textual.widgets import DataTable

    from tests.support.llm_server import LLMServer
    from tests.support.scenarios import GOOD_EDIT
    from tests.support.scenarios import FixerBrains as Brains
    from tests.support.scenarios import setup_fixer as setup
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.tui.app import XReviewApp
    from xreview.tui.screens.confirm_screen import ModelRow
    from xreview.tui.screens.fix_screen import FixScreen
    from xreview.tui.screens.triage_screen import TriageScreen

    project = folder / "fix"
    (project / "docs").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "design.md", project / "docs" / "design.md")
    brain = Brains()
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries at 5 attempts over 10 minutes.\n\n{GOOD_EDIT}"]
    with LLMServer(auto=brain) as server:
        os.environ.update(setup(project, folder / "config", server))
        resolution = resolve(ResolveOptions(artifact=str(project / "docs" / "design.md"), cwd=project), usable=lambda m: True)
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
        app = XReviewApp(resolution, rows, write=True, watch=False, state_dir=folder / "data", clock=lambda: 0.0)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, TriageScreen))
            triage = app.screen
            row = next(i for i, issue in enumerate(triage.issues) if issue.title.startswith("No retry budget"))
            triage.query_one("#issues", DataTable).move_cursor(row=row)
            await pilot.press("a", "w")
            await until(pilot, lambda: isinstance(app.screen, FixScreen))
            save(app, "fix")
    return ROOT / "screenshots" / "fix.svg"


async def shoot_discussion(folder: Path, save: Callable[..., None]) -> None:
    """`xreview discuss` between rounds: two loopback reviewers, the second disputing the first's findings."""
    from tests.support.llm_server import LLMServer, write_models_file
    from tests.support.scenarios import DiscussionPanel, disagree_all
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.session.discussion import DiscussionPlan
    from xreview.session.discussion_store import DiscussionStore
    from xreview.tui.app import XReviewApp
    from xreview.tui.screens.confirm_screen import ModelRow
    from xreview.tui.screens.round_screen import RoundModal

    project = folder / "discuss"
    (project / "docs").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "design.md", project / "docs" / "design.md")
    brains = DiscussionPanel()
    brains.voices["deepseek"] = disagree_all
    with LLMServer(auto=brains) as server:
        write_models_file(folder / "config", server, ("kimi", "deepseek"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\n", encoding="utf-8")
        os.environ.update(KIMI_KEY="sk-kimi-0123456789abcdef", DEEPSEEK_KEY="sk-ds-0123456789abcdef")
        resolution = resolve(ResolveOptions(artifact=str(project / "docs" / "design.md"), cwd=project, min_cycles=1, max_cycles=1),
                             usable=lambda m: True)
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
        store = DiscussionStore.create(folder / "data", {"artifact": "docs/design.md"})
        app = XReviewApp(resolution, rows, write=False, watch=False, state_dir=folder / "data", clock=lambda: 0.0,
                         discussion=(store, DiscussionPlan(3)))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, RoundModal))
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, RoundModal) and app.screen.record.round == 2)
            await pilot.press(*"1: the secret moves to the vault in v2")
            save(app, "discuss")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.update(XREVIEW_CONFIG_DIR=str(Path(tmp) / "config"), XREVIEW_DATA_DIR=str(Path(tmp) / "data"),
                          XREVIEW_NO_KEYRING="1")
        os.chdir(tmp)  # paths show as a user in the project sees them (docs/design.md)
        for path in asyncio.run(shoot(Path(tmp))):
            print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
