"""Auto-fix: what the fixer model is asked, and its SEARCH/REPLACE edits read from its answer.

Placing the edits in the artifact is ``xreview.artifact.edits``'s work.

The fixer answers with one line per issue (``Issue I-3f2a: what it changed``)
followed by that issue's edits::

    <<<<<<< SEARCH
    text copied exactly from the document
    =======
    the replacement text
    >>>>>>> REPLACE

An edit is placed where its SEARCH text occurs exactly once — first exactly,
then ignoring differences in spaces and indentation, line by line. No match,
or more than one, refuses the edit with the reason (and, for no match, the
closest lines); so does an edit touching the frontmatter or the logs xreview
owns. Edits never change text outside their SEARCH block, and keep the
document's line endings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xreview.core.model import Issue
from xreview.core.text import one_line

_BLOCK = re.compile(
    r"^<{7} ?SEARCH[ \t]*\r?\n(?P<search>.*?)^={7}[ \t]*\r?\n(?P<replace>.*?)^>{7} ?REPLACE[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
_NOTE = re.compile(r"^[\s>*_#-]*(?:issue\s+)?(?P<id>I-[0-9a-f]{4}\d*)[\s*_]*[:—–-]+\s*(?P<note>.+?)\s*$", re.IGNORECASE | re.MULTILINE)


@dataclass
class Edit:
    issue_id: str | None  # the issue whose note line came last before the block
    search: str
    replace: str


@dataclass
class FixAnswer:
    notes: dict[str, str] = field(default_factory=dict)  # issue id -> what the fixer says it changed
    edits: list[Edit] = field(default_factory=list)


def parse_fix(answer: str) -> FixAnswer:
    """The notes and edits of a fixer's answer (text around them is ignored)."""
    result = FixAnswer()
    text = answer.replace("\r\n", "\n").replace("\r", "\n")
    blocks = list(_BLOCK.finditer(text))
    spans = [(b.start(), b.end()) for b in blocks]
    notes = [n for n in _NOTE.finditer(text) if not any(s <= n.start() < e for s, e in spans)]
    for note in notes:
        result.notes.setdefault(note.group("id"), one_line(note.group("note"), 300))
    for block in blocks:
        before = [n for n in notes if n.start() < block.start()]
        issue_id = before[-1].group("id") if before else None
        result.edits.append(Edit(issue_id, _body(block.group("search")), _body(block.group("replace"))))
    return result


def _body(text: str) -> str:
    """A block's text without the newline that ends it before the marker line."""
    return text[:-1] if text.endswith("\n") else text


def fixer_request(issues: list[Issue], artifact_name: str, artifact_text: str, reference: str = "") -> str:
    """The user message: the issues to fix, in the reviewers' words and with their location, what earlier
    fixers of the chain proposed and why it was not accepted (``reference``), then the document."""
    parts = [f"Fix these {len(issues)} issue(s) in {artifact_name}:", ""]
    for issue in issues:
        where = issue.location.heading or "no section named"
        if issue.location.line:
            where += f", line {issue.location.line}"
        parts.append(f"Issue {issue.id}: {issue.title} ({issue.severity.value}; {where})")
        for source in issue.sources:
            parts.append(f"  {source.model} wrote: {one_line(source.text, 600)}")
        parts.append("")
    if reference:
        parts += [reference.rstrip(), ""]
    parts += [f"The document, {artifact_name}:", "", "<document>", artifact_text.lstrip("\ufeff"), "</document>", ""]
    return "\n".join(parts)


def retry_request(first_request: str, answer: str, refusals: list[tuple[Edit, str]], missing: list[str] | None = None) -> str:
    """The second round: the first exchange, why each refused (or rejected) edit could not be applied, and the
    issues the answer gave no edit for."""
    lines = [first_request, "", "Your answer was:", "", answer.strip(), "",
             "These edits could not be applied:", ""]
    for edit, reason in refusals:
        label = f"for {edit.issue_id}" if edit.issue_id else "without an issue line"
        lines.append(f"- The edit {label} with SEARCH starting “{one_line(edit.search, 80)}”: {reason}")
    for issue_id in missing or []:
        lines.append(f"- Issue {issue_id}: your answer has no SEARCH/REPLACE block for it")
    lines += ["", "Answer again for those issues only: the note line, then SEARCH/REPLACE blocks whose SEARCH "
              "text is copied exactly, character for character, from the document and occurs in it once."]
    return "\n".join(lines) + "\n"
