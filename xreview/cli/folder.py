"""`xreview review A.md B.md docs/ 'docs/**/*.md' --headless`: several artifacts at once, one shared budget,
requests in flight bounded per provider and per model (``session.limits``), a progress line per artifact, a
summary table, a report per artifact, and the worst exit status."""

from __future__ import annotations

import asyncio
import glob
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from xreview.cli.common import _until_signalled, exit_status, resolve_run, say_warnings, with_prompt_server
from xreview.errors import UsageError


def is_many(artifact: str | None, more: tuple[str, ...]) -> bool:
    """Several artifacts: more than one path, a folder, or a glob (a file whose name has glob characters in it,
    "docs/[draft].md", is that one file)."""
    if more:
        return True
    return artifact is not None and not Path(artifact).is_file() and (Path(artifact).is_dir() or glob.has_magic(artifact))


def expand(paths: list[str]) -> list[Path]:
    """Every Markdown file the arguments name (a folder: all ``*.md`` below it; a glob, expanded), in order, once."""
    found: dict[Path, None] = {}
    for raw in paths:
        path = Path(raw)
        if glob.has_magic(raw) and not path.is_file():
            matches = [Path(m) for m in sorted(glob.glob(raw, recursive=True)) if Path(m).is_file()]
        elif path.is_dir():
            matches = sorted(p for p in path.rglob("*.md") if p.is_file() and ".xreview" not in p.parts)
        else:
            matches = [path]
        if not matches:
            raise UsageError(f"{raw}: matches no Markdown file", hint="name files, a folder, or a quoted glob such as 'docs/**/*.md'")
        found.update(dict.fromkeys(p for p in matches))
    return list(found)


def review_many(paths: list[str], options: Any, *, fmt: str, write: bool, fail_on: str, auto_fix: bool) -> int:
    """Review every artifact headless, concurrently; print the reports and a summary; return the worst status."""
    from xreview.headless import HeadlessProgress
    from xreview.session import ReviewSession

    artifacts = expand(paths)
    resolutions = [resolve_run(replace(options, artifact=str(path)), auto_fix=auto_fix, headless=True, no_write=not write,
                               prompt_server=False) for path in artifacts]
    asked = with_prompt_server(resolutions)  # the prompt server, started once for every artifact
    say_warnings(list(dict.fromkeys(w for r in asked for w in r.warnings if w.startswith("prompt_server"))))
    resolutions = asked
    budget = resolutions[0].budget()  # one budget for the whole folder
    sessions = [ReviewSession(r, listener=HeadlessProgress(prefix=f"{path}: "), write=write, budget=budget, auto_fix=auto_fix)
                for r, path in zip(resolutions, artifacts, strict=True)]
    for session in sessions:
        session.preflight()
    click.echo(f"reviewing {len(sessions)} artifact(s) at once, sharing one budget", err=True)

    done = 0

    async def one(session: Any, path: Path) -> Any:
        nonlocal done
        report = await session.run()
        done += 1
        bar = "#" * round(20 * done / len(sessions))
        click.echo(f"[{bar:<20}] {done}/{len(sessions)} {path}: {len(report.final_issues)} issue(s), "
                   f"${report.cost_usd:.4f}", err=True)
        return report

    async def run_all() -> list[Any]:
        return list(await asyncio.gather(*(one(s, p) for s, p in zip(sessions, artifacts, strict=True))))

    def interrupted() -> None:
        for session in sessions:
            session.interrupted_by = "terminated (SIGTERM)"

    reports = asyncio.run(_until_signalled(run_all(), interrupted))
    statuses = [exit_status(report, fail_on) for report in reports]
    _print(reports, statuses, fmt)
    return max(statuses)


def _print(reports: list[Any], statuses: list[int], fmt: str) -> None:
    from xreview.core.report import RENDERERS, severity_counts

    rows = [{"artifact": r.artifact, "issues": len(r.final_issues), "severities": severity_counts(r.final_issues),
             "blocking": sum(1 for i in r.final_issues if i.blocking), "cost_usd": round(r.cost_usd, 6),
             "stop": r.stop_reason.value if r.stop_reason else None, "exit": status}
            for r, status in zip(reports, statuses, strict=True)]
    if fmt == "json":
        click.echo(json.dumps({"artifacts": [r.as_dict() for r in reports], "summary": rows}, indent=2, ensure_ascii=False))
        return
    for report in reports:
        click.echo(RENDERERS[fmt](report), nl=False)
        click.echo()
    width = max([8, *(len(row["artifact"]) for row in rows)])
    click.echo(f"{'artifact':<{width}}  {'issues':>6}  {'blocking':>8}  {'cost':>9}  {'exit':>4}  stop")
    for row in rows:
        cost = f"${row['cost_usd']:.4f}"
        click.echo(f"{row['artifact']:<{width}}  {row['issues']:>6}  {row['blocking']:>8}  {cost:>9}  {row['exit']:>4}  {row['stop']}")

