"""The IDs a review gives its findings ("CRITICAL-1", "Gap 8", "#8", "| K1 | …"), names them by again, and records closed."""

from __future__ import annotations

import re

from xreview.core.model import ReviewItem

NEW_FINDINGS = re.compile(r"^\W*(?:\d{1,2}[.)]\s*)?new (?:findings|issues)\W*$", re.I)  # "## 2. New findings" after the prior round's: new, no summary
ID = re.compile(
    r"\b([A-Z]{1,12}-\d{1,3})(?![A-Za-z0-9_])|\b(?:gap|issue|finding|risk|concern|item|recommendation)\s*#?\s*(\d{1,3})\b|\(#(\d{1,3})\)|\b([HMLCBS]\d{1,2})\b(?!-\d)",  # "M1", not "M1-013" (a task)
    re.IGNORECASE,
)

# "CRITICAL #1", "MAJOR #2, #3": a finding named by its severity and number, as its heading numbered it
_SEVERITY_NUMBER = re.compile(r"\b(?:critical|blocker|major|high|medium|minor|low|important)\s*#\d{1,3}(?:\s*[,，、/&]\s*#\d{1,3})*", re.IGNORECASE)

# a letter and a number opening a finding ("| K1 | …", "### V3. …"): an ID when the review opens two or more findings on its letter
_LETTERED = re.compile(r"(?<![\w-])([A-Z])(\d{1,2})(?![\w-]|\.\d)")


def lead_id(item: ReviewItem) -> str | None:
    """The lettered ID an item opens on ("### C3. …" → "C3", "- **S8. …**" → "S8"), or None."""
    lead = _LETTERED.match(re.sub(r"^[\s|#*_>\[-]+", "", (item.text or item.title).split("\n", 1)[0])[:4])
    return lead.group(0) if lead else None


def series_of(items: list[ReviewItem]) -> frozenset[str]:
    """The letters of the review's own ID series beyond B, C, H, L, M and S: each opens two findings or more, never
    twice on one ID ("| P0 | …", "| P0 | …" are priorities, not IDs)."""
    leads = [lead for item in items if (lead := lead_id(item))]
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


# findings the review records closed where it names them: "### C1. … ✅ 已修复", "- **H2**: … → RESOLVED", a status table's
# "| I1 | Important | `grep.ts` | … | 已修复 |"
_CLOSABLE_ID = r"[A-Z]{2,4}-[A-Za-z]-\d{1,2}|[A-Z]{1,3}-?\d{1,2}|[A-Z]{2,4}-\d{3}"  # "H2", "B-3", "SRV-001", "CD-m-1" (a reviewer's minor 1)
_LEAD_ID = re.compile(r"^\s*(?:#{1,6}\s+|[-*+]\s+|\|\s*)?(?:\*\*|__)?\[?(" + _CLOSABLE_ID + r")\]?(?:\*\*|__)?(?:\.(?!\d)|[:)：]|\s+\S|\s*\||[–—]\s*[A-Z])")
_DONE = (r"(?:已修复|已解决|已处理|修正済み?|対応済み?|해결(?:됨|\s?완료)?|수정\s?완료|fixed|resolved|addressed|done|verified|validated|"
         r"utført|udført|utfört|fikset|løst|rettet|erledigt|behoben|gelöst|corregido|resuelto|corrigé|résolu|resolvido|corrigido|"
         r"risolto|corretto|opgelost|vyřešeno|çözüldü|исправлено|решено)"
         r"(?![\w-])")
# "B1: remains resolved" — not "Q3 — Fixed order needs a …", where "fixed" qualifies the subject of a claim
_CLOSED_MARK = re.compile(r"(?:✅|☑|✔|→|->|[-–—(\[:])\s*(?:\*\*|__)?\s*(?:(?:remains|is|now|was)\s+)?" + _DONE + r"(?!\s+[\w-]+\s+(?:needs?|is|are|must|should|lacks?|has|have|breaks?|fails?|violates?|misses|ignores?|cannot|can|may|will)\b)", re.IGNORECASE)
_CLOSED_CELL = re.compile(r"\|\s*(?:\*\*|__)?\s*(?:✅\s*)?" + _DONE + r"[^|\n]*\|\s*$|\|\s*\[[xX]\]\s*\|", re.IGNORECASE)  # "| [x] |": checked off
_STATUS_DONE = re.compile(r"\s*(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:✅\s*)?" + _DONE, re.IGNORECASE)
_NAMED_ID = re.compile(r"(?<![\w-])(" + _CLOSABLE_ID + r")(?![\w-]|\.\d)")  # not a task's "T3.1"


# a record of what was done about the findings, over a list of them by ID: "**Resolution summary** (2026-05-19):" ⏎
# "- B1 dropped per-leaf `compiled_at`; …" ⏎ "- E1–E9 addressed individually …" — not "**Resolution:** Use a lock" (a fix)
_RESOLUTION_LABEL = re.compile(r"^\W*(?:\*\*|__)?(?:resolution (?:summary|log|status|notes)|resolved(?: (?:issues|findings|items))?|"
                               r"(?:fixes|changes) applied|applied (?:fixes|changes)|addressed(?: (?:issues|findings|items))?)(?:\*\*|__)?"
                               r"(?:\s*\([^()\n]{0,40}\))?\s*:?\s*(?:\*\*|__)?\s*$", re.IGNORECASE)
_RANGE = re.compile(r"\s*[–—-]\s*([A-Z]{1,3})-?(\d{1,2})(?![\w-])")  # "E1–E9": the IDs from E1 to E9


def closed_ids(text: str) -> set[str]:
    """The IDs of the findings ``text`` records closed: on the line that names them, in a status line under the heading
    that opens on them, or in a list of them under a resolution summary."""
    out: set[str] = set()
    resolving = False
    heading = None  # the ID the last heading opened on: "### SRV-001: …" ⏎ "**Status:** Resolved 2026-09-08. …" closes it
    for line in text.split("\n"):
        lead = _LEAD_ID.match(line)
        if line.lstrip().startswith("#"):
            heading = lead.group(1) if lead else None
        elif heading and _STATUS_DONE.match(line):
            out.add(heading.replace("-", ""))
        listed = resolving and re.match(r"\s*[-*+]\s", line) is not None
        if lead and (listed or _CLOSED_MARK.search(line) or _CLOSED_CELL.search(line)):
            out |= _with_range(lead.group(1).replace("-", ""), line[lead.end(1):])
        resolving = bool(_RESOLUTION_LABEL.match(line)) or (resolving and (listed or not line.strip()) and bool(lead or not line.strip()))
    return out | _adopted(text)


# a decision table over the findings by ID: "| Issue ID | Decision | Rationale |" ⏎ "| CD-M-1 | adopt | … |" — a finding
# adopted, or adopted in another form ("modify"), is taken into the work: closed; one rejected or deferred stays as said
_DECISION_HEADER = re.compile(r"\W*(?:decision|disposition)\W*", re.IGNORECASE)
_ADOPTED_CELL = re.compile(r"\W*(?:adopt(?:ed)?|accept(?:ed)?|modif(?:y|ied)|incorporated|applied)\W*", re.IGNORECASE)


def _adopted(text: str) -> set[str]:
    """The IDs a decision table of ``text`` records adopted."""
    out: set[str] = set()
    column: int | None = None  # the decision column of the table the line is in, -1 when it has none
    for line in text.split("\n"):
        if not line.lstrip().startswith("|"):
            column = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if column is None:
            column = next((k for k, cell in enumerate(cells) if k and _DECISION_HEADER.fullmatch(cell)), -1)
        elif 0 < column < len(cells) and (lead := _LEAD_ID.match(line)) and _ADOPTED_CELL.fullmatch(cells[column]):
            out.add(lead.group(1).replace("-", ""))
    return out


def _with_range(first: str, after: str) -> set[str]:
    """``first`` and, when the line goes on "–E9", every ID of its series up to that one."""
    until = _RANGE.match(after.lstrip("*_]"))
    if not (series := re.fullmatch(r"([A-Z]+)(\d+)", first)):
        return {first}  # "CDm1": a reviewer's own series, no range
    letters, number = series.groups()
    if until and until.group(1) == letters and int(number) < int(until.group(2)) <= int(number) + 30:
        return {f"{letters}{k}" for k in range(int(number), int(until.group(2)) + 1)}
    return {first}


def new_series(headings: list[str], said: list[str]) -> bool:
    """Two or more headings that each open on an ID none of the findings ``said`` before opens on ("### D1. …", "### D2. …"
    after B1–E9): a new series of findings, not the earlier ones said again."""
    leads = [_LEAD_ID.match(heading) for heading in headings]
    earlier = {found.replace("-", "") for text in said for found in _NAMED_ID.findall(text.split("\n", 1)[0][:12])}
    return len(leads) >= 2 and all(leads) and not any(lead.group(1).replace("-", "") in earlier for lead in leads if lead)


def names_only_closed(text: str, closed: set[str]) -> bool:
    """The point's first line names findings by ID, and only ones the review records closed ("**优先修 C1**: …" when C1
    is marked fixed): it is about them, not a finding of its own."""
    named = {found.replace("-", "") for found in _NAMED_ID.findall(text.split("\n", 1)[0])}
    return bool(named) and named <= closed
