"""Cross-verification: a single model's Critical or High issue gets a second opinion.

After the parallel reviews, each such issue is sent to one other model with
the document; it answers agree, disagree or cannot tell, with a reason. The
answer moves the issue's confidence one step, and a High issue the second
model disagrees with is logged rather than acted on.
"""

from __future__ import annotations

import json
import re

from xreview.core.model import Action, Consensus, Issue, Severity, Status, Verdict, Verification
from xreview.core.text import one_line, unfenced

_WORDS = {
    "agree": Verdict.AGREE, "agrees": Verdict.AGREE, "yes": Verdict.AGREE, "confirmed": Verdict.AGREE,
    "disagree": Verdict.DISAGREE, "disagrees": Verdict.DISAGREE, "no": Verdict.DISAGREE,
    "cannot_tell": Verdict.CANNOT_TELL, "cannot tell": Verdict.CANNOT_TELL, "unknown": Verdict.CANNOT_TELL,
    "unsure": Verdict.CANNOT_TELL, "can't tell": Verdict.CANNOT_TELL,
}


def needs_verification(issue: Issue) -> bool:
    """Raised by one model, Critical or High, not yet decided by anyone."""
    return (
        issue.consensus is Consensus.SINGLE
        and issue.severity in (Severity.CRITICAL, Severity.HIGH)
        and issue.status in (Status.OPEN, Status.FLAGGED, Status.LOGGED)
    )


def verification_request(issue: Issue, artifact_name: str, artifact_text: str) -> str:
    """The user message: the finding, in its reviewer's words, then the document."""
    source = issue.sources[0]
    where = issue.location.heading or (f"line {issue.location.line}" if issue.location.line else "no location given")
    return (
        f"The finding ({issue.severity.value}, at {where}):\n\n{issue.title}\n\n"
        f"In the reviewer's words:\n\n{source.text.strip()}\n\n"
        f"The document, {artifact_name}:\n\n<document>\n{artifact_text}\n</document>\n"
    )


def parse_verdict(answer: str) -> tuple[Verdict, str]:
    """(verdict, reason) from the JSON answer, or from a leading AGREE/DISAGREE word; ValueError else."""
    text = unfenced(answer)
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = None
    if isinstance(data, dict):
        word = str(data.get("verdict", "")).strip().lower().replace("-", "_")
        verdict = _WORDS.get(word) or _WORDS.get(word.replace("_", " "))
        if verdict is None:
            raise ValueError(f"unknown verdict {data.get('verdict')!r}")
        return verdict, one_line(str(data.get("reason") or ""), 300)
    lead = re.match(r"^\W*(agree|disagree|cannot[ _]tell)\b\W*(.*)$", text, re.IGNORECASE | re.DOTALL)
    if lead:
        return _WORDS[lead.group(1).lower().replace("_", " ")], one_line(lead.group(2), 300)
    raise ValueError("the answer is neither the JSON asked for nor starts with agree / disagree / cannot tell")


def apply_verification(issue: Issue, verification: Verification) -> None:
    """Record the second opinion on the issue; a disagreement on a High issue logs it."""
    issue.verification = verification
    if verification.verdict is Verdict.DISAGREE and issue.severity is Severity.HIGH and issue.action is not Action.LOG:
        issue.action = Action.LOG
        if issue.status in (Status.OPEN, Status.FLAGGED):
            issue.status = Status.LOGGED
        note = f"{verification.model} disagreed on a second look; logged rather than acted on"
        issue.note = f"{issue.note}; {note}" if issue.note else note
