"""Auto-fix: the fixer model proposes edits for the accepted auto-fix issues, someone approves them (the cockpit's
fix screen, or ``--auto-fix`` headless), and they are written into the artifact at once, the version before them
kept for ``xreview undo``."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.edits import EditRefused, Placement, apply, diff_lines, place
from xreview.artifact.files import update_file
from xreview.artifact.owned import content_signature, without_logs
from xreview.artifact.review_log import AUTO_FIXED
from xreview.core.fix import Edit, FixAnswer, fixer_request, parse_fix, retry_request
from xreview.core.identity import IssueTracker
from xreview.core.model import Action, Issue, Status
from xreview.errors import ArtifactError
from xreview.paths import display_path
from xreview.resources import read_default
from xreview.session.caller import ModelCaller
from xreview.session.events import Consulted, FixesApplied, ReviewedCycle, SessionListener, WriteFailed


@dataclass
class ProposedEdit:
    """One edit the fixer proposed for one issue: placed (with its diff) or refused (with why)."""

    issue: Issue | None
    edit: Edit
    note: str
    placement: Placement | None = None
    refusal: str | None = None
    diff: list[str] = field(default_factory=list)
    round: int = 1

    @property
    def ok(self) -> bool:
        return self.placement is not None


@dataclass
class FixProposal:
    """What the fixer proposed for a cycle's accepted auto-fix issues."""

    fixer: str
    text: str  # the artifact the edits were placed in
    edits: list[ProposedEdit] = field(default_factory=list)
    failure: str | None = None  # the fixer could not be asked, or never answered usably

    def rewrite(self, proposed: ProposedEdit, replacement: str) -> str | None:
        """Give ``proposed`` another replacement (the person edited it by hand): placed again, with its diff.
        Returns why it cannot be placed, or None."""
        edit = Edit(proposed.edit.issue_id, proposed.edit.search, replacement)
        try:
            placement = place(self.text, edit)
        except EditRefused as exc:
            return str(exc)
        proposed.edit, proposed.placement = edit, placement
        proposed.diff = diff_lines(self.text, placement)
        proposed.note = (proposed.note + " (replacement edited by hand)").strip()
        return None


def fixable(issues: list[Issue]) -> list[Issue]:
    """Open auto-fix issues: what the fixer is asked to fix (headless, or accepted in triage)."""
    return [i for i in issues if i.action is Action.AUTO_FIX and i.status is Status.OPEN]


def _overlap(a: Placement, b: Placement) -> bool:
    return a.start < b.end and b.start < a.end


class FixFlow:
    """The fixer's edits for one review: asked of ``fixer`` through ``caller``, written into ``path``."""

    def __init__(self, caller: ModelCaller, fixer: str, tracker: IssueTracker, listener: SessionListener, *,
                 path: Path, pinned: Path, undo: Path, clock: Callable[[], datetime],
                 read_text: Callable[[], str], may_write: Callable[[], bool]) -> None:
        self.caller = caller
        self.fixer = fixer
        self.tracker = tracker
        self.listener = listener
        self.path = path
        self.pinned = pinned
        self.undo = undo
        self.clock = clock
        self.read_text = read_text
        self.may_write = may_write

    async def propose(self, reviewed: ReviewedCycle, issues: list[Issue]) -> FixProposal:
        """Ask the fixer for edits resolving ``issues``; place each in the artifact as it is now. An edit
        that cannot be placed goes back to the fixer once, with the reason and the closest lines."""
        fixer = self.fixer
        proposal = FixProposal(fixer, self.read_text())
        if not self.caller.can_consult(fixer):
            proposal.failure = f"{fixer} cannot edit documents (a built-in or replayed reviewer, or disabled)"
            self.listener(Consulted("fixer", fixer, proposal.failure))
            return proposal
        system = read_default("prompts", "fixer.md")
        request = fixer_request(issues, self.path.name, without_logs(proposal.text))
        doc = MarkdownDocument.parse(proposal.text)
        for round_number in (1, 2):
            result, entry = await self.caller.consult(fixer, system, request, proposal.text, "fixer", reviewed.record)
            if result is None or not result.ok:
                entry.note = f"no answer ({entry.error_type or entry.error})"
                proposal.failure = proposal.failure or f"{fixer} gave no answer: {entry.error_type or entry.error}"
                break
            answer = parse_fix(result.text)
            if not answer.edits:
                entry.note = "no SEARCH/REPLACE block in the answer"
                proposal.failure = proposal.failure or f"{fixer} answered without any SEARCH/REPLACE block"
                break
            refused = self._place(proposal, answer, issues, doc, round_number)
            entry.note = f"{sum(1 for e in proposal.edits if e.round == round_number and e.ok)} edit(s) placed, {len(refused)} refused"
            if not refused or round_number == 2:
                break
            request = retry_request(request, result.text, refused)
        refusals = sum(1 for e in proposal.edits if not e.ok)
        self.listener(Consulted("fixer", fixer, f"{sum(1 for e in proposal.edits if e.ok)} edit(s) proposed"
                                + (f", {refusals} refused" if refusals else "")
                                + (f" — {proposal.failure}" if proposal.failure else "")))
        return proposal

    def _place(self, proposal: FixProposal, answer: FixAnswer, issues: list[Issue], doc: MarkdownDocument,
               round_number: int) -> list[tuple[Edit, str]]:
        """Place one answer's edits in ``proposal.text`` (each at most once, none overlapping another); return the
        refused ones with why."""
        by_id = {issue.id: issue for issue in issues}
        refused: list[tuple[Edit, str]] = []
        for edit in answer.edits:
            issue = by_id.get(edit.issue_id or "") or (issues[0] if len(issues) == 1 else None)
            note = answer.notes.get(issue.id, "") if issue is not None else ""
            proposed = ProposedEdit(issue, edit, note, round=round_number)
            if issue is None:
                proposed.refusal = f"names no issue it was asked to fix ({edit.issue_id or 'no Issue line before it'})"
            else:
                try:
                    proposed.placement = place(proposal.text, edit, doc)
                except EditRefused as exc:
                    proposed.refusal = str(exc)
            placed = proposed.placement
            if placed is not None:
                clash = next((p.placement for p in proposal.edits
                              if p.ok and p.placement is not None and _overlap(p.placement, placed)), None)
                if clash is not None:
                    placed = None
                    proposed.placement, proposed.refusal = None, f"overlaps another edit at line {clash.first_line}"
            if proposed.ok and placed is not None:
                proposed.diff = diff_lines(proposal.text, placed)
            else:
                refused.append((edit, proposed.refusal or ""))
            proposal.edits.append(proposed)
        return refused

    def apply(self, proposal: FixProposal, chosen: list[ProposedEdit],
              rejected: dict[int, str] | None = None) -> list[ProposedEdit]:
        """Write the ``chosen`` edits into the artifact at once (atomically, the version before them kept
        for `xreview undo`); their issues become Resolved with the fixer's note. ``rejected`` maps the
        id() of an issue whose edit the user turned down to why: it stays open with that reason, even
        when another of its edits was applied. An issue whose edits were all refused stays open with a
        note saying why."""
        for issue_key, reason in (rejected or {}).items():
            for proposed in proposal.edits:
                if proposed.issue is not None and id(proposed.issue) == issue_key:
                    proposed.issue.resolution = f"Fix rejected: {reason}"
        placeable = {id(p.issue) for p in proposal.edits if p.ok}
        for proposed in proposal.edits:
            issue = proposed.issue
            if not proposed.ok and issue is not None and id(issue) not in placeable and issue.status is Status.OPEN:
                issue.note = f"fix refused: {proposed.refusal}"
        wanted = [p for p in chosen if p.ok and p.issue is not None]
        if not wanted:
            return []
        if not self.may_write():
            raise ArtifactError("not applying the fixes: --no-write was given", hint="run without --no-write to let the fixer edit")
        applied = self._write(wanted)
        if not applied:
            return []
        resolved = []
        for proposed in applied:
            issue = proposed.issue
            assert issue is not None
            if id(issue) in (rejected or {}):
                continue  # part of its fix was turned down: it stays open, with the reason
            if issue.status is not Status.RESOLVED:
                issue.status = Status.RESOLVED
                issue.resolution = f"{AUTO_FIXED}: {proposed.note or f'edited by {proposal.fixer}'}"
                self.tracker.update_status(issue)
                resolved.append(issue.id)
        self.listener(FixesApplied(display_path(self.path), len(applied), resolved, self.undo))
        return applied

    def _write(self, wanted: list[ProposedEdit]) -> list[ProposedEdit]:
        """Place ``wanted`` again in the artifact as it is on disk and write it; return the edits applied."""

        def transform(text: str) -> tuple[str, list[ProposedEdit]]:
            doc = MarkdownDocument.parse(text)
            placed = []
            for proposed in wanted:
                try:
                    placement = place(text, proposed.edit, doc)
                except EditRefused as exc:
                    proposed.refusal = f"the artifact changed since the fix was proposed: {exc}"
                    continue
                placed.append((proposed, placement))
            return (apply(text, [p for _, p in placed]) if placed else text), [p for p, _ in placed]

        written, applied = update_file(self.path, transform, backup=self.undo, pinned=self.pinned)
        if not written:
            return []
        fixed_text = self.read_text()
        self.undo.with_suffix(self.undo.suffix + ".json").write_text(json.dumps({
            "artifact": str(self.path.resolve()),
            "fixed_signature": hashlib.sha256(content_signature(fixed_text).encode("utf-8")).hexdigest(),
            "when": self.clock().isoformat(timespec="seconds"),
            "issues": sorted({p.issue.id for p in applied if p.issue is not None}),
        }, indent=2) + "\n", encoding="utf-8")
        return applied

    async def without_asking(self, reviewed: ReviewedCycle) -> bool:
        """Headless --auto-fix: every placeable edit is applied; True when the artifact changed."""
        issues = fixable(reviewed.record.issues)
        if not issues:
            return False
        proposal = await self.propose(reviewed, issues)
        try:
            applied = self.apply(proposal, [p for p in proposal.edits if p.ok])
        except ArtifactError as exc:
            self.listener(WriteFailed(str(exc)))
            return False
        return bool(applied)
