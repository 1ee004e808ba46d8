"""A pull-request review as GitHub's notification e-mails carry it: an overview, then each comment under the diff
hunk it is about ("> +  if [[ -z "$@" ]]; then" ⏎ "+}" ⏎ … ⏎ the comment). Each comment is one finding; the
overview before the first hunk is the tool's summary of the change, not a finding.

Read as Markdown, the hunk's "+" lines are list entries and its code reads as points, so the comments are found
here, by where the hunks are, before any Markdown is read."""

from __future__ import annotations

import re

# a quoted hunk: its first line "> +code", "> -code" or "> @@ …" (never "> + word", a quoted list entry), then the
# diff lines that continue it up to the blank line
_HUNK = re.compile(r"^> (?:[+-](?! \S)|@@)[^\n]*(?:\n[+\- ][^\n]*|\n[+-])*$", re.MULTILINE)
_SIGNATURE = re.compile(r"^-- ?$", re.MULTILINE)  # an e-mail's signature separator: "Reply to this email directly …"
_HEADING = re.compile(r"^#{1,6}\s", re.MULTILINE)
_FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)  # "# comment" lines in code are no headings


def comments(text: str) -> list[tuple[int, int]] | None:
    """Where each comment under a quoted hunk starts and ends in ``text``; None when the review is not made of them
    (no hunk, or headings after the first one: a review that quotes a hunk among its own sections)."""
    hunks = list(_HUNK.finditer(text))
    if not hunks or _HEADING.search(_FENCE.sub("", text[hunks[0].start():])):
        return None
    spans: list[tuple[int, int]] = []
    for number, hunk in enumerate(hunks):
        end = hunks[number + 1].start() if number + 1 < len(hunks) else len(text)
        signature = _SIGNATURE.search(text, hunk.end(), end)
        end = signature.start() if signature else end
        body = text[hunk.end() : end]
        if body.strip():
            start = hunk.end() + len(body) - len(body.lstrip())
            spans.append((start, hunk.end() + len(body.rstrip())))
    return spans or None
