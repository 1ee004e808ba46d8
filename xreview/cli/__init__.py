"""The command line: argument parsing, the headless front end, exit statuses.

stdout carries data only (reports, JSON); progress and errors go to stderr.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from xreview import __version__
from xreview.cli.common import (
    _cockpit,
    _common_options,
    _confirm,
    _health,
    _options,
    _run_options,
    _until_signalled,
    _usable,
    exit_status,
    resolve_run,
    unfinished,
    with_prompt_server,
)
from xreview.errors import ExitCode, UsageError, XReviewError


class _ReviewByDefault(click.Group):
    """``xreview ARTIFACT`` is ``xreview review ARTIFACT``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h", "--version"):
            args = ["review", *args]
        elif not args:
            ctx.meta["xreview.bare"] = True  # plain `xreview`: with nothing to review, show the whole usage
            args = ["review"]
        return super().parse_args(ctx, args)


@click.group(cls=_ReviewByDefault, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="xreview", message="%(prog)s %(version)s")
def cli() -> None:
    """xreview: several models review a design document in parallel; xreview synthesizes the issues.

    `xreview ARTIFACT` is the same as `xreview review ARTIFACT`: the cockpit in a terminal.
    """


@cli.command()
@_common_options
@_run_options
@click.option("--min-cycles", type=click.IntRange(min=0), help="Run at least N cycles.")
@click.option("--max-cycles", type=click.IntRange(min=1), help="Run at most N cycles.")
@click.option("--resume", is_flag=True, help="Continue the unfinished review of ARTIFACT: the answers it had come from the cache.")
@click.argument("more", nargs=-1)
def review(artifact: str | None, stage: str | None, models: str | None, prompt: str | None, config_file: str | None,
           models_file: str | None, yes: bool, headless: bool, fmt: str, budget: float | None, no_write: bool,
           record: str | None, theme: str | None, fail_on: str, fixer: str | None, fix_checker: str | None,
           auto_fix: bool, no_cache: bool, min_cycles: int | None, max_cycles: int | None, resume: bool, more: tuple[str, ...]) -> None:
    """Review ARTIFACT with several models in parallel: the cockpit in a terminal, or --headless for scripts and CI.

    With no ARTIFACT, the stage's configured one (docs/design.md by default). Headless, several artifacts at once:
    files, folders (every *.md below them) or quoted globs ('docs/**/*.md').
    """
    from xreview.cli.folder import is_many, review_many
    from xreview.core.report import RENDERERS
    from xreview.headless import HeadlessProgress
    from xreview.paths import display_path
    from xreview.session import ReviewSession

    options = _options(artifact, stage, models, prompt, config_file, models_file,
                       min_cycles=min_cycles, max_cycles=max_cycles, budget=budget, fixer=fixer, fix_checker=fix_checker, no_cache=no_cache)
    if is_many(artifact, more):
        if not headless:
            raise UsageError("several artifacts are reviewed headless", hint="add --headless --yes (the cockpit reviews one)")
        sys.exit(review_many([str(artifact), *more], options, fmt=fmt, write=not no_write, fail_on=fail_on, auto_fix=auto_fix))
    resolution = resolve_run(options, auto_fix=auto_fix, headless=headless, no_write=no_write)
    if not headless:
        sys.exit(_cockpit(resolution, write=not no_write, record=Path(record) if record else None, theme=theme,
                          fail_on=fail_on))
    progress, saved = HeadlessProgress(), unfinished(resolution, resume=resume, no_cache=no_cache)

    def listen(event: Any) -> None:
        saved.listener(event)  # the review's state, kept for --resume
        progress(event)

    session = ReviewSession(resolution, listener=listen, write=not no_write, record=Path(record) if record else None,
                            auto_fix=auto_fix)
    session.preflight()
    for stale in session.stale_removed:
        click.echo(f"xreview: note: removed {display_path(stale)}, left by an earlier run that was killed while writing",
                   err=True)
    if not yes:
        _confirm(resolution, session)
    import asyncio
    import gc

    gc.freeze()  # the modules and configuration live as long as the command: the collector need not walk them
    report = asyncio.run(_until_signalled(session.run(), lambda: setattr(session, "interrupted_by", "terminated (SIGTERM)")))
    click.echo(RENDERERS[fmt](report), nl=False)
    sys.exit(exit_status(report, fail_on))


@cli.command(name="mcp")
def mcp_command() -> None:
    """Serve xreview to coding agents as an MCP server on stdio (tools: list_models, review, review_artifact)."""
    import importlib.util

    if importlib.util.find_spec("mcp") is None:
        raise UsageError("the MCP server needs the optional mcp package", hint="pip install 'xreview[mcp]'")
    from xreview.mcp_server import serve

    serve()


@cli.command()
@click.argument("artifact", type=click.Path(dir_okay=False))
@click.option("--force", is_flag=True, help="Restore even though the artifact changed since the fixes (that change is kept as a backup).")
def undo(artifact: str, force: bool) -> None:
    """Put ARTIFACT back as it was before the fixer's last edits."""
    from xreview.undo import undo_fixes

    click.echo(undo_fixes(Path(artifact), force=force), err=True)


@cli.command()
@click.option("--check", is_flag=True, help="Check each model's health.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--models-file", type=click.Path(dir_okay=False), help="Models file (default: models.yaml in the config dir).")
def models(check: bool, fmt: str, models_file: str | None) -> None:
    """List the configured models and built-in reviewers."""
    from xreview.config.resolve import load_models

    configured, path = load_models(models_file)
    if check:
        import asyncio

        from xreview.providers.health import check_all

        checks = asyncio.run(check_all(list(configured.values())))
    else:
        checks = [_health(model) for model in configured.values()]
    rows = []
    for model, (health, reason) in zip(configured.values(), checks, strict=True):
        row = {"id": model.id, "provider": model.vendor or model.provider, "model": model.model,
               "available": health in ("ready", "degraded"), "origin": model.origin}
        if model.price is not None and model.provider not in ("builtin",):
            row["price"] = {"input": model.price.input, "output": model.price.output, "source": model.price_source}
        if check:
            row.update({"health": health, "reason": reason})
        rows.append(row)
    server = _check_prompt_server() if check else None
    if fmt == "json":
        click.echo(json.dumps({"models_file": str(path), "models": rows, **({"prompt_server": server} if server else {})}, indent=2))
        return
    click.echo(f"models file: {path}{'' if path.is_file() else ' (not found: built-in reviewers only; run `xreview init`)'}")
    for row in rows:
        line = f"  {row['id']:<14} {row['provider']:<14} {row['model']:<24}"
        if check:
            line += f" {row['health']:<12} {row['reason']}"
        click.echo(line.rstrip())
    if server:
        click.echo(f"prompt server: {server['command']}\n  {server['label']:<53} {server['health']:<12} {server['reason']}")


def _check_prompt_server() -> dict[str, str] | None:
    """The project's prompt server (from the .xreview.yaml found here), asked for the current stage's prompt."""
    import shlex

    from xreview.config.resolve import resolve
    from xreview.core.text import clean_text
    from xreview.providers.prompt_server import fetch_prompts
    from xreview.session.prompt_source import prompt_server

    resolution = resolve(_options(None, None, None, None, None, None, need_artifact=False), usable=_usable)
    server = prompt_server(resolution)
    if server is None:
        return None
    stage = resolution.stage.value
    got = fetch_prompts(server, [stage])[stage]
    reason = (f"answered {len(got.text):,} characters in {got.took_ms} ms" if got.text is not None else got.reason)
    return {"command": clean_text(shlex.join(server.command)), "label": server.label(stage),
            "health": "ready" if got.text is not None else "unavailable", "reason": reason}


@cli.command(name="config")
@_common_options
@click.option("--format", "fmt", type=click.Choice(["yaml", "json"]), default="yaml", show_default=True)
def config_command(artifact: str | None, stage: str | None, models: str | None, prompt: str | None,
                   config_file: str | None, models_file: str | None, fmt: str) -> None:
    """Show the resolved configuration and where each value came from (no artifact needed)."""
    from xreview.config.resolve import resolve

    resolution = resolve(_options(artifact, stage, models, prompt, config_file, models_file, need_artifact=False),
                         usable=_usable)
    [resolution] = with_prompt_server([resolution])  # where the prompt comes from, the prompt server's failure said
    data = {name: {"value": value, "origin": origin} for name, value, origin in resolution.rows()}
    if fmt == "json":
        click.echo(json.dumps(data, indent=2))
    else:
        import yaml

        click.echo(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), nl=False)


@cli.command()
def init() -> None:
    """Write a commented .xreview.yaml here and a models.yaml in the config dir (never overwriting)."""
    from xreview.config.resolve import config_dir
    from xreview.resources import read_default

    targets = [
        (Path.cwd() / ".xreview.yaml", read_default("project.example.yaml")),
        (config_dir() / "models.yaml", read_default("models.example.yaml")),
    ]
    for path, text in targets:
        if path.exists():
            click.echo(f"{path}: exists, left unchanged")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "x", encoding="utf-8") as handle:
            handle.write(text)
        click.echo(f"{path}: written")


from xreview.cli.cache import cache  # noqa: E402 - the commands register on the group defined above
from xreview.cli.discuss import discuss  # noqa: E402
from xreview.cli.keys import keys  # noqa: E402
from xreview.cli.recipes import recipes, run  # noqa: E402
from xreview.cli.serve import serve  # noqa: E402
from xreview.cli.stats import stats  # noqa: E402
from xreview.cli.synthesize import synthesize  # noqa: E402

cli.add_command(discuss)
cli.add_command(cache)
cli.add_command(keys)
cli.add_command(recipes)
cli.add_command(run)
cli.add_command(serve)
cli.add_command(stats)
cli.add_command(synthesize)

def _own_logging() -> None:
    """xreview's streams are its own: stdout carries data, stderr its progress and errors. A root handler that
    prints nothing makes every later ``logging.basicConfig`` a no-op (wordllama calls it on import; httpx would
    then print each request with its URL) and keeps Python's last-resort handler quiet; warnings go the same way."""
    import logging

    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(logging.NullHandler())
    root.setLevel(logging.WARNING)
    logging.captureWarnings(True)


def main() -> None:
    """Entry point: one clear line and a documented exit status for every failure."""
    _own_logging()
    try:
        cli.main(standalone_mode=False, prog_name="xreview")
    except XReviewError as exc:
        from xreview.core.text import clean_text

        click.echo(clean_text(f"xreview: error: {exc}"), err=True)  # it may quote a hostile config file
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("xreview: interrupted", err=True)
        sys.exit(ExitCode.INTERRUPTED)
    except click.ClickException as exc:  # a bad option or value: one line, like every other error
        from xreview.core.text import clean_text

        see = f" (see `{exc.ctx.command_path} --help`)" if isinstance(exc, click.UsageError) and exc.ctx else ""
        click.echo(clean_text(f"xreview: error: {' '.join(exc.format_message().split())}{see}"), err=True)
        sys.exit(ExitCode.USAGE)
    except KeyboardInterrupt:  # Ctrl-C
        click.echo("xreview: interrupted", err=True)
        sys.exit(ExitCode.INTERRUPTED)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(ExitCode.OK)
    except BaseException as exc:  # SIGTERM through _until_signalled (asyncio is imported only by the commands using it)
        asyncio = sys.modules.get("asyncio")
        if asyncio is None or not isinstance(exc, asyncio.CancelledError):
            raise
        click.echo("xreview: interrupted", err=True)
        sys.exit(ExitCode.INTERRUPTED)


def entry() -> None:
    """The `xreview` command: ``main``, then a fast exit. The interpreter's own exit collects every object the
    review built and tears its modules down (0.1-0.2 s after a review), work a finished command does not need:
    the streams are flushed and the process ends (files were written and closed as the review went)."""
    try:
        main()
        code = 0
    except SystemExit as exc:
        if isinstance(exc.code, int) or exc.code is None:
            code = exc.code or 0
        else:  # sys.exit("message"), as Python does it
            print(exc.code, file=sys.stderr)
            code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader that went away: nothing more to say to it
            pass
    os._exit(code)
