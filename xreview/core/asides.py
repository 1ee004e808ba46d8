"""Lines of a review that speak about the review, not the artifact: counts of findings, the review's own metadata, and
instructions or notes about the findings in general (what the review closes itself is in ``closings``)."""

from __future__ import annotations

import re
from functools import lru_cache

from xreview.core.cues import NEGATED_MARK, VALIDATED, Kind, is_praise, plain, section_kind
from xreview.core.fields import FIELD_LABELS, lead_label
from xreview.core.hunks import CODE_FENCE
from xreview.core.tags import read_tags, severity_field_first

_TALLY = re.compile(r"^\W*(?:\*\*|__)?[^:\n]{2,60}[:：]\s*(?:\*\*|__)?\s*\d+(?:\s*[개건件个](?!\w)|\b)\s*(?:\((?:[^()\n]{0,60})\)|(?:new\s+)?(?:issues?|findings?|items?|"
                    r"concerns?|problems?)\b|of\s+\d+\b|(?:pass|warn|block|fail)\w*(?:\s*[,/|]\s*\d+\s+(?:pass|warn|block|fail)\w*)*)?\s*[.]?\s*(?:\*\*|__)?\s*$",
                    re.IGNORECASE)  # "**L1 Totals**: 25 PASS, 0 WARN, 0 BLOCK"
_COUNTED = re.compile(r"^\W*\d{1,3}\s+(?:(?:critical|high|important|medium|moderate|minor|low)\s+)?(?:issues?|findings?|concerns?|problems?|gaps?)"
                      r"\s*(?:\([^()\n]{0,100}\))?\s*[.;]?\s*$", re.IGNORECASE)
_METADATA = frozenset({
    "date", "reviewer", "reviewers", "reviewed by", "author", "model", "models", "session", "session id", "method",
    "files reviewed", "documents reviewed", "version", "commit", "branch", "generated at", "command", "exit code", "raw file",
    "대상", "작성일", "작성자", "범위", "목적", "날짜",  # Korean: target, written on, author, scope, purpose, date
    "fecha", "auditor", "revisor", "autor", "auteur", "datum", "prüfer",  # Spanish, Portuguese, French, German
    "発見日時", "作成日時", "作成日", "作成者", "日付", "日時", "レビュー日", "発見日", "发现时间", "日期", "作者",  # Japanese, Chinese
    "project", "projet", "proyecto", "projeto", "projekt",
    "time required", "estimated time", "time estimate", "estimated effort",  # "**Time Required**: 15-20 minutes" under a recommendation
})


def is_tally(text: str) -> bool:
    """A count of findings, not a finding: "**Net new findings by Gemini: 4 (Issues 1, 2, 4, 5)**", "Blockers: 0",
    "2 Critical issues (Docker Node version, build order)"."""
    return all(_TALLY.match(line.strip()) or _COUNTED.match(line.strip()) for line in text.strip().split("\n"))  # each of its lines


# a finding its own reviewer withdraws at its end: "… is clear and appropriate. No changes needed.", "… Correct."
WITHDRAWN = re.compile(r"(?:^|[.!]\s+)(?:(?:\*\*|__)?[^\W\d_][\w ]{1,20}(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*)?(?:no (?:major |further |other )?(?:action|changes?|fix(?:es)?) (?:is |are )?(?:needed|required)(?: for this phase| now| yet)?|correct|not an issue|no (?:issue|problem)|nothing to (?:do|fix)|"
                       r"handled adequately|fine(?: [—–-] [^.\n]{1,80})?|(?:(?:this|that|it) is (?:generally |entirely |perfectly )?)?acceptable(?: (?:in|for) (?:this|the|a) [^.,\n]{0,40})?|left (?:as is|unchanged)(?: to [^.,\n]{0,60})?|"  # "Accettabile nel
                       r"gestit[oa] adeguatamente|(?:für [^.,\n]{1,40} )?akzeptabel|accettabil[ei](?: nel (?:contesto|caso) [^.,\n]{0,40})?|non modificat[oa](?: per [^.,\n]{0,80})?)(?:\s*\([^()\n]{1,80}\))?\.?\s*$"  # contesto didattico."
                       r"|\(\s*already (?:done|in place|implemented|handled|addressed)\b[^()]{0,80}\)\.?\s*$"  # "… (already done via comments, which is good)."
                       r"|\([^()]{0,60}\b(?:no issue|not an issue|not a problem|geen (?:issue|probleem))\)\.?\s*$"  # "(correct use, no issue)"
                       r"|\(\s*(?:out of (?:the )?scope|fuera del? alcance|hors (?:du )?(?:périmètre|scope)|poza zakresem|fuori (?:dal )?(?:perimetro|ambito))\b[^()]{0,60}\)\.?\s*$"  # "(fuera de alcance del ítem CC)."
                       r"|（\s*可接受[^（）\n]{0,20}）\s*$"  # "…，0 值状态下信息量低（可接受，不展开）": acceptable, in Chinese
                       r"|(?:^|\n)[-*\s]*(?:\*\*|__)?[^\n:*]{0,20}(?:\*\*|__)?:?\s*(?:\*\*|__)?\s*not a (?:bug|problem|defect)\b[^\n]{0,80}$"  # "- **Вердикт:** Not a bug — …"
                       r"|[—–]\s*(?:OK|ОК)\b,?[^.\n]{0,40}\.?\s*$"  # "— OK, no change." ("ОК, без змін", in Cyrillic)
                       r"|(?:更新済み|追加済み|修正済み|対応済み)。?\s*$"  # Japanese: the document already updated
                       r"|\b(?:which|this|that) (?:now )?(?:addresses|resolves|answers) my\b[^.\n]{0,40}\b(?:concern|point|comment)s?\.?\s*$"  # a round-2 review
                       r"|\A\W*(?:\*\*|__)?none(?:\*\*|__)?\.?(?:\s*[-–—:]\s*[^\n]{0,100})?\s*\Z"  # a body that is "**None** - No critical issues found."
                       # … or the fix the reviewer made already: "**Resolution:** Created `nda-helpers.ts` …" ("**Ratkaisu:** Luotu …")
                       r"|\A\W*(?:resolution|solution|ratkaisu|fix applied)\W+(?:created|added|extracted|moved|removed|replaced|"
                       r"luotu|lisätty|poistettu|korjattu|siirretty)\b[^\n]{0,100}\Z",
                       re.IGNORECASE)


# a finding whose last paragraph opens by judging it needs no change: "対応不要。必要であれば … 追記する程度でよい。", or whose
# last line is its solution, checked and said done: "✅ **Solution** : Corrigé - les seules specs valides sont …" (not
# "✅ **Solution:** add an index", a proposal under a decorative mark)
CLOSED_LAST = re.compile(r"(?:^|\n)\s*(?:(?:対応不要|修正不要)[。、]|(?:✅|✔️?)\s*(?:\*\*|__)?(?:solution|résolution|correction|fix|lösung|solución|solução)"
                         r"(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:corrigée?s?|résolue?s?|fixed|resolved|done|implemented|applied|appliquée?s?|"
                         r"implémentée?s?|behoben|erledigt|corregido|resuelto|corrigido|resolvido)\b)[^\n]{0,300}\s*\Z", re.IGNORECASE)

_UNUSABLE = r"\bunusable as (?:a )?(?:peer )?review\b"  # a reviewer's failed run: "Output (701 bytes) is unusable as a peer review"
# an audited area's own field saying it holds nothing: "**Finding:** None. The layering is coherent …", "Issues: none"
NO_FINDING = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:findings?|issues?|problems?)\s*:?(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*"
                        r"(?:none|no (?:issues?|findings?|problems?))\b|" + _UNUSABLE, re.IGNORECASE | re.MULTILINE)

# a finding its author has closed below it: "**Disposition:** Fixed — `client.ts`", "Status: Resolved", "Resolution: Won't fix",
# or a paragraph that opens by saying what was done about it: "**Fixed:** the form now …", "**Aangepast:** …",
# "**Risoluzione applicata**: …" (not "**Fix:** …"); "Resolution: deferred." is not: a finding deferred to a later stage is still open
_CLOSED_STATUS = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:disposition|status|resolution|outcome)\s*:?(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*(?:✅\s*)?"
                            r"(?:fixed|resolved|done|addressed|completed?|rejected|won'?t fix|withdrawn|removed|implemented|replaced|handled\b(?![^\n]{0,30}\bbut\b)|(?:this is )?intentional\b|"
                            r"added|created|extracted|moved|updated|rewrote|rewritten|switched)\b|^\s*(?:\*\*|__)(?:fixed|resolved|"
                            r"addressed|changed|applied|aangepast|opgelost|corrigido|corregido|corrigée?|behoben|geändert|исправлено|(?:resolution|fix) applied(?: to [^*_:\n]{1,40})?|"
                            r"(?:risoluzione|correzione) applicata)\s*(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)"
                            r"|^\s*[-*+]\s+(?:\*\*|__)(?:fix applied|(?:fix|doc) aplicado|risco aceito)\s*:?\s*(?:\*\*|__)",  # "- **Fix aplicado:** …"
                            re.IGNORECASE | re.MULTILINE)


def all_checked(text: str) -> bool:
    """A finding's own checklist of fixes, two or more, every one checked off ("- [x] IP 입력값 정규식 검증 추가 (2026-06-01)"):
    the finding is fixed."""
    boxes = re.findall(r"^\s*[-*+]\s+\[([ xX])\]", text, re.MULTILINE)
    passes = len(re.findall(r"^\s*[-*+]\s+(?:\[(?:pass|ok|n/a)\]|(?:\*\*|__)(?:pass|ok)\s*:)", text, re.MULTILINE | re.IGNORECASE))  # "- [PASS] …", "- **PASS:** …"
    verdicts = len(re.findall(r"^\s*[-*+]\s+(?:\*\*|__)verdict\s*:", text, re.MULTILINE | re.IGNORECASE))  # "- **VERDICT:** Highly robust …": the area's summing-up
    return (len(boxes) >= 2 and all(box != " " for box in boxes)) or (passes >= 2 and passes + verdicts == len(re.findall(r"^\s*[-*+]\s", text, re.MULTILINE)))


def is_closed_below(text: str) -> bool:
    """The finding's own text, below its first line, records it closed by its author or its reviewer."""
    return bool(_CLOSED_STATUS.search(text.split("\n", 1)[1])) if "\n" in text else False


# a heading that is only a file and its lines: "### src/pages/Rankings.tsx (18-21)", "#### docker-compose.yml:164"
FILE_HEADING = re.compile(r"[\w./@-]+\.\w{1,6}(?:\s*(?:\(|:)\s*(?:lines?\s*)?\d+(?:\s*[-–]\s*\d+)?\)?)?")


def located_finding(title: str, paragraphs: list[str], opens_on_paragraph: bool) -> str | None:
    """A finding headed by its file alone, its severity tag on the first line below (its body opens on a paragraph),
    its claim after (in the next paragraph, or on the lines below the tag): the tag and the claim's first sentence, which
    are its title line."""
    if not FILE_HEADING.fullmatch(plain(title)) or not paragraphs or not opens_on_paragraph:
        return None
    tagline, _, rest = paragraphs[0].strip().partition("\n")
    claim = rest.strip() or (paragraphs[1].strip() if len(paragraphs) > 1 else "")
    if not claim or read_tags(tagline).severity is None or re.search(r"[^\W\d_]{2}", re.sub(r"\[[^\]]*\]", "", tagline)):
        return None
    sentences = re.split(r"(?<=[.!?:])\s", claim, maxsplit=2)
    said = sentences[1] if len(sentences) > 1 and is_praise(sentences[0]) else sentences[0]  # "It's great that you've added …"
    return tagline + " " + said


def rated_first(text: str) -> bool:
    """A heading's body opens on its severity field ("**Severidad:** CRÍTICA", "**Severity:** High"): the heading is one
    finding, and the labeled lists under it ("**Headers faltantes:**", "**Problems:**") are its parts."""
    return severity_field_first(text.split("\n", 1)[0])


# an audited attack or check whose heading ends on a failing verdict: "### V-03 — Slug-Enumeration ⚠️ EXPOSED", "… ❌ VULNERABLE"
FAILED_STATUS = re.compile(r"(?:⚠️?|❌|🔴|🚨)\s*(?:\*\*|__)?(?:exposed|vulnerable|unsafe|fail(?:ed|s)?|at risk|not (?:fully )?(?:testable|tested|working))"
                           r"(?:\*\*|__)?\W*$", re.IGNORECASE)  # "### Test 4: … ⚠️ NOT FULLY TESTABLE" among "✅ PASSED" ones


# a checked point's body opening on its rating, passed: "Bewertung: **Bestanden**.", "Rating: **Passed**", "Status: OK"
PASSED_RATING = re.compile(r"^\W*(?:rating|bewertung|status|result|ergebnis|verdict|urteil|resultado|avalia[çc][ãa]o|évaluation)\W*[:：]\W*"
                           r"(?:pass(?:ed)?|bestanden|ok|aprobado|aprovado|réussi)\b", re.IGNORECASE)
# a note the reviewer marks as not blocking, among checks that passed: "Hinweis (nicht blockierend): …", "Note (non-blocking): …"
NON_BLOCKING = re.compile(r"^\W*(?:note|hinweis|anmerkung|nota|remarque|observa[çc][ãa]o|observación|minor)\s*\(\s*(?:non-?blocking|nicht[- ]blockierend|"
                          r"no bloqueante|não bloqueante|non bloquant)\s*\)\s*[:：]\s*(?=\S)"
                          r"|^(?:\*\*|__)(?:advisory|caveat)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?=\S)", re.IGNORECASE)  # "**Advisory**: …" in a check passed


def passed(title: str) -> bool:
    """A heading marks a check that passed ("✅ Input validated", "Tests pass") — not "Schema not validated": a
    negation within a word before the check word makes it the problem it names."""
    mark = VALIDATED.search(title)
    return mark is not None and not NEGATED_MARK.search(title[max(0, mark.start() - 30) : mark.start()])


# a point closed by a check mark ("… cobrem as análises necessárias ✅", "Tests cover the edge cases ✔️") or by a word that
# checks it ("… no command changes -- **confirmed**", "… — verified"): a check that passed
_CHECKED_LAST = re.compile(r"(?:✅|✔️?|✓|☑️?|\s(?:--|[—–:])\s*(?:\*\*|__)?(?:confirmed|verified|ok|pass(?:ed)?)(?:\*\*|__)?\.?)\s*$", re.IGNORECASE)


_WARNING_IN = re.compile(r"⚠|❌|✗|🔴")  # a warning or failure mark anywhere in a point: no check that passed
_MET = re.compile(r"^\W{0,4}(?:\*\*|__)[^*_\n]{2,100}?[:：]?(?:\*\*|__)\s*[:：]?\s*(?:✅\s*)?met(?=\s*(?:$|[.,;:—–(-]|(?:in|at|for|and|with|on|by)\b))"
                  r"|^\W{0,4}(?:\*\*|__)(?:pass(?:ed)?|ok)\s*[:：](?:\*\*|__)", re.IGNORECASE)  # not Dutch "Met alleen …" (with only); "**PASS:** …": a check passed


# a point saying its finding was fixed: "1. Measurement configuration parity was fixed by applying …"
_FIXED_SAID = re.compile(r"^\W*(?:\d+[.)]\s*)?[^.;:\n]{3,120}?\b(?:was|were|has been|have been) (?:fixed|resolved|addressed)\b"
                         r"(?![^.\n]*\b(?:but|however|except|still|not|partially|again|regress\w*)\b)", re.IGNORECASE)
# a point whose label is answered by its status: "Concern 6 (Performance): **RESOLVED.** Move from on_change to …"
_LABEL_RESOLVED = re.compile(r"^\W*[^:\n]{2,80}?:\s*(?:\*\*|__)?\s*(?:resolved|fixed|addressed|closed)\b(?:\*\*|__)?[.!]?(?:\*\*|__)?(?:\s|$)", re.IGNORECASE)
# a point its reviewer sets aside after its label: "**Maximum prompt length** – Not relevant to the format itself, but …"
_SET_ASIDE = re.compile(r"^\W*(?:\*\*|__)?[^*_\n]{2,60}?(?:\*\*|__)?\s*[–—:-]\s*not (?:relevant|applicable)\b", re.IGNORECASE)
# a level defined: "P0=功能不可用", "P1 = major", "High = …" in a scale the review sets out ("严重度：P0=…；P1=…；P2=…")
_LEVEL_DEFINED = re.compile(r"(?:\bP[0-4]|\b(?:critical|high|medium|low))\s*[=＝]\s*\S", re.IGNORECASE)


def is_no_point(text: str) -> bool:
    """A list entry that raises nothing: a tally, a bare code reference, a point withdrawn at its end, or one checked off
    at its end with no warning or failure mark in it."""
    first = text.split("\n", 1)[0].rstrip()
    if (met := _MET.match(first)) and not re.search(r"\b(?:but|however|except|although|not)\b", first[met.end():], re.IGNORECASE):
        return True  # "- **No fake Healthy:** Met in active source/build; …": an acceptance criterion met
    return is_tally(text) or is_reference(text) or bool(WITHDRAWN.search(first[-120:])) or len(_LEVEL_DEFINED.findall(first)) >= 3 \
        or bool(_FIXED_SAID.match(first) or _LABEL_RESOLVED.match(first) or _SET_ASIDE.match(first)) or (
        bool(_CHECKED_LAST.search(first)) and not _WARNING_IN.search(first)) or (
        bool(re.search(r"\s[✓✔]\s*$", text)) and not _WARNING_IN.search(text))  # "- **B-612 Delete-Worker:** … ⏎ … vorhanden. ✓"


def is_reference(text: str) -> bool:
    """A point that is only code — a signature or a name the review lists ("`normalizeModelId(id: string): string`"),
    not a finding about it."""
    return bool(re.fullmatch(r"\s*(?:\d+[.)]\s*)?(?:`[^`\n]+`(?:\s*[:—–-]\s*<?https?://\S+?>?)?|<?https?://\S+?>?)[\s.,;]*", text))  # … a bare link, "`gemini`: <link>"


def is_metadata(text: str) -> bool:
    """The review's own metadata, even among findings: "**Date**: 2026-06-01", "**대상**: LibraryManagement v1.2"."""
    return lead_label(text) in _METADATA


def is_metadata_list(points: list[str]) -> bool:
    """A list of the review's own header fields ("- mission: …", "- reviewer: …", "- method: …"): every point a short
    label and its value, two or more of the labels the review's metadata."""
    labels = [lead_label(point) for point in points]
    if len(points) >= 3 and all(re.match(r"[a-z][a-z0-9_]{1,40}:\s+\S", p) for p in points) and any("_" in p.split(":", 1)[0] for p in points):
        return True  # "- source_branch: fix/…", "- reviewed_commit: a4aa…": a tool's record of the run, its keys in snake_case
    return (len(points) >= 3 and all(label is not None and len(label.split()) <= 3 for label in labels)
            and (sum(label in _METADATA for label in labels) >= 2 or labels[0] in _METADATA))  # "- project: …", "- **作成日**: …" first


def is_about_the_review(text: str) -> bool:
    """A line about the review rather than the artifact: "Reviewer: Codex (…)", "Date: 2026-02-22", "Scope: docs/…"."""
    label = lead_label(text)
    if label is None:
        return False
    return label in _METADATA or section_kind(label)[0] is Kind.SKIP and label not in FIELD_LABELS


# findings the review records closed where it names them: "### C1. … ✅ 已修复", "- **H2**: … → RESOLVED", a status table's
# "| I1 | Important | `grep.ts` | … | 已修复 |"
_LEAD_ID = re.compile(r"^\s*(?:#{1,6}\s+|[-*+]\s+|\|\s*)?(?:\*\*|__)?\[?([A-Z]{1,3}-?\d{1,2})\]?(?:\*\*|__)?(?:\.(?!\d)|[:)：]|\s+\S|\s*\||[–—]\s*[A-Z])")
_DONE = (r"(?:已修复|已解决|已处理|修正済み?|対応済み?|해결(?:됨|\s?완료)?|수정\s?완료|fixed|resolved|addressed|done|verified|validated|"
         r"utført|udført|utfört|fikset|løst|rettet|erledigt|behoben|gelöst|corregido|resuelto|corrigé|résolu|resolvido|corrigido|"
         r"risolto|corretto|opgelost|vyřešeno|çözüldü|исправлено|решено)"
         r"(?![\w-])")
# "B1: remains resolved" — not "Q3 — Fixed order needs a …", where "fixed" qualifies the subject of a claim
_CLOSED_MARK = re.compile(r"(?:✅|☑|✔|→|->|[-–—(\[:])\s*(?:\*\*|__)?\s*(?:(?:remains|is|now|was)\s+)?" + _DONE + r"(?!\s+[\w-]+\s+(?:needs?|is|are|must|should|lacks?|has|have|breaks?|fails?|violates?|misses|ignores?|cannot|can|may|will)\b)", re.IGNORECASE)
_CLOSED_CELL = re.compile(r"\|\s*(?:\*\*|__)?\s*(?:✅\s*)?" + _DONE + r"[^|\n]*\|\s*$|\|\s*\[[xX]\]\s*\|", re.IGNORECASE)  # "| [x] |": checked off
_NAMED_ID = re.compile(r"(?<![\w-])([A-Z]{1,3}-?\d{1,2})(?![\w-]|\.\d)")  # not a task's "T3.1"


# a record of what was done about the findings, over a list of them by ID: "**Resolution summary** (2026-05-19):" ⏎
# "- B1 dropped per-leaf `compiled_at`; …" ⏎ "- E1–E9 addressed individually …" — not "**Resolution:** Use a lock" (a fix)
_RESOLUTION_LABEL = re.compile(r"^\W*(?:\*\*|__)?(?:resolution (?:summary|log|status|notes)|resolved(?: (?:issues|findings|items))?|"
                               r"(?:fixes|changes) applied|applied (?:fixes|changes)|addressed(?: (?:issues|findings|items))?)(?:\*\*|__)?"
                               r"(?:\s*\([^()\n]{0,40}\))?\s*:?\s*(?:\*\*|__)?\s*$", re.IGNORECASE)
_RANGE = re.compile(r"\s*[–—-]\s*([A-Z]{1,3})-?(\d{1,2})(?![\w-])")  # "E1–E9": the IDs from E1 to E9


def closed_ids(text: str) -> set[str]:
    """The IDs of the findings ``text`` records closed: on the line that names them, or in a list of them under a
    resolution summary."""
    out: set[str] = set()
    resolving = False
    for line in text.split("\n"):
        lead = _LEAD_ID.match(line)
        listed = resolving and re.match(r"\s*[-*+]\s", line) is not None
        if lead and (listed or _CLOSED_MARK.search(line) or _CLOSED_CELL.search(line)):
            out |= _with_range(lead.group(1).replace("-", ""), line[lead.end(1):])
        resolving = bool(_RESOLUTION_LABEL.match(line)) or (resolving and (listed or not line.strip()) and bool(lead or not line.strip()))
    return out


def _with_range(first: str, after: str) -> set[str]:
    """``first`` and, when the line goes on "–E9", every ID of its series up to that one."""
    until = _RANGE.match(after.lstrip("*_]"))
    letters, number = re.match(r"([A-Z]+)(\d+)", first).groups()  # type: ignore[union-attr]
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


# a closing instruction about the findings in general, or a note about them: no finding of its own
_GENERIC_RECAP = re.compile(
    r"^\W*(?:\d+[.)]\s*)?(?:\*\*)?\s*(?:fix|address|resolve|implement|tackle|handle|proceed|re-?run|re-?review|merge|ship|"
    r"approve|defer|iterate|test(?!\s+(?:messages?|cases?|names?|files?|suites?|descriptions?|data|fixtures?)\b)|commit|update|deploy)\b[^.]{0,40}?\b(?:all|the|remaining|these|critical|high|medium|low|"
    r"minor|important|blocking)\b[^.]{0,30}?\b(?:issues?|items?|recommendations?|findings?|fixes|gaps|concerns|phase|"
    r"implementation|review|cycle)\b"
    r"|^\W*(?:\d+[.)]\s*)?(?:\*\*)?\s*(?:修复|修正)[后後]に?\s*(?:重新|再)(?:运行|评审|审查|验证|レビュー|実行)"  # "修复后重新运行 Reviewer 验证"
    r"|\b(?:these|the above|all|remaining|pre-existing|other) (?:\w+ ){0,2}(?:issues|concerns|findings|vulnerabilities|problems) "
    r"should be (?:addressed|resolved|fixed|handled)",  # "Pre-existing security concerns should be addressed in a separate effort"
    re.IGNORECASE,
)


def is_generic(text: str) -> bool:
    """A closing instruction about issues in general ("Fix all CRITICAL issues immediately"), not an issue."""
    return bool(_GENERIC_RECAP.search(plain(text)[:160]))


_FRONTMATTER = re.compile(r"\A---\n(?:.*\n){0,60}?---\n")
# a review log's answers, round by round: "## Review Response — Round 2", a relay's "### Reviewer · Round 2 · codex"
_ROUND = re.compile(r"^(#{1,4})\s+[^\n]*(?:\breview(?:er| response)\b[^\n]*\bround\s*\d{1,2}\b|\bround\s*\d{1,2}\s*·\s*reviewer\b)[^\n]*$", re.IGNORECASE | re.MULTILINE)


def blank_superseded(text: str) -> str:
    """``text`` with what is not the review's current word blanked (every character but line breaks a space, so offsets
    stay): a YAML header, and in a log of review rounds every response but the last — the last says which findings stand
    ("B1: remains resolved", "Non-Blocking Suggestions: None")."""
    if frontmatter := _FRONTMATTER.match(text):
        text = _blank(frontmatter.group(0)) + text[frontmatter.end():]
    if len(_ROUND.findall(text)) < 2:
        return text  # no log of rounds: nothing more to look for (fences blanked below only ever remove round headings)
    outside = CODE_FENCE.sub(lambda fence: _blank(fence.group(0)), text)  # headings, never "# comment" lines in code
    rounds = list(_ROUND.finditer(outside))
    spans = []
    for match in rounds[:-1]:
        following = re.compile(rf"^#{{1,{len(match.group(1))}}}\s", re.MULTILINE).search(outside, match.end())
        spans.append((match.start(), following.start() if following else len(text)))
    still = set(_STILL_OPEN.findall(text[rounds[-1].start():]))
    for start, end in spans:  # … but a finding the last round says remains open stays where it was first said
        bounds = [start] + [edge for m in _STATED.finditer(text, start, end) if m.group(1) in still for edge in m.span()] + [end]
        for a, b in zip(bounds[::2], bounds[1::2], strict=True):  # headings stay: what a kept line sits under
            part = outside[a:b]  # its code already blank: not "# comment" lines in code
            text = text[:a] + re.sub(r"(?m)^(?!#{1,6}\s).+$", lambda line: " " * len(line.group(0)), part) + text[b:]
    return text


def _blank(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


# a reviewer's run that produced no review, recorded where its review would stand: "No reviewer verdict exists, …",
# "OpenRouter returned `HTTP_404` before a valid review block or `VERDICT:` survived", "… is unusable as a peer review"
_NO_REVIEW = re.compile(r"\bno (?:reviewer'?s? )?(?:verdict|review)\s+(?:exists|was (?:produced|returned|written))\b|"
                        r"\bbefore a valid review\b|" + _UNUSABLE, re.IGNORECASE)
_SECTION_HEAD = re.compile(r"^(#{2,6})\s[^\n]*$", re.MULTILINE)


def blank_failed_runs(text: str) -> str:
    """``text`` with each section (under a heading of level two or lower, never a whole document) that records a
    reviewer's failed run blanked below its heading, offsets kept: "No reviewer verdict exists" and the errors are no finding."""
    if not _NO_REVIEW.search(text):
        return text
    outside = CODE_FENCE.sub(lambda fence: _blank(fence.group(0)), text)
    heads = list(_SECTION_HEAD.finditer(outside))
    for cue in _NO_REVIEW.finditer(outside):
        if (head := next((h for h in reversed(heads) if h.end() <= cue.start()), None)) is not None:
            end = next((h.start() for h in heads if h.start() > head.end() and len(h.group(1)) <= len(head.group(1))), len(text))
            text = text[:head.end()] + re.sub(r"(?m)^(?!#{1,6}\s).+$", lambda line: " " * len(line.group(0)), text[head.end():end]) + text[end:]
    return text


_ROUND_ID = r"([A-Z]{1,2}\d{1,2})"  # "S3", "B1": a finding's ID in a log of rounds
# "S6. S3 (dirty-flag rendering …) remains open": a finding of an earlier round the last one keeps open
_STILL_OPEN = re.compile(r"\b" + _ROUND_ID + r"\b[^.\n]{0,80}?\b(?:remains|is still|still)\s+(?:open|unresolved|outstanding|valid)\b")
_STATED = re.compile(r"^" + _ROUND_ID + r"[.)]\s[^\n]*", re.MULTILINE)  # "S3. Dirty-flag rendering: …", its one line


_HEADING = re.compile(r"^#{1,6}[ \t]+(\S[^\n]*)$", re.MULTILINE)


@lru_cache(maxsize=8)
def findings_headed(text: str) -> bool:
    """Some heading of the review names its findings in words the parser knows ("## Problemi rilevati", "### Critici"):
    where it does, a numbered subsection elsewhere is not read as a finding by its shape alone."""
    return any(section_kind(heading)[0] in (Kind.CONTAINER, Kind.SEVERITY) for heading in _HEADING.findall(CODE_FENCE.sub("", text)))


_FINDING_HEADING = re.compile(r"^\W*(?:new |additional |further )?(?:finding|issue|problem|concern)\s*#?\d{1,3}\s*[:.—–-]\s*\S", re.IGNORECASE)


def finding_headings(headings: list[str]) -> bool:
    """A section's own subheadings number findings ("### New Finding #1: MASTER-PRD Changelog Gap"): whatever its own
    heading says (a pass, a verdict), the findings it holds stand."""
    return any(_FINDING_HEADING.match(plain(heading)) for heading in headings)


# a section that opens by saying where in the document it looks, then what it finds there: "**Ref:** Section 2 (Gateway)."
# ⏎ "**Assessment:** Framework Teil-A dictates …" — its points are that one finding's parts
_LOCATED_ASSESSMENT = re.compile(r"\A\s*(?:\*\*|__)(?:refs?|reference|location|where)\s*:?(?:\*\*|__)\s*:?[^\n]+\n\s*"
                                 r"(?:\*\*|__)(?:assessment|finding|analysis|evaluation)\s*:?(?:\*\*|__)", re.IGNORECASE)


def located_assessment(paragraph: str) -> bool:
    """A numbered section opening on where it looks and what it finds ("**Ref:** … ⏎ **Assessment:** …"), or on the
    problem it solves ("### 1.1 Unify Converter Implementations" ⏎ "**Problem**: Three separate …"): one finding."""
    return _LOCATED_ASSESSMENT.match(paragraph) is not None or _PROBLEM_FIRST.match(paragraph) is not None


_PROBLEM_FIRST = re.compile(r"\A\s*(?:\*\*|__)(?:problem|issue)\s*:?(?:\*\*|__)\s*:?\s*\S", re.IGNORECASE)


# a step's or a check's fields that open on its failed status: "- **Status**: FAIL (expected — known partial …)"
_FAILED_FIELDS = re.compile(r"\A\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:status|result|outcome)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:❌\s*)?"
                            r"(?:fail(?:ed|s|ure)?|broken|error|blocked)\b", re.IGNORECASE)


def failed_fields(body: str) -> bool:
    """A heading's body that opens on a status field saying it failed: the heading is a finding, its fields its parts."""
    return _FAILED_FIELDS.match(body) is not None


_BOX = re.compile(r"^\s*\[([ xX])\]\s")
MARK_LEAD = re.compile(r"^\s*(✅|✔|⚠|❌)")


def left_open(point: str, points: list[str]) -> bool:
    """A box left open in a checklist whose other boxes are ticked ("- [x] Errors logged with context" … "- [ ] All promise
    rejections handled"): a check the reviewer ran and saw fail, whatever section it sits in."""
    boxes = [box.group(1) for text in points if (box := _BOX.match(text))]
    marks = [mark.group(1) for text in points if (mark := MARK_LEAD.match(text))]  # "- ⚠️ …" among "- ✅ …" points: a check that warned
    return bool((own := _BOX.match(point)) and own.group(1) == " " and len(boxes) >= 2 and any(b != " " for b in boxes)) or bool(
        (lead := MARK_LEAD.match(point)) and lead.group(1) in "⚠❌" and sum(mark in "✅✔" for mark in marks) >= 2)


# an assessed part's status heading that says it fails: "### Status: MISSING (CRITICAL)" under "## SKILL.md Assessment"
_FAILED_STATE = re.compile(r"^\W*status\W+(?:missing|absent|broken|fail(?:ed|s|ing)?|not (?:met|present|found|implemented))\W*$", re.IGNORECASE)


def failed_state(rest: str) -> bool:
    """``rest``, a heading without its level tag, is a status that fails: a finding, even in an assessment."""
    return _FAILED_STATE.match(plain(rest)) is not None
