"""``xreview discuss``: a review whose models then check each other's findings, round by round, until the
rounds converge, need the person, or run out (the rules are in ``core.discussion``).

A discussion is one cycle of a ``ReviewSession``: round 1 is its review (parallel, or serial — each model sees
the findings of the models before it), the later rounds run before its issues go to triage, and the final
issues are triaged and logged like a review's. Every answer is saved as it arrives in
``$XREVIEW_DATA_DIR/discussions/<id>/rounds/<n>/answers/``, every finished round as ``synthesis.json`` beside
them, so ``--resume ID`` continues without paying for an answer twice.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, replace

from xreview.config.models import ModelConfig
from xreview.core.discussion import (
    AnswerError,
    CrossAnswer,
    DiscussionTuning,
    RoundRecord,
    apply_round,
    clarification_questions,
    convergence,
    cross_request,
    parse_cross_answer,
    resolution_of,
    serial_findings,
)
from xreview.core.model import Issue, ReviewItem
from xreview.core.report import CycleRecord, ReviewRecord
from xreview.core.similarity import similarity_matrix
from xreview.core.synthesis import synthesize_items
from xreview.embedding import load_embedder
from xreview.providers.base import ProviderResult
from xreview.providers.cli_tools import resumable
from xreview.resources import read_default
from xreview.session.caller import ModelCaller, review_record
from xreview.session.discussion_store import DiscussionStore
from xreview.session.events import RoundCompleted, RoundStarted, SessionListener
from xreview.session.reviewers import Answers, Messages, call_reviewers
from xreview.session.runner import ModelFinished, RunnerEvent

SAME_ISSUE = 0.5  # an addition at least this like a listed issue supports it instead of adding one

# between rounds, the person's answer to the round's questions ("" for none); None stops the discussion
Ask = Callable[[RoundRecord], Awaitable[str | None]]


@dataclass(frozen=True)
class DiscussionPlan:
    rounds: int = 3
    mode: str = "parallel"  # parallel | serial
    tuning: DiscussionTuning = DiscussionTuning()


class Discussion:
    """The rounds of one discussion, plugged into a ``ReviewSession`` (see ``ReviewSession.discussion``)."""

    def __init__(self, store: DiscussionStore, plan: DiscussionPlan, listener: SessionListener, *,
                 ask: Ask | None = None) -> None:
        self.store = store
        self.plan = plan
        self.listener = listener
        self.ask = ask
        self.records: list[RoundRecord] = [RoundRecord.from_dict(d) for d in store.finished_rounds()]
        self.feedback = self.records[-1].feedback if self.records else ""
        self.aliases: dict[str, str] = {}  # a resumed discussion: saved issue id -> today's

    # -- round 1: the review --------------------------------------------------------------------------------

    async def first_round(self, caller: ModelCaller, models: list[ModelConfig], messages: Messages, n: int,
                          record: CycleRecord, listener: SessionListener, *, kept_out: dict[str, str]) -> Answers:
        """Round 1's answers: saved ones reused, the others asked — all at once, or one after the other."""
        self.listener(RoundStarted(1, self.plan.rounds, [m.id for m in models], self.plan.mode))
        caller.keep_sessions = True  # a later round continues an AI CLI tool's session instead of resending it all
        reused = {m.id: self._saved(1, m.id) for m in models if self.store.answer(1, m.id) is not None}
        answers = Answers(results=dict(reused))
        todo = [m for m in models if m.id not in reused]
        with self._saving(caller, 1):
            if self.plan.mode == "parallel" or not todo:
                if todo:
                    got = await call_reviewers(caller, todo, messages, n, record, listener, kept_out=kept_out)
                    self._merge(answers, got)
                return answers
            for model in todo:  # serial: each sees what the models before it found
                earlier = [(m, r.text) for m, r in answers.results.items() if r.ok and r.text.strip()]
                asked = Messages(messages.system, serial_findings(messages.user, earlier), messages.text)
                got = await call_reviewers(caller, [model], asked, n, record, listener, kept_out=kept_out)
                self._merge(answers, got)
        return answers

    @contextlib.contextmanager
    def _saving(self, caller: ModelCaller, round_n: int) -> Iterator[None]:
        """Each answer of ``round_n`` saved the moment it arrives (a kill then costs only the calls in flight),
        with the AI CLI tool's session to continue."""
        previous = caller.on_event

        def keep(event: RunnerEvent) -> None:
            if isinstance(event, ModelFinished) and event.result.ok:
                self.store.save_answer(round_n, event.model, event.result.text)
                if event.result.session_id:
                    self.store.save_session(event.model, event.result.session_id)
            previous(event)

        caller.on_event = keep
        try:
            yield
        finally:
            caller.on_event = previous

    def _merge(self, answers: Answers, got: Answers) -> None:
        answers.results.update(got.results)
        answers.stand_ins.update(got.stand_ins)
        answers.skipped_for_budget = answers.skipped_for_budget or got.skipped_for_budget

    def _saved(self, round_n: int, model_id: str) -> ProviderResult:
        return ProviderResult(model=model_id, text=self.store.answer(round_n, model_id) or "", cost_source="saved answer")

    # -- rounds 2…N: cross-verification ---------------------------------------------------------------------

    async def later_rounds(self, caller: ModelCaller, issues: list[Issue], record: CycleRecord, text: str,
                           voters: list[str], artifact_name: str) -> list[Issue]:
        """Run rounds 2… on ``issues`` until a recommendation other than ``continue`` (or the last round);
        return the issues as the discussion leaves them."""
        if not self.records:
            first = self._record(1, issues, [], len(issues))
            self._finish(first)
        else:
            issues = self._replay(issues, voters)
        while self.records[-1].round < self.plan.rounds:
            last = self.records[-1]
            if last.convergence.recommendation == "converged":
                break
            talkers = [m for m in voters if caller.can_consult(m)]
            if not talkers:
                last.note = "no reviewer can discuss (built-in checkers answer only reviews)"
                self.store.save_round(last)
                break
            if self.ask is not None:
                if not await self.between_rounds():
                    last.note = "stopped by the user between rounds"
                    self.store.save_round(last)
                    break
            elif last.convergence.recommendation == "user_input_needed" and not last.feedback.strip():
                break  # headless: the questions go to the report; `--resume ID --feedback TEXT` goes on
            issues = await self._round(caller, last.round + 1, talkers, issues, record, text, voters, artifact_name)
        return issues

    async def _round(self, caller: ModelCaller, round_n: int, talkers: list[str], issues: list[Issue],
                     record: CycleRecord, text: str, voters: list[str], artifact_name: str) -> list[Issue]:
        self.listener(RoundStarted(round_n, self.plan.rounds, talkers, self.plan.mode))
        ids = [i.id for i in issues]
        system = read_default("prompts", "discuss.md")
        logged = len(record.assists)
        answers: list[CrossAnswer] = []
        batches = [talkers] if self.plan.mode == "parallel" else [[m] for m in talkers]
        for batch in batches:  # serial: one model at a time, each seeing the answers before it
            before = answers if self.plan.mode == "serial" else None
            user = cross_request(issues, round_n, artifact_name, text, feedback=self.feedback, before=before)
            short = cross_request(issues, round_n, artifact_name, None, feedback=self.feedback, before=before)
            answers += await self._ask(caller, batch, round_n, system, (user, short), text, ids, record)
        caller.log_calls(record.n, record.assists[logged:], system)
        issues, new = self._settle(issues, answers, voters)
        done = self._record(round_n, issues, answers, new)
        done.abstained = [m for m in talkers if m not in {a.model for a in answers}]
        self._finish(done)
        return issues

    async def _ask(self, caller: ModelCaller, model_ids: list[str], round_n: int, system: str, users: tuple[str, str],
                   text: str, ids: list[str], record: CycleRecord) -> list[CrossAnswer]:
        """The answers of ``model_ids`` to one request: saved ones reused, the others asked at once through the
        runner (their text streams to the cockpit's panes), each that breaks the shape asked once more. An AI CLI
        tool with a session continues it and is sent the round without the document (``users[1]``)."""
        answers: dict[str, CrossAnswer] = {}
        calls = {}
        reserved = 0.0
        sessions = self.store.sessions()
        user = users[0]
        for model_id in model_ids:
            saved = self._saved_answer(round_n, model_id, ids)
            if saved is not None:
                answers[model_id] = saved
                continue
            model = caller.resolution.model_configs[model_id]
            session = sessions.get(model_id) if resumable(model) else None
            asked = users[1] if session else user
            estimate = caller.admit(model, system + asked, reserved, record)
            if estimate is None:  # refused (budget, context window): a helper call of the round, not a review
                refused = record.reviews.pop()
                refused.purpose = f"discussion round {round_n}"
                refused.note = "not asked; abstains this round"
                record.assists.append(refused)
                continue
            reserved += estimate
            calls[model_id] = (caller.provider(model), replace(caller.request(model, system, asked, text), session=session))
        with self._saving(caller, round_n):
            results = await caller.runner.run(calls) if calls else {}
        purpose = f"discussion round {round_n}"
        for model_id, result in results.items():
            entry = review_record(result)
            entry.purpose = purpose
            record.assists.append(entry)
            answer = await self._read(caller, model_id, round_n, result, entry, system, user, text, ids, record)
            if answer is not None:
                answers[model_id] = answer
        return [answers[m] for m in model_ids if m in answers]

    async def _read(self, caller: ModelCaller, model_id: str, round_n: int, result: ProviderResult, entry: ReviewRecord,
                    system: str, user: str, text: str, ids: list[str], record: CycleRecord) -> CrossAnswer | None:
        """One answer read strictly; one repair call when it breaks the shape; None: the model abstains."""
        for attempt in (1, 2):
            if not result.ok:
                entry.note = f"no answer ({entry.error_type or entry.error}); abstains this round"
                return None
            try:
                answer = parse_cross_answer(result.text, model_id, round_n, ids)
            except AnswerError as exc:
                if attempt == 2 or not caller.can_consult(model_id):
                    entry.note = f"answer refused ({exc}); abstains this round"
                    return None
                entry.note = f"answer refused ({exc}); asked once more"
                again = f"{user}\n\nYour last answer could not be read: {exc}. Answer again with the JSON object only."
                repaired, entry = await caller.consult(model_id, system, again, text, f"discussion round {round_n} (repair)", record)
                if repaired is None:
                    entry.note = "the repair was not affordable; abstains this round"
                    return None
                result = repaired
                continue
            self.store.save_answer(round_n, model_id, result.text)
            entry.note = f"{len(answer.stances)} verdict(s), {len(answer.additions)} addition(s)"
            return answer
        return None

    def _settle(self, issues: list[Issue], answers: list[CrossAnswer], voters: list[str]) -> tuple[list[Issue], int]:
        """The round's stances applied; its additions either support a listed issue or become new ones."""
        apply_round(issues, answers, len(voters))
        added = self._additions(issues, answers, len(voters))
        return issues + added, len(added)

    def _additions(self, issues: list[Issue], answers: list[CrossAnswer], voters: int) -> list[Issue]:
        additions = [(a.model, add) for a in answers for add in a.additions]
        if not additions:
            return []
        embed = load_embedder()
        listed = [ReviewItem(title=i.title, text=i.description, description=i.description) for i in issues]
        fresh = [ReviewItem(title=add.title, text=add.as_markdown(), description=add.description, severity=add.severity,
                            model=m, index=k) for k, (m, add) in enumerate(additions)]
        matrix = similarity_matrix(listed + fresh, embed)
        new = [item for k, item in enumerate(fresh)
               if not (listed and float(matrix[len(listed) + k, : len(listed)].max()) >= SAME_ISSUE)]
        # (an addition that names a listed issue again is left out: the round's stances already counted its support)
        added = synthesize_items(new, voters, [], embed) if new else []
        taken = {i.id for i in issues}
        for issue in added:  # (its consensus counts every model discussing, not only those that added it)
            while issue.id in taken:
                issue.id += "x"
            taken.add(issue.id)
        return added

    def _replay(self, issues: list[Issue], voters: list[str]) -> list[Issue]:
        """A resumed discussion: the finished rounds' saved answers applied again to round 1's issues, no call.
        Ids may differ from the first run's (an Issue Log written since names them): saved ids are matched to
        today's by title."""
        for before, done in zip(self.records, self.records[1:], strict=False):
            self.aliases = _aliases(before.issues, issues)
            answers = [a for m in done.answered if (a := self._saved_answer(done.round, m, [i.id for i in issues])) is not None]
            issues, _ = self._settle(issues, answers, voters)
        self.aliases = _aliases(self.records[-1].issues, issues)  # what an unfinished next round was asked about
        return issues

    def _saved_answer(self, round_n: int, model_id: str, ids: list[str]) -> CrossAnswer | None:
        """A model's saved answer of ``round_n``, its issue ids translated to today's (None: none fits)."""
        saved = self.store.answer(round_n, model_id)
        if saved is None:
            return None
        asked = list(self.aliases) or ids
        try:
            answer = parse_cross_answer(saved, model_id, round_n, asked)
        except AnswerError:
            return None  # saved for other issues: ask again
        if self.aliases:
            answer.stances = {self.aliases[k]: v for k, v in answer.stances.items() if k in self.aliases}
        return answer if set(answer.stances) >= set(ids) else None

    def _record(self, round_n: int, issues: list[Issue], answers: list[CrossAnswer], new: int) -> RoundRecord:
        settled = convergence(answers, issues, new, self.plan.tuning)
        resolutions = {i.id: outcome for i, outcome in zip(issues, _outcomes(issues, answers), strict=True)}
        return RoundRecord(round_n, [i.as_dict() for i in issues], settled, resolutions,
                           clarification_questions(issues, answers), answered=[a.model for a in answers])

    def _finish(self, done: RoundRecord) -> None:
        self.records.append(done)
        self.store.save_round(done)
        self.listener(RoundCompleted(done))

    @property
    def outcome(self) -> str:
        """How the discussion ended, in words (the stop explanation of its cycle)."""
        if not self.records:
            return "the discussion ended before its first round"
        last = self.records[-1]
        c = last.convergence
        why = {"converged": f"converged (score {c.score:.2f})",
               "user_input_needed": f"{len(last.questions)} question(s) need your answer (`--resume {self.store.id} --feedback …`)",
               }.get(c.recommendation, f"score {c.score:.2f}, not converged")
        if last.note:
            why = f"{last.note}; {why}"
        return f"the discussion ended after round {last.round} of {self.plan.rounds}: {why}"

    async def between_rounds(self) -> bool:
        """The person's turn after a round (cockpit): their answer goes into the next round; False stops."""
        if self.ask is None or not self.records:
            return True
        answer = await self.ask(self.records[-1])
        if answer is None:
            return False
        self.records[-1].feedback = answer
        self.feedback = answer
        self.store.save_round(self.records[-1])
        return True


def _aliases(saved: list[dict[str, object]], issues: list[Issue]) -> dict[str, str]:
    by_title = {i.title: i.id for i in issues}
    return {str(d["id"]): by_title[str(d["title"])] for d in saved if str(d.get("title")) in by_title}


def _outcomes(issues: list[Issue], answers: list[CrossAnswer]) -> list[str]:
    return [resolution_of(issue, answers)[0] if answers else "unchallenged" for issue in issues]
