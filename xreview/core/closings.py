"""What a review closes itself: the resolution it ends on, its record of the fixes it applied, an arrow line that marks
a section's findings fixed, a status table that marks phases done, a re-review's "F1 + F2 verified RESOLVED" — the
findings so closed are no longer open."""

from __future__ import annotations

import re

from xreview.core import asides
from xreview.core.cues import plain
from xreview.core.fields import CLOSED_SECTION, NO_ACTION_SECTION
from xreview.core.model import ReviewItem

# the resolution the review ends on, every point of it closed: "## Resolution (2026-06-24)" ⏎ "- APPLIED (Critical Drift): …"
_RESOLUTION_HEADING = re.compile(r"^#{1,4}[ \t]+(?:resolutions?|disposition|outcome)\b[^\n]*$", re.IGNORECASE | re.MULTILINE)
_RESOLVED_POINT = re.compile(r"^[-*+]\s+(?:\*\*|__)?(?:applied|resolved|fixed|done|addressed|noted|declined|rejected|won'?t fix|deferred)\b", re.IGNORECASE)


# the review's last section saying every finding was dealt with: "## Final Status" ⏎ "Plan review complete. 2 rounds, all
# findings addressed." — not "Once all findings are addressed …", "Get all issues fixed", nor "All critical issues were fixed; two minor remain"
_ALL_ADDRESSED = re.compile(r"(?<!once )(?<!when )(?<!after )(?<!until )(?<!if )(?<!get )(?<!have )(?<!ensure )(?<!sure )(?<!need )(?<!want )\b(?:all|every) (?:\d+ )?(?:findings?|issues?|comments?|concerns?|blockers?)(?: and [\w-]+ (?:findings|issues|items))?"
                            r"(?: (?:were|have been|has been|was))? (?:addressed|resolved|fixed|applied|closed)\b", re.IGNORECASE)
_LEFT_OPEN = re.compile(r"\b(?:remains?|remaining|still|open|outstanding|except|but|pending|deferred|unresolved)\b", re.IGNORECASE)


CLOSED_HEADING = re.compile(CLOSED_SECTION, re.IGNORECASE)  # "## Material findings closed before freeze", "## Resolved Issues"

# a point's nested field recording that it was dealt with, the last thing said: "  - **Fixed**: §2.1 now states …",
# "  - **Resolved per Q1**: deferred to task.93; …"
_FIXED_FIELD = re.compile(r"(?:^|\n)\s*[-*+]\s+(?:\*\*|__)(?:fixed|resolved(?: per [^*_\n]{1,20})?|applied)(?:\*\*|__)\s*[:：]\s*\S[^\n]*\s*\Z", re.IGNORECASE)


def closed_by_field(said: str) -> bool:
    """A point whose nested field asks for nothing ("- Recommendation: keep as-is"), or records its fix, last."""
    return asides.NO_CHANGE_FIELD.search(said) is not None or _FIXED_FIELD.search(said) is not None


_STATUS_RESOLVED = re.compile(r"^#{1,3}[ \t]+(?:\*\*|__)?status(?:\*\*|__)?\s*[:：]\s*\W*(?:all )?(?:resolved|fixed)\W*$", re.IGNORECASE | re.MULTILINE)


def resolved_whole(text: str) -> bool:
    """The review ends on a resolution that closes each of its points, two or more, or on a section saying every finding
    was dealt with, or its own status heading says it is resolved: nothing in it stays open. (The status a response's
    header gives it before any finding, "**Status:** - [x] RESOLVED", is ``parse_text._HEADER_CLOSED``.)"""
    last = re.split(r"^#{1,2}[ \t]", text, flags=re.MULTILINE)[-1]
    if (_ALL_ADDRESSED.search(last) and not _LEFT_OPEN.search(last)) or _STATUS_RESOLVED.search(text):
        return True  # "## Status: ✅ RESOLVED"
    heading = next(reversed(list(_RESOLUTION_HEADING.finditer(text))), None)  # the last one
    rest = text[heading.end():] if heading else ""
    if heading is None or re.search(r"^#", rest, re.MULTILINE):
        return False  # no resolution, or one that more sections follow
    points = [line for line in rest.split("\n") if re.match(r"[-*+]\s", line)]
    return len(points) >= 2 and all(_RESOLVED_POINT.match(point) for point in points)


# a findings section that only counts, every level at zero: "### Findings" ⏎ "- Critical: 0" ⏎ "- Important: 0" ⏎ "- Minor: 0"
_LEVEL = r"(?:\*\*|__)?(?:critical|blockers?|block|important|high|major|medium|moderate|minor|low|nits?|notes?|fyi|info(?:rmational)?|suggestions?)(?:\*\*|__)?"
_ZERO_TALLY = re.compile(r"^#{2,6}[ \t]+(?:findings|issues)\b[^\n]*\n\s*(?:(?:[-*+][ \t]+" + _LEVEL + r"\s*[:：]\s*(?:\*\*|__)?0(?:\*\*|__)?[ \t]*(?:\n|$)){3,}"
                         r"|\|[^\n]*\|[ \t]*\n[ \t]*\|[\s:|-]+\|[ \t]*\n(?:[ \t]*\|\s*" + _LEVEL + r"\s*\|\s*(?:\*\*|__)?0(?:\*\*|__)?\s*\|[ \t]*(?:\n|$)){3,})\s*(?:\Z|(?=^#))"
                         r"|^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:total )?(?:violations|findings|issues|defects)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?[ \t]*(?:"
                         + _LEVEL + r"\s*[:：]\s*0\b[ \t]*[,;/|]?[ \t]*){3,}$",  # … or "- **Total Violations:** CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0"
                         re.IGNORECASE | re.MULTILINE)  # … or "### Findings by severity" ⏎ "| Severity | Count |" ⏎ "| Block | 0 |" ⏎ "| Major | 0 |" …


# "**Decision**: PASS" ⏎ … "## Blockers" ⏎ "- None for source/build review." ⏎ "## Required fixes before merge" ⏎ "- None."
_PASSED = re.compile(r"^[ \t]*(?:\*\*|__)?(?:decision|verdict|result)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:pass(?:ed)?|approved?)\b", re.IGNORECASE | re.MULTILINE)
_LESSER = re.compile(r"^#{2,6}[^\n]*\b(?:suggestions?|nits?|minor|should|recommend\w*|improvements?|follow-?ups?|non-blocking)\b", re.IGNORECASE | re.MULTILINE)


def counted_none(text: str) -> bool:
    """The review's findings section counts zero at every level, three levels or more, or the review passes with no
    blocker and no fix required and no section of lesser points: by its own account, no finding — whatever its checklist
    of what it verified reads like."""
    return _ZERO_TALLY.search(text) is not None or (_PASSED.search(text) is not None and all(
        re.search(r"^#{2,6}[ \t]+" + name + r"[^\n]*\n\s*(?:[-*+][ \t]+)?none\b", text, re.IGNORECASE | re.MULTILINE) for name in (r"blockers?", r"required fix(?:es)?"))
        and not _LESSER.search(text))



# the review's record of this round's fixes, after its findings: "## Fixes Applied This Round (Round 2)" ⏎ "### Important
# Issue 1 — Documentation says `clearance`, code reads `role`": each heading in it names a finding it closed, by its title
_FIXES_HEADING = re.compile(r"^(#{1,4})[ \t]+(?:\d{1,2}[.)][ \t]+)?(?:(?:fix(?:es)?|corrections?) applied|applied fixes|changes applied|what (?:was|we|i) fixed|(?:issues|findings) confirmed (?:resolved|fixed))\b[^\n]*$", re.IGNORECASE | re.MULTILINE)
_ROW_ID = re.compile(r"^\|[ \t]*(\d{1,2}-\d{1,3}|[A-Z]{1,6}-?\d{1,3})[ \t]*\|", re.MULTILINE)  # a table row's ID: "| 1-01 |", "| H-2 |", "| C3 |" — not "| 1 |"
_NAMED_FIX = re.compile(r"^#{2,6}[ \t]+[^\n]*?\s[—–-]\s+([^\n]{8,})$", re.MULTILINE)


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", plain(text).lower()))


# a code name in a finding's title: "checkShadowWindows starved", "components.sh:393 creates unused …"
_CODE_NAME = re.compile(r"\b[a-z]+[A-Z]\w*|\b[\w-]+\.(?:sh|py|js|mjs|ts|tsx|json|ya?ml|toml|rs|go|rb|java|html|css)\b")


def _applied_to(title: str, record: str, words_of_record: str) -> bool:
    """A finding the record of applied fixes names, in an entry of its own words: by its whole title, three words or more
    ("C. putProposal rejects the two inert proposal types" closes "Inert proposal types"), or by a code name in its title."""
    words = _words(title)
    return (len(words.split()) >= 3 and f" {words} " in words_of_record) or any(name in record for name in _CODE_NAME.findall(title))


# a code span or a hyphenated term: "`auth.service.ts`", "user-enumeration"; and a place, a file and the line it starts
# at ("`src/viewer/app.rs:1466-1477`" and "app.rs:1466" are both "@app.rs:1466")
_TERM = re.compile(r"`([^`\n]{2,80})`|\b([a-z]+(?:-[a-z0-9]+)+)\b")
_PLACE = re.compile(r"([\w-]+\.(?:rs|py|ts|tsx|js|jsx|mjs|go|java|kt|rb|cs|cpp|cc|h|hpp|swift|php|scala|sh)):(\d{1,6})\b", re.IGNORECASE)


def _terms(text: str) -> set[str]:
    return {(m.group(1) or m.group(2)).strip().lower() for m in _TERM.finditer(text)} | {
        f"@{m.group(1).lower()}:{m.group(2)}" for m in _PLACE.finditer(text)}


def _entry_closes(said: str, entries: list[set[str]]) -> bool:
    """A finding one entry of the record of applied fixes names by two of its code spans or hyphenated terms, or by
    its place: "**Low — login user-enumeration timing side-channel.** `auth.service.ts` returns …" is closed by "7.
    **Login user-enumeration hardening** — `auth.service.ts` now runs …"; "### 6. Viewer: Unconditional Repaint …" ⏎
    "**File:** `src/viewer/app.rs:1922`" by the row "| 5 | Unconditional repaint 100% CPU | app.rs:1922 | … |", though
    neither entry's title nor its number is the finding's."""
    own = _terms(said)
    return any(len(shared := own & entry) >= 2 or any(term.startswith("@") for term in shared) for entry in entries)


# a status line that turns a finding's mark to a check: "2. 🟡→✅ **B-613-Dedup real gemessen** …" closes finding B-613
_TURNED = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*+])\s*(?:🔴|🟠|🟡|🟢|⚪|❌|⚠️?)\s*(?:→|->)\s*(?:✅|✔️?)\s*(?:\*\*|__)?\s*([A-Z]{1,4}-\d{1,4})(?!\d)",
                     re.MULTILINE)
_LEAD_ID = re.compile(r"^\W*([A-Z]{1,4}-\d{1,4})(?!\d)")
# a re-review's verdict on the round before: "- Prior P1: FIXED." closes the earlier findings tagged "[P1]" above it
_PRIOR_FIXED = re.compile(r"^\s*[-*+]\s*(?:\*\*|__)?(?:prior|previous) (P[0-3])(?: findings?)?(?:\*\*|__)?\s*:\s*(?:\*\*|__)?(?:fixed|resolved)\b",
                          re.IGNORECASE | re.MULTILINE)
_LEVEL_TAG = re.compile(r"^\W*\[(P[0-3])\]", re.IGNORECASE)
# a re-review's verdict naming findings by ID: "F1 + F2 verified RESOLVED" closes the findings "### F1 (…) — …" above it
_FINDING_ID = r"[A-Z]{1,3}-?\d{1,3}"
_VERIFIED = re.compile(rf"\b({_FINDING_ID}(?:\s*(?:\+|,|&|and)\s*{_FINDING_ID})*)\s+(?i:verified|confirmed)\s+(?i:resolved|fixed|closed)\b")
_LEAD_OWN = re.compile(rf"^[#\s|*_]*({_FINDING_ID})\b")


def drop_fixed(items: list[ReviewItem], text: str) -> tuple[list[ReviewItem], int]:
    """``items`` without the findings the review's own record of applied fixes names by their titles (three words or
    more, the start of the title, or the whole title or a code name of it in an entry), and how many that closed."""
    named: list[str] = []
    entries: list[set[str]] = []
    record, total = "", len(items)
    for heading in _FIXES_HEADING.finditer(text):
        record += (body := text[heading.end(): _section_end(text, len(heading.group(1)), heading.end())]) + "\n"
        named += [words for match in _NAMED_FIX.finditer(body) if len((words := _words(match.group(1))).split()) >= 3]
        entries += [_terms(entry) for entry in re.split(r"\n(?=[ \t]{0,3}(?:\d{1,2}[.)]|[-*+])[ \t]|\|)", body)]  # list entries, table rows
    spaced = f" {_words(record)} "  # the record's words, once, for every title to be found in
    phases, numbers = _phased_out(text)
    turned = set(_TURNED.findall(text))
    prior = [(m.start(), m.group(1).upper()) for m in _PRIOR_FIXED.finditer(text)]
    verified = [(m.start(), set(re.findall(_FINDING_ID, m.group(1)))) for m in _VERIFIED.finditer(text)]
    items = [item for item in items if not (item.span and (lead := _LEAD_OWN.match(item.text or "")) and any(
        lead.group(1) in named and item.span[1] <= at for at, named in verified))]  # "### F1 …", then "F1 + F2 verified RESOLVED"
    items = [item for item in items if not (item.span and (tag := _LEVEL_TAG.match(item.text or "")) and any(
        level == tag.group(1).upper() and item.span[1] <= at for at, level in prior))]  # "[P1] …", then "Prior P1: FIXED."
    shut = [(text.rfind("\n#", 0, m.start()), m.start()) for m in _ARROW_CLOSED.finditer(text)]  # a section's "→ **v1.1에서 수정 완료**"
    shut += _closed_below(text)  # "All three blockers below are closed by phrase rewrite": the section of blockers after it
    items = [item for item in items if not (item.span and any(a < item.span[0] <= b for a, b in shut))]  # the arrow line too
    ids = set(_ROW_ID.findall(record))  # "### Issues Confirmed Resolved This Round" ⏎ "| 1-01 | Major | … | Moved to … |" closes the row "| 1-01 | … |" that opened it
    items = [item for item in items if not ((row := _ROW_ID.match(item.text or "")) and row.group(1) in ids)]
    rows = _closed_rows(text)  # "| 3. Grace-period race condition | ✅ Fixed — … |" closes "3. SubscriptionEntitlement … race condition."
    items = [item for item in items if not ((lead := re.match(r"\s*(\d{1,2})[.)]\s", item.text or "")) and _names(rows.get(int(lead.group(1)), ""), item.title))]
    kept = [item for item in items if not any(_words(item.title).startswith(words) for words in named)
            and not (record and (_applied_to(item.title, record, spaced) or _entry_closes(item.text or "", entries))) and not ((lead := _LEAD_ID.match(item.text or "")) and lead.group(1) in turned)
            and not (numbers and (
        ((head := _HEAD_NUMBER.match((item.text or "").lstrip())) and int(head.group(1)) in numbers)
        or ((phase := _PHASE_LEAD.match(item.text or "")) and phase.group(1) in phases)))]
    kept = _answered(kept, text)
    _mark_closing(kept, text)
    return kept, total - len(kept)


# a summary table's column of what was done about each finding ("## What I did with this feedback" ⏎ "| Finding | Action |"),
# and a cell of it that says the fix is made ("Added static fallback string"), not only planned ("Confirmed real bug —
# adding … in next patch")
_ACTION_HEADER = re.compile(r"\W*(?:actions?(?: taken)?|what (?:i|we) did|response|resolution|outcome|change made)\W*", re.IGNORECASE)
# an adoption record's column of yes and no: "| Finding | Adopted? | How |" ⏎ "| C1. … | YES | … |" — the finding taken into the work
_ADOPTED_HEADER = re.compile(r"\W*(?:adopted|accepted|applied|fixed|addressed|done)\s*\??\W*", re.IGNORECASE)
_YES_CELL = re.compile(r"\W*(?:yes|y|adopted|accepted|applied|fixed|addressed|done)\b(?:\s*\([^()\n]{0,40}\))?\W*", re.IGNORECASE)
_DONE_CELL = re.compile(r"\W*(?:removed|added|injected|converted|moved|replaced|changed|updated|fixed|implemented|renamed|extracted|rewr(?:ote|itten)|"
                        r"wrapped|switched|resolved|dropped|deleted|introduced|refactored|guarded|corrected|patched|reverted|enforced|capped|hardened)\b",
                        re.IGNORECASE)


# a follow-up's section of where the fixes stand ("### 修复状态" ⏎ "- `Caddyfile` basicauth 已改为 Nix 多行字符串 …"): each
# point records a fix made, unless it says the fix is still to come
_FIX_STATUS = re.compile(r"^#{2,6}[ \t]+(?:修复状态|修复情况|修正状況|修正状態|fix(?:es)? status|status of (?:the )?fixes|" + NO_ACTION_SECTION + r"|"
                         r"(?:builder|author|implementer)(?:'s)? (?:resolution|response)(?:\s*\([^)\n]*\))?)\W*$", re.IGNORECASE)  # "## Builder resolution (2026-07-16)", "### No Action Needed"
_CLOSED_TITLE = re.compile(r"\s[—–-]+\s*(?:closed|fixed|resolved)\W*$", re.IGNORECASE)  # a point that says it is closed
_STILL_OPEN = re.compile(r"未修复|未处理|待|仍|尚未|\b(?:pending|todo|not (?:yet )?(?:fixed|done|applied)|still|open)\b", re.IGNORECASE)


def _mark_closing(items: list[ReviewItem], text: str) -> None:
    """A summary's table row whose action column records the fix made, or a point of a follow-up's fix status, is no
    finding but its closing: its role becomes "closing", and the finding it folds into (``restate.fold``) is closed
    with it. A point saying it is closed ("… — CLOSED.") becomes "closed": it closes only a finding stated before it."""
    for item in items:
        if _CLOSED_TITLE.search(item.title) and not _STILL_OPEN.search(item.title):
            item.role = "closed"  # "1. **Cooperative synthesis cancel — CLOSED.** …": a re-review closing a finding before it
            continue
        if item.role != "recap" or not item.span:
            continue
        if not (item.text or "").startswith("|"):  # a point, not a table row: closing under a fix status heading
            heading = text[text.rfind("\n#", 0, item.span[0]) + 1: item.span[0]].split("\n", 1)[0]
            if _FIX_STATUS.match(heading) and not _STILL_OPEN.search(item.text or ""):
                item.role = "closing"
            continue
        start = text.rfind("\n\n", 0, item.span[0]) + 2  # the table's first line, its header
        header = [cell.strip() for cell in text[start: text.find("\n", start)].strip().strip("|").split("|")]
        cells = [cell.strip() for cell in (item.text or "").split("\n", 1)[0].strip().strip("|").split("|")]
        acted = [k for k, name in enumerate(header) if k > 0 and _ACTION_HEADER.fullmatch(plain(name))]
        adopted = [k for k, name in enumerate(header) if k > 0 and _ADOPTED_HEADER.fullmatch(plain(name))]
        if (acted and acted[0] < len(cells) and _DONE_CELL.match(plain(cells[acted[0]]))) or (
                adopted and adopted[0] < len(cells) and _YES_CELL.fullmatch(plain(cells[adopted[0]]))):
            item.role = "closing"  # "| C2. Sign error in `γ` … | YES | Verdict's WZ analysis section now states …" under "| Adopted? |"


# a later word on a numbered finding: an evaluation table's row "| 2 | Medium | `unwrap()` … | **Fixed** | …", or an answer
# "4. **Finding 4 (suite-level deadline)** ⏎ … has effectively been resolved" — that finding is closed; an answer that
# leaves it open ("2. **Finding 3 (…)** — Acknowledged …") only restates it
_ROW_FIXED = re.compile(r"^\|\s*#?(\d{1,3})\s*\|(?:[^|\n]*\|){1,4}\s*(?:\*\*|__)?(?:fixed|resolved)(?:\*\*|__)?\s*\|", re.IGNORECASE | re.MULTILINE)
_ANSWER = re.compile(r"^\s*(?:\d{1,3}[.)]\s+)?(?:\*\*|__)finding\s+(\d{1,3})\b", re.IGNORECASE | re.MULTILINE)
_SAYS_FIXED = re.compile(r"\b(?:fixed|resolved)\b(?<!not fixed)(?<!not resolved)(?<!unresolved)", re.IGNORECASE)
_LIST_NUMBER = re.compile(r"^\s*(?:#{1,6}\s+)?(\d{1,3})[.)]\s")


def _answered(items: list[ReviewItem], text: str) -> list[ReviewItem]:
    """``items`` without the numbered findings a later row or answer closes, and without the answers themselves."""
    answers = list(_ANSWER.finditer(text))
    closed = {int(row.group(1)): row.start() for row in _ROW_FIXED.finditer(text)}  # where the finding is last said closed
    regions: list[tuple[int, int, int]] = []
    for k, answer in enumerate(answers):
        chunk = text[answer.start(): answers[k + 1].start() if k + 1 < len(answers) else len(text)].split("\n#", 1)[0][:800]
        regions.append((int(answer.group(1)), answer.start(), answer.start() + len(chunk)))
        if _SAYS_FIXED.search(chunk) and not re.search(r"\bnot (?:yet |been |fully )?(?:fixed|resolved)", chunk, re.I):
            closed[int(answer.group(1))] = answer.start()
    if not answers and not closed:
        return items
    first: dict[int, ReviewItem] = {}
    for item in items:
        if (number := _LIST_NUMBER.match(item.text or "")) and not _ANSWER.match(item.text or ""):
            first.setdefault(int(number.group(1)), item)
    gone = [(a, b) for n, a, b in regions if n in first]
    # closed only by a word after it: "## Round-1 fixes: verified" ⏎ "| 2 | … | fixed |" above is about the last round's finding 2
    shut = [found for n, at in closed.items() if (found := first.get(n)) and (found.span is None or found.span[0] < at)]
    return [item for item in items if not any(item is done for done in shut) and not _ROW_FIXED.match(item.text or "")
            and not (item.span and any(a <= item.span[0] < b for a, b in gone))]  # an answer, and the points under it


# an arrow line closing every finding of its section above it: "→ **v1.1에서 수정 완료**" (fixed in v1.1), "→ **All fixed**"
_ARROW_CLOSED = re.compile(r"^[ \t]*(?:→|->)[ \t]*(?:\*\*|__)?[^\n]{0,40}?(?:수정[ \t]?완료|해결[ \t]?완료|(?:all )?fixed|(?:all )?resolved)\W*$",
                           re.IGNORECASE | re.MULTILINE)


# an announcement that the findings of a section further down are closed: "All three blockers below are closed by phrase
# rewrite, no new `run_id`." over "## Blocking findings" — not over "## Non-blocking observations"
_CLOSED_BELOW = re.compile(r"\b(?:all|every|each of the)\s+(?:\w+\s+)?(blockers?|blocking findings|findings|issues)\s+below\s+(?:are|were|have been)\s+"
                           r"(?:now\s+)?(?:closed|fixed|resolved|addressed)\b", re.IGNORECASE)


def _closed_below(text: str) -> list[tuple[int, int]]:
    """The spans of the sections an announcement above them closes: the first heading after it naming what it closes."""
    spans = []
    for match in _CLOSED_BELOW.finditer(text):
        stem = "block" if match.group(1).lower().startswith("block") else match.group(1).lower()[:5]
        heading = next((h for h in re.finditer(r"^(#{1,6})[ \t]+([^\n]*)$", text[match.end():], re.MULTILINE)
                        if stem in h.group(2).lower() and "non-block" not in h.group(2).lower()), None)
        if heading is not None:
            spans.append((match.end() + heading.start(), _section_end(text, len(heading.group(1)), match.end() + heading.end())))
    return spans


def _section_end(text: str, level: int, at: int) -> int:
    """Where the section whose heading of ``level`` ends at ``at`` ends: at the next heading of that level or above."""
    end = re.compile(rf"^#{{1,{level}}}[ \t]", re.MULTILINE).search(text, at)
    return end.start() if end else len(text)


# a plan's status table that marks phases done ("| Phase 1 | **COMPLETE** | …") and its order of work that says which
# findings each phase takes ("1. **Phase 1 (Critical):** Issues #1-4 - …"): those findings are fixed, that entry done
_PHASE_DONE = re.compile(r"^\|\s*(?:\*\*|__)?phase\s+(\d{1,2})(?:\*\*|__)?\s*\|\s*(?:\*\*|__)?\s*(?:✅\s*)?(?:complete|completed|done|implemented)\b",
                         re.IGNORECASE | re.MULTILINE)
_PHASE_TAKES = re.compile(r"\bphase\s+(\d{1,2})\b[^\n]{0,40}?\bissues?\s*#(\d{1,3})\s*[-–]\s*#?(\d{1,3})", re.IGNORECASE)
_PHASE_LEAD = re.compile(r"\W*(?:\d{1,2}[.)]\s*)?\W*phase\s+(\d{1,2})\b", re.IGNORECASE)
_HEAD_NUMBER = re.compile(r"#{1,6}\s+(\d{1,3})[.)]\s")


def _phased_out(text: str) -> tuple[set[str], set[int]]:
    """The phases a status table marks done, and the numbers of the findings the order of work gives them."""
    phases = set(_PHASE_DONE.findall(text))
    taken = [(int(a), int(b)) for phase, a, b in _PHASE_TAKES.findall(text) if phase in phases]
    return phases, {n for a, b in taken if b - a <= 50 for n in range(a, b + 1)}


# a status table's row that closes the finding numbered as it is: "> | 1. BBB migration framing | ✅ Fixed — ADR-002 now … |",
# "| 3 frame boundaries insert spaces | Fixed. Text goes on … |" — not a row fixing part and leaving the rest "Not addressed"
_CLOSED_ROW = re.compile(r"^[>\s]*\|\s*(\d{1,2})[.)]?\s+([^|\n]{3,120}?)\s*\|\s*(?:(?:✅|✔️?)\s*)?(?:\*\*|__)?(?:fixed|resolved|done|addressed|closed)\b"
                         r"(?![^\n]*\b(?:not (?:yet )?(?:addressed|fixed|done)|partial(?:ly)?)\b)",
                         re.IGNORECASE | re.MULTILINE)


def _closed_rows(text: str) -> dict[int, str]:
    """The findings a status table marks closed: {their number: the row's name for them}."""
    return {int(number): name for number, name in _CLOSED_ROW.findall(text)}


def _names(name: str, title: str) -> bool:
    """The row's name for a finding shares a word of its own (five letters or more) with the finding's title: the same
    finding, not another list numbered alike."""
    said = set(_words(title).split())
    return any(len(word) >= 5 and word in said for word in _words(name).split())


# a point whose last sentence is the change the reviewer made in the artifact: "… without importing `json`. Added the missing
# `import json`.", "… is deprecated in favor of `SET` with `EX`, so the examples now use `set(..., ex=...)`." — the
# examples, docs or post, not "…, so the handler now returns None", which says what a change broke
_FIXED_IN_PLACE = re.compile(r"(?:^|[.!]\s+)(?:added|restored|inserted) the missing\b[^.\n]*(?:\.[^\s.][^.\n]*)*\.?\s*$|(?:✅|✔️?)\s*(?:\*\*|__)?fixed(?:\*\*|__)?\s*[:.)]|"  # "… ✅ **FIXED**: both now …"
                             r",\s*so (?:the|this|these|that) (?:[\w-]+ )?(?:examples?|snippets?|samples?|docs?|documentation|post|article|guide|tutorial|page) now (?:uses?|calls?|imports?|shows?)\b[^\n]*$", re.IGNORECASE)


def fixed_in_place(text: str) -> bool:
    """Whether a finding's own last sentence records the fix its reviewer already made (a validator's "Issues Found")."""
    return _FIXED_IN_PLACE.search(text.strip()) is not None


def harmless(text: str) -> bool:
    """Whether a point's own last words say it does no harm: "… two stray blank lines from an earlier edit; harmless
    (YAML ignores them).", "… could exceed a longitude cell. Not reachable in practice." — an observation, no finding;
    or that its reviewer accepts it ("… then click Accept. Acceptable: this is a money-moving action …")."""
    said = text.strip()
    last = _ACCEPTED_LAST.search(said)
    rest = said[last.end():] if last else ""  # the disposition's own sentence, and no turn after it ("… but must …")
    return _BENIGN_LAST.search(said) is not None or (last is not None and len(re.findall(r"[.;!](?:\s|$)", rest)) <= 1 and not re.search(r"\b(?:but|however|although|until)\b", rest, re.IGNORECASE))


# a point's last sentence opening on its disposition: "… then click Accept. Acceptable: this is a money-moving action …",
# "… no \"Show only this week\" affordance. Acceptable per refusal-list (…)."
_ACCEPTED_LAST = re.compile(r"(?:^|[.;!]\s+)(?:\*\*|__)?acceptable(?:\*\*|__)?(?:\s*[:—–]|\s+(?:per|for|given|as|because|since)\b)"
                            r"(?!\s*long as\b)", re.IGNORECASE)  # not "Acceptable as long as …": a condition to meet
_BENIGN_LAST = re.compile(r"\s\((?:good|correct|fine)\)\.?\s*$|,\s+which is (?:correct|conventional|expected|fine)\.?\s*$|"  # "No build output directories present (good)."
                          r"(?:[;,.]\s+|\s[—–-]\s*)(?:harmless|benign|not reachable in practice|unreachable in practice|no (?:functional|practical|user-visible) impact|passes|no (?:[\w-]+ )?(?:risk|issue)|good|not (?:related to|caused by|introduced by) [^.;?\n]{1,60}|"
                          r"intentional(?: per (?:the )?(?:spec|design))?(?: for [^.;?\n]{1,60})?)"
                          r"\.?(?:\s*\([^()\n]{0,60}\)\.?)?\s*$", re.IGNORECASE)  # the point's last words: not "…; harmless for reads, but …"
