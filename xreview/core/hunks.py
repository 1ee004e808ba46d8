"""Pull-request reviews whose findings sit where Markdown cannot see them, found here before any Markdown is read:

- a review as GitHub's notification e-mails carry it: an overview, then each comment under the diff hunk it is
  about ("> +  if [[ -z "$@" ]]; then" ⏎ "+}" ⏎ … ⏎ the comment) — read as Markdown, the hunk's "+" lines are list
  entries and its code reads as points;
- PR-Agent's (Qodo Merge's) reviewer guide: each focus area an HTML ``<details>`` whose ``<summary>`` holds a linked
  category ("Possible Issue") and the claim — HTML that Markdown passes through unread.

- a document annotated in place: the reviewed plan itself, with the reviewer's comments written into it as
  "[REVIEW:CODEX] GAP: … [/REVIEW]" — read as Markdown, the plan's own bullets and headings read as the findings.

- Sourcery's review: "## Overall Comments" points, then each "### Comment N" a ``<location>``, the code it is about
  in ``<code_context>`` and the finding in ``<issue_to_address>`` ("**suggestion:** …", "**issue (typo):** …") —
  read as Markdown, the tags hide the findings and the quoted diff's lines read as points.

- GitHub Copilot's review: an overview and a table of the files changed, the comments it kept back for low confidence
  inside a ``<details>`` block ("**path:1**" ⏎ "* claim"), and its inline comments as an archive keeps them
  ("### Copilot — 2026-02-17 on `path`" ⏎ the comment) — read as Markdown, the overview reads as the review.

Each comment, each focus area's claim, is one finding; the overview, the effort and "no security concerns" rows are
not findings, nor is the annotated document around the comments, nor a comment that answers another reviewer's
("[REVIEW:CODEX] RE: [GEMINI] - …")."""

from __future__ import annotations

import re

# a quoted hunk: its first line "> +code", "> -code" or "> @@ …" (never "> + word", a quoted list entry), then the
# diff lines that continue it up to the blank line (a quoted line alone, "> -5% latency", is a quote)
_HUNK = re.compile(r"^> (?:[+-](?! \S)|@@)[^\n]*(?:\n[+\- ][^\n]*|\n[+-])+$", re.MULTILINE)  # one diff line at least below the first
_SIGNATURE = re.compile(r"^-- ?$", re.MULTILINE)  # an e-mail's signature separator: "Reply to this email directly …"
_HEADING = re.compile(r"^#{1,6}\s", re.MULTILINE)
# a closed code fence, whole: "# comment" lines in code are no headings (``asides`` blanks them with it too)
CODE_FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)


def comments(text: str) -> list[tuple[int, int]] | None:
    """Where each comment under a quoted hunk starts and ends in ``text``; None when the review is not made of them
    (no hunk, or headings after the first one: a review that quotes a hunk among its own sections)."""
    hunks = list(_HUNK.finditer(text))
    if not hunks or _HEADING.search(CODE_FENCE.sub("", text[hunks[0].start():])):
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


# "<details><summary><a href='…#diff-…R11-R76'><strong>Code Quality</strong></a>" ⏎ ⏎ "The generated code …" ⏎ "</summary>"
_FOCUS_AREA = re.compile(r"<details>\s*<summary>\s*<a href=['\"][^'\"]*['\"]>\s*(?:<strong>|\*\*)[^<*\n]{2,80}(?:</strong>|\*\*)\s*</a>\s*"
                         r"(?P<claim>\S.*?)\s*</summary>", re.DOTALL)


def focus_areas(text: str) -> list[tuple[int, int]] | None:
    """Where the claim of each PR-Agent focus area starts and ends in ``text``; None when there is none."""
    spans = [match.span("claim") for match in _FOCUS_AREA.finditer(text)]
    return spans or None


# "[REVIEW:CODEX] GAP: The goal requires … [/REVIEW]", "[REVIEW] …[/REVIEW]": the comment's text, not its markers
_INLINE = re.compile(r"\[REVIEW(?::[ \w.-]{1,40})?\]\s*(?P<said>\S.*?)\s*\[/REVIEW\]", re.DOTALL)
_REPLY = re.compile(r"RE:\s", re.IGNORECASE)  # an answer to another reviewer's comment, not a finding


def inline_comments(text: str) -> list[tuple[int, int]] | None:
    """Where each review comment written into the reviewed document starts and ends in ``text``; None when there is
    none. A text whose comments all answer other reviewers' holds no finding: an empty list."""
    found = list(_INLINE.finditer(text))
    if not found:
        return None
    return [match.span("said") for match in found if not _REPLY.match(match.group("said"))]


_ADDRESS = re.compile(r"<issue_to_address>\s*(?P<said>\S.*?)\s*</issue_to_address>", re.DOTALL)
_PRAISE = re.compile(r"(?:\*\*|__)?\s*praise\b", re.IGNORECASE)  # "**praise:** Nice use of …": no finding
_OVERALL = re.compile(r"^#{1,4}\s*Overall Comments\s*\n(?P<points>(?:[ \t]*[-*+]\s+\S[^\n]*\n?(?:[ \t]+\S[^\n]*\n?)*)+)",
                      re.MULTILINE | re.IGNORECASE)
_POINT = re.compile(r"^[ \t]*[-*+]\s+(?P<said>\S[^\n]*(?:\n[ \t]+\S[^\n]*)*)", re.MULTILINE)
_LOCATION = re.compile(r"<location>\s*`?(?P<where>[^<`\n]{1,200}?)`?\s*</location>"
                       r"|<location\s+path=\"(?P<path>[^\"\n]{1,200})\"(?:\s+line_range=\"(?P<lines>[^\"\n]{1,40})\")?\s*/?>")  # … path="a.h" line_range="93-95" />


def addressed(text: str, blocks: list[re.Match[str]], overall: re.Match[str] | None) -> list[tuple[int, int]]:
    """Where each finding of a Sourcery review starts and ends in ``text`` — its ``overall`` comments' points, then each
    of its ``<issue_to_address>`` ``blocks`` but praise."""
    points = [(overall.start("points") + m.start("said"), overall.start("points") + m.end("said"))
              for m in _POINT.finditer(overall.group("points"))] if overall else []
    return points + [match.span("said") for match in blocks if not _PRAISE.match(match.group("said"))]


def location_before(text: str, start: int) -> str | None:
    """The ``<location>`` of the Sourcery comment whose finding starts at ``start``: "src/views/Example.vue:193"."""
    block = text[max(0, text.rfind("### Comment", 0, start)) : start]
    match = _LOCATION.search(block)
    if match is None:
        return None
    return match.group("where").strip() if match.group("where") else match.group("path") + (f":{match.group('lines')}" if match.group("lines") else "")


# GitHub Copilot's pull-request review: its overview, then the comments it kept back ("Comments suppressed due to low
# confidence (2)": "**path:1**" ⏎ "* claim") and, archived after it, its inline comments ("### Copilot — 2026-02-17 on
# `path`" ⏎ the comment ⏎ its ```suggestion```) — the overview and its table of files are no findings
_COPILOT = re.compile(r"^#{1,3} Pull request overview[ \t]*$", re.MULTILINE | re.IGNORECASE)
_SUPPRESSED = re.compile(r"<summary>\s*Comments suppressed due to low confidence \(\d+\)\s*</summary>(?P<body>.*?)</details>", re.DOTALL | re.IGNORECASE)
_NO_NEW_COMMENTS = re.compile(r"\bgenerated no (?:new )?comments\b", re.IGNORECASE)
_KEPT_BACK = re.compile(r"^\*\*(?P<where>[^*\n]+)\*\*[ \t]*\n(?P<said>[*-][ \t]+\S[^\n]*)", re.MULTILINE)
_ANCHORED = re.compile(r"^#{2,4} [^\n]{1,60}? [—–-] \d{4}-\d{2}-\d{2} on `(?P<where>[^`\n]+)`[ \t]*\n+(?P<said>(?:(?!```|#)[^\n]*\S[^\n]*\n?)+)",
                       re.MULTILINE)


def copilot_comments(text: str) -> list[tuple[int, int, str | None]] | None:
    """Where each comment of a GitHub Copilot review starts and ends in ``text``, with the file it is on; None when
    ``text`` is no Copilot review."""
    if not _COPILOT.search(text):
        return None
    found = [(block.start("body") + m.start("said"), block.start("body") + m.end("said"), m.group("where").strip())
             for block in _SUPPRESSED.finditer(text) for m in _KEPT_BACK.finditer(block.group("body"))]
    found += [(m.start("said"), m.start("said") + len(m.group("said").rstrip()), m.group("where")) for m in _ANCHORED.finditer(text)]
    return sorted(found) if found or _NO_NEW_COMMENTS.search(text) else None  # its threads in another shape: read as Markdown


def findings(text: str) -> list[tuple[int, int, str | None, bool]] | None:
    """Where each finding of a review these readers know starts and ends in ``text``, with its location when the review
    gives one apart (Sourcery's ``<location>``) and whether it may restate a finding before it (Sourcery's comments
    after its overall comments, which name the weightiest of them again); None when ``text`` is none of them."""
    spans = comments(text) or focus_areas(text) or inline_comments(text)
    if spans is not None:
        return [(start, end, None, False) for start, end in spans]
    if (placed := copilot_comments(text)) is not None:
        return [(start, end, where, k > 0) for k, (start, end, where) in enumerate(placed)]  # "Same double-counting issue as …"
    blocks = list(_ADDRESS.finditer(text))
    if not blocks:
        return None
    overall = _OVERALL.search(text)
    return [(start, end, location_before(text, start), overall is not None and start >= overall.end())
            for start, end in addressed(text, blocks, overall)]
