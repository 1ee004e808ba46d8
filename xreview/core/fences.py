"""Text that Markdown would misread as the review's own, set right before Markdown is read — every line keeping its
length, so every offset holds:

- a Markdown document quoted inside a ```markdown fence, its own code blocks fenced inside it: "```markdown" ⏎ … ⏎
  "```bash" ⏎ make quickstart ⏎ "```" ⏎ … ⏎ "```". CommonMark closes the outer block at the first bare fence, so the
  rest of the quoted document reads as the review's own headings and points, and the review's next fence swallows
  the review. Its author meant one block: the inner fences are turned to tildes of the same length;
- YAML front matter ("---" ⏎ "date: …" ⏎ "notions:" ⏎ "- notion: bash_scripting" ⏎ … ⏎ "---"): the file's metadata,
  whose lists read as points. It is blanked — all but a block value holding Markdown ("output: |" ⏎ "  ## Agent run" ⏎
  "  ### Must address" ⏎ "  1. …"): a task record's stored review, the text itself. Its lines are kept, their
  indentation moved to the line's end so that Markdown reads them at the margin."""

from __future__ import annotations

import re

_FENCE = re.compile(r"^ {0,3}(`{3,})[ \t]*([^\s`]*)[^`\n]*$")


def nest_fences(text: str) -> str:
    """``text`` with the fences nested in a quoted Markdown block turned to tildes — only where the block closes on its
    own fence with every inner fence closed; any other fence is left as Markdown reads it."""
    lines = text.split("\n")
    quoted: int | None = None  # the ticks of an open ```markdown fence
    code: int | None = None  # the ticks of an open fence of other code
    inner: list[int] = []  # the lines of the fences inside the quoted block
    depth = 0
    for number, line in enumerate(lines):
        fence = _FENCE.match(line)
        if fence is None:
            continue
        ticks, info = len(fence.group(1)), fence.group(2).lower()
        if code is not None:
            code = None if not info and ticks >= code else code
        elif quoted is None:
            quoted, code = (ticks, None) if info in ("markdown", "md") else (None, ticks)
            inner, depth = [], 0
        elif info:
            inner.append(number)
            depth += 1
        elif depth:
            inner.append(number)
            depth -= 1
        else:
            for k in inner if ticks >= quoted else ():
                lines[k] = lines[k].replace("`", "~")
            quoted = None if ticks >= quoted else quoted
    return "\n".join(lines)


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n((?:[ \t\-\w\"'#][^\n]*\n|\n){1,200}?)---[ \t]*(?:\n|\Z)")
_YAML_LINE = re.compile(r"^\s*(?:#.*|-\s.*|-|[\w\"'][\w .\"'-]*:(?:\s.*)?|\s+\S.*)?$")


def blank_front_matter(text: str) -> str:
    """``text`` with the YAML front matter at its start blanked to spaces — only when every line of it reads as YAML
    (a key, a list entry, an indented value), so a review that merely opens on a rule keeps its text."""
    match = _FRONT_MATTER.match(text)
    if match is None or not all(_YAML_LINE.match(line) for line in match.group(1).split("\n")):
        return text
    start, end = match.span(1)
    return text[:start] + "\n".join(_kept_blocks(text[start:end].split("\n"))) + text[end:]


_BLOCK_KEY = re.compile(r"^(\s*)[\w\"'][\w .\"'-]*:\s*[|>][-+]?\d?\s*$")  # "output: |", "body: >-"
_MARKDOWN_LINE = re.compile(r"^\s*(?:#{1,6}\s+\S|(?:[-*+]|\d{1,3}[.)])\s+\S)")


def _kept_blocks(lines: list[str]) -> list[str]:
    """The front matter's lines blanked, but for a block value of three lines or more with a Markdown heading or list
    in it: those lines kept, each one's indentation moved to its end (the same length, so every offset holds)."""
    out = [" " * len(line) for line in lines]
    k = 0
    while k < len(lines):
        key = _BLOCK_KEY.match(lines[k])
        end = k + 1
        while key and end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > len(key.group(1))):
            end += 1
        block = lines[k + 1 : end]
        if key and sum(1 for line in block if line.strip()) >= 3 and any(_MARKDOWN_LINE.match(line) for line in block):
            out[k + 1 : end] = [line.lstrip() + " " * (len(line) - len(line.lstrip())) if line.strip() else line for line in block]
        k = end
    return out
