"""What the commands share: their common options, resolving them, the confirmation, the cockpit, signals."""

from __future__ import annotations

import math
import os
import signal
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from xreview.errors import ExitCode, NothingToReview, UsageError

if TYPE_CHECKING:
    from xreview.config.resolve import ResolveOptions

FAIL_ON = {"critical": "Critical", "high": "High", "low": "Low", "never": None}


class _Budget(click.ParamType):  # type: ignore[type-arg]
    """An amount of US dollars: a finite number, zero or more (``nan`` would switch the budget off, ``inf`` means
    no budget, which is what leaving the option out already says)."""

    name = "usd"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            amount = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not an amount in USD (e.g. 2 or 0.50)", param, ctx)
        if not math.isfinite(amount) or amount < 0:
            self.fail(f"{value!r} is not a budget: give a finite amount in USD, 0 or more", param, ctx)
        return amount


def _nothing_to_review(exc: NothingToReview) -> NoReturn:
    """No artifact named and no default one: the usage (the commands, for a plain `xreview`), then why, exit 2."""
    from xreview.core.text import clean_text

    ctx = click.get_current_context()
    if ctx.meta.get("xreview.bare") and ctx.parent is not None:
        click.echo(ctx.parent.get_help(), err=True)
    else:
        click.echo(f"{ctx.get_usage()}\nTry '{ctx.command_path} --help' for the options.", err=True)
    click.echo(clean_text(f"\nxreview: error: {exc}"), err=True)
    sys.exit(ExitCode.USAGE)


def _common_options(func: Any) -> Any:
    options = [
        click.argument("artifact", required=False),
        click.option("-s", "--stage", help="discover, design or develop (default: the artifact's frontmatter, else status.md, else design)."),
        click.option("-m", "--models", "models", help="Comma-separated model ids (see `xreview models`)."),
        click.option("-p", "--prompt", type=click.Path(dir_okay=False), help="A review prompt file to use instead of the stage's."),
        click.option("--config", "config_file", type=click.Path(dir_okay=False), help="Project config file (default: .xreview.yaml found upward)."),
        click.option("--models-file", type=click.Path(dir_okay=False), help="Models file (default: models.yaml in the config dir)."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def _options(artifact: str | None, stage: str | None, models: str | None, prompt: str | None,
             config_file: str | None, models_file: str | None, **extra: Any) -> ResolveOptions:
    from xreview.config.resolve import ResolveOptions

    model_list = [m.strip() for m in models.split(",") if m.strip()] if models else None
    if models is not None and not model_list:
        raise UsageError("--models is empty", hint="give comma-separated model ids, e.g. -m lint,rubric")
    return ResolveOptions(artifact=artifact, stage=stage, models=model_list, prompt=prompt, config=config_file,
                          models_file=models_file, **extra)


def _health(model: Any) -> tuple[str, str]:
    """(ready | disabled | unavailable, why) for one model, without calling it."""
    from xreview.providers.registry import quick_health

    return quick_health(model)


def _usable(model: Any) -> bool:
    from xreview.providers.registry import usable

    return usable(model)


def _cockpit(resolution: Any, *, write: bool, record: Path | None, theme: str | None, fail_on: str,
             discussion: Any = None, recipe: Any = None) -> int:
    """Run the interactive review (or discussion: its saved state and plan); its exit status follows the same
    rules as the headless one."""
    served = os.environ.get("TEXTUAL_DRIVER", "").endswith("web_driver:WebDriver")  # `xreview serve`: a browser tab
    if not served and not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the cockpit needs a terminal", hint="use --headless --yes in scripts and CI")
    from xreview.core.model import Severity
    from xreview.session import model_choices, read_artifact
    from xreview.tui.app import XReviewApp

    rows = model_choices(resolution, read_artifact(resolution.artifact.value), _health)
    app = XReviewApp(resolution, rows, write=write, record=record, theme_name=theme, discussion=discussion, recipe=recipe)
    app.run()
    report = app.report
    if report is None:
        return ExitCode.OK  # left at the confirmation
    if report.reviews_obtained == 0:
        return ExitCode.NO_REVIEW
    threshold = FAIL_ON[fail_on]
    return ExitCode.UNRESOLVED if report.unresolved_at(Severity(threshold) if threshold else None) else ExitCode.OK


def _confirm(resolution: Any, session: Any, *, cycles: str | None = None, extra: str | None = None) -> None:
    """What will run, then "Proceed?" (``cycles`` and ``extra`` replace and add to the cycle line: a discussion)."""
    click.echo("xreview will run this review:", err=True)
    for name, value, origin in resolution.rows()[:4]:
        click.echo(f"  {name:<9} {value}   ({origin})", err=True)
    policy = resolution.policy()
    click.echo(f"  {'cycles':<9} {cycles or f'min {policy.min_cycles}, max {policy.max_cycles}'}", err=True)
    if extra:
        click.echo(f"  {'rounds':<9} {extra}", err=True)
    budget = resolution.limits
    limit = f", budget ${budget.per_task_usd:.2f} per task" if budget.per_task_usd is not None else ""
    click.echo(f"  {'cost':<9} about ${session.estimate_cycle():.4f} per cycle{limit}", err=True)
    if not sys.stdin.isatty():
        raise UsageError("not starting without confirmation: stdin is not a terminal", hint="pass --yes to start without asking")
    if not click.confirm("Proceed?", default=True, err=True):
        raise SystemExit(ExitCode.OK)


Result = TypeVar("Result")


async def _until_signalled(work: Awaitable[Result], on_term: Callable[[], None]) -> Result:
    """Await ``work``; SIGTERM (a CI cancel, `timeout`) calls ``on_term`` and cancels it as Ctrl-C does, so an
    interrupted review still writes its Review Log entry before xreview exits 130."""
    import asyncio

    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None

    def terminate() -> None:
        on_term()
        task.cancel()

    try:
        loop.add_signal_handler(signal.SIGTERM, terminate)
    except (NotImplementedError, RuntimeError):  # not the main thread, or no signals here
        return await work
    try:
        return await work
    finally:
        loop.remove_signal_handler(signal.SIGTERM)




def check_auto_fix(resolution: Any, *, auto_fix: bool, headless: bool, no_write: bool) -> None:
    """--auto-fix is for a headless run with a fixer that may write the artifact."""
    if auto_fix and not headless:
        raise UsageError("--auto-fix is for headless runs", hint="the cockpit shows each edit for approval; add --headless to apply them without asking")
    if auto_fix and not resolution.settings["fixer"].value:
        raise UsageError("--auto-fix needs a fixer model", hint="pass --fixer ID or set `fixer:` in .xreview.yaml")
    if auto_fix and no_write:
        raise UsageError("--auto-fix edits the artifact, --no-write forbids it", hint="drop one of the two")


def _run_options(func: Any) -> Any:
    """The options of a run (`review`, `discuss`): how to run it, what it may spend and write, when it fails."""
    options = [
        click.option("-y", "--yes", is_flag=True, help="Start without asking for confirmation."),
        click.option("--headless", is_flag=True, help="Run without the TUI: progress on stderr, the report on stdout."),
        click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True,
                     help="Report format."),
        click.option("--budget", type=_Budget(), help="Per-task budget in USD (a finite amount, 0 or more)."),
        click.option("--no-write", is_flag=True, help="Never touch the artifact."),
        click.option("--record", "record", type=click.Path(file_okay=False), metavar="DIR",
                     help="Save every model call as a cassette in DIR (for the replay provider)."),
        click.option("--theme", help="Cockpit theme (xreview-dark, xreview-light, or one of yours in <config dir>/themes/)."),
        click.option("--fail-on", type=click.Choice(list(FAIL_ON)), default="high", show_default=True,
                     help="Exit 1 when unresolved issues at or above this severity remain."),
        click.option("--fixer", metavar="ID[,ID…]", help="Models that turn auto-fix issues into edits, a chain tried in turn "
                     "(overrides `fixer:` in .xreview.yaml; 'none' for nobody)."),
        click.option("--fix-checker", metavar="ID", help="Model that checks each edit before it counts (overrides "
                     "`fix_checker:`; 'auto': a reviewer of another family; 'none': unchecked)."),
        click.option("--auto-fix", is_flag=True, help="Headless: apply the fixer's edits without asking (for CI on a branch)."),
        click.option("--no-cache", is_flag=True, help="Ask every model again, even for a request answered before."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def exit_status(report: Any, fail_on: str) -> int:
    """A headless run's exit status: no review 3, logs not written 2 (said on stderr), unresolved issues at or
    above ``fail_on`` 1, else 0."""
    from xreview.core.model import Severity

    if report.reviews_obtained == 0:
        return ExitCode.NO_REVIEW
    if report.write_failed:
        click.echo(f"xreview: error: the logs were not written: {report.write_note.removeprefix('not written: ')}", err=True)
        return ExitCode.USAGE
    threshold = FAIL_ON[fail_on]
    return ExitCode.UNRESOLVED if report.unresolved_at(Severity(threshold) if threshold else None) else ExitCode.OK


def resolve_run(options: ResolveOptions, *, auto_fix: bool, headless: bool, no_write: bool,
                prompt_server: bool = True) -> Any:
    """The run's resolution (the usage and exit 2 when there is nothing to review), its --auto-fix checked, its
    prompt from the prompt server when one is configured (unless ``prompt_server`` is False: the caller asks it
    for several resolutions at once), its warnings said on stderr."""
    from xreview.config.resolve import resolve

    try:
        resolution = resolve(options, usable=_usable)
    except NothingToReview as exc:
        _nothing_to_review(exc)
    check_auto_fix(resolution, auto_fix=auto_fix, headless=headless, no_write=no_write)
    if prompt_server:
        [resolution] = with_prompt_server([resolution])
    say_warnings(resolution.warnings)
    return resolution


def with_prompt_server(resolutions: list[Any]) -> list[Any]:
    """``resolutions`` with the prompt server's prompt where one is configured (it is started once for all)."""
    if not any("prompt_server.command" in r.settings for r in resolutions):
        return resolutions
    from xreview.session.prompt_source import with_server_prompts

    return with_server_prompts(resolutions)


def say_warnings(warnings: list[str]) -> None:
    from xreview.core.text import clean_text

    for warning in warnings:
        click.echo(clean_text(f"xreview: warning: {warning}"), err=True)


def unfinished(resolution: Any, *, resume: bool, no_cache: bool) -> Any:
    """The review's saved state: with --resume, the unfinished review it continues (one line when there is none);
    without, a fresh start."""
    from xreview.config.resolve import data_dir
    from xreview.session.resume import ReviewState

    saved = ReviewState(data_dir(), Path(resolution.artifact.value))
    if not resume:
        saved.forget()
    elif no_cache:
        raise UsageError("--resume reuses the answers in the cache, and --no-cache turns it off", hint="drop one of the two")
    elif saved.load() is None:
        raise UsageError(f"{resolution.artifact.value}: no unfinished review of this text to resume",
                         hint="it finished, or the document changed since; start a review without --resume")
    return saved
