"""Reviews written as JSON: an array of issue objects, or an object whose issue lists sit under named keys.

Lists under keys that hold praise or questions (``good_practices``,
``strengths``, ``open_questions``…) are not issues; lists under summary keys
(``prioritized_action_items``, ``major_risks``…) restate issues and are read
as restatements.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from xreview.core.model import Location, ReviewItem
from xreview.core.tags import COMPLEXITY_WORDS, SEVERITY_WORDS, read_location
from xreview.core.text import one_line

_TITLE_KEYS = ("title", "issue", "summary", "name", "finding", "headline", "problem")
_DESC_KEYS = ("description", "details", "detail", "problem", "explanation", "rationale", "body", "impact", "message", "text")
_SUGGESTION_KEYS = ("suggestion", "recommendation", "fix", "remediation", "proposed_fix", "suggested_fix")
_LOCATION_KEYS = ("location", "section", "heading", "where", "file", "path")
_SKIP_KEY = re.compile(r"good|strength|positive|praise|question|compliment|well|pass|summary_text|overview|score|rating|verdict|style", re.IGNORECASE)
_RECAP_KEY = re.compile(r"priorit|action|next|major|top|summary|key_", re.IGNORECASE)
_ISSUE_KEY = re.compile(r"issue|finding|problem|bug|defect|concern|weakness|gap|vulnerab|risk|recommend|suggest|improve|item|error|warning|smell", re.IGNORECASE)


@dataclass
class JsonEntry:
    obj: dict[str, object] | str
    start: int  # where its text begins in the review (character offset), -1 when not found
    end: int
    recap: bool = False


def json_entries(text: str, base: int = 0) -> list[JsonEntry] | None:
    """The issue entries of a whole-JSON review (``None`` when ``text`` is not one)."""
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return None
    try:
        data = json.loads(stripped)
    except ValueError:
        try:
            stripped = _lenient(stripped)
            data = json.loads(stripped)
        except ValueError:
            return None
    offset = base + text.index(stripped[0])
    found: list[tuple[object, bool]] = []
    if isinstance(data, list):
        if not data or not all(isinstance(x, dict) for x in data):
            return None
        found = [(x, False) for x in data]
    elif isinstance(data, dict):
        found = _from_object(data, recap=False)
        if not found:
            return None
    else:
        return None
    entries = []
    cursor = 0
    for value, recap in found:
        start, end = _locate(stripped, value, cursor)
        if start >= 0:
            cursor = end
        entries.append(JsonEntry(value if isinstance(value, (dict, str)) else str(value), offset + start if start >= 0 else -1,
                                 offset + end if start >= 0 else -1, recap))
    return entries


def leading_object(text: str) -> tuple[list[JsonEntry], int] | None:
    """A review that opens on a JSON verdict (`{"verdict": …, "findings": […]}`) and goes on in Markdown ("---",
    "## Análise Detalhada …"): the object's entries and where it ends (``None`` when the review does not open so)."""
    start = len(text) - len(text.lstrip())
    if text[start : start + 1] != "{":
        return None
    try:
        data, end = json.JSONDecoder().raw_decode(_lenient(text), start)
    except ValueError:
        return None
    if not isinstance(data, dict) or not text[end:].strip():
        return None
    entries = json_entries(text[:end])
    return (entries, end) if entries else None


_ESCAPE = re.compile(r'\\(["\\/bfnrt]|u[0-9a-fA-F]{4})|\\')


def _lenient(text: str) -> str:
    """``text`` with each backslash that starts no JSON escape made a space, its length kept: a model writing LaTeX
    into a JSON string ("\\ac{} commands", "\\makenomenclature") writes JSON no strict reader takes."""
    return _ESCAPE.sub(lambda m: m.group(0) if m.group(1) else " ", text)


def _from_object(data: dict[str, object], recap: bool, depth: int = 0) -> list[tuple[object, bool]]:
    out: list[tuple[object, bool]] = []
    if depth > 3:
        return out
    for key, value in data.items():
        name = str(key)
        if _SKIP_KEY.search(name) and not _ISSUE_KEY.search(name):
            continue
        is_recap = recap or bool(_RECAP_KEY.search(name))
        if isinstance(value, list) and _ISSUE_KEY.search(name):
            out += [(x, is_recap) for x in value if isinstance(x, dict) or (isinstance(x, str) and x.strip())]
        elif isinstance(value, dict):
            out += _from_object(value, is_recap, depth + 1)
    return out


def _locate(text: str, value: object, cursor: int) -> tuple[int, int]:
    """Where ``value`` is written in ``text``, at or after ``cursor``."""
    decoder = json.JSONDecoder()
    opener = "{" if isinstance(value, dict) else '"'
    start = text.find(opener, cursor)
    while start != -1:
        try:
            parsed, end = decoder.raw_decode(text, start)
        except ValueError:
            parsed, end = None, start + 1
        if parsed == value:
            return start, end
        start = text.find(opener, start + 1)
    return -1, -1


def _lowered(obj: dict[str, object]) -> dict[str, object]:
    return {str(k).lower(): v for k, v in obj.items()}


def _first(obj: dict[str, object], keys: tuple[str, ...]) -> object | None:
    for key in keys:
        if obj.get(key) not in (None, ""):
            return obj[key]
    return None


def _first_str(obj: dict[str, object], keys: tuple[str, ...]) -> str | None:
    value = _first(obj, keys)
    return str(value).strip() if value is not None and not isinstance(value, (dict, list)) else None


def item_from_json(entry: JsonEntry, clean_title: Callable[[str], str], verbatim: str | None = None) -> ReviewItem:
    """One review item from one JSON entry; ``verbatim`` is the entry as the reviewer wrote it."""
    raw = entry.obj
    if isinstance(raw, str):
        title = clean_title(raw)
        return ReviewItem(title=title, text=verbatim or raw, description="", role="recap" if entry.recap else "issue")
    obj = _lowered(raw)
    title = clean_title(_first_str(obj, _TITLE_KEYS) or "")
    description = _first_str(obj, _DESC_KEYS) or ""
    if description == title:
        description = ""
    suggestion = _first_str(obj, _SUGGESTION_KEYS)
    if suggestion:
        description = (description + "\nSuggestion: " + suggestion).strip()
    if not title:
        title = clean_title(one_line(description.split("\n")[0], 140))
    severity = SEVERITY_WORDS.get(str(obj.get("severity", obj.get("priority", ""))).strip().lower())
    complexity = COMPLEXITY_WORDS.get(str(obj.get("complexity", obj.get("effort", ""))).strip().lower())
    raw_loc = _first(obj, _LOCATION_KEYS)
    location = Location()
    if isinstance(raw_loc, dict):
        loc = _lowered(raw_loc)
        line = loc.get("line")
        location = Location(line if isinstance(line, int) else None,
                            str(loc.get("heading") or loc.get("section") or "") or None)
    elif raw_loc is not None:
        location = read_location("Location: " + str(raw_loc))
    line = obj.get("line")
    if isinstance(line, int):
        location = Location(line, location.heading)
    text = verbatim or json.dumps(raw, ensure_ascii=False)
    return ReviewItem(title=title, text=text, description=description, severity=severity, complexity=complexity,
                      location=location, role="recap" if entry.recap else "issue")

