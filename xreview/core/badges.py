"""The marks review tools put on a comment's severity — Codex's and Gemini Code Assist's badge images,
CodeRabbit's italic labels — read as the tags a review writes by hand, in the same number of characters so
that every offset into the response stays where it was."""

from __future__ import annotations

import re

# a severity badge, as Codex review comments open their titles: "**<sub><sub>![P1 Badge](https://img.shields.io/…)</sub></sub>  Title**"
# … and Gemini Code Assist's, alone on a line under a file heading: "![high](https://www.gstatic.com/codereviewagent/high-priority.svg)"
_BADGE = re.compile(r"(?:<sub>)*!\[(P[0-3]|Critical|High|Medium|Low)\s+Badge\]\([^)\s]*\)(?:</sub>)*[ \t]*\n?"
                    r"|!\[(?:security-)?(critical|high|medium|low)\]\(https?://www\.gstatic\.com/codereviewagent/[^)\s]*\)", re.IGNORECASE)
# CodeRabbit's labels over a comment's bold title: "_⚠️ Potential issue_ | _🟠 Major_ | _⚡ Quick win_" ⏎ "**Title.**"
_LABELS = re.compile(r"_(?:⚠️ Potential issue|🛠️ Refactor suggestion|🧹 Nitpick|💡 Verification agent)_((?:\s*\|\s*_[^_\n]{1,30}_)*)[ \t]*"
                     r"(?:\n[ \t]*){0,2}(?=\*\*|__)")
_LABEL_LEVEL = re.compile(r"(?<![a-z])(critical|major|minor|trivial)(?![a-z])", re.IGNORECASE)  # "_🟡 Minor_": no word boundary


def _level(labels: str) -> str:
    """The severity CodeRabbit's labels give, as a tag word ("Potential issue" alone is a concern)."""
    level = _LABEL_LEVEL.search(labels)
    if level is not None:
        return level.group(1)
    return "nitpick" if "Nitpick" in labels else "suggestion" if "Refactor" in labels else "concern"


def as_tags(text: str) -> str:
    """``text`` with each badge as "[P1]" or "[high]" and each CodeRabbit label line as "[major]", joined to the
    bold title under it, padded with spaces to the length it had."""
    text = _BADGE.sub(lambda m: f"[{m.group(1) or m.group(2)}]".ljust(len(m.group(0))), text)
    return _LABELS.sub(lambda m: f"[{_level(m.group(0))}] ".ljust(len(m.group(0))), text)


def unpad(text: str) -> str:
    """An item's text as a reader should see it: a tag read from a badge without the spaces that kept its length."""
    return _PADDED.sub(r"\1 ", text)


_PADDED = re.compile(r"(\[(?:P[0-3]|critical|high|medium|low|major|minor|trivial|nitpick|suggestion|concern)\]) {2,}", re.IGNORECASE)
