"""Placing a fixer's edits in the artifact: where each SEARCH text is, the result, and the diff to show.

An edit is placed where its SEARCH text occurs exactly once — first exactly,
then ignoring differences in spaces and indentation, line by line. No match,
or more than one, refuses the edit with the reason (and, for no match, the
closest lines); so does an edit touching the frontmatter or the logs xreview
owns. Edits never change text outside their SEARCH block, and keep the
document's line endings.
"""

from __future__ import annotations

import difflib
import itertools
import re
from dataclasses import dataclass

from xreview.artifact.document import MarkdownDocument, heading_key, split_lines
from xreview.artifact.owned import owned_ranges
from xreview.core.fix import Edit
from xreview.core.text import one_line


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
    for before, after in itertools.pairwise(ordered):
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


def section_of(doc: MarkdownDocument, placement: Placement) -> str | None:
    """The title of the innermost section the edit starts in (None before the first heading)."""
    heading = doc.heading_at(placement.first_line - 1)
    return heading.title if heading is not None else None


def outside_section(doc: MarkdownDocument, section: str | None, placement: Placement) -> bool:
    """True when the edit reaches beyond the section named ``section`` (an issue's location). An issue with no
    section, or one the document has no heading for, has nothing to be outside of."""
    wanted = heading_key(section or "")
    if not wanted:
        return False
    matching = [h for h in doc.headings if (key := heading_key(h.title)) and (f" {key} " in f" {wanted} " or f" {wanted} " in f" {key} ")]
    if not matching:
        return False
    first, last = placement.first_line - 1, placement.last_line - 1
    return not any(h.line <= first and last < doc.section_end(h) for h in matching)
