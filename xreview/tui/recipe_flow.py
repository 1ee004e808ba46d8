"""`xreview run` in the cockpit: the confirmation lists the recipe's steps and what they should cost, each review
step streams into panes of its own, the triage follows the last review step, and the summary shows the recipe's
output. The recipe itself runs as headless does (``session.recipe_run``); this module only shows it."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from xreview.config.recipes import Recipe, step_models
from xreview.config.resolve import Resolution
from xreview.errors import XReviewError
from xreview.session import ReviewSession, estimate_call, prompt_for
from xreview.session.recipe_run import RecipePlan, RecipeReport, RecipeRunner
from xreview.tui.literal import literal
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.summary_screen import SummaryScreen


def confirmation_rows(plan: RecipePlan, resolution: Resolution, text: str) -> list[tuple[str, str, str]]:
    """The recipe, each step with the models it names (arguments filled in), and what its review steps should cost
    (ask, verify and fix depend on what the reviews find)."""
    recipe = plan.recipes[plan.name]
    values = {a.variable: a.default or "" for a in recipe.arguments} | plan.args
    rows = [("recipe", f"{recipe.name} {recipe.version} — {recipe.description}".rstrip(" —"), recipe.origin)]
    prompt = prompt_for(resolution, text)
    total = 0.0
    for number, step in enumerate(recipe.steps, 1):
        models = step_models(step, values, ("model", "models"))
        cost = 0.0
        if step.type == "review":
            reviewers = models or list(resolution.models.value)
            cost = sum(estimate_call(resolution.model_configs[m], prompt) for m in reviewers if m in resolution.model_configs)
            total += cost
        what = f"{step.type} → {step.output_var}" + (f" ({', '.join(models)})" if models else "")
        rows.append((f"step {number}", what + (f", about ${cost:.4f}" if cost else ""), recipe.name))
    rows.append(("estimate", f"about ${total:.4f} for the review steps", "models' prices"))
    return rows


class RecipeFlow:
    """Drives the app (``XReviewApp``: its listener, its triage, its screens) through one recipe."""

    def __init__(self, app: Any, plan: RecipePlan) -> None:
        self.app = app
        self.plan = plan
        self.step = ""
        self.screens = 0  # review screens shown so far (each needs an id of its own)

    def start(self, resolution: Resolution) -> None:
        """Run the recipe on ``resolution`` (the models chosen on the confirmation are the default reviewers)."""
        app = self.app
        runner = RecipeRunner(resolution, self.plan.recipes, listener=app._listen, write=app.write_enabled,
                              on_begin=self._begin, on_review=self._review, triage=app._triage_cycle)
        app.session = runner.host
        self.host = runner.host
        app._review_worker = app.run_worker(self._run(runner), exclusive=True, group="review", exit_on_error=False)

    async def _begin(self, recipe: Recipe, number: int) -> None:
        """A step starts: said in a notification; a first step that is no review leaves the confirmation for a
        screen of the run (each switch awaited: a screen half mounted must not be switched away)."""
        step = recipe.steps[number - 1]
        self.step = f"recipe {recipe.name} · step {number} of {len(recipe.steps)} · {step.type}"
        self.app.notify(f"Step {number} of {recipe.name}: {step.type} → {step.output_var}", timeout=4)
        if step.type != "review" and not self.screens:
            await self._show([], 1, self.host)

    async def _review(self, session: ReviewSession) -> None:
        """A review step starts: its own panes, its runner behind the keys."""
        self.app.session = session
        self.app.report = session.report
        session.runner.hold_failures = True
        await self._show([(m.id, m.label) for m in session.models], session.resolution.policy().max_cycles, session)

    async def _show(self, labels: list[tuple[str, str]], max_cycles: int, session: ReviewSession) -> None:
        self.screens += 1
        screen = ReviewScreen(labels, max_cycles, session.budget, session.runner, screen_id=f"review-{self.screens}")
        await self.app.switch_screen(self.app._named(screen, self.step))

    async def _run(self, runner: RecipeRunner) -> None:
        try:
            report = await runner.run(self.plan.name, self.plan.args)
        except XReviewError as exc:
            self.app.notify(str(exc), title="The recipe stopped", severity="error", timeout=15)
            return
        self.app.report = report.last_review
        await self.app.switch_screen(self.app._named(SummaryScreen(summary(report)), "summary"))


def summary(report: RecipeReport) -> Text:
    text = Text()
    text.append(f"Recipe {report.recipe} {report.version} finished\n\n", style="bold")
    for step in report.steps:
        text.append(f"Step {step.number} of {step.recipe}: {step.type} → {step.output_var}  ${step.cost_usd:.4f}\n")
    if report.failure:
        text.append(f"\nStopped: {report.failure}\n", style="bold")
    text.append(f"\nCost ${report.cost_usd:.4f}\n\n", style="bold")
    text.append_text(literal(report.output.rstrip() + "\n"))  # model text, shown as text
    text.append("\nPress q to quit.", style="dim")
    return text
