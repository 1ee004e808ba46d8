"""Field labels: the labels a review puts before the parts of one issue ("**Impact:** …", "Fix: …"), and the
labels that name a paragraph a point of its own ("**Concern**: …", "**Critical Finding**: …")."""

from __future__ import annotations

import re

FIELD_LABELS = frozenset(
    """location locations where issue problem finding impact impacts why evidence fix fixes recommendation recommendations
    suggestion suggestions solution resolution current proposed proposal expected actual example examples benefits benefit
    effort value action actions priority severity complexity category type file files line lines note notes observation
    comment comments rationale justification details description context consequence consequences cause workaround
    alternative alternatives trade-off tradeoff approach reference references steps conflict result reasoning status owner
    mitigation mitigations test tests testing score verdict strengths concerns assessment rating summary""".split()
) | frozenset(
    {
        "fix required", "required fix", "recommended fix", "suggested fix", "current implementation", "current code", "current behavior",
        "current state", "proposed fix", "example failure", "root cause", "how to fix", "the conflict", "additional fix required",
        "quality check", "key coverage", "key enhancement", "improvement path", "to achieve high testability", "why it matters",
        "what to do", "pattern analysis", "decision tree logic", "implementation details", "implementation guidance",
        "edge cases", "edge case", "test case", "test cases", "mitigation already in place", "actual issue", "fix quality",
        "what was fixed", "expected behavior", "actual behavior", "steps to reproduce", "user impact", "business impact",
        "evidence of issue", "minor improvement", "overall", "file location", "review focus", "input files",
    }
) | frozenset("проблема решение рекомендация последствия пример примеры примечание код влияние причина".split())  # Russian
FIELD_LABELS |= frozenset(("dosya", "dosyalar", "sorun", "etki", "çözüm", "çözüm süresi", "açıklama", "öneri", "neden", "konum"))  # Turkish
FIELD_LABELS |= frozenset(("problemă", "soluție", "soluție recomandată", "recomandare", "observație", "cauză", "exemplu", "fișier", "stare"))  # Romanian
FIELD_LABELS |= frozenset(("severidad", "descripción", "impacto", "ubicación", "solución", "recomendación", "causa", "ejemplo",  # Spanish
                           "severidade", "descrição", "solução", "localização", "recomendação",  # Portuguese
                           "sévérité", "gravité", "gravità", "schweregrad", "חומרה", "شدت"))  # a severity field in any tongue
FIELD_LABELS |= frozenset(("problème", "observation", "recommandation", "cause", "exemple", "fichier", "emplacement", "correction",
                           "risque", "constat", "conséquence", "correctif"))  # French
FIELD_LABELS |= frozenset(("文件", "问题", "影响", "建议", "风险", "原因", "位置", "改进建议", "修复建议", "解决方案", "示例", "背景"))  # Chinese
FIELD_LABELS |= frozenset(("vấn đề", "giải pháp", "gợi ý", "đề xuất", "khuyến nghị", "vị trí", "tác động", "nguyên nhân", "ví dụ"))  # Vietnamese
_LEAD_LABEL = re.compile(
    r"^\s*(?:[-*+]\s+)?(?:\*\*|__|\*|_)?\s*([^\W\d_][^\W_/]*(?:[ /&'’-][^\W_/]+){0,5}?)\s*(?:\([\w ,-]{1,20}\)\s*)?"  # "Current (Broken):"
    r"(?:[:：]\s*(?:\*\*|__|\*|_)|(?:\*\*|__|\*|_)\s*[:：]|[:：])"
)


# a heading recording findings already closed: "## Material findings closed before freeze", "## Resolved Issues" — a
# section ``cues`` reads as holding no finding and the parser counts as closed (``closings.CLOSED_HEADING``)
CLOSED_SECTION = (r"\b(?:resolved|addressed|closed) (?:issues|findings|concerns)\b|\b(?:findings|issues|gaps|bugs) (?:closed|resolved|fixed)(?: (?:before|prior to) [\w -]{1,30})?$|\b(?:findings|issues|comments) and (?:their )?resolutions?$"
                  r"|^(?:[\w-]+ ){0,3}(?:issues|findings|problems|bugs) (?:(?:were|have been) )?(?:found|identified) and (?:fixed|resolved|addressed)$"  # "**Issues found and fixed:**",
                  r"|\b(?:findings|issues)\s*\(all (?:resolved|fixed|addressed|closed)(?=\))"  # "### Round 1 findings (all resolved)",
                  r"|\b(?:findings|issues) (?:are|were|have been) (?:now )?(?:closed|resolved|fixed|addressed)\b"  # "… review findings are now closed correctly:"
                  r"|(?<=\()(?:all|every) (?:\w+ )?(?:findings|issues|comments) (?:fixed|resolved|addressed|closed)\b"  # "Codex review resolution (all eight findings fixed, …)"
                  r"|\b(?:correções|correcciones|corrections) (?:aplicadas|appliquées)\b"  # "## ✅ CORREÇÕES APLICADAS" (fixes applied)
                  r"|^post-fix (?:re-?run |verification )?notes?$")  # "Post-fix rerun note:" over what now works
# a heading over a procedure, not findings: "## Operator next steps", "### Deployment Procedure" (``cues`` reads it so even
# where "next steps" would name a summary)
PROCEDURE_SECTION = r"(?:operator|deploy(?:ment)?|release|rollout|rollback)(?: next)? (?:steps|procedure)"
# a section of points the reviewer sets aside ("### No Action Needed"): ``cues`` reads it as restating, ``closings`` lets
# each point close the finding it names
NO_ACTION_SECTION = r"no (?:action|fix|changes?) (?:needed|required)"
# a heading that only names a group of points ("### Observations", "### Other Notes"): its points are the items
GROUP_LABEL = re.compile(r"(?:other |general |additional |further |minor )?(?:observations|notes|comments|remarks|nits)", re.IGNORECASE)


def lead_label(text: str) -> str | None:
    """The label a line opens with ("**Impact:** …", "Fix: …", "**Suggestion** : …", "- 修正案: …"), lowercased."""
    match = _LEAD_LABEL.match(text)
    return " ".join(match.group(1).lower().split()) if match else None


def field_label(text: str, extra: frozenset[str] = frozenset()) -> str | None:
    """The field label a line opens with ("**Impact:** …", "Fix: …"), lowercased, when it is one: a label
    known to name a part of an issue, or one of ``extra`` (the labels a review repeats under every point)."""
    label = lead_label(text)
    if label is not None and (qualified := re.fullmatch(r"(\w+(?: \w+)?) (?:for|on|to) [\w -]{2,30}", label)) and qualified.group(1) in FIELD_LABELS:
        return label  # "**Impact for learners**: …", "**Risk to users:** …": a known part, said of whom
    return label if label is not None and (label in FIELD_LABELS or label in extra) else None



# "**Concern**: …", "**Critical Finding**: …", "**Key risk**: …" — a paragraph that names itself a point
NAMED_POINT = re.compile(r"^(?:(?P<level>critical|major|minor|high|medium|low|key|main|new|open|additional|missing|unaddressed|hidden)[- ]"
                         r"(?:severity\s+)?)?"
                         r"(?:gap|issue|risk|concern|problem|finding|weakness|limitation)s?\b(?:\s*\((?:critical|major|minor|high|medium|low)\))?", re.IGNORECASE)  # "Concern (LOW)"


def point_label(line: str) -> re.Match[str] | None:
    """The label of a line that opens by naming itself a point: "**Critical Finding**: …" (its ``level`` group
    holds a severity word, when there is one), "**Concern**: …"; None for any other line."""
    bold = re.match(r"^\s*(?:\*\*|__)([^*_\n]{2,40}?)\s*(?:\*\*|__)\s*[:：]|^\s*(?:\*\*|__)([^*_\n]{2,40}?)[:：]\s*(?:\*\*|__)", line)
    label = (bold.group(1) or bold.group(2)).strip() if bold else ""
    match = NAMED_POINT.match(label) if label else None
    return match if match is not None and match.end() == len(label) else None


# a label over the fixes of the findings just listed ("**Findings:**" … "**Remediation:**" ⏎ "- Add a README …")
FIXES_LABEL = re.compile(r"(?:suggested |recommended |proposed )?(?:remediation|fix(?:es)?)(?: steps)?", re.IGNORECASE)
# the sub-sections a finding is written in ("#### Attack Vector", "### What's wrong" under "### Vuln 1: …"): its parts
FINDING_PART = re.compile(r"(?:description|impact|attack (?:vector|path)|exploit(?:ation)? scenario|proof of concept|steps to reproduce|root cause|"
                          r"evidence|recommendations?|remediations?|(?:suggested |how to )?fix|mitigations?(?: (?:already )?in place)?|directive|"
                          r"(?:vulnerable|affected) code|what'?s wrong|"
                          r"(?:the )?problem|data flow|why it matters|reproduction|current (?:code|implementation|behaviou?r|naming|state)(?: example)?|(?:fix )?checklist|"
                          r"proposed (?:fix|solution)|(?:red flags|warning signs|signals) to (?:watch|monitor)(?: for)?|"
                          r"what the (?:docs?|code|spec|plan|tests?|design) (?:says?|does|do|claims?)|why (?:this|it) (?:is a problem|matters|is wrong)|"
                          r"현재 코드(?: 예시)?|문제점|보완 방안|개선 방안|해결 방안|체크리스트|권장(?: 사항)?|"  # Korean
                          r"設計|実装|差分|影響|修正方針|判断|原因|対策|推奨修正|"  # Japanese: design, implementation, gap, impact, fix
                          r"vấn đề|rủi ro|khuyến nghị|sửa ngay|lưu ý(?: thêm)?)\W*", re.IGNORECASE)  # Vietnamese


_ISSUE_LABEL = re.compile(r"(?:issue|problem|finding|concern)(?:\s*[:–—-]\s*(\S.{8,}))?", re.IGNORECASE)  # "Issue", "Issue: <claim>"


def issue_named(heading: str, first_paragraph: str | None) -> str | None:
    """The title of a topic's subsection labeled as its one issue: "Issue: segment lengths are not uniform", or "Issue"
    alone over a paragraph that states it (its first sentence the title); None for any other heading."""
    named = _ISSUE_LABEL.fullmatch(heading)
    if named is None or not (named.group(1) or first_paragraph):
        return None
    return named.group(1) or re.split(r"(?<=[.!?])\s", (first_paragraph or "").split("\n", 1)[0], maxsplit=1)[0].rstrip(":")


# the parts of a finding that say what is wrong with it: "**Why the suite missed it:** …", "**Impact:** High. …", "**Root cause:** …"
_PROBLEM_PART = re.compile(r"^\s*(?:\*\*|__)(?:why\b[^*_\n:]{0,40}|impact|root cause|what'?s wrong|(?:the )?problem|attack (?:vector|path)|"
                           r"exploit(?:ation)? scenario)\s*:?\s*(?:\*\*|__)\s*:?\s+\S", re.IGNORECASE)


def problem_parts(paragraphs: list[str]) -> bool:
    """A section's paragraphs hold a finding's anatomy: one opens on a label saying what is wrong and why — or its one
    paragraph says what is missing and ends asking for it ("Neither phase updated `docs/CHANGELOG.md` … This should be
    addressed.")."""
    return any(_PROBLEM_PART.match(text) for text in paragraphs) or (len(paragraphs) == 1 and _ASKED_LAST.search(paragraphs[0]) is not None)


_ASKED_LAST = re.compile(r"(?:^|[.!][\"”)]?\s+)(?:this|it|these|both) (?:should|must|needs? to) be (?:addressed|fixed|resolved|corrected)(?: [^.\n]{0,40})?\.\s*$", re.IGNORECASE)


# a label of kinds over nothing but code names: "- **Assertion Types**: `expect(...).toBe(...)`, `toContain`, `not.toBe`" — an inventory,
# no finding (not "**Magic Numbers**: `max_turns=6`, `dim=256`")
CODE_LIST = re.compile(r"^\W*(?:\*\*|__)[^*_\n]{0,40}?\b(?:types|kinds|used|names|functions|methods|matchers|modules)\s*:?(?:\*\*|__)\s*:?\s*`[^`\n]+`(?:\s*,\s*`[^`\n]+`)+\s*$", re.IGNORECASE)
