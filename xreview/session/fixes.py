"""Auto-fix: the fixer chain proposes edits for the accepted auto-fix issues and another model checks each
(``fix_escalation``), someone approves them (the person on the cockpit's fix screen, or ``--auto-fix`` headless:
what the checker approved), and they are written into the artifact at once, the version before them kept for
``xreview undo``."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.edits import EditRefused, apply, place
from xreview.artifact.files import update_file
from xreview.artifact.owned import content_signature
from xreview.artifact.review_log import AUTO_FIXED
from xreview.core.identity import IssueTracker
from xreview.core.model import Action, Issue, Status
from xreview.errors import ArtifactError
from xreview.paths import display_path
from xreview.session.caller import ModelCaller
from xreview.session.events import FixesApplied, ReviewedCycle, SessionListener, WriteFailed
from xreview.session.fix_chain import FixChain
from xreview.session.fix_escalation import Escalation
from xreview.session.fix_proposal import FixProposal, ProposedEdit, fix_record


def fixable(issues: list[Issue]) -> list[Issue]:
    """Open auto-fix issues: what the fixer is asked to fix (headless, or accepted in triage)."""
    return [i for i in issues if i.action is Action.AUTO_FIX and i.status is Status.OPEN]


class FixFlow:
    """The fixers' edits for one review: asked of ``chain`` through ``caller``, written into ``path``."""

    def __init__(self, caller: ModelCaller, chain: FixChain, tracker: IssueTracker, listener: SessionListener, *,
                 path: Path, pinned: Path, undo: Path, clock: Callable[[], datetime],
                 read_text: Callable[[], str], may_write: Callable[[], bool]) -> None:
        self.caller = caller
        self.chain = chain
        self.tracker = tracker
        self.listener = listener
        self.path = path
        self.pinned = pinned
        self.undo = undo
        self.clock = clock
        self.read_text = read_text
        self.may_write = may_write

    async def propose(self, reviewed: ReviewedCycle, issues: list[Issue]) -> FixProposal:
        """Ask the fixer chain for edits resolving ``issues``, each placed in the artifact as it is now and
        checked by another model (see ``fix_escalation``)."""
        return await Escalation(self.caller, self.chain, self.listener, self.path, reviewed, self.read_text()).run(issues)

    def apply(self, proposal: FixProposal, chosen: list[ProposedEdit],
              rejected: dict[int, str] | None = None) -> list[ProposedEdit]:
        """Write the ``chosen`` edits into the artifact at once (atomically, the version before them kept
        for `xreview undo`); their issues become Resolved, saying who fixed them, after how many attempts and
        who checked the fix. ``rejected`` maps the id() of an issue whose edit the user turned down to why: it
        stays open with that reason, even when another of its edits was applied. Any other issue asked for
        that got no edit applied is flagged for the user, with every attempt or why its edit was not applied."""
        rejected = rejected or {}
        for asked in proposal.issues:
            if id(asked) in rejected:
                asked.resolution = f"Fix rejected: {rejected[id(asked)]}"
        wanted = [p for p in chosen if p.ok and p.issue is not None and not p.superseded]
        applied: list[ProposedEdit] = []
        if wanted:
            if not self.may_write():
                raise ArtifactError("not applying the fixes: --no-write was given", hint="run without --no-write to let the fixer edit")
            applied = self._write(wanted)
        resolved = []
        for proposed in applied:
            issue = proposed.issue
            assert issue is not None
            if id(issue) in rejected:
                continue  # part of its fix was turned down: it stays open, with the reason
            if issue.status is not Status.RESOLVED:
                issue.status = Status.RESOLVED
                issue.fix = fix_record([p for p in applied if p.issue is issue])
                issue.resolution = f"{AUTO_FIXED} {issue.fix.label}: {proposed.note or 'no note from the fixer'}"
                self.tracker.update_status(issue)
                resolved.append(issue.id)
        fixed = {id(p.issue) for p in applied}
        for asked in proposal.issues:
            if id(asked) not in fixed and id(asked) not in rejected and asked.status is Status.OPEN:
                asked.status = Status.FLAGGED  # the person's now, with every attempt (Issue Log, Review Log, report)
                asked.resolution = f"Not fixed: {_why_unfixed(proposal, asked, wanted)}"
                self.tracker.update_status(asked)
        if applied:
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
        """Headless --auto-fix: the edits the checker approved are applied (with ``fix_checker: none``, every
        placed edit inside its issue's section); True when the artifact changed."""
        issues = fixable(reviewed.record.issues)
        if not issues:
            return False
        proposal = await self.propose(reviewed, issues)
        try:
            applied = self.apply(proposal, [p for p in proposal.current if proposal.may_apply_unasked(p)])
        except ArtifactError as exc:
            self.listener(WriteFailed(str(exc)))
            return False
        return bool(applied)


def _why_unfixed(proposal: FixProposal, issue: Issue, wanted: list[ProposedEdit]) -> str:
    """The note of an issue the fixers did not fix: every attempt, or why its standing edits were not applied."""
    if any(i is issue for i in proposal.unfixed) or not proposal.attempts_for(issue):
        count = len(proposal.attempts_for(issue))
        failure = f" ({proposal.failure})" if proposal.failure and not count else ""
        return f"no fix accepted after {count} attempt(s){failure}: {proposal.history(issue)}"
    reasons = []
    for proposed in proposal.current:
        if proposed.issue is not issue:
            continue
        if any(p is proposed for p in wanted) and proposed.refusal:
            reasons.append(proposed.refusal)  # placed once, not any more: the artifact changed
        elif proposed.outside is not None and not proposed.approved:
            reasons.append(f"it changes “{proposed.outside}”, outside its section, and no checker approved that")
        else:
            reasons.append(proposed.state)
    return "fix not applied: " + "; ".join(dict.fromkeys(reasons))
