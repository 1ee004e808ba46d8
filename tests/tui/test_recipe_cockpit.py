"""`xreview run` in the cockpit: the confirmation lists the steps, each review step has its panes, the triage
follows the last review step only, and the summary shows the recipe's output."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.support.llm_server import LLMServer, write_models_file
from tests.support.pilot import until
from tests.support.scenarios import RecipeBrains
from xreview.config.recipes import load_tree, recipe_dirs
from xreview.config.resolve import ResolveOptions, resolve
from xreview.session.recipe_run import RecipePlan
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ConfirmScreen, ModelRow
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.summary_screen import SummaryScreen
from xreview.tui.screens.triage_screen import TriageScreen

RECIPE = """name: two-reviews
version: 2.0.0
description: kimi, then deepseek, then the judge
steps:
  - type: review
    models: [kimi]
    output_var: first
  - type: review
    models: [deepseek]
    output_var: second
  - type: ask
    model: judge
    prompt: "Compare {first} with {second}"
    output_var: comparison
"""


async def test_a_recipe_in_the_cockpit(project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    brains = RecipeBrains()
    with LLMServer(auto=brains) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek", "judge"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
        (project / ".xreview" / "recipes").mkdir(parents=True)
        (project / ".xreview" / "recipes" / "two-reviews.yaml").write_text(RECIPE, encoding="utf-8")
        for name in ("KIMI_KEY", "DEEPSEEK_KEY", "JUDGE_KEY"):
            monkeypatch.setenv(name, "sk-test-0123456789abcdef")
        resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)
        tree = load_tree("two-reviews", recipe_dirs(project, isolated_dirs / "config"), set(resolution.model_configs))
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
        app = XReviewApp(resolution, rows, write=False, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0,
                         recipe=RecipePlan(tree, "two-reviews", {}))
        async with app.run_test(size=(120, 40)) as pilot:
            assert isinstance(app.screen, ConfirmScreen)
            settings = {str(r[0]): str(r[1]) for r in app.screen.rows}
            assert settings["recipe"].startswith("two-reviews 2.0.0")
            assert settings["step 1"].startswith("review → first (kimi), about $") and settings["step 3"] == "ask → comparison (judge)"
            await pilot.press("enter")
            # the first review step runs on its own panes and goes on without a triage
            await until(pilot, lambda: isinstance(app.screen, TriageScreen))
            reviewers = [m for m, kind, _ in brains.asked if not kind.startswith("You are helping")]
            assert reviewers == ["kimi", "deepseek"]  # the triage came after the second, last review step
            triage = app.screen
            assert isinstance(triage, TriageScreen)
            assert {m for issue in triage.issues for m in issue.models} == {"deepseek"}
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
            shown = str(app.screen.query_one("#summary-text", Static).render())
            assert "Recipe two-reviews 2.0.0 finished" in shown and "JUDGE SAYS:" in shown
            assert "Step 3 of two-reviews: ask → comparison" in shown
            assert not [s for s in app.screen_stack if isinstance(s, ReviewScreen)]
            await pilot.press("q")
