"""Helper calls around a cycle's reviews: a repair for an answer nothing could be read from, the arbiter that
groups the items, and a second opinion on an issue only one model raised. Each is a ``consult`` of the caller,
recorded on the cycle with its purpose; each falls back to what the local pipeline already has."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from xreview.core.arbiter import ArbiterError, arbiter_request, parse_clusters
from xreview.core.identity import IssueTracker
from xreview.core.model import Issue, Verification
from xreview.core.repair import repair_request
from xreview.core.report import CycleRecord, ReviewRecord
from xreview.core.similarity import Embedder, similarity_matrix
from xreview.core.synthesis import SynthesisResult, issues_from_groups
from xreview.core.text import one_line
from xreview.core.verify import apply_verification, needs_verification, parse_verdict, verification_request
from xreview.embedding import load_embedder
from xreview.providers.base import ProviderResult
from xreview.providers.registry import HTTP_PROVIDERS
from xreview.resources import read_default
from xreview.session.caller import ModelCaller, estimate_call
from xreview.session.events import Consulted, SessionListener

if TYPE_CHECKING:
    from xreview.core.parse import ParsedReview

Reader = Callable[[str, str, "Embedder | None"], "ParsedReview"]  # (model id, answer, embedder) -> what could be read


async def repair_unreadable(caller: ModelCaller, results: dict[str, ProviderResult], record: CycleRecord,
                            parsed: dict[str, ParsedReview], read: Reader,
                            listener: SessionListener) -> tuple[dict[str, str], set[str]]:
    """One repair call for each answer with text that yields no issue and no verdict: the configured synthesizer
    restates it, or else the reviewer itself when it is an HTTP model. Returns the restated answers that read,
    and the reviewers whose answer went to a repair. ``parsed`` gains what each answer reads as."""
    embed = load_embedder()
    synthesizer = caller.resolution.get("synthesizer")
    jobs: list[tuple[str, str, str]] = []  # (reviewer, who repairs, its answer)
    for model_id, result in results.items():
        if not result.ok or not result.text.strip():
            continue
        read_now = parsed.get(model_id) or read(model_id, result.text, embed)
        parsed[model_id] = read_now
        if read_now.parsable:
            continue
        config = caller.resolution.model_configs.get(model_id)
        if synthesizer != "local" and caller.can_consult(synthesizer):
            jobs.append((model_id, synthesizer, result.text))
        elif config is not None and config.provider in HTTP_PROVIDERS and caller.can_consult(model_id):
            jobs.append((model_id, model_id, result.text))
    if not jobs:
        return {}, set()
    system = read_default("prompts", "repair.md")
    answers = await asyncio.gather(*(caller.consult(who, system, repair_request(model_id, text), "", "repair", record)
                                     for model_id, who, text in jobs))
    restated: dict[str, str] = {}
    tried: set[str] = set()
    for (model_id, who, _text), (answer, entry) in zip(jobs, answers, strict=True):
        tried.add(model_id)
        if answer is None or not answer.ok:
            entry.note = f"{model_id}: no answer ({entry.error_type or entry.error})"
        else:
            again = read(model_id, answer.text, embed)
            if again.parsable:
                restated[model_id] = answer.text
                parsed[model_id] = again
                entry.note = f"{model_id}: restated, {len(again.items)} issue(s)"
            else:
                entry.note = f"{model_id}: the restated answer could not be read either"
        listener(Consulted("repair", who, entry.note or ""))
    return restated, tried


async def arbitrate(caller: ModelCaller, synthesis: SynthesisResult, record: CycleRecord,
                    listener: SessionListener) -> list[Issue]:
    """The arbiter model's grouping of the items, checked; the local synthesis when it fails."""
    model_id = caller.resolution.get("synthesizer")
    items = synthesis.items
    if not caller.can_consult(model_id):
        note = f"{model_id} cannot be asked to group issues (a built-in or replayed reviewer); local synthesis used"
        record.assists.append(ReviewRecord(model_id, "skipped", None, note, purpose="synthesizer", note=note))
        listener(Consulted("synthesizer", model_id, note))
        return synthesis.issues
    system = read_default("prompts", "synthesizer.md")
    result, entry = await caller.consult(model_id, system, arbiter_request(items), "", "synthesizer", record)
    if result is None or not result.ok:
        entry.note = f"no answer ({entry.error_type or entry.error}); local synthesis used"
    else:
        try:
            groups = parse_clusters(result.text, len(items))
        except ArbiterError as exc:
            entry.note = f"answer refused: {exc}; local synthesis used"
        else:
            matrix = similarity_matrix(items, load_embedder())
            issues = issues_from_groups(items, groups, len(synthesis.voters), matrix)
            record.synthesized_by = model_id
            entry.note = f"grouped {len(items)} items into {len(issues)} issues"
            listener(Consulted("synthesizer", model_id, entry.note))
            return issues
    listener(Consulted("synthesizer", model_id, entry.note))
    return synthesis.issues


async def verify(caller: ModelCaller, issues: list[Issue], voters: list[str], text: str, record: CycleRecord,
                 tracker: IssueTracker, listener: SessionListener) -> None:
    """A second opinion, from one other model, on each Critical or High issue only one model raised."""
    checkers = [m for m in voters if caller.can_consult(m)]
    jobs: list[tuple[Issue, str]] = []
    for number, issue in enumerate(i for i in issues if needs_verification(i)):
        others = [m for m in checkers if m not in issue.models]
        if others:
            jobs.append((issue, others[number % len(others)]))
    if not jobs:
        return
    system = read_default("prompts", "verify.md")
    reserved = 0.0
    calls = []
    for issue, checker in jobs:
        user = verification_request(issue, caller.path.name, text)
        calls.append(caller.consult(checker, system, user, text, "verify", record, reserved))
        reserved += estimate_call(caller.resolution.model_configs[checker], system + user)
    answers = await asyncio.gather(*calls)
    for (issue, checker), (result, entry) in zip(jobs, answers, strict=True):
        if result is None or not result.ok:
            entry.note = f"{issue.id}: no answer ({entry.error_type or entry.error})"
        else:
            try:
                verdict, reason = parse_verdict(result.text)
            except ValueError as exc:
                entry.note = f"{issue.id}: answer not understood ({exc})"
            else:
                apply_verification(issue, Verification(checker, verdict, reason))
                tracker.update_status(issue)
                entry.note = f"{issue.id}: {verdict.value}"
        listener(Consulted("verify", checker, f"{issue.id} {one_line(issue.title, 60)} — {entry.note.split(': ', 1)[1]}"))
