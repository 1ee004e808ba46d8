"""Credentials in text bound for a model or a file: found before it leaves the machine, masked before it is written.

A match is reported by line and kind with a masked value — enough to find
it, never enough to use it.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from xreview.artifact.document import MarkdownDocument

# (kind, pattern): when the pattern has a group, the group is the secret; otherwise the whole match is
_SECRETS: list[tuple[str, re.Pattern[str]]] = [
    ("private key", re.compile(r"-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----")),
    ("Anthropic API key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}")),
    ("OpenAI-style API key", re.compile(r"\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}")),
    ("Stripe secret key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\b(?:ghp|gho|ghs|ghu|github_pat)_[A-Za-z0-9_]{30,}\b")),
    ("Slack token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("bearer token", re.compile(r"(?i)\bauthorization\s*[:=]\s*[\"']?bearer\s+([A-Za-z0-9._~+/=-]{16,})")),
    ("JSON web token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}")),
    ("password in a URL", re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@\"'<>]{1,64}:([^\s@/\"'<>]{4,})@[^\s/\"'<>]+")),
    # key = value, key: value, "key": "value" — the name says it is secret, the value looks like one
    ("secret assignment", re.compile(
        r"(?i)\b(?:[a-z0-9]+[_-])*(?:api[_-]?key|secret[_-]?(?:access[_-]?)?key|access[_-]?token|auth[_-]?token|"
        r"refresh[_-]?token|client[_-]?secret|password|passwd|secret)[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9/+_.~=-]{16,})")),
]


def mask(secret: str) -> str:
    """Enough of a secret to find it, never enough to use it."""
    return secret[:4] + "…" if len(secret) > 8 else "…"


def _matches(line: str) -> list[tuple[str, re.Match[str]]]:
    found = []
    for kind, pattern in _SECRETS:
        for match in pattern.finditer(line):
            value = match.group(1) if match.groups() else match.group(0)
            if kind in ("secret assignment", "password in a URL") and _plain_word(value):
                continue  # "password = correcthorsebattery"-style prose words, not a key
            found.append((kind, match))
    return found


def _plain_word(value: str) -> bool:
    return value.isalpha() and value.islower()


def _prefilter(pattern: re.Pattern[str]) -> tuple[re.Pattern[str], bool]:
    """A pattern that matches wherever ``pattern`` does, and scans a whole text far faster: without the leading word
    boundary (and a secret name's optional prefix), and, for a case-insensitive one, case-sensitive over the lowered
    text (the second value)."""
    source = pattern.pattern
    lowered = source.startswith("(?i)")
    source = source.removeprefix("(?i)")
    source = source.removeprefix(r"\b(?:[a-z0-9]+[_-])*").removeprefix(r"\b")
    return re.compile(source), lowered


_PREFILTERS = [_prefilter(pattern) for _kind, pattern in _SECRETS]


def _candidates(text: str, starts: list[int]) -> list[int]:
    """The lines a prefilter touches, each run once over the whole text (a line at a time, every pattern, a 2 MB
    document took half a second). A match spanning lines marks all of them, so every line holding a match is
    among them; which ones really hold a credential is then decided line by line with the full patterns."""
    lower = text.lower()
    same = len(lower) == len(text)  # a few characters lengthen when lowered: then the case-insensitive way
    lines: set[int] = set()
    for (_kind, pattern), (quick, lowered) in zip(_SECRETS, _PREFILTERS, strict=True):
        scan = quick.finditer(lower) if lowered and same else (pattern if lowered else quick).finditer(text)
        for match in scan:
            first = bisect_right(starts, match.start()) - 1
            lines.update(range(first, bisect_right(starts, max(match.end() - 1, match.start()))))
    return sorted(lines)


def find_secrets_in_text(text: str) -> list[tuple[int, str, str]]:
    """(0-based line, kind, masked value) of everything in ``text`` that looks like a credential, one per line."""
    found: list[tuple[int, str, str]] = []
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    for index in _candidates(text, starts):
        matches = _matches(lines[index])
        if matches:
            kind, match = matches[0]
            value = match.group(1) if match.groups() else match.group(0)
            found.append((index, kind, mask(value)))
    return found


def find_secrets(doc: MarkdownDocument) -> list[tuple[int, str, str]]:
    """(0-based line, kind, masked value) of everything in a document that looks like a credential."""
    return find_secrets_in_text("\n".join(doc.line_text(i) for i in range(doc.line_count)))


def mask_secrets(text: str) -> str:
    """``text`` with every credential-looking value masked (``sk-p…``), so none is written into a file."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        spans = sorted(match.span(1 if match.groups() else 0) for _kind, match in _matches(line))
        merged: list[list[int]] = []
        for start, end in spans:  # two patterns may match one key ("api_key = sk-proj-…"): mask it once
            if merged and start < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        for start, end in reversed(merged):
            line = line[:start] + mask(line[start:end]) + line[end:]
        lines[index] = line
    return "\n".join(lines)
