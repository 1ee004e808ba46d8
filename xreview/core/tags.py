"""Reading severity, complexity and location out of a reviewer's words."""

from __future__ import annotations

import re
from dataclasses import dataclass

from xreview.core import tongues
from xreview.core.model import Complexity, Location, Severity

SEVERITY_WORDS: dict[str, Severity] = {
    "critical": Severity.CRITICAL,
    "blocker": Severity.CRITICAL,
    "blocking": Severity.CRITICAL,
    "severe": Severity.CRITICAL,
    "showstopper": Severity.CRITICAL,
    "block": Severity.CRITICAL,
    "p0": Severity.CRITICAL,
    "p1": Severity.HIGH,
    "p2": Severity.HIGH,
    "p3": Severity.LOW,
    # an incident-style scale, read as the P-scale: "### [SEV-1] Default assignment operators bypass GC coordination lock"
    "sev-1": Severity.CRITICAL,
    "sev-2": Severity.HIGH,
    "sev-3": Severity.HIGH,
    "sev-4": Severity.LOW,
    "concern": Severity.HIGH,
    "suggestion": Severity.LOW,
    "optional": Severity.LOW,
    "high": Severity.HIGH,
    "major": Severity.HIGH,
    "significant": Severity.HIGH,
    "important": Severity.HIGH,
    # The specification has no Medium severity: a "medium" gap is still a gap worth resolving.
    "medium": Severity.HIGH,
    "moderate": Severity.HIGH,
    "low": Severity.LOW,
    "minor": Severity.LOW,
    "nit": Severity.LOW,
    "nitpick": Severity.LOW,
    "trivial": Severity.LOW,
    "cosmetic": Severity.LOW,
    "polish": Severity.LOW,
    "info": Severity.LOW,
    "informational": Severity.LOW,
    "fyi": Severity.LOW,  # "## FYI", "### FYI: CI build 只做 dry-run": worth knowing, the lowest level
    "advisory": Severity.LOW,  # "**Advisory**: Consider …" inside a check that passed: a point below any blocking level
    # Japanese and Chinese reviews
    "致命的": Severity.CRITICAL,
    "重大": Severity.HIGH,
    "重要": Severity.HIGH,
    "軽微": Severity.LOW,
    "严重": Severity.CRITICAL,
    "中等": Severity.HIGH,  # moderate: the specification's High, as "medium" is
    "高危": Severity.CRITICAL,
    "高": Severity.HIGH,
    "中": Severity.HIGH,
    "低": Severity.LOW,
    "轻微": Severity.LOW,
    "警告": Severity.HIGH,  # a warning, in Chinese and Japanese
    "warning": Severity.HIGH,
    "warn": Severity.HIGH,  # "- WARN: Stored beta_twfe = 0.01032 is from an over-specified model": a checker's level
    "建议": Severity.LOW,
}
CJK_SEVERITY = "致命的|重大|重要|軽微|严重|中等|高危|轻微|建议"  # the multi-character ones, safe to find inside a heading

COMPLEXITY_WORDS: dict[str, Complexity] = {
    "low": Complexity.LOW,
    "easy": Complexity.LOW,
    "small": Complexity.LOW,
    "simple": Complexity.LOW,
    "trivial": Complexity.LOW,
    "medium": Complexity.MEDIUM,
    "moderate": Complexity.MEDIUM,
    "high": Complexity.HIGH,
    "hard": Complexity.HIGH,
    "large": Complexity.HIGH,
    "complex": Complexity.HIGH,
    "n/a": Complexity.NA,
    "na": Complexity.NA,
    "none": Complexity.NA,
}

_SEV = (r"(critical|blocker|blocking|block|severe|showstopper|high|major|significant|important|medium|moderate|low|minor|nit|nitpick|"
        r"trivial|cosmetic|polish|info|informational|fyi|advisory|p[0-3]|sev-[1-4]|concern|suggestion|optional|" + CJK_SEVERITY + r"|高|中|低)")
_CX = r"(low|easy|small|simple|trivial|medium|moderate|high|hard|large|complex|n/a|na|none)"

_MARKS = "(?:[\u2190-\u2bff\U0001f000-\U0001faff\ufe0f\u200d]\\s*)*"  # "🔴 CRITICAL — …", "⚠️ High: …": a colour mark first
# a grade only in brackets: a relay's "[Blocker]" / "[Should]" / "[Nit]" — "[Should]" is a gap to close, not a blocker
_GRADES = {"should": Severity.HIGH, "should-fix": Severity.HIGH, "should fix": Severity.HIGH, "must-fix": Severity.CRITICAL, "must fix": Severity.CRITICAL,
           "advise": Severity.LOW}  # "[ADVISE]" beside "[NIT]": advice, not a blocker; "[SHOULD-FIX]" beside "[NIT]"
# [High/Medium], (Critical), [Low / N/A], (High severity, Low complexity), [Severity: High], [🟠 Major], [Should]
_BRACKET = re.compile(
    r"[\[(【（]\s*(?:[A-Za-z][\w .]{0,24},\s*)?" + _MARKS + r"(?:severity\s*[:=]\s*)?" + _SEV.replace("|optional|", "|optional|should[- ]fix|must[- ]fix|should|advise|") + r"(?:\s*[-–]\s*" + _SEV.replace("(", "(?:", 1) + r"(?![\w/]))?"  # "[PWA, LOW-MEDIUM]"
    r"(?:\s+severity)?(?:[\s-]+#?[A-Za-z]{0,3}-?\d{1,3}(?:\.\d{1,2})?)?"
    r"(?:\s*[/|,;]\s*(?:complexity\s*[:=]\s*)?" + _CX + r"(?:\s+complexity)?)?(?:\s*·\s*[^\]\n·]{1,30}){0,3}\s*[\])】）]",  # "【中】B-1. …", "（严重）", "[MAJOR · citation_accuracy · citation]"
    re.IGNORECASE,
)
# "**Severity:** HIGH", "Severity: `high`", and the field in Chinese, Japanese or Korean: "- 严重级别：`critical`", "重要度: 高"
_SEV_FIELD = re.compile(r"(?:\bseverity|严重级别|严重程度|严重性|严重度|重要度|优先级|優先度|深刻度|심각도)\**\s*[:=\-–—：]?[*`\s]*" + _SEV + r"\b[*`]*",
                        re.IGNORECASE)
# the same field in other tongues: "**Severidad:** CRÍTICA", "Gravité : élevée", "Schweregrad: hoch", "Gravità: Alta"
_SEV_FIELD_TONGUES = re.compile(r"\b(?:severidad|severidade|s[ée]v[ée]rit[ée]|gravit[ée]|gravità|schweregrad|mức độ|חומרה|شدت)\**\s*[:：]\s*\**\s*([^\W\d_]+)",
                                re.IGNORECASE)
_CX_FIELD = re.compile(r"\b(?:complexity|effort)\**\s*[:=\-–—]?\s*\**\s*" + _CX + r"(?![\w/])\**", re.IGNORECASE)
_SEV_SUFFIX = re.compile(r"\b" + _SEV + r"[\s-]+(?:severity|priority)\b", re.IGNORECASE)
_SEV_TRAIL = re.compile(r"\s[-–—]\s*(?:\*\*|__)?(?:info(?:rmational)?\s*/\s*)?" + _SEV + r"(?:\*\*|__)?\s*$", re.IGNORECASE)  # "### 7. Logging Sensitive Data - MEDIUM", "… — Informational / Low"
# "### 2. **Global Mutable State** 🔴 CRITICAL", "… ⚠️ HIGH": a colour mark, then the level, last on the heading
_MARK_TRAIL = re.compile(r"\s(?:[\u2190-\u2bff\U0001f000-\U0001faff]\ufe0f?\s*)+(?:\*\*|__)?" + _SEV + r"(?:\*\*|__)?\s*$", re.IGNORECASE)
_LEVEL_TRAIL = re.compile(r"\s[–—]\s*(?:\*\*|__)?([^\W\d_]+)(?:\*\*|__)?\s*$")  # the same in another tongue, after a long dash
_LEVEL_LEAD = re.compile(r"^\W{0,4}([^\W\d_]{3,20})\s+[-–—]\s+(?=\w)")  # "Hoog – opslaan … niet atomair": a level word, then the title
# "Finding 1 — minor — replay …", "F-3 — menor — …", "K1 — major · high — …" (a confidence after the level): a finding's
# ID, its level between dashes, then its title
_ID_LEVEL = re.compile(r"^\W*(?:(?:finding|issue|problem|gap|risk|concern|item)\s*#?\d{1,3}|[A-Z]{1,3}-?\d{1,3})\s*[—–:-]\s*"
                       r"(?:\*\*|__)?([^\W\d_]{3,12})(?:\*\*|__)?(?:\s*·\s*[^\W\d_]{3,12})?\s*[—–-]\s+(?=\S)", re.IGNORECASE)
_BRACKET_TONGUE = re.compile(r"^([\s*_]{0,4})[\[【]\s*([^\W\d_]{3,12})\s*[\]】]\s*")  # "[MITTEL]", "[HOCH]", "【高】" first
_CX_SUFFIX = re.compile(r"\b" + _CX + r"[\s-]+complexity\b", re.IGNORECASE)
# "**Critical:** text", "High — text", "**[High]** text", "**MEDIUM | Window drift**" at the start of an item (a code
# mark after the tag opens the title's code: "**MEDIUM**: `_split` …")
LEAD_MARKS = re.compile("^" + _MARKS)  # the marks before a title: "⚠️ **Design problem: …**"
_SEV_LEAD = re.compile(r"^\s*(?:\d{1,3}[.)]\s+)?" + _MARKS + r"(?:\*\*|__|`)?\s*" + _MARKS + _SEV.replace("|optional|", "|optional|warning|warn|") + r"(?:\s*/\s*(?:minor|low|nit|trivial|cosmetic|polish|style)|\s*\([\w ,./-]{1,30}\)|\s+\[[\w ,/-]{1,30}\])?(?:-\d{1,3}|\s*#\d{1,3}|\s+\d{1,3}(?=\s*[:–—]))?\s*(?:\*\*|__|`)?\s*(?:[:–—|]|-(?![\w-]))\s*(?:\*\*|__|`(?![\w.$/-]))?", re.IGNORECASE)  # not "High-resolution"; "`HIGH:`", "`HIGH` —"

# "**MEDIUM**: Missions statement is buried …", "*   **CRITICAL:** The "Identity" needs …": a point tagged by its severity alone
_POINT_LEVELS = r"critical|high|medium|low|major|minor|blocker|nit"  # bare ("**HIGH:**") or, with "advise", in brackets ("**[NIT]**")
TAGGED_POINT = re.compile(r"^\s*(?:[-*+]\s+)?(?:(?:\*\*|__)\s*(?:(?:" + _POINT_LEVELS + r")|\[(?:" + _POINT_LEVELS + r"|advise)\])\s*:?\s*(?:\*\*|__)\s*:?\s+|P[0-3]:\s*)"
                          r"(?!(?:no|yes|none|n/a)(?:\s*[-–—.,;:]|\s*$))\S+(?:\s+\S+){3}", re.IGNORECASE)  # not a field: "**Blocker:** NO - …"
_LINT_TAG = re.compile(r"^\s*(?:\*\*|__)?\[(WARNING|WARN|ERROR|INFO|Warning)\](?:\*\*|__)?\s+(?=\S)")  # case-sensitive: a level, not "[warning]
# as a word"; bold around it too ("**[WARNING]** …"), and a review's "**[Warning]** …" beside its "**[Critical]**", "**[Info]**"

_PIPE_LEVEL = re.compile(r"^\s*(Warning|Error|Info|WARNING|ERROR|INFO)\s+\|\s+(?=\S)")  # a level in a record of "|"-separated fields
_LINE = re.compile(r"\b(?:lines?|ln\.?|l\.)\s*#?(\d{1,6})\b|\bL(\d{1,6})\b", re.IGNORECASE)
_PATH_LINE = re.compile(r"(?<=\w)\.[a-z]{1,8}:(\d{1,6})\b", re.IGNORECASE)  # "release.sh:79": a file's line
_SECTION_FIELD = re.compile(
    r"(?:^|\n)\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:location|section|where)(?:\*\*|__)?\s*[:\-–—]\s*(?:\*\*|__)?\s*([^\n]+)"
    r"|(?:\*\*|__)(?:location|section|where)\s*:?\s*(?:\*\*|__)\s*:?\s*([^\n]+)",
    re.IGNORECASE,
)
_SECTION_SIGN = re.compile(r"§\s*([^\n,;:()\[\]]{2,80})")
_SECTION_NAMED = re.compile(r"""\b(?:in|under)\s+(?:the\s+)?["“'*_]*([A-Z][\w &/'-]{2,60}?)["”'*_]*\s+(?:section|heading)\b""")


@dataclass(frozen=True)
class Tags:
    severity: Severity | None
    complexity: Complexity | None
    rest: str  # the text with the tags removed


def read_tags(text: str) -> Tags:
    """Severity and complexity stated in ``text``, and ``text`` without the tag that stated them."""
    severity: Severity | None = None
    complexity: Complexity | None = None
    rest = text
    if lint := _LINT_TAG.match(text) or _PIPE_LEVEL.match(text):  # "[WARNING] Hostname …", "Warning | a.cs:683 | T | …": a level first
        return Tags(Severity.LOW if lint.group(1).upper() == "INFO" else Severity.HIGH, None, text[lint.end():])
    match = _BRACKET.search(text)
    if match:
        severity = SEVERITY_WORDS.get(match.group(1).lower()) or _GRADES[match.group(1).lower()]
        if match.group(2):
            complexity = COMPLEXITY_WORDS[match.group(2).lower()]
        rest = text[: match.start()] + text[match.end() :]
    if severity is None:
        match = _SEV_LEAD.match(text)
        if match:
            severity = SEVERITY_WORDS[match.group(1).lower()]
            rest = text[match.end() :]
    if severity is None:
        match = _SEV_FIELD.search(text) or _SEV_SUFFIX.search(text)
        if match:
            severity = SEVERITY_WORDS[match.group(1).lower()]
        elif trail := _SEV_TRAIL.search(text.split("\n", 1)[0]) or _MARK_TRAIL.search(text.split("\n", 1)[0]):
            severity, rest = SEVERITY_WORDS[trail.group(1).lower()], text[: trail.start()] + text[trail.end() :]
        elif match := _SEV_FIELD_TONGUES.search(text):
            severity = tongues.level(match.group(1))
        elif (lead := _BRACKET_TONGUE.match(text)) and (named := tongues.level(lead.group(2))):
            severity, rest = named, lead.group(1) + text[lead.end():]  # "**[MITTEL] …**", "[HOCH] …": a level in brackets, in another tongue
        elif (trail := _LEVEL_TRAIL.search(text.split("\n", 1)[0])) and (named := tongues.level(trail.group(1))):
            severity, rest = named, text[: trail.start()] + text[trail.end() :]  # "## 2. … μέσω `trackHls` — ΜΕΣΑΙΑ"
        elif (lead := _ID_LEVEL.match(text)) and (named := SEVERITY_WORDS.get(lead.group(1).lower()) or tongues.level(lead.group(1))):
            severity, rest = named, text[: lead.start(1)] + text[lead.end() :]  # "### Finding 1 — menor — …": "Finding 1 — …"
        elif (lead := _LEVEL_LEAD.match(text)) and lead.group(1).lower() not in ("media", "medio") and (named := tongues.level(lead.group(1))):
            severity, rest = named, text[lead.end() :]  # "### Hoog – …", "### Middel – …", "### Hoch — …"
    if complexity is None:
        match = _CX_FIELD.search(text) or _CX_SUFFIX.search(text)
        if match:
            complexity = COMPLEXITY_WORDS[match.group(1).lower()]
    return Tags(severity, complexity, rest)


def severity_field_first(line: str) -> bool:
    """The line is a severity field, its label first: "**Severity:** HIGH", "**Severidad:** CRÍTICA" — not "LOW-1: …"."""
    start = len(line) - len(re.sub(r"^[\W_]+", "", line))
    return bool(_SEV_FIELD.match(line, start) or _SEV_FIELD_TONGUES.match(line, start)) and read_tags(line).severity is not None


def severity_heading(title: str) -> Severity | None:
    """The severity a heading such as "High", "Critical Issues" or "🔴 Major findings" announces."""
    words = re.findall(r"[a-z/]+", title.lower())
    filler = {"issues", "issue", "severity", "priority", "findings", "finding", "concerns", "problems",
              "items", "gaps", "risks", "and", "recommendations", "observations", "to", "address", "fix", "must", "should"}
    sev = [w for w in words if w in SEVERITY_WORDS]
    other = [w for w in words if w not in SEVERITY_WORDS and w not in filler]
    if len(sev) == 1 and not other:
        return SEVERITY_WORDS[sev[0]]
    return None


def read_location(text: str) -> Location:
    """A line number and section name stated in ``text``, when there is one."""
    line = None
    match = min((m for m in (_LINE.search(text), _PATH_LINE.search(text)) if m), key=lambda m: m.start(), default=None)
    if match:
        line = int(next(group for group in match.groups() if group))
    heading = None
    field_match = _SECTION_FIELD.search(text)
    if field_match:
        heading = _clean_section(field_match.group(1) or field_match.group(2))
    if not heading:
        sign = _SECTION_SIGN.search(text)
        if sign:
            heading = _clean_section(sign.group(1))
    if not heading:
        named = _SECTION_NAMED.search(text)
        if named:
            heading = _clean_section(named.group(1))
    return Location(line=line, heading=heading or None)


def _clean_section(value: str) -> str:
    value = _LINE.sub("", value)
    value = re.sub(r"[\"“”'`*§]|\(\s*\)|\s+[-–—,]\s*$", "", value)
    value = re.sub(r"^(_{1,2})(?=\S)(.+?)(?<=\S)\1(?=\s|$)", r"\2", value.strip())  # "_Setup_" in italics, not "mainwindow_test.cpp"
    value = re.split(r"\s[-–—]\s|;|\. ", value)[0]
    value = re.sub(r"^(?:the\s+)", "", value.strip(), flags=re.IGNORECASE)
    value = re.sub(r"\s+section$", "", value, flags=re.IGNORECASE)
    value = value.strip(" ,:()")
    return value if 2 <= len(value) <= 80 else ""
