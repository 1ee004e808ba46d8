"""Issues stated in prose: the critical sentences of a paragraph, each with the sentences that explain it.

Used where a reviewer packs several points into one paragraph or bullet
("Testing: Good breadth … but no gating order; … No explicit coverage
targets …"), or writes no Markdown structure at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xreview.core import cues

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"”')\]]*\s+(?=[\"“'(`*_\[]?[A-Z0-9])")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|vs|etc|approx|cf|incl|no|fig|sec|ch|al|resp)\.$", re.IGNORECASE)
_CONTINUES = re.compile(r"^\W*(?:this|it|that|these|those|which|such|otherwise|so|hence|thus|as a result|e\.g|for example|"
                        r"i\.e|impact|result|consequence|specifically|in particular|concretely)\b", re.IGNORECASE)
# the fix asked of the artifact: "The paper should analyze whether …", "The plan needs to state …"
_ASKS = re.compile(r"^\W*(?:the|this) (?:paper|plan|spec(?:ification)?|document|design|proposal|authors?|study|analysis|rfc) "
                   r"(?:should|must|needs? to|would benefit)\b", re.IGNORECASE)
# a reviewer's verdict opening a paragraph: "Accept with minor revisions.", "Major revisions required."
VERDICT = re.compile(r"^\W*(?:accept(?:ed)?|reject(?:ed)?|approved?|(?:major|minor|moderate) revisions?|request(?:ed)? changes|lgtm)\b"
                     r"[^.!?\n]{0,50}[.!]\s+(?=\S)", re.IGNORECASE)
_CATEGORY = re.compile(r"^\s*(?:\*\*|__)?([A-Z][\w/&' -]{1,40}?)(?:\*\*|__)?\s*:\s+(?=\S)")


@dataclass(frozen=True)
class Claim:
    start: int  # character offsets in the review
    end: int
    text: str  # the claim and the sentences that explain it


def sentences(text: str, base: int = 0) -> list[tuple[int, int, str]]:
    """The sentences of ``text`` with their offsets (abbreviations such as "e.g." do not end one)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        if _ABBREVIATION.search(text[start:match.start()].rstrip()):
            continue
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return [(base + a, base + b, text[a:b]) for a, b in spans if text[a:b].strip()]


def category_lead(text: str) -> str | None:
    """The short category label a dense paragraph opens with ("Feasibility:", "Architecture/Design:")."""
    match = _CATEGORY.match(text)
    if not match:
        return None
    label = match.group(1).strip()
    if len(label.split()) > 3 or cues.severity_label(label) is not None or cues.section_kind(label)[0] in (cues.Kind.SKIP, cues.Kind.RECAP):
        return None
    return label


def is_dense(text: str) -> bool:
    """A paragraph that packs two or more separate problems behind a category label."""
    if category_lead(text) is None:
        return False
    parts = sentences(text)
    critical = [s for _, _, s in parts if _is_problem_sentence(s)]
    return len(parts) >= 3 and len(critical) >= 2


def praise_then_problems(text: str) -> bool:
    """A paragraph that opens with praise and then states one problem or more ("The writing is precise. A few
    passages read like an essay …; the use of ⊲ for two operators is a clash that should be fixed.")."""
    parts = [s for _, _, s in sentences(text)]
    opens = cues.is_praise(parts[0]) or bool(_NOTHING_WRONG.match(parts[0])) if parts else False  # "No critical gaps."
    return len(parts) >= 3 and opens and sum(1 for s in parts[1:] if _is_problem_sentence(s) or cues.is_recommendation(s)) >= 1


_NOTHING_WRONG = re.compile(r"^\W*no (?:\w+ ){0,2}(?:issues?|concerns?|gaps?|problems?|bugs?|blockers?)\b[^,;]*$", re.IGNORECASE)


def claims(text: str, base: int = 0) -> list[Claim]:
    """The problems stated in ``text``: each critical sentence opens a claim, explanations and fixes join it."""
    lead = _CATEGORY.match(text)
    label = category_lead(text)
    skip = lead.end() if lead and label and not cues.problem_score(label) else 0  # "Missing rollback plan:" is the claim
    out: list[list[int]] = []
    for start, end, sentence in sentences(text[skip:], base + skip):
        if _is_problem_sentence(sentence) and not (out and _CONTINUES.match(sentence)):
            out.append([start, end])
        elif out and out[-1][0] >= 0 and (cues.is_recommendation(sentence) or _CONTINUES.match(sentence)) and not cues.is_praise(sentence):
            out[-1][1] = end
        elif cues.is_recommendation(sentence) and not cues.is_praise(sentence) and (not out or out[-1][0] < 0):
            out.append([start, end])  # advice after praise: "… is thoughtful and fast. One small opportunity: add a test …"
        else:
            out.append([-1, -1])  # praise or a neutral statement: the next critical sentence starts afresh
    result = []
    for start, end in out:
        claim = text[start - base:end - base].strip()
        if start >= 0 and _words(claim) >= 4 and _is_wording(claim) and not is_not_a_review(claim):  # "Review of design.md" is a label, not a claim
            result.append(Claim(start, end, claim))
    return result


def continues(paragraph: str) -> bool:
    """A paragraph that carries on the claim before it: it opens on "Specifically:", "For example", "This …", or asks
    for the fix without a problem of its own ("The paper should clarify: how many runs …?")."""
    first = next((sentence for _, _, sentence in sentences(paragraph)), "")
    return bool(_CONTINUES.match(first) or _ASKS.match(first)) or (cues.is_recommendation(first) and not _is_problem_sentence(first))


def _words(text: str) -> int:
    return sum(1 for word in text.split() if any(c.isalpha() for c in word))


def _is_wording(text: str) -> bool:
    """Mostly words, not a dump of JSON, markup or bytes."""
    visible = [c for c in text if not c.isspace()]
    return bool(visible) and sum(c.isalpha() for c in visible) >= 0.6 * len(visible)


def _is_problem_sentence(sentence: str) -> bool:
    if cues.is_praise(sentence) or _OWN_RUN.match(sentence):
        return False
    if cues.is_recommendation(sentence) and not cues.problem_score(re.sub(r"\b(should|must|needs?)\b", "", sentence, flags=re.IGNORECASE)):
        return False  # advice alone explains the point before it
    return cues.problem_score(sentence) > 0


# the review's own run, told in the past: "Ran `npm run check` (passes), `bash check.sh`, and the unsupported-regime path."
_OWN_RUN = re.compile(r"^\W*(?:ran|re-?ran|read)\s+`", re.IGNORECASE)
_NOT_A_REVIEW = re.compile(
    r"^\W*(?:(?:i'?m|i am)\s+(?:sorry|afraid)\b"
    r"|i\s+(?:can(?:no|')t|cannot|am unable to|'m unable to|won'?t be able to|will not|won'?t)\s+(?:help|assist|comply|"
    r"review|do that|provide|complete|process|access|open|read|see|fulfil)\b|i\s+(?:do not|don'?t) have access\b"
    r"|as an ai\b|sorry\b"
    r"|(?:error|exception|traceback|fatal|panic)\b\s*[:(\[]"
    r"|(?:bad gateway|gateway time-?out|service unavailable|internal server error|rate limit(?:ed)?)\b)",
    re.IGNORECASE,
)


def is_not_a_review(text: str) -> bool:
    """A refusal, an apology or an error message in the answer's place ("I'm sorry, but I can't help with that",
    "Error: context length exceeded"): it says nothing about the artifact."""
    return bool(_NOT_A_REVIEW.search(cues.plain(text)))


# a point that opens on a tag alone ("- **[MEDIUM]** …") or on nothing, then runs findings together with " · " between them
_RUN_LEAD = re.compile(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+(?:(?:\*\*|__)\[?[^\W\d_]{2,12}\]?(?:\*\*|__)\s+)?")
_RUN_CUT = re.compile(r"\s+·\s+")
_NESTED = re.compile(r"\n[ \t]*(?:[-+*]|\d{1,3}[.)])[ \t]")  # the point's first sub-point
_QUOTED_RUN = re.compile(r"「[^」\n]*」|“[^”\n]*”|\"[^\"\n]*\"|（[^）\n]*）|\([^)\n]*\)")


def run_on(point: str) -> list[tuple[int, int]]:
    """Where each finding sits (offsets in ``point``) when a list point runs two or more together with " · " between
    them ("**[MEDIUM]** Kein gemeinsamer Zeitpunkt … · „70 Migrationen“ beweist keine Schemagleichheit · …"), each of
    three words or more, in the point's own text before its sub-points; empty for any other point."""
    lead = _RUN_LEAD.match(point)
    start = lead.end() if lead else 0
    quoted = [m.span() for m in _QUOTED_RUN.finditer(point)]  # not a dot inside quotes: "「每页 20 条 · 最近 30 天」"
    first = nested.start() if (nested := _NESTED.search(point, start)) else len(point)  # not "- **Cites:** … · caught by code" below it
    cuts = [cut for cut in _RUN_CUT.finditer(point, start, first) if not any(a < cut.start() < b for a, b in quoted)]
    bounds = [start] + [edge for cut in cuts for edge in cut.span()] + [len(point.rstrip().rstrip("."))]
    spans = list(zip(bounds[::2], bounds[1::2], strict=True))
    if len(spans) < 2 or any(len(point[a:b].split()) < 3 for a, b in spans):
        return []
    return spans


# "… from a fallback run. Also LOW: CI doesn't install Python (…). LOW: `jobs=2` only — …": more findings, each tagged
_TAGGED_NEXT = re.compile(r"(?<=[.;)])\s+(?=(?:Also\s+)?(?:CRITICAL|HIGH|MEDIUM|LOW)\s*:\s+\S)")
_ORDINAL = re.compile(r"\s*(?:#{1,6}\s*)?(?:\*\*)?\d{1,3}[.)]")  # "### 2." before "MEDIUM: …": the point's own number, no sentence


def tagged_run(paragraph: str) -> list[int]:
    """Where each further finding of a paragraph begins, when it runs on into more findings tagged in capitals."""
    return [cut.end() for cut in _TAGGED_NEXT.finditer(paragraph)
            if not _ORDINAL.fullmatch(paragraph[paragraph.rfind("\n", 0, cut.start()) + 1 : cut.start()])]


def bold_claim(label: str) -> bool:
    """A bold sentence that states a problem ("**`Concord.Query` module exists but is under-documented.**"): praise after it
    ("The module is real (verified …), but …") does not take it back — unlike "**High Risks:** Mitigations are reasonable"."""
    return label.rstrip().endswith(".") and len(label.split()) >= 4 and cues.problem_score(label) > 0 and not re.search(
        r"\b(?:no|zero|none)\b[^.]{0,30}?\b(?:secrets?|issues?|findings?|problems?|bugs?|vulnerabilit(?:y|ies)|leaks?|errors?|concerns?|regressions?)\b", label, re.IGNORECASE)  # not "Zero hardcoded secrets …"
