"""`xreview discuss`: a review, then rounds in which the models check each other's findings until they converge."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from xreview.cli.common import (
    _cockpit,
    _common_options,
    _confirm,
    _options,
    _run_options,
    _until_signalled,
    exit_status,
    resolve_run,
)
from xreview.errors import UsageError


@click.command()
@_common_options
@_run_options
@click.option("--mode", type=click.Choice(["parallel", "serial"]), help="parallel (default): every model answers each round at "
              "once; serial: one after the other, each seeing the answers before it.")
@click.option("--rounds", type=click.IntRange(1, 10), help="At most N rounds, the review included (default 3, at most 10).")
@click.option("--resume", "resume", metavar="ID", help="Continue discussion ID from its last finished round, reusing every saved answer.")
@click.option("--feedback", help="With --resume: your answers to the last round's questions, sent with the next round.")
def discuss(artifact: str | None, stage: str | None, models: str | None, prompt: str | None, config_file: str | None,
            models_file: str | None, yes: bool, headless: bool, fmt: str, budget: float | None, no_write: bool,
            record: str | None, theme: str | None, fail_on: str, fixer: str | None, fix_checker: str | None,
            auto_fix: bool, no_cache: bool, mode: str | None, rounds: int | None, resume: str | None, feedback: str | None) -> None:
    """Review ARTIFACT, then let the models check each other's findings in rounds until they converge.

    Round 1 is a review; in each later round every model says, per issue, agree / disagree / cannot tell, and
    may add issues. The discussion stops when a round converges, when more issues stay disputed than the
    person should leave to the models (headless: the questions go to the report), or after --rounds rounds.
    """
    from xreview.config.resolve import data_dir

    if feedback is not None and resume is None:
        raise UsageError("--feedback answers the questions of a saved discussion", hint="use it with --resume ID")
    options = _options(artifact, stage, models, prompt, config_file, models_file, min_cycles=1, max_cycles=1, budget=budget,
                       fixer=fixer, fix_checker=fix_checker, no_cache=no_cache)
    resolution = resolve_run(options, auto_fix=auto_fix, headless=headless, no_write=no_write)
    store, resolution, plan = _store(resolution, data_dir(), resume=resume, mode=mode, rounds=rounds)
    if not headless:
        sys.exit(_cockpit(resolution, write=not no_write, record=Path(record) if record else None, theme=theme,
                          fail_on=fail_on, discussion=(store, plan)))
    session = _session(resolution, store, plan, write=not no_write, record=Path(record) if record else None,
                       auto_fix=auto_fix, feedback=feedback)
    sys.exit(_headless(session, yes=yes, fmt=fmt, fail_on=fail_on))


def _store(resolution: Any, data: Path, *, resume: str | None, mode: str | None, rounds: int | None) -> tuple[Any, Any, Any]:
    """The discussion's saved state (new, or the one to resume, checked against the artifact) and its plan."""
    from xreview.core.discussion import DiscussionTuning
    from xreview.session import artifact_signature, read_artifact
    from xreview.session.discussion import DiscussionPlan
    from xreview.session.discussion_store import DiscussionStore

    path = Path(resolution.artifact.value).resolve()
    signature = artifact_signature(read_artifact(path))
    tuning = DiscussionTuning(float(resolution.get("discussion.converge_at")), int(resolution.get("discussion.max_disputed")))
    if resume is None:
        plan = DiscussionPlan(rounds or 3, mode or "parallel", tuning)
        meta = {"artifact": str(path), "signature": signature, "models": list(resolution.models.value),
                "mode": plan.mode, "rounds": plan.rounds}
        return DiscussionStore.create(data, meta), resolution, plan
    store = DiscussionStore.open(data, resume)
    meta = store.meta
    if meta.get("artifact") != str(path):
        raise UsageError(f"--resume {resume}: that discussion is about {meta.get('artifact')}, not {path}",
                         hint="name the same artifact, or start a new discussion")
    if meta.get("signature") != signature:
        raise UsageError(f"--resume {resume}: {path.name} changed since that discussion",
                         hint="its saved answers are about the old text; start a new discussion")
    saved_models = [str(m) for m in meta.get("models", [])]  # type: ignore[attr-defined]
    plan = DiscussionPlan(rounds or int(meta.get("rounds", 3)), mode or str(meta.get("mode", "parallel")), tuning)  # type: ignore[call-overload]
    return store, resolution.with_models(saved_models, f"discussion {resume}"), plan


def _session(resolution: Any, store: Any, plan: Any, *, write: bool, record: Path | None, auto_fix: bool,
             feedback: str | None) -> Any:
    """A review session whose cycle is the discussion."""
    from xreview.headless import HeadlessProgress
    from xreview.session import ReviewSession
    from xreview.session.discussion import Discussion

    progress = HeadlessProgress()
    session = ReviewSession(resolution, listener=progress, write=write, record=record, auto_fix=auto_fix)
    discussion = Discussion(store, plan, progress)
    if feedback is not None and discussion.records:
        discussion.records[-1].feedback = feedback
        discussion.feedback = feedback
    session.discussion = discussion
    session.report.discussion_id = store.id
    session.report.rounds = discussion.records
    return session


def _headless(session: Any, *, yes: bool, fmt: str, fail_on: str) -> int:
    from xreview.core.report import RENDERERS

    session.preflight()
    discussion = session.discussion
    if not yes:
        _confirm(session.resolution, session, cycles="one: the review is round 1 of the discussion",
                 extra=f"{discussion.plan.mode}, at most {discussion.plan.rounds}; each round after the first costs about "
                       "one more cycle")
    click.echo(f"discussion {discussion.store.id} ({discussion.plan.mode}, at most {discussion.plan.rounds} round(s)); "
               f"`xreview discuss {session.resolution.artifact.value} --resume {discussion.store.id}` continues it", err=True)
    import asyncio

    report = asyncio.run(_until_signalled(session.run(), lambda: setattr(session, "interrupted_by", "terminated (SIGTERM)")))
    click.echo(RENDERERS[fmt](report), nl=False)
    return exit_status(report, fail_on)
