"""Auto-fix: a fixer model's SEARCH/REPLACE edits, read, placed in the artifact and checked.

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

import difflib
import re
from dataclasses import dataclass, field

from xreview.artifact.document import MarkdownDocument, split_lines
from xreview.artifact.writeback import owned_ranges
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


@dataclass
class Placement:
    """Where an edit goes: characters ``start``..``end`` of the text become ``replacement``."""

    start: int
    end: int
    replacement: str
    first_line: int  # 1-based, for showing the edit
    last_line: int
    fuzzy: bool = False  # matched ignoring whitespace


class EditRefused(ValueError):
    """The edit cannot be placed; the message says why (with the closest lines for a miss)."""


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


def place(text: str, edit: Edit, doc: MarkdownDocument | None = None) -> Placement:
    """Where ``edit`` goes in ``text``; EditRefused when it matches nowhere, more than once, or in a part
    of the document that is not the fixer's to change."""
    doc = doc or MarkdownDocument.parse(text)
    newline = doc.newline
    search = _with_newline(edit.search, newline)
    replacement = _with_newline(edit.replace, newline)
    if not edit.search.strip():
        raise EditRefused("the SEARCH text is empty")
    offset = 1 if doc.bom else 0
    starts = _line_starts(doc, offset)
    found = _all(text, search)
    if len(found) > 1:
        lines = ", ".join(str(_line_of(starts, s)) for s in found[:5])
        raise EditRefused(f"the SEARCH text occurs {len(found)} times (lines {lines}); include more lines to tell them apart")
    if found:
        start = found[0]
        placement = Placement(start, start + len(search), replacement, _line_of(starts, start), _line_of(starts, start + len(search) - 1))
    else:
        placement = _fuzzy(doc, starts, search, replacement, newline)
    _check_allowed(doc, placement)
    return placement


def apply(text: str, placements: list[Placement]) -> str:
    """``text`` with every placement applied (they must not overlap)."""
    ordered = sorted(placements, key=lambda p: p.start)
    for before, after in zip(ordered, ordered[1:]):
        if after.start < before.end:
            raise EditRefused(f"two edits overlap at line {after.first_line}")
    for placement in reversed(ordered):
        text = text[: placement.start] + placement.replacement + text[placement.end :]
    return text


def diff_lines(text: str, placement: Placement, context: int = 2) -> list[str]:
    """A unified diff of one placement, with the document's line numbers in the hunk header."""
    before = split_lines(text.lstrip("\ufeff"))
    after_text = text[: placement.start] + placement.replacement + text[placement.end :]
    after = split_lines(after_text.lstrip("\ufeff"))
    first = max(placement.first_line - 1 - context, 0)
    changed = after_text.count("\n") - text.count("\n")
    last = min(placement.last_line + context, len(before))
    old = [line.rstrip("\r\n") for line in before[first:last]]
    new = [line.rstrip("\r\n") for line in after[first : last + changed]]
    out = []
    for line in difflib.unified_diff(old, new, lineterm="", n=context):
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("@@"):
            hunk = re.match(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", line)
            if hunk:
                a, b = int(hunk.group(1)) + first, int(hunk.group(3)) + first
                line = f"@@ -{a},{hunk.group(2) or 1} +{b},{hunk.group(4) or 1} @@"
        out.append(line)
    return out


def fixer_request(issues: list[Issue], artifact_name: str, artifact_text: str) -> str:
    """The user message: the issues to fix, in the reviewers' words and with their location, then the document."""
    parts = [f"Fix these {len(issues)} issue(s) in {artifact_name}:", ""]
    for issue in issues:
        where = issue.location.heading or "no section named"
        if issue.location.line:
            where += f", line {issue.location.line}"
        parts.append(f"Issue {issue.id}: {issue.title} ({issue.severity.value}; {where})")
        for source in issue.sources:
            parts.append(f"  {source.model} wrote: {one_line(source.text, 600)}")
        parts.append("")
    parts += [f"The document, {artifact_name}:", "", "<document>", artifact_text.lstrip("\ufeff"), "</document>", ""]
    return "\n".join(parts)


def retry_request(first_request: str, answer: str, refusals: list[tuple[Edit, str]]) -> str:
    """The second round: the first exchange, and why each refused edit could not be applied."""
    lines = [first_request, "", "Your answer was:", "", answer.strip(), "",
             "These edits could not be applied:", ""]
    for edit, reason in refusals:
        label = f"for {edit.issue_id}" if edit.issue_id else "without an issue line"
        lines.append(f"- The edit {label} with SEARCH starting “{one_line(edit.search, 80)}”: {reason}")
    lines += ["", "Answer again for those issues only: the note line, then SEARCH/REPLACE blocks whose SEARCH "
              "text is copied exactly, character for character, from the document and occurs in it once."]
    return "\n".join(lines) + "\n"


# -- placing ---------------------------------------------------------------


def _with_newline(text: str, newline: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", newline)


def _all(text: str, needle: str) -> list[int]:
    found, start = [], text.find(needle)
    while start != -1:
        found.append(start)
        start = text.find(needle, start + max(len(needle), 1))
    return found


def _line_starts(doc: MarkdownDocument, offset: int) -> list[int]:
    starts, position = [], offset
    for line in doc.lines:
        starts.append(position)
        position += len(line)
    return starts


def _line_of(starts: list[int], position: int) -> int:
    """1-based line holding character ``position``."""
    low, high = 0, len(starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if starts[middle] <= position:
            low = middle
        else:
            high = middle - 1
    return low + 1


def _squash(line: str) -> str:
    return " ".join(line.split())


def _fuzzy(doc: MarkdownDocument, starts: list[int], search: str, replacement: str, newline: str) -> Placement:
    wanted = [_squash(line) for line in search.split(newline)]
    while wanted and not wanted[0]:
        wanted.pop(0)
    while wanted and not wanted[-1]:
        wanted.pop()
    have = [_squash(line) for line in doc.lines]
    size = len(wanted)
    matches = [i for i in range(len(have) - size + 1) if have[i : i + size] == wanted] if size else []
    if len(matches) > 1:
        lines = ", ".join(str(i + 1) for i in matches[:5])
        raise EditRefused(f"the SEARCH text occurs {len(matches)} times ignoring spaces (lines {lines}); include more lines to tell them apart")
    if not matches:
        raise EditRefused("the SEARCH text is not in the document" + _closest(doc, wanted))
    first = matches[0]
    last = first + size - 1
    end = starts[last] + len(doc.lines[last].rstrip("\r\n"))
    body = replacement
    while body.endswith(newline):  # the last line keeps its own line ending
        body = body[: -len(newline)]
    return Placement(starts[first], end, body, first + 1, last + 1, fuzzy=True)


def _closest(doc: MarkdownDocument, wanted: list[str]) -> str:
    if not wanted:
        return ""
    have = [_squash(doc.line_text(i)) for i in range(len(doc.lines))]
    probe = max(wanted, key=len)
    scored = sorted(((difflib.SequenceMatcher(None, probe, line).ratio(), i) for i, line in enumerate(have) if line),
                    key=lambda pair: (-pair[0], pair[1]))
    near = [(score, i) for score, i in scored[:2] if score >= 0.5]
    if not near:
        return ""
    shown = "; ".join(f"line {i + 1}: “{one_line(doc.line_text(i), 100)}”" for _score, i in near)
    return f" — did you mean {shown}?"


def _check_allowed(doc: MarkdownDocument, placement: Placement) -> None:
    first, last = placement.first_line - 1, placement.last_line - 1
    if doc.frontmatter is not None and first < doc.frontmatter.end:
        raise EditRefused("the edit touches the frontmatter, which only xreview's write-back changes")
    for start, end in owned_ranges(doc):
        if first < end and last >= start:
            raise EditRefused(f"the edit touches the {doc.line_text(start).lstrip('#').strip()} section, which xreview owns")
