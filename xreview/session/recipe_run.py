"""`xreview run`: a recipe's steps in order, each seeing the variables the earlier ones set (see
``config.recipes`` for the format and the load-time checks).

A ``review`` step is a ``ReviewSession`` of its own (its issues synthesized and logged as in `xreview review`,
the Review Log entry naming the recipe); ``ask`` and ``verify`` are helper calls; ``fix`` gives the auto-fix
issues of an earlier review step to the fixer and applies its edits; ``recipe`` runs another recipe. Every step
shares one budget, and every call goes through the same caller, guard, retries and calls log as a review's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from xreview.config.project import Setting
from xreview.config.recipes import Recipe, Step, step_models, substitute
from xreview.config.resolve import PromptSource, Resolution
from xreview.core.budget import Budget
from xreview.core.model import Issue, Verification
from xreview.core.report import CycleRecord, Report, ReviewRecord
from xreview.core.text import one_line
from xreview.core.verify import apply_verification, parse_verdict, verification_request
from xreview.errors import ConfigError, XReviewError
from xreview.resources import read_default
from xreview.session.events import ReviewedCycle, SessionListener
from xreview.session.fixes import fixable
from xreview.session.review import ReviewSession

ASK_SYSTEM = ("You are helping review a design document. Answer the request below directly and specifically, "
              "in Markdown; no preamble and no praise.")


class StepFailed(XReviewError):
    """A step could not do its work (its model did not answer, the budget refused it); the run stops there."""


@dataclass
class StepRecord:
    recipe: str
    number: int  # 1-based, within its recipe
    type: str
    output_var: str
    calls: list[ReviewRecord] = field(default_factory=list)
    output: str = ""
    report: Report | None = None  # a review step's own report

    @property
    def cost_usd(self) -> float:
        return sum(c.cost_usd for c in self.calls)

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"recipe": self.recipe, "step": self.number, "type": self.type,
                                   "output_var": self.output_var, "calls": [c.as_dict() for c in self.calls],
                                   "cost_usd": round(self.cost_usd, 6), "output": self.output}
        if self.report is not None:
            data["review"] = self.report.as_dict()
        return data


@dataclass
class RecipeReport:
    recipe: str
    version: str
    artifact: str
    steps: list[StepRecord] = field(default_factory=list)
    output: str = ""
    failure: str = ""

    @property
    def cost_usd(self) -> float:
        return sum(s.cost_usd for s in self.steps)

    @property
    def last_review(self) -> Report | None:
        return next((s.report for s in reversed(self.steps) if s.report is not None), None)

    def as_dict(self) -> dict[str, object]:
        return {"schema": "xreview.recipe/1", "recipe": self.recipe, "version": self.version, "artifact": self.artifact,
                "steps": [s.as_dict() for s in self.steps], "output": self.output, "failure": self.failure or None,
                "cost_usd": round(self.cost_usd, 6)}


def issues_markdown(issues: list[Issue]) -> str:
    """A review step's issues as its output variable: one line each."""
    if not issues:
        return "No issues."
    return "\n".join(f"- **{i.id}** [{i.severity.value}] {one_line(i.title, 160)} ({', '.join(i.models)}, {i.consensus.value})"
                     + (f": {one_line(i.description, 300)}" if i.description else "") for i in issues)


@dataclass(frozen=True)
class RecipePlan:
    """What `xreview run` was asked: the recipes loaded (the one named and every one it calls) and the arguments."""

    recipes: dict[str, Recipe]
    name: str
    args: dict[str, str]


class RecipeRunner:
    """Runs loaded recipes (``recipes``: every recipe the run may reach, checked by ``config.recipes.load_tree``).
    The cockpit passes ``on_review`` (a review step's session is about to run: show its panes), ``on_begin`` (a step
    starts) and ``triage`` (the decisions of the last review step's cycle, as in a review)."""

    def __init__(self, resolution: Resolution, recipes: dict[str, Recipe], *, listener: SessionListener,
                 write: bool = True, budget: Budget | None = None, on_step: Callable[[StepRecord], None] | None = None,
                 on_begin: Callable[[Recipe, int], Awaitable[None]] | None = None,
                 on_review: Callable[[ReviewSession], Awaitable[None]] | None = None,
                 triage: Callable[[ReviewedCycle], Awaitable[bool]] | None = None) -> None:
        self.resolution = resolution
        self.recipes = recipes
        self.listener = listener
        self.write = write
        self.budget = budget or resolution.budget()
        self.on_step = on_step or (lambda step: None)
        self.on_begin = on_begin
        self.on_review = on_review
        self.triage = triage
        self.last_review: tuple[str, int] | None = None  # (recipe, step number) that the triage follows
        self.host = ReviewSession(resolution, listener=listener, write=False, budget=self.budget)  # its caller asks
        self.reviews: dict[str, tuple[ReviewSession, Report]] = {}
        self.path = Path(resolution.artifact.value)

    async def run(self, name: str, args: dict[str, str]) -> RecipeReport:
        recipe = self.recipes[name]
        self.last_review = self._last_review(name)
        report = RecipeReport(recipe.name, recipe.version, str(self.path))
        try:
            async with self.host.caller.http_client():
                report.output = await self._run(recipe, args, report)
        except StepFailed as exc:
            report.failure = str(exc)
        return report

    async def _run(self, recipe: Recipe, args: dict[str, str], report: RecipeReport) -> str:
        text = self.host.read_text()
        values = {"artifact": text, "artifact_name": self.path.name}
        for argument in recipe.arguments:
            value = args.get(argument.variable, argument.default)
            if value is None:
                raise ConfigError(f"{recipe.name}: {argument.flag} is needed ({argument.description or 'no default'})")
            values[argument.variable] = value
        for number, step in enumerate(recipe.steps, 1):
            if self.on_begin is not None:
                await self.on_begin(recipe, number)
            record = StepRecord(recipe.name, number, step.type, step.output_var)
            report.steps.append(record)
            record.output = await self._step(recipe, step, values, record, report)
            values[step.output_var] = record.output
            self.on_step(record)
        return substitute(recipe.output, values)

    async def _step(self, recipe: Recipe, step: Step, values: dict[str, str], record: StepRecord,
                    report: RecipeReport) -> str:
        if step.type == "review":
            return await self._review(recipe, step, values, record)
        if step.type == "ask":
            return await self._ask(step, values, record)
        if step.type == "verify":
            return await self._verify(step, values, record)
        if step.type == "fix":
            return await self._fix(step, values, record)
        inner = self.recipes[str(step.fields["name"])]
        args = {}
        for key, value in (step.fields.get("args") or {}).items():
            argument = inner.argument(str(key))
            assert argument is not None  # checked when the recipes loaded (config.recipes._check_args)
            args[argument.variable] = substitute(str(value), values)
        return await self._run(inner, args, report)

    def _last_review(self, name: str) -> tuple[str, int] | None:
        """The review step that runs last (the cockpit's triage follows it), through called recipes too."""
        recipe = self.recipes[name]
        for number in range(len(recipe.steps), 0, -1):
            step = recipe.steps[number - 1]
            if step.type == "review":
                return name, number
            if step.type == "recipe" and (inner := self._last_review(str(step.fields["name"]))) is not None:
                return inner
        return None

    # -- the steps ----------------------------------------------------------------------------------------------

    def _model(self, step: Step, key: str, values: dict[str, str]) -> str:
        model = substitute(str(step.fields.get(key) or ""), values).strip()
        configured = self.resolution.model_configs
        if model not in configured:
            raise ConfigError(f"{step.where}: no model '{model}' is configured", hint="`xreview models` lists them")
        return model

    async def _review(self, recipe: Recipe, step: Step, values: dict[str, str], record: StepRecord) -> str:
        resolution = self.resolution
        models = step_models(step, values, ("models",))
        for model in models:
            if model not in resolution.model_configs:
                raise ConfigError(f"{step.where}: no model '{model}' is configured", hint="`xreview models` lists them")
        origin = f"recipe {recipe.name}, step {record.number}"
        if models:
            resolution = resolution.with_models(models, origin)
        prompt = _prompt(recipe, step, values, origin)
        cycles = int(step.fields.get("cycles", 1))
        settings = {**resolution.settings, "cycles.max": Setting(cycles, origin), "cycles.min": Setting(1, origin)}
        resolution = dataclasses.replace(resolution, settings=settings, prompt=prompt or resolution.prompt)
        session = ReviewSession(resolution, listener=self.listener, write=self.write, budget=self.budget)
        session.report.recipe = f"{recipe.name} {recipe.version}"
        session.preflight()
        if self.on_review is not None:
            await self.on_review(session)
        last = self.last_review == (recipe.name, record.number)
        report = await session.run(triage=self.triage if last else None)
        record.report = report
        record.calls = [c for cycle in report.cycles for c in cycle.calls]
        if report.reviews_obtained == 0:
            raise StepFailed(f"{step.where}: the review step got no review ({report.stop_explanation})")
        self.reviews[step.output_var] = (session, report)
        return issues_markdown(report.final_issues)

    async def _consult(self, model: str, system: str, user: str, purpose: str, record: StepRecord) -> str:
        if not self.host.caller.can_consult(model):
            raise StepFailed(f"{model} cannot answer a free-form question (a built-in checker or a cassette)")
        cycle = CycleRecord(0)
        result, entry = await self.host.caller.consult_or_fallback(model, system, user, self.host.read_text(), purpose, cycle)
        record.calls += cycle.assists
        self.host.caller.log_calls(0, cycle.assists, system + user)
        if result is None or not result.ok:
            raise StepFailed(f"{purpose}: {model} gave no answer ({entry.error_type or entry.error})")
        return result.text

    async def _ask(self, step: Step, values: dict[str, str], record: StepRecord) -> str:
        model = self._model(step, "model", values)
        user = substitute(str(step.fields["prompt"]), values)
        if step.fields.get("input"):
            user += "\n\n" + substitute(str(step.fields["input"]), values)
        return (await self._consult(model, ASK_SYSTEM, user, f"recipe {record.recipe} step {record.number}: ask", record)).strip()

    async def _verify(self, step: Step, values: dict[str, str], record: StepRecord) -> str:
        model = self._model(step, "model", values)
        _session, report = self.reviews[str(step.fields["issues"]).strip("{}")]
        wanted = {str(s).lower() for s in step.fields.get("severities") or ["critical", "high", "low"]}
        issues = [i for i in report.final_issues if i.severity.value.lower() in wanted]
        lines = []
        for issue in issues:
            answer = await self._consult(model, read_default("prompts", "verify.md"),
                                         verification_request(issue, self.path.name, self.host.read_text()),
                                         f"recipe {record.recipe} step {record.number}: verify", record)
            try:
                verdict, reason = parse_verdict(answer)
            except ValueError as exc:
                lines.append(f"- **{issue.id}** {one_line(issue.title, 120)}: unreadable answer ({exc})")
                continue
            apply_verification(issue, Verification(model, verdict, reason))
            lines.append(f"- **{issue.id}** {one_line(issue.title, 120)}: {verdict.value} — {reason}")
        return "\n".join(lines) or "No issue to verify."

    async def _fix(self, step: Step, values: dict[str, str], record: StepRecord) -> str:
        if not self.write:
            raise StepFailed(f"{step.where}: a fix step edits the artifact, and --no-write forbids it")
        session, report = self.reviews[str(step.fields["issues"]).strip("{}")]
        fixer = self._model(step, "fixer", values) if step.fields.get("fixer") else session.fixer
        reviewed = session.last_closed
        issues = fixable(report.final_issues)
        if fixer is None or reviewed is None or not issues:
            return "Nothing to fix." if fixer else "No fixer: set `fixer:` in the step or in .xreview.yaml."
        if step.fields.get("fixer"):
            session.resolution = dataclasses.replace(session.resolution, settings={
                **session.resolution.settings, "fixer": Setting([fixer], f"recipe {record.recipe}, step {record.number}")})
        before = len(reviewed.record.assists)
        async with session.caller.http_client():
            proposal = await session.propose_fixes(reviewed, issues)
            applied = session.apply_fixes(proposal, [p for p in proposal.current if proposal.may_apply_unasked(p)])
        record.calls = reviewed.record.assists[before:]
        session.caller.log_calls(reviewed.n, record.calls, proposal.text)
        if proposal.failure:
            return f"The fixer could not help: {proposal.failure}"
        return "\n".join(f"- {p.edit.issue_id}: edit applied" for p in applied) or "No edit could be applied."


def _prompt(recipe: Recipe, step: Step, values: dict[str, str], origin: str) -> Setting[PromptSource] | None:
    if step.fields.get("prompt"):
        return Setting(PromptSource(origin, substitute(str(step.fields["prompt"]), values)), origin)
    if step.fields.get("prompt_file"):
        path = (recipe.path.parent / str(step.fields["prompt_file"])).resolve()
        try:
            return Setting(PromptSource(str(path.name), path.read_text(encoding="utf-8")), origin)
        except OSError as exc:
            raise ConfigError(f"{step.where}: prompt_file {path}: cannot read ({exc.strerror})") from None
    return None
