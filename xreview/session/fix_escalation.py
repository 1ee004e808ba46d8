"""Escalation: the fixers of the chain in turn, each with two attempts, every edit checked by another model.

A fixer's first attempt gets the issues; its edits are placed in the artifact (an edit that matches nowhere,
or more than once, or touches what xreview owns, is refused) and sent to the checker. Issues with a refused or
rejected edit, or with no edit at all, go back to the same fixer once, with the reasons. What is still not
fixed then goes to the next fixer, with the earlier answers and why they were not accepted as reference. When
the chain is spent, the issues left are the user's, with every attempt. A fixer whose credentials are refused
is not asked again in the session (the user is told the command that fixes it); one the budget cannot afford
is skipped with a note. Worst case per issue: two fixer calls and two checker calls for each fixer.
"""

from __future__ import annotations

from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.edits import EditRefused, diff_lines, outside_section, place, section_of
from xreview.artifact.owned import without_logs
from xreview.core.errors import ErrorType
from xreview.core.fix import FixAnswer, fixer_request, parse_fix, retry_request
from xreview.core.fix_check import CheckItem, checker_request, escalation_reference, parse_check
from xreview.core.model import Issue
from xreview.core.report import ReviewRecord
from xreview.core.text import clean_text, one_line
from xreview.providers.base import ProviderResult
from xreview.resources import read_default
from xreview.session.caller import ModelCaller
from xreview.session.events import Consulted, ReviewedCycle, SessionListener
from xreview.session.fix_chain import FixChain
from xreview.session.fix_proposal import Attempt, FixProposal, ProposedEdit

_AUTH = (ErrorType.AUTH_EXPIRED, ErrorType.AUTH_MISSING)


def _overlaps(proposal: FixProposal, proposed: ProposedEdit) -> int | None:
    """The first line of a standing edit ``proposed`` overlaps, or None."""
    mine = proposed.placement
    assert mine is not None
    for other in proposal.current:
        theirs = other.placement
        if other is not proposed and theirs is not None and mine.start < theirs.end and theirs.start < mine.end:
            return theirs.first_line
    return None


class Escalation:
    """One proposal: the chain's attempts at ``issues`` in the artifact ``text``."""

    def __init__(self, caller: ModelCaller, chain: FixChain, listener: SessionListener, path: Path,
                 reviewed: ReviewedCycle, text: str) -> None:
        self.caller = caller
        self.chain = chain
        self.listener = listener
        self.name = path.name
        self.reviewed = reviewed
        self.doc = MarkdownDocument.parse(text)
        self.proposal = FixProposal("", text, unchecked_allowed=chain.checking == "none")
        self.tries: list[tuple[str, str, list[str]]] = []  # (fixer, its answer, why not accepted): the next one's reference

    async def run(self, issues: list[Issue]) -> FixProposal:
        proposal = self.proposal
        proposal.issues = list(issues)
        fixers = await self.chain.fixers(fixer_request(issues, self.name, without_logs(proposal.text)))
        for note in fixers.notes:
            self._note(note)
        pending = list(issues)
        for fixer in fixers.chain:
            if not pending:
                break
            pending = await self._turn(fixer, pending)
        proposal.unfixed = pending
        proposal.fixer = " → ".join(dict.fromkeys(a.fixer for a in proposal.attempts)) or ", ".join(self.chain.configured)
        if not fixers.chain:
            proposal.failure = "no fixer can be asked now: " + "; ".join(fixers.notes)
        elif not any(e.ok for e in proposal.edits):
            proposal.failure = "no usable edit: " + "; ".join(f"{a.fixer} #{a.number}: {a.outcome}" for a in proposal.attempts)
        if proposal.failure:
            self.listener(Consulted("fixer", proposal.fixer or "-", proposal.failure))
        return proposal

    async def _turn(self, fixer: str, pending: list[Issue]) -> list[Issue]:
        """``fixer``'s two attempts at ``pending``; returns the issues it did not fix."""
        checker, note = self.chain.checker_for(fixer)
        if note and note not in self.proposal.notes:
            self._note(note)
        for proposed in self.proposal.current:  # a new fixer starts over: earlier edits are only its reference now
            if any(proposed.issue is issue for issue in pending):
                proposed.superseded = True
        request = fixer_request(pending, self.name, without_logs(self.proposal.text), escalation_reference(self.tries))
        system = read_default("prompts", "fixer.md")
        last: tuple[str, str, list[str]] | None = None  # this fixer's latest answer and why it was not accepted
        for number in (1, 2):
            result, entry = await self.caller.consult(fixer, system, request, self.proposal.text, "fixer", self.reviewed.record)
            failed = self._failed(fixer, result, entry)
            if failed is not None or result is None:
                self._attempted(fixer, number, pending, failed or "no answer")
                break
            answer = parse_fix(result.text)
            edits = self._place(answer, pending, fixer)
            await self._check(edits, checker, fixer)
            bad = [e for e in edits if not e.ok or e.rejected]
            missing = [i.id for i in pending if not any(e.issue is i for e in edits)]
            entry.note = self._outcome(edits, missing)
            self._attempted(fixer, number, pending, entry.note)
            unfixed = {id(e.issue) for e in bad} | {id(i) for i in pending if i.id in missing}
            pending = [i for i in pending if id(i) in unfixed]
            if not pending:
                return []
            reasons = [(e.edit, e.refusal or e.state) for e in bad]
            last = (fixer, result.text, [reason for _, reason in reasons] + [f"no edit for {m}" for m in missing])
            if number == 1:
                for proposed in bad:
                    proposed.superseded = True  # the second attempt answers for it (after it, it stands for the user)
            request = retry_request(request, result.text, reasons, missing)
        if last is not None:
            self.tries.append(last)
        return pending

    def _note(self, note: str) -> None:
        """Something the user should know about the chain: said now, and kept with the proposal."""
        self.proposal.notes.append(note)
        self.listener(Consulted("fixer", "chain", note))

    def _attempted(self, fixer: str, number: int, asked: list[Issue], outcome: str) -> None:
        self.proposal.attempts.append(Attempt(fixer, number, [i.id for i in asked], outcome))
        spent = sum(a.cost_usd for a in self.reviewed.record.assists if a.purpose in ("fixer", "fix_check"))
        self.listener(Consulted("fixer", fixer, f"attempt {number}: {outcome} (fixing so far ${spent:.4f})"))

    @staticmethod
    def _outcome(edits: list[ProposedEdit], missing: list[str]) -> str:
        placed = [e for e in edits if e.ok]
        parts = [f"{len(placed)} edit(s) placed"]
        for label, count in (("refused", len(edits) - len(placed)), ("approved", sum(e.approved for e in placed)),
                             ("rejected", sum(e.rejected for e in placed)),
                             ("not checked", sum(e.verdict is None for e in placed))):
            if count:
                parts.append(f"{count} {label}")
        if missing:
            parts.append(f"no edit for {', '.join(missing)}")
        why = "; ".join(dict.fromkeys(e.refusal or e.state for e in edits if not e.ok or e.rejected))
        return ", ".join(parts) + (f" ({one_line(why, 300)})" if why else "")

    def _failed(self, fixer: str, result: ProviderResult | None, entry: ReviewRecord) -> str | None:
        """Why the call gave nothing to work with (noted for the user), or None."""
        if result is None:
            why = f"skipped: over budget ({entry.error})"
        elif result.ok:
            return None
        elif result.error_type in _AUTH:
            fix = self.chain.auth_fix(fixer)
            self.caller.auth_failed[fixer] = fix
            why = f"credentials refused ({one_line(clean_text(result.error or ''), 120)}) — fix: {fix}; not asked again in this session"
        else:
            why = f"no answer ({entry.error_type or one_line(clean_text(entry.error or ''), 120)})"
        entry.note = why
        self.proposal.notes.append(f"{fixer}: {why}")
        return why

    def _place(self, answer: FixAnswer, asked: list[Issue], fixer: str) -> list[ProposedEdit]:
        """Place one answer's edits in the artifact (each at most once, none overlapping a standing edit)."""
        by_id = {issue.id: issue for issue in asked}
        edits: list[ProposedEdit] = []
        for edit in answer.edits:
            if edit.issue_id and edit.issue_id not in by_id and any(i.id == edit.issue_id for i in self.proposal.issues):
                continue  # an issue fixed earlier in this proposal, answered again: not this attempt's to place
            issue = by_id.get(edit.issue_id) if edit.issue_id else (asked[0] if len(asked) == 1 else None)
            if any(e.issue is issue and e.ok and (e.edit.search, e.edit.replace) == (edit.search, edit.replace)
                   for e in self.proposal.current):
                continue  # the second attempt repeated an edit that stands
            note = answer.notes.get(issue.id, "") if issue is not None else ""
            rounds = len(self.proposal.attempts_for(issue)) + 1 if issue is not None else 1
            proposed = ProposedEdit(issue, edit, note, round=rounds, fixer=fixer)
            self.proposal.edits.append(proposed)
            edits.append(proposed)
            if issue is None:
                proposed.refusal = f"names no issue it was asked to fix ({edit.issue_id or 'no Issue line before it'})"
                continue
            try:
                proposed.placement = place(self.proposal.text, edit, self.doc)
            except EditRefused as exc:
                proposed.refusal = str(exc)
                continue
            clash = _overlaps(self.proposal, proposed)
            if clash is not None:
                proposed.placement, proposed.refusal = None, f"overlaps another edit at line {clash}"
                continue
            proposed.diff = diff_lines(self.proposal.text, proposed.placement)
            if outside_section(self.doc, issue.location.heading, proposed.placement):
                proposed.outside = section_of(self.doc, proposed.placement) or "text before the first heading"
        return edits

    async def _check(self, edits: list[ProposedEdit], checker: str | None, fixer: str) -> None:
        """The checker's verdict on each placed edit (or why there is none)."""
        placed = [e for e in edits if e.ok and e.issue is not None]
        if not placed:
            return
        if checker is None:
            for proposed in placed:
                proposed.unchecked = "fix_checker: none" if self.chain.checking == "none" else "no checker could be asked"
            return
        items = [CheckItem(e.issue, e.note, e.diff, section_of(self.doc, e.placement), e.outside is not None)  # type: ignore[arg-type]
                 for e in placed]
        request = checker_request(fixer, items, self.name, without_logs(self.proposal.text))
        system = read_default("prompts", "fix_check.md")
        result, entry = await self.caller.consult(checker, system, request, self.proposal.text, "fix_check", self.reviewed.record)
        if result is not None and result.ok:
            try:
                verdicts = parse_check(result.text, len(placed), checker)
            except ValueError as exc:
                why = f"{checker}'s answer was refused: {one_line(clean_text(str(exc)), 160)}"
            else:
                for proposed, verdict in zip(placed, verdicts, strict=True):
                    proposed.verdict = verdict
                entry.note = f"{sum(v.approve for v in verdicts)} approved, {sum(not v.approve for v in verdicts)} rejected"
                self.listener(Consulted("fix check", checker, entry.note))
                return
        else:
            why = self._failed(checker, result, entry) or "no answer"
            why = f"{checker} gave no verdict: {why}"
        entry.note = why
        for proposed in placed:
            proposed.unchecked = why
        self.listener(Consulted("fix check", checker, why))
