"""`xreview recipes` (list, check) and `xreview run`: multi-step reviews written as YAML recipes."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from xreview.cli.common import _cockpit, _options, _until_signalled, _usable
from xreview.errors import ConfigError, ExitCode, UsageError


def _dirs(resolution: Any) -> list[tuple[Path, str]]:
    from xreview.config.recipes import recipe_dirs
    from xreview.config.resolve import config_dir

    root = resolution.project_file.parent if resolution.project_file else Path.cwd()
    return recipe_dirs(root, config_dir())


def _resolution(artifact: str | None = None, *, need_artifact: bool = False, no_cache: bool = False) -> Any:
    from xreview.config.resolve import resolve

    return resolve(_options(artifact, None, None, None, None, None, need_artifact=need_artifact, no_cache=no_cache),
                   usable=_usable)


@click.group(invoke_without_command=True)
@click.pass_context
def recipes(ctx: click.Context) -> None:
    """List the recipes (the project's, yours, the shipped ones) with where each comes from."""
    if ctx.invoked_subcommand is not None:
        return
    from xreview.config.recipes import available, load
    from xreview.core.text import clean_text

    for name, (path, origin) in available(_dirs(_resolution())).items():
        try:
            recipe = load(path, origin)
            line = f"  {name:<22} {recipe.version:<8} {origin:<9} {recipe.description}"
        except ConfigError as exc:
            line = f"  {name:<22} {'?':<8} {origin:<9} does not load: {exc}"
        click.echo(clean_text(line.rstrip()))


@recipes.command(name="check")
@click.argument("name")
def check(name: str) -> None:
    """Check recipe NAME and every recipe it calls (steps, variables, models, versions, cycles) without calling a model."""
    from xreview.config.recipes import load_tree

    resolution = _resolution()
    tree = load_tree(name, _dirs(resolution), set(resolution.model_configs))
    recipe = tree[name]
    calls = ", ".join(n for n in tree if n != name) or "no other recipe"
    click.echo(f"{name} {recipe.version} ({recipe.origin}, {recipe.path}): ok — {len(recipe.steps)} step(s): "
               f"{', '.join(s.type for s in recipe.steps)}; calls {calls}")
    for argument in recipe.arguments:
        default = "required" if argument.default is None else f"default {argument.default!r}"
        click.echo(f"  {argument.flag:<14} {default}: {argument.description}")


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("name")
@click.argument("artifact", required=False)
@click.option("-y", "--yes", is_flag=True, help="Start without asking for confirmation.")
@click.option("--headless", is_flag=True, help="Run without the TUI: progress on stderr, the report on stdout.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True)
@click.option("--no-write", is_flag=True, help="Never touch the artifact (refused for a recipe with a fix step).")
@click.option("--theme", help="Cockpit theme.")
@click.option("--no-cache", is_flag=True, help="Ask every model again, even for a request answered before.")
@click.pass_context
def run(ctx: click.Context, name: str, artifact: str | None, yes: bool, headless: bool, fmt: str, no_write: bool,
        theme: str | None, no_cache: bool) -> None:
    """Run recipe NAME on ARTIFACT in the cockpit, or --headless: --ARG VALUE sets the recipe's arguments (see
    `xreview recipes check NAME`)."""
    from xreview.cli.common import say_warnings, with_prompt_server
    from xreview.config.recipes import load_tree
    from xreview.headless import HeadlessProgress
    from xreview.session.recipe_run import RecipePlan, RecipeRunner

    [resolution] = with_prompt_server([_resolution(artifact, need_artifact=True, no_cache=no_cache)])
    say_warnings([w for w in resolution.warnings if w.startswith("prompt_server")])
    tree = load_tree(name, _dirs(resolution), set(resolution.model_configs))
    args = _arguments(tree[name], ctx.args)
    if no_write and any(step.type == "fix" for r in tree.values() for step in r.steps):
        raise UsageError(f"{name} has a fix step, which edits the artifact; --no-write forbids it", hint="drop --no-write")
    if not headless:
        sys.exit(_cockpit(resolution, write=not no_write, record=None, theme=theme, fail_on="high",
                          recipe=RecipePlan(tree, name, args)))
    runner = RecipeRunner(resolution, tree, listener=HeadlessProgress(), write=not no_write,
                          on_step=lambda step: click.echo(f"step {step.number} of {name if step.recipe == name else step.recipe} "
                                                          f"({step.type} → {step.output_var}) done, ${step.cost_usd:.4f}", err=True))
    runner.host.preflight()
    if not yes:
        _confirm(tree[name], args)
    import asyncio

    report = asyncio.run(_until_signalled(runner.run(name, args), lambda: None))
    click.echo(_render(report, fmt), nl=False)
    if report.failure:
        click.echo(f"xreview: error: {report.failure}", err=True)
        sys.exit(ExitCode.NO_REVIEW)
    last = report.last_review
    sys.exit(ExitCode.UNRESOLVED if last is not None and last.unresolved_at(_high()) else ExitCode.OK)


def _high() -> Any:
    from xreview.core.model import Severity

    return Severity.HIGH


def _arguments(recipe: Any, extra: list[str]) -> dict[str, str]:
    """``--flag VALUE`` pairs for the recipe's arguments; anything else is a one-line usage error."""
    from xreview.config.yamlfile import did_you_mean

    args: dict[str, str] = {}
    words = list(extra)
    while words:
        word = words.pop(0)
        flag, _, value = word.partition("=")
        argument = recipe.argument(flag) if flag.startswith("--") else None
        if argument is None:
            flags = [a.flag for a in recipe.arguments]
            raise UsageError(f"{recipe.name} has no argument '{word}'", hint=did_you_mean(flag, flags) or
                             (f"its arguments: {', '.join(flags)}" if flags else "it takes no arguments"))
        if not value:
            if not words:
                raise UsageError(f"{flag} needs a value")
            value = words.pop(0)
        args[argument.variable] = value
    for argument in recipe.arguments:
        if argument.variable not in args and argument.default is None:
            raise UsageError(f"{recipe.name} needs {argument.flag} ({argument.description or 'no default'})")
    return args


def _confirm(recipe: Any, args: dict[str, str]) -> None:
    click.echo(f"xreview will run recipe {recipe.name} {recipe.version} ({recipe.path}):", err=True)
    for number, step in enumerate(recipe.steps, 1):
        click.echo(f"  {number}. {step.type} → {step.output_var}", err=True)
    for variable, value in args.items():
        click.echo(f"  --{variable.replace('_', '-')} {value}", err=True)
    if not sys.stdin.isatty():
        raise UsageError("not starting without confirmation: stdin is not a terminal", hint="pass --yes to start without asking")
    if not click.confirm("Proceed?", default=True, err=True):
        raise SystemExit(ExitCode.OK)


def _render(report: Any, fmt: str) -> str:
    from xreview.core.text import clean_text, json_safe

    if fmt == "json":
        return json_safe(json.dumps(report.as_dict(), indent=2, ensure_ascii=False)) + "\n"
    heading = "# " if fmt == "markdown" else ""
    lines = [f"{heading}xreview recipe {report.recipe} {report.version} — {report.artifact}", ""]
    for step in report.steps:
        lines.append(f"{'## ' if fmt == 'markdown' else ''}Step {step.number} of {step.recipe}: {step.type} → {step.output_var} "
                     f"(${step.cost_usd:.4f})")
    lines += ["", report.output.rstrip(), "", f"Cost: ${report.cost_usd:.4f}"]
    if report.failure:
        lines.append(f"Stopped: {report.failure}")
    return clean_text("\n".join(lines)) + "\n"
