"""Calling a cycle's reviewers: each admitted against the budget and its context window, all at once through the
runner, then, for each that could not review, its fallbacks in turn until one does or the chain ends."""

from __future__ import annotations

from dataclasses import dataclass, field

from xreview.config.models import ModelConfig
from xreview.core.errors import ErrorType
from xreview.core.report import CycleRecord, ReviewRecord
from xreview.providers.base import Provider, ProviderResult, ReviewRequest
from xreview.providers.registry import is_supported
from xreview.session.caller import ModelCaller
from xreview.session.events import CycleStarted, FallbackStarted, ModelSkipped, SessionListener

# Failures a fallback model cannot help with: the prompt or the budget is the problem.
_NO_FALLBACK = (ErrorType.CONTEXT_TOO_LARGE, ErrorType.COST_LIMIT_EXCEEDED)


@dataclass(frozen=True)
class Messages:
    """What every reviewer of a cycle is sent."""

    system: str
    user: str
    text: str  # the artifact

    @property
    def prompt(self) -> str:
        return self.system + self.user


@dataclass
class Answers:
    """A cycle's calls: each model's result, who stood in for whom, and whether the budget kept a model out."""

    results: dict[str, ProviderResult] = field(default_factory=dict)
    stand_ins: dict[str, str] = field(default_factory=dict)  # fallback id -> the model it stands in for
    skipped_for_budget: bool = False


async def call_reviewers(caller: ModelCaller, models: list[ModelConfig], messages: Messages, n: int,
                         record: CycleRecord, listener: SessionListener, *, kept_out: dict[str, str]) -> Answers:
    """Every reviewer of cycle ``n`` that may be called, at once; then the fallbacks of those that failed.
    ``kept_out`` maps a model that must not get the document to why (it is recorded as skipped)."""
    answers = Answers()
    calls: dict[str, tuple[Provider, ReviewRequest]] = {}
    reserved = 0.0
    for model in models:
        if model.id in kept_out:
            record.reviews.append(ReviewRecord(model.id, "skipped", None, kept_out[model.id]))
            continue
        estimate = caller.admit(model, messages.prompt, reserved, record)
        if estimate is None:
            answers.skipped_for_budget = (answers.skipped_for_budget
                                          or record.reviews[-1].error_type == ErrorType.COST_LIMIT_EXCEEDED.value)
            continue
        reserved += estimate
        calls[model.id] = _call(caller, model, messages)
    listener(CycleStarted(n, caller.resolution.policy().max_cycles, list(calls), reserved))
    for review in record.reviews:
        listener(ModelSkipped(review.model, f"{review.error_type + ' — ' if review.error_type else ''}{review.error}"))
    answers.results = await caller.runner.run(calls) if calls else {}
    # every call made is charged now, at what it really cost; then down each failed model's fallback chain
    configs = caller.resolution.model_configs
    pending = [m.id for m in models]
    while pending:
        chosen = _stand_ins(caller, models, pending, answers, messages.prompt, record, listener)
        if not chosen:
            break
        answers.stand_ins.update(chosen)
        extra = {fid: _call(caller, configs[fid], messages) for fid in chosen}
        answers.results.update(await caller.runner.run(extra))
        pending = list(chosen)
    return answers


def _call(caller: ModelCaller, model: ModelConfig, messages: Messages) -> tuple[Provider, ReviewRequest]:
    return caller.provider(model), caller.request(model, messages.system, messages.user, messages.text)


def _stand_ins(caller: ModelCaller, models: list[ModelConfig], failed_ids: list[str], answers: Answers, prompt: str,
               record: CycleRecord, listener: SessionListener) -> dict[str, str]:
    """The next fallback for each of ``failed_ids`` that could not review: {fallback id: original id}."""
    configs = caller.resolution.model_configs
    stood = answers.stand_ins
    taken = {m.id for m in models} | set(stood)
    chosen: dict[str, str] = {}
    reserved = 0.0
    for model_id in failed_ids:
        result = answers.results.get(model_id)
        if result is None or result.ok or result.error_type in _NO_FALLBACK:
            continue
        original = stood.get(model_id, model_id)  # a stand-in that failed: go on down the original's chain
        for fallback_id in configs[original].fallback:
            fallback = configs.get(fallback_id)
            if fallback is None or fallback_id in taken or not fallback.enabled or not is_supported(fallback):
                continue
            estimate = caller.admit(fallback, prompt, reserved, record)
            if estimate is None:
                continue
            reserved += estimate
            taken.add(fallback_id)
            chosen[fallback_id] = original
            listener(FallbackStarted(fallback_id, model_id, result.error_type.value if result.error_type else "error"))
            break
    return chosen

