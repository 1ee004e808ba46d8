"""Credentials pasted into a document: found before the text leaves the machine.

A match is reported by line and kind with a masked value — enough to find
it, never enough to use it.
"""

from __future__ import annotations

import re

from xreview.artifact.document import MarkdownDocument

_SECRETS: list[tuple[str, re.Pattern[str]]] = [
    ("private key", re.compile(r"-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----")),
    ("Anthropic API key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}")),
    ("OpenAI-style API key", re.compile(r"\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\b(?:ghp|gho|ghs|ghu|github_pat)_[A-Za-z0-9_]{30,}\b")),
    ("Slack token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("secret assignment", re.compile(r"(?i)\b(?:api[_-]?key|secret[_-]?key|access[_-]?token|auth[_-]?token|password)\b\s*[:=]\s*[\"']?([A-Za-z0-9/+_\-]{16,})")),
]


def mask(secret: str) -> str:
    """Enough of a secret to find it, never enough to use it."""
    return secret[:4] + "…" if len(secret) > 8 else "…"


def find_secrets(doc: MarkdownDocument) -> list[tuple[int, str, str]]:
    """(0-based line, kind, masked value) of everything that looks like a credential."""
    found: list[tuple[int, str, str]] = []
    for index, line in enumerate(doc.lines):
        for kind, pattern in _SECRETS:
            match = pattern.search(line)
            if match:
                value = match.group(1) if match.groups() else match.group(0)
                if kind == "secret assignment" and (value.isalpha() and value.islower()):
                    continue  # "password = correcthorsebattery"-style prose words, not a key
                found.append((index, kind, mask(value)))
                break
    return found
