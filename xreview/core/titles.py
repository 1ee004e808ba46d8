"""An item's title: the words that name the issue, without tags, IDs, numbering or Markdown marks."""

from __future__ import annotations

import re

from xreview.core.fields import NAMED_POINT
from xreview.core.tags import LEAD_MARKS, read_tags, severity_heading
from xreview.core.text import one_line

_LEAD_ID = re.compile(
    r"^\s*(?:#+\s*)?(?:(?:issue|finding|concern|problem|gap|risk|item|recommendation|recommandation|recomendaci[oó]n|vuln(?:erability)?|bug|"
    r"probl[èe]me|problema|empfehlung|위반)\s*#?\d+(?:\.\d+)*(?:-\d+)?(?:\s*,\s*\d+)*\s*[:.)\-–—]?\s*|"  # "Item 1.12 —", "Item 17, 26", "위반 2-3:"
    r"(?:[^\W\d_]+\s+(?:issue|finding|concern|problem|gap|risk)|(?:temuan|masalah|isu|risiko)(?:\s+[^\W\d_]+)?)\s*#?\d{1,3}(?:\s*\([^()]{1,40}\))?\s*:\s+|"
    r"#?\d{1,3}(?:\.\d{1,3})*[.):]\s+|\d{1,3}(?:\.\d{1,3})+\s+|[A-Z]{1,3}-\d{1,3}\s*&\s*[A-Z]{1,3}-\d{1,3}\s*[:.)\-–—]?\s*|(?!top-)[A-Z]{1,3}-\d{1,3}\s+(?!(?:is|are|was|were|has|have|does|do|can|cannot|fails?|lacks?|needs?|must|should|remains?|not|will|would|may|might|could)\b)(?!(?:and|or|through|to|vs\.?)\s+[A-Z]{1,3}-\d)(?=\S)|[A-Ha-h][.)]\s+|\[?[A-Z]{1,12}(?:-[A-Z])?-\d{1,3}(?:-\d{1,3})?\]?(?:\s+P[0-3])?\s*(?:[:)–—]|-(?!\d)|\.(?!\d))\s*|\[?[A-Z]\d{1,2}\]?\s*[:.)\-–—]\s+)",
    re.IGNORECASE,
)
_CATEGORY = re.compile(r"^\s*\[[A-Za-z][\w /&-]{1,30}\]\s*")
_CODE_LEAD = re.compile(r"^\s*(?:`[^`]+`(?:\s*(?:,|and|vs\.?)\s*`[^`]+`)*)\s+[-–—]\s+")


# "**Immediate (low effort, high value)**: Fix …", "**Short term**: Add …": when, not what
_WHEN = re.compile(r"(?:immediate(?:ly)?|now|next|later|short[- ]term|medium[- ]term|long(?:er)?[- ]term|before (?:merge|release|launch)|azonnali|(?:rövid|közép|hosszú) távú|imediat|(?:scurt|mediu|lung) termen|"
                   r"(?:week|phase|sprint|day) \d{1,2})(?:\s*\([^()]{0,60}\))?:?", re.IGNORECASE)
# "**Advisory / DX:** …", "**Important / UX:** …": a grade and an aspect, not a title
_GRADE_ASPECT = re.compile(r"(?:advisory|note|info|nit|minor|major|important|critical|high|medium|low|blocker)\s*/\s*[\w-]{1,16}", re.IGNORECASE)
_PIVOT = re.compile(r"(?:(?:minor|small|one|a few|some|another|important|quick|side)\s+){0,2}(?:suggestions?|opportunit(?:y|ies)|nits?|caveats?|notes?|nb|fyi|"
                    r"heads[- ]up)|catatan(?: penting)?|typo|spelling|grammar|grammatical error", re.IGNORECASE)  # "Important note: …", "Catatan penting: …" (Indonesian)
# "GAP", "AMBIGUITY", "WRONG REFERENCE", "GAP/RISK": the kind of a finding in capitals, as plan-review prompts name them —
# not a subject in capitals ("CORS: wildcard origins", "API: …"), which is part of the title
_KIND = r"(?:GAP|AMBIGUITY|INCORRECT|WRONG REFERENCE|RISK|SCOPE DRIFT|CONTRADICTION|MISUNDERSTOOD|MISINTERPRETATION|NEEDS REWORK|MISSING|BUG)"
_CAPS_KIND = re.compile(rf"{_KIND}(?:\s*/\s*{_KIND})*")
# a finding's kind before its claim: "Risk: Verification …", "Design problem: TWO rungs …"
_KIND_WORD = re.compile(r"(?:(?:design|logic|security|data|api)\s+)?(?:gap|risk|issue|concern|weakness|problem|flaw|問題|问题)", re.IGNORECASE)
# Sourcery's kind of comment: "**issue (typo):**", "**🚨 issue (security):**", "**security (generic-api-key):**"
_COMMENT_KIND = re.compile(r"(?:issue|suggestion|nitpick|question|security|bug_risk|thought|todo|chore)(?:\s*\([\w\s/-]{1,30}\))?", re.IGNORECASE)
# "**Needs Verification:** E2E tests pass": what the point asks for, not what it is about — the title is after it
_STATE_LABEL = re.compile(r"(?:needs?|requires?)\s+(?:verification|review|attention|confirmation|testing|follow[- ]up)|(?:action|verification)\s+(?:required|needed)|to verify|unverified",
                          re.IGNORECASE)
_CONFIDENCE_ASIDE = re.compile(r"\s*\((?:confidence|conf\.?)\s*[:=]?\s*\d{1,3}(?:\.\d+)?\s*%?\)\s*$", re.IGNORECASE)
_SEVERITY_ASIDE = re.compile(
    r"\s*\((?=[^()]*\b(?:critical|high|medium|low|minor|major|severity|priority|blocker|nit)\b)[^()]{0,80}\)\s*$", re.IGNORECASE)


def clean_title(title: str) -> str:
    """A title without Markdown marks, tags, a leading ID or number, and a final period."""
    title = re.sub(r"(?:\*\*|__|`)", "", title)
    title = re.sub(r"\[([^\]\n]+)\]\([^)\s]+\)", r"\1", title)  # a link reads as its text
    title = re.sub(r"\s+\(\s*\)\s*$", "", read_tags(title).rest)  # "… exception (`[Should]`)": the parentheses its tag leaves empty
    for _ in range(2):
        title = _LEAD_ID.sub("", title, count=1)
        title = LEAD_MARKS.sub("", _CATEGORY.sub("", title, count=1))  # "1. ❌ УТЕЧКА …": the mark after the number
    title = re.sub(r"^\s*" + _KIND_WORD.pattern + r"\s*[:：]\s*", "", title,
                   flags=re.IGNORECASE)  # "Design problem: TWO rungs sit at the grid's floor"
    title = _SEVERITY_ASIDE.sub("", title)  # "Router Method Dispatching (Medium Severity, Feature Mis-specification)"
    title = _CONFIDENCE_ASIDE.sub("", title)  # "Lambda handler 이름 불일치 (confidence: 99)"
    title = title.strip(" \t:;–—-")
    if re.fullmatch(r"\([^()]{3,}\)", title):
        title = title[1:-1]  # "Issue 1 (Race Condition):" once its ID is gone
    if title.endswith(".") and not title.endswith(".."):
        title = title[:-1]
    title = title.rstrip("。")
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}", title):  # "DELETE_UPSTREAM_CAN_BREAK_REFERENTIAL_INTEGRITY": words
        title = title.replace("_", " ").capitalize()
    return one_line(title, 140)


# a place closing a finding's first line, as the Codex CLI writes it: " — /Users/me/repo/scripts/release.sh:79-79"
_PLACE_LAST = re.compile(r"\s[-–—]\s+`?[\w./~\\-]+\.\w{1,8}:\d{1,6}(?:-\d{1,6})?`?[ \t]*(?=\n|$)")


# "**Line 101**: …", "**page.tsx:43–45 (LogoStrip)** — Hardcoded palette …": the place, the claim after it
_LINE_LABEL = re.compile(r"lines?\s+\d{1,6}(?:\s*[-–]\s*\d{1,6})?|[\w./~\\-]+\.[a-z]{1,6}:\d{1,6}(?:\s*[-–]\s*\d{1,6})?(?:\s*\([^()]{1,40}\))?", re.IGNORECASE)


# the part of the reviewed document a point is about, before its claim: "spec delta — …", "tasks §3 — …", "proposal / What changes — …",
# "On `led_chain`: drop the 81 …"
_DOC_PLACE = re.compile(r"(?:on|in) `[^`\n]{1,60}`|(?:same |this |that |the )?hunks?(?:\s+(?:at|in|for)\s+[^\n]{1,60})?|[^\n]{1,60}?\s+hunks?|(?:[\w-]+\s+)?(?:delta|scenarios?)|(?:tasks?|spec|proposal|design|plan)\s*(?:§\s?[\d.]+|/\s*[\w -]{1,30})|(?:[\w-]+\s+)?§\s?[\d.]+",
                        re.IGNORECASE)


# a finding's ID of two parts, each a letter and digits: "B2b-1", "W2a-1" (section 2a's first warning), "W1-S1", "B1-S2"
# (scenario 2's blocker) — not "P0-1", a priority and a number
PAIRED_ID = r"[A-Z]\d{1,2}(?:[a-z]-\d{1,3}|-[A-Z]\d{1,2})"


def split_title(text: str) -> tuple[str, str]:
    """Title and the rest of the first line: "**Title** — rest", "Title: rest" or a first sentence."""
    text = re.sub(r"^(\*\*|__)\s*\1\s*", "", LEAD_MARKS.sub("", text.strip()))  # "**[BLOCK Q1]** …" once its tag is read; "⚠️ **…**"
    text = re.sub(r"^\[[^\]\n]{1,40}\s[—–-]\s[^\]\n]{1,40}\]\s+(?=\S)", "", text)  # "[Unverified — needs clone run] Producer's …": a grade
    for _ in range(2):
        text = _LEAD_ID.sub("", text, count=1)
        text = re.sub(r"^(?:\*\*|__)\s*(?:[A-Z]{1,12}(?:-[A-Za-z])?-\d{1,3}|" + PAIRED_ID + r"|[A-Z]\d{1,2})\s*(?:\*\*|__)\s*[:.)\-–—]?\s*", "", text)
        text = _CATEGORY.sub("", text, count=1)
    text = _CODE_LEAD.sub("", text, count=1)  # "`file:13` - Uses node 20 …": the location, not the title
    text = _PLACE_LAST.sub("", text, count=1)  # "[P2] Add the rc.4 changes — /Users/…/release.sh:99-106": the place, not the title
    for _ in range(2):  # "**High Priority:** **Clean up Console Logs.** …": a tag in bold, then the title in bold
        bold = re.match(r"^(?:\*\*|__)(.+?)(?:\*\*|__)\s*[:.\-–—]*\s*(.*)$", text, re.DOTALL)
        if not bold or not bold.group(1).strip():
            break
        title, rest = bold.group(1), bold.group(2)
        cleaned = clean_title(title)
        if (not cleaned or NAMED_POINT.fullmatch(cleaned) or re.fullmatch(r"#?\d{1,3}[.):]?|\([^()]{1,30}\)", title.strip())
                or severity_heading(title) or _WHEN.fullmatch(cleaned) or _GRADE_ASPECT.fullmatch(cleaned) or _COMMENT_KIND.fullmatch(cleaned)
                or _LINE_LABEL.fullmatch(cleaned) or _STATE_LABEL.fullmatch(cleaned)) and rest.strip():  # "**Line 101**: Uses …": the place, the claim after it
            text = rest.strip()  # "**[BLOCK Q1]** The guard …", "**Critical Finding**: …", "**10.** The …", "**(Immediate)** Add …"
            continue
        if len(cleaned.split()) >= 2 or not rest.strip():
            return cleaned, rest.strip()
        text = (title.rstrip(": ") + ": " + rest).strip()
        break
    italic = re.match(r"^([*_])([^*_\n]{2,120}?)\1(?![*_])\s*[:.\-–—]*\s*(.*)$", text, re.DOTALL)
    if italic:
        return clean_title(italic.group(2)), italic.group(3).strip()
    head = re.match(r"^([^:.!?]{3,100}?)(?::\s|\s[-–—]\s)\s*(.+)$", text)
    cjk = re.match(r"^(.{6,160}?)[。！？]\s*(.+)$", text, re.DOTALL)
    if cjk and (not head or cjk.end(1) < head.end(1)):
        return clean_title(cjk.group(1)), cjk.group(2).strip()  # a sentence in Chinese or Japanese ends at 。
    if head and (_PIVOT.fullmatch(head.group(1).strip(" *_")) or _CAPS_KIND.fullmatch(head.group(1).strip()) or _DOC_PLACE.fullmatch(head.group(1).strip())
                 or _KIND_WORD.fullmatch(head.group(1).strip(" *_")) or _TAG_LABEL.fullmatch(head.group(1).strip(" *_"))):
        return split_title(head.group(2))  # "One small opportunity: add a test …", "WRONG REFERENCE: …", "tasks §3 — …", "Same hunk — …": the claim
    if head and len(head.group(1).split()) <= 14:
        return clean_title(head.group(1)), head.group(2).strip()
    sentence = re.match(r"^(.{10,160}?[.!?])\s+(.+)$", text, re.DOTALL)
    if sentence:
        return clean_title(sentence.group(1)), sentence.group(2).strip()
    return clean_title(text), ""


_TAG_LABEL = re.compile(r"[a-z]+(?:-[a-z]+)+")  # "**Critical — impact-critical:** The fixture …": a tag in kebab case, the claim after it


_CITED_ID = re.compile(r"^\W*([A-Z]{1,4}-\d{1,3}(?:-\d{1,3})?)\b")  # "B-736-4", whole: not "B-736" of "B-736-3"


def cites_title_id(title: str, text: str) -> bool:
    """"D-12 requires `=== [label] ===` sections …" under "**MEDIUM: … specify D-12 grouped output format**": a body
    paragraph that explains the decision its title names, not a finding of its own."""
    cited = _CITED_ID.match(text)
    return cited is not None and re.search(r"\b" + re.escape(cited.group(1)) + r"\b", title.split("\n", 1)[0]) is not None


# the plan's section a title cites in its parentheses: "(3.7 터미널/PTY 전략)", "(3.6 섹션)", "(§4.2)", "(section 2.1)"
# — not an amount: "(2.5 days)", "(1.5x)", "(0.5 h)"
_SECTION_CITED = re.compile(r"[(（]\s*(?:§\s*|sections?\s+|sec\.\s*|섹션\s*|节\s*)?(\d{1,2}(?:\.\d{1,2})+)(?=[\s)）,;/])"
                            r"(?!\s*(?:hours?|hrs?|h|days?|d|weeks?|w|min\w*|ms|s|secs?|%|x|pts?|points?|[kmg]b)\b)", re.IGNORECASE)


def cited_sections(title: str) -> set[str]:
    """The sections of the reviewed document a title cites in parentheses, as "§3.7"."""
    return {"§" + number for number in _SECTION_CITED.findall(title)}


_BOLD_FIELD = re.compile(r"\s*(?:\*\*|__)[^*_\n]{1,40}?[:：]?(?:\*\*|__)\s*[:：]?")  # "**Evidence:** …", "**Trigger** : …"


def claim_part(text: str) -> str:
    """A finding's first paragraph (its heading or title) and its first paragraph that is no bold field ("**Evidence:**
    …", "**Trigger:** …"): where the finding states its claim, before the evidence and reproduction that follow."""
    paragraphs = text.split("\n\n")
    return "\n\n".join(paragraphs[:1] + [next((p for p in paragraphs[1:] if not _BOLD_FIELD.match(p)), "")])
