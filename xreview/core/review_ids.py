"""The IDs a review gives its findings ("CRITICAL-1", "Gap 8", "#8", "| K1 | …") and names them by again."""

from __future__ import annotations

import re

from xreview.core.model import ReviewItem

ID = re.compile(
    r"\b([A-Z]{1,12}-\d{1,3})(?![A-Za-z0-9_])|\b(?:gap|issue|finding|risk|concern|item|recommendation)\s*#?\s*(\d{1,3})\b|\(#(\d{1,3})\)|\b([HMLCBS]\d{1,2})\b",
    re.IGNORECASE,
)

# "CRITICAL #1", "MAJOR #2, #3": a finding named by its severity and number, as its heading numbered it
_SEVERITY_NUMBER = re.compile(r"\b(?:critical|blocker|major|high|medium|minor|low|important)\s*#\d{1,3}(?:\s*[,，、/&]\s*#\d{1,3})*", re.IGNORECASE)

# a letter and a number opening a finding ("| K1 | …", "### V3. …"): an ID when the review opens two or more findings on its letter
_LETTERED = re.compile(r"(?<![\w-])([A-Z])(\d{1,2})(?![\w-]|\.\d)")


def series_of(items: list[ReviewItem]) -> frozenset[str]:
    """The letters of the review's own ID series beyond B, C, H, L, M and S: each opens two findings or more, never
    twice on one ID ("| P0 | …", "| P0 | …" are priorities, not IDs)."""
    heads = [re.sub(r"^[\s|#*_>\[-]+", "", (item.text or item.title).split("\n", 1)[0])[:4] for item in items]
    leads = [lead.group(0) for head in heads if (lead := _LETTERED.match(head))]
    letters = {lead[0] for lead in leads}
    return frozenset(a for a in letters if (named := [lead for lead in leads if lead[0] == a]) and len(named) >= 2 and len(set(named)) == len(named))


def ids(text: str, series: frozenset[str] = frozenset()) -> set[str]:
    """The IDs ``text`` names: "CRITICAL-1", "Gap 8" / "#8" as "#8", "H2", and letters of the review's ``series``."""
    out = {"#" + str(int(number)) for match in _SEVERITY_NUMBER.finditer(text) for number in re.findall(r"#(\d{1,3})", match.group(0))}
    out |= {letter + number for letter, number in _LETTERED.findall(text) if letter in series}
    for match in ID.finditer(text):
        named, number, hashed, short = match.groups()
        if named:
            out.add(named.upper())
        elif number or hashed:
            out.add("#" + str(int(number or hashed)))
        elif short:
            out.add(short.upper())
    return out


def apart(a: set[str], b: set[str], refs: set[str], series: frozenset[str]) -> bool:
    """Two items each opening on an ID of its own series ("| D3 | … |" after "### F4 …"), the first not naming the second's:
    two findings, however alike their words (a deferred table's D-rows are not the F findings said again)."""
    letters = {i[0] for i in a if i[0] in series and i[1:].isdigit()}
    return bool(letters and b and not b & refs and letters.isdisjoint({i[0] for i in b}))


def own_id(item: ReviewItem, series: frozenset[str] = frozenset()) -> set[str]:
    """The IDs an item opens on, in its first line."""
    head = (item.text or item.title).strip().split("\n", 1)[0][:80]
    return ids(head, series)
