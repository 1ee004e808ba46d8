"""Changing one field of the YAML frontmatter in place, keeping everything else as written.

Only a top-level ``key: value`` line with a scalar value is touched, and only
its value: the key, the spacing, the quote style and a trailing comment stay.
A field written as a block, a list or a mapping is left alone.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

from xreview.artifact.document import MarkdownDocument

_FIELD = re.compile(r"^(?P<key>[A-Za-z_][\w.-]*)(?P<colon>[ \t]*:)(?P<space>[ \t]*)(?P<rest>.*)$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}(?P<sep>[T ])\d{2}:\d{2}(?P<seconds>:\d{2}(?:\.\d+)?)?(?P<tz>Z|[+-]\d{2}:?\d{2})?$")


def field_line(doc: MarkdownDocument, key: str) -> int | None:
    """The 0-based line of the top-level ``key`` in the frontmatter, if there is one."""
    if doc.frontmatter is None:
        return None
    for index in range(doc.frontmatter.start + 1, doc.frontmatter.end - 1):
        match = _FIELD.match(doc.line_text(index))
        if match and match.group("key") == key:
            return index
    return None


def set_value(line: str, value: str | None = None, *, when: datetime | None = None) -> str | None:
    """``line`` with its value replaced; None when the value is not a plain or quoted scalar.

    With ``when``, the value becomes that moment written in the style of the old
    value: a date stays a date, a timestamp stays a timestamp.
    """
    parts = _split(line)
    if parts is None:
        return None
    head, old, quote, tail = parts
    if when is not None:
        value = _date_like(old, when)
    assert value is not None
    if quote == '"':
        value = value.replace("\\", "\\\\").replace('"', '\\"')
    elif quote == "'":
        value = value.replace("'", "''")
    return f"{head}{quote}{value}{quote}{tail}"


def _split(line: str) -> tuple[str, str, str, str] | None:
    """(everything before the value, the value, its quote character, everything after)."""
    match = _FIELD.match(line)
    if match is None:
        return None
    rest = match.group("rest")
    head = line[: match.start("rest")]
    if not match.group("space") and rest:
        return None  # "key:value" is not a mapping entry in YAML
    if rest[:1] in ('"', "'"):
        quote = rest[0]
        end = _closing_quote(rest, quote)
        if end is None:
            return None
        return head, rest[1:end], quote, rest[end + 1 :]
    if rest[:1] in ("|", ">", "[", "{", "&", "*", "!", "%", "@", "`"):
        return None
    comment = re.search(r"(^|[ \t])#", rest)
    value_end = comment.start() if comment else len(rest)
    value = rest[:value_end].rstrip(" \t")
    tail = rest[len(value) :]
    if not value:
        # "status:" or "status:   # comment": the value goes right after the colon
        return line[: match.end("colon")] + " ", "", "", (" " + rest.lstrip(" \t") if rest.strip() else "")
    return head, value, "", tail


def _closing_quote(rest: str, quote: str) -> int | None:
    i = 1
    while i < len(rest):
        if quote == '"' and rest[i] == "\\":
            i += 2
            continue
        if rest[i] == quote:
            if quote == "'" and rest[i + 1 : i + 2] == "'":
                i += 2
                continue
            return i
        i += 1
    return None


def _date_like(old: str, when: datetime) -> str:
    match = _DATETIME.match(old.strip())
    if match is None:
        return when.date().isoformat()
    tz = match.group("tz")
    if tz == "Z":
        when = when.astimezone(timezone.utc)
    elif tz:
        when = when.astimezone()
    sep = match.group("sep")
    text = when.strftime(f"%Y-%m-%d{sep}%H:%M" + (":%S" if match.group("seconds") else ""))
    if tz == "Z":
        return text + "Z"
    if tz:
        zone = when.strftime("%z")
        return text + (f"{zone[:3]}:{zone[3:]}" if ":" in tz else zone)
    return text
