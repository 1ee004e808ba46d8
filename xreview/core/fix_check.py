"""Checking a fix: a model other than the one that wrote it judges each edit before it counts.

The checker is sent each placed edit as a diff, with its issue in the reviewers' words, the fixer's note,
the section it changes (and whether that lies outside the issue's own section), and the document as it was
before the edits. It answers strict JSON, one verdict per edit::

    {"verdicts": [{"edit": 1, "verdict": "approve", "resolves": true, "changes_other": false,
                   "contradicts": false, "reason": "one sentence"}]}

An answer that is not exactly that (an edit missing or judged twice, an unknown verdict, an approval that
says the edit does not resolve the issue) is refused as a whole: the edits stay unchecked.

Also here: a model's family (a fix is checked, by default, by a reviewer of another family than its
writer's) and what the next fixer of a chain is told of the attempts before it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from xreview.core.model import Issue
from xreview.core.text import clean_text, one_line, unfenced

_FAMILIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("anthropic", ("claude", "anthropic", "sonnet", "opus", "haiku")),
    ("openai", ("gpt", "codex", "openai", "chatgpt", "o1", "o3", "o4")),
    ("google", ("gemini", "gemma", "google", "palm", "bard")),
    ("moonshot", ("kimi", "moonshot", "moonshotai")),
    ("deepseek", ("deepseek",)),
    ("qwen", ("qwen", "qwq", "dashscope", "alibaba")),
    ("meta", ("llama", "meta")),
    ("mistral", ("mistral", "mixtral", "codestral", "devstral", "magistral")),
    ("zhipu", ("glm", "zhipu", "zai")),
    ("xai", ("grok", "xai")),
    ("minimax", ("minimax", "abab")),
)


def model_family(*names: str | None) -> str:
    """The family of a model from its names, most telling first (the model name, its id, its provider or
    tool): "anthropic/claude-sonnet-4" is anthropic, codex is openai. A model of no known family is a
    family of its own."""
    for name in names:
        if name == "openai_compat":  # the wire format many vendors speak, not a family
            continue
        tokens = [t for t in re.split(r"[^a-z0-9]+", (name or "").lower()) if t]
        for family, words in _FAMILIES:
            if any(token == word or (len(word) > 3 and token.startswith(word)) for token in tokens for word in words):
                return family
    first = next((n for n in names if n), "")
    return f"own:{first.lower()}"


@dataclass(frozen=True)
class FixVerdict:
    """A checker's answer on one edit."""

    checker: str
    approve: bool
    reason: str

    @property
    def label(self) -> str:
        return f"{'approved' if self.approve else 'rejected'} by {self.checker}"


@dataclass(frozen=True)
class CheckItem:
    """One edit as the checker sees it."""

    issue: Issue
    note: str  # what the fixer says it changed
    diff: list[str]
    section: str | None  # the heading of the section the edit changes
    outside: bool  # that section is not the issue's


def checker_request(fixer: str, items: list[CheckItem], artifact_name: str, artifact_text: str) -> str:
    """The user message: every edit with its issue and diff, then the document before the edits."""
    parts = [f"Check the {len(items)} edit(s) {fixer} proposed for {artifact_name}.", ""]
    for number, item in enumerate(items, 1):
        issue = item.issue
        parts.append(f"Edit {number} — for issue {issue.id}: {issue.title} ({issue.severity.value}; "
                     f"section: {issue.location.heading or 'none named'})")
        for source in issue.sources:
            parts.append(f"  {source.model} wrote: {one_line(source.text, 600)}")
        if item.note:
            parts.append(f"  The fixer says: {one_line(item.note, 300)}")
        where = f"the section “{item.section}”" if item.section else "text before the first heading"
        if item.outside:
            parts.append(f"  It changes {where}, OUTSIDE the issue's section: approve it only if that change is "
                         "needed to resolve the issue.")
        else:
            parts.append(f"  It changes {where}.")
        parts += ["", "```diff", *item.diff, "```", ""]
    parts += [f"The document before the edits, {artifact_name}:", "", "<document>", artifact_text.lstrip("\ufeff"),
              "</document>", ""]
    return "\n".join(parts)


_FIELDS = {"edit": int, "verdict": str, "resolves": bool, "changes_other": bool, "contradicts": bool, "reason": str}


def parse_check(answer: str, count: int, checker: str) -> list[FixVerdict]:
    """One verdict per edit, in edit order; ValueError saying what is wrong with the answer otherwise."""
    try:
        data = json.loads(unfenced(answer))
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg} at line {exc.lineno})") from None
    verdicts = data.get("verdicts") if isinstance(data, dict) else None
    if not isinstance(verdicts, list):
        raise ValueError('no "verdicts" list')
    found: dict[int, FixVerdict] = {}
    for position, raw in enumerate(verdicts, 1):
        if not isinstance(raw, dict):
            raise ValueError(f"verdict {position} is not an object")
        for key, kind in _FIELDS.items():
            value = raw.get(key)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ValueError(f'verdict {position}: "{key}" missing or not a {kind.__name__}')
        number, word, reason = raw["edit"], raw["verdict"].strip().lower(), one_line(clean_text(raw["reason"]), 300)
        if not 1 <= number <= count:
            raise ValueError(f"verdict {position} names edit {number}; there are {count}")
        if number in found:
            raise ValueError(f"edit {number} is judged twice")
        if word not in ("approve", "reject"):
            raise ValueError(f'edit {number}: verdict {raw["verdict"]!r} is neither "approve" nor "reject"')
        if not reason:
            raise ValueError(f"edit {number}: no reason given")
        if word == "approve" and (not raw["resolves"] or raw["changes_other"] or raw["contradicts"]):
            raise ValueError(f"edit {number}: approved, yet the answer says it does not resolve the issue, "
                             "changes something else or contradicts the document")
        found[number] = FixVerdict(checker, word == "approve", reason)
    missing = [n for n in range(1, count + 1) if n not in found]
    if missing:
        raise ValueError(f"no verdict for edit {', '.join(map(str, missing))}")
    return [found[n] for n in range(1, count + 1)]


def escalation_reference(tries: list[tuple[str, str, list[str]]]) -> str:
    """What the next fixer of a chain is told: each earlier (fixer, its answer, why it was not accepted)."""
    if not tries:
        return ""
    parts = ["Other attempts were made before yours and were not accepted. Use them as reference: keep what "
             "was right, avoid what was refused or rejected.", ""]
    for fixer, answer, reasons in tries:
        parts += [f"{fixer} proposed:", "", "<previous-answer>", answer.strip()[:6000], "</previous-answer>", "",
                  "Why it was not accepted:", *(f"- {reason}" for reason in reasons), ""]
    return "\n".join(parts)
