"""What a heading and its body say about whether the heading groups findings or states one: bold points, points
lettered A, B, C …, a list of actions (a group); a finding's parts as sub-headings, a number going on from the finding
before, a kind label naming the finding (one); a template's quoted guidance (neither) — read by the parser (``parse``)."""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues, heading_words
from xreview.core.asides import FAILED_STATUS, PASSED_RATING
from xreview.core.fields import FINDING_PART, FIXES_LABEL, lead_label
from xreview.core.leadin_lists import ORDER_OF_WORK
from xreview.core.parse_text import _ID_LEAD, _PROBLEM_LABEL, _PSEUDO, _inline, _own_text
from xreview.core.tags import read_tags

_BOLD_ALONE = re.compile(r"^\s*(?:\*\*|__)([^*_\n]{8,300})(?:\*\*|__)\s*$")
_OPTION = re.compile(r"\s*(?:option|alternative|approach|variant)\s*(?:\d{1,2}|[A-H])\s*[:.)—–-]", re.IGNORECASE)  # one way to fix it, of several
_LETTERED_BOLD = re.compile(r"^\s*(?:\*\*|__)([A-H])\.\s+[^*_\n]{3,120}(?:\*\*|__)(?:\s*\([^()\n]{1,120}\))?\s*(?:\n|$)")


def states_a_problem(title: str) -> bool:
    """A heading that says what is wrong as a sentence ("What is currently too broad", "The "validity" wording needs
    care") — its aside in parentheses aside ("What's Not World-Class (Needs Complete Overhaul)" names a group), and not
    a question over what is to change ("What Would Need Changing for Public Release": the changes, a list); or a status
    that fails ("### VulkanGraphicsDriver.h Status: ⚠️ Partial (Stub)" among "… Status: ✅ Complete")."""
    said = cues.plain(title)
    claim = heading_words.CLAIM.search(re.sub(r"\([^()]*\)", "", said))
    return (claim is not None and cues.problem_score(said) > 0 and not (re.match(r"\W*what\b", said, re.IGNORECASE) and claim.group(0).lower() in ("need", "needs", "should", "must"))
            ) or (re.search(r"\bstatus\s*:", title, re.IGNORECASE) is not None and FAILED_STATUS.search(title) is not None)


def one_finding_parts(title: str, body: list[SyntaxTreeNode]) -> bool:
    """An ID-led heading with no heading under it ("### Sub-finding 1b: `EXISTS` subquery — the most likely root cause"
    over "**File:** …", "**When authenticated (…):**", "**Risk area:** …") is one finding: its bold labels are its parts."""
    return bool(_ID_LEAD.match(cues.plain(title))) and not any(n.type == "heading" for n in body)


def holds_points(body: list[SyntaxTreeNode], title: str = "") -> bool:
    """Two or more standalone bold lines that each state a point ("**[G1] The seam is undefined …**"): the
    heading over them groups points ("### 2. GAPS - under-specified"), it is not one."""
    points = [n for n in body if n.type == "paragraph" and (line := _BOLD_ALONE.match(_inline(n))) is not None
              and len(line.group(1).split()) >= 3 and cues.is_issue_like(line.group(1)) and not _OPTION.match(line.group(1))]  # not "**Option 2: …**"
    numbered = any(n.type == "paragraph" and (line := _BOLD_ALONE.match(_inline(n).split("\n", 1)[0])) is not None
                   and _ID_LEAD.match(line.group(1)) for n in body)  # "**Issue 4 — Severity: nit**": one is enough
    return (len(points) >= 2 and not one_finding_parts(title, body)) or numbered or lettered_points(body)


def lettered_points(body: list[SyntaxTreeNode]) -> bool:
    """Bold points lettered A, B, C … ("**A. Stripe API Version Mismatch** (src/lib/stripe.ts:18)"): findings of their own."""
    letters = "".join(m.group(1) for n in body if n.type == "paragraph" and (m := _LETTERED_BOLD.match(_inline(n))))
    return len(letters) >= 2 and letters == "ABCDEFGH"[: len(letters)]


def lists_actions(body: list[SyntaxTreeNode]) -> bool:
    """The body is a list and nothing else, two or more actions or problems, none a field ("1. Migrate `agent.py` …"):
    a heading over it in a summary groups restated points ("### 2. Long-term strategy"), it is not one."""
    lists = [n for n in body if n.type != "hr"]
    entries = [_own_text(li) for li in lists[0].children] if len(lists) == 1 and lists[0].type in ("bullet_list", "ordered_list") else []
    return len(entries) >= 2 and not any(lead_label(e) for e in entries) and sum(map(cues.is_issue_like, entries)) * 2 > len(entries)


def guidance_quote(body: list[SyntaxTreeNode]) -> bool:
    """A body opening on a one-line quote that says what the section holds, the review template's own ("### Correctness
    Issues" ⏎ "> Things the spec gets wrong about the current codebase." ⏎ the findings): guidance, no finding."""
    quote = body[0].children if body and body[0].type == "blockquote" else []
    said = _inline(quote[0]) if len(quote) == 1 and quote[0].type == "paragraph" else ""
    return len(body) > 1 and 0 < len(said) <= 160 and "\n" not in said.strip() and said.rstrip().endswith((".", ":")) and not re.search(r"\*\*|`|\[!", said)


# a numbered heading over points kept from earlier rounds or owned by others ("### 5. Carried over, not controls-owned" ⏎
# "- **BLOCKER (integrator):** …" ⏎ "- **Pages/auth:** …"): the points are the findings, not the heading
_CARRIED = re.compile(r"\b(?:carried(?:[- ]over| forward)|not [\w/-]+[- ]owned|out of (?:this )?scope|outside (?:the |this )?scope)\b", re.IGNORECASE)


def continues_series(title: str, last: str, body: list[SyntaxTreeNode]) -> bool:
    """A numbered heading that goes on from the finding before it ("### 12. Test coverage gaps" after "### 11. Swagger
    response examples"): one more finding of the series, whatever its words say — unless its body is sections of its
    own that are numbered or tagged, a score ("**Score:** 9/10") or numbered steps ("### 2. Long-term strategy" ⏎ "1. Migrate …" ⏎ "2. Remove …")."""
    number = re.match(r"\s*(\d{1,3})[.)]\s+\S", title)
    before = re.match(r"\s*#{2,6}\s+(?:\*\*|__)?(\d{1,3})[.)]\s", last)
    kept = [n for n in body if n.type != "hr"]
    return (number is not None and before is not None and int(number.group(1)) == int(before.group(1)) + 1 and bool(kept)
            and not any(n.type == "heading" and (_ID_LEAD.match(cues.plain(_inline(n))) or read_tags(_inline(n)).severity) for n in kept)
            and [n.type for n in kept] != ["ordered_list"]
            and not (_CARRIED.search(title) and [n.type for n in kept] == ["bullet_list"] and len(kept[0].children) >= 2)
            and not (kept[0].type == "paragraph" and re.search(r"\b(?:score|rating)\b[^\n]{0,12}\d{1,3}\s*/\s*(?:5|10|100)\b", _inline(kept[0]), re.IGNORECASE)))


def restating_recommendations(title: str) -> bool:
    """A section of recommendations that, after any issue, says the issues again ("## Priority recommendations",
    "**Required fixes before merge:**") — not one of more of them ("## Additional recommendations")."""
    return cues.is_recommendation_section(title) and not re.search(r"\b(?:additional|further|other|more)\b", title, re.IGNORECASE)


def praise_label(said: str) -> bool:
    """A paragraph that is only a label praising what the list under it holds ("✅ **Good:**", "✅ **Excellent:**")."""
    return said.rstrip("*_ ").endswith(":") and "\n" not in said.strip() and cues.section_kind(said)[0] is cues.Kind.SKIP and cues.is_praise(said) and not cues.problem_score(said)


_FINDING_HEAD = re.compile(r"^\s*(?:\*\*|__)(?:finding|issue)\s*[—–:-]\s*[A-Z]{1,4}-\d{1,3}\b", re.IGNORECASE)  # "**FINDING — IH-01 — Medium**"


def finding_heads(body: list[SyntaxTreeNode]) -> bool:
    """A paragraph of the body opens on a finding's own bold head with its ID ("**FINDING — DS-01 — Low**" ⏎ "**File:** …"):
    the heading over it is a topic of findings ("### Section 3 — Data Storage"), not one."""
    return any(n.type == "paragraph" and _FINDING_HEAD.match(_inline(n)) for n in body)


def graded_label(text: str, following: SyntaxTreeNode) -> bool:
    """A bold label alone that carries a level ("**Code Quality: ✗ BLOCKING**") over a list of two or more bold-titled
    points ("1. **Critical duplication** — …", "2. **Test coverage fail** — …"): the points are the findings, at that level."""
    points = [_own_text(li).lstrip() for li in following.children] if following.type in ("bullet_list", "ordered_list") else []
    return (re.fullmatch(r"\s*(?:\*\*|__)[^*_\n]{3,80}(?:\*\*|__)\s*", text) is not None and read_tags(text).severity is not None
            and len(points) >= 2 and all(point.startswith(("**", "__")) and lead_label(point) is None for point in points))  # not "- **Location:** …"


def level_first(body: list[SyntaxTreeNode]) -> bool:
    """The body opens on a bold level tag alone ("**[CRITICAL]**") and holds no other: the level of the heading over it
    ("## Resource Leak — `StreamOrder` never terminates"), one finding, not a group of findings at that level."""
    levels = [n for n in body if n.type == "paragraph" and (tags := read_tags(_inline(n))).severity is not None and not re.search(r"[^\W_]", tags.rest)]
    return bool(body) and len(levels) == 1 and levels[0] is body[0]


_PART_HEADING = re.compile(r"(?:issue|files? affected|affected files?|fix(?:es)? required|required fix(?:es)?|location|details)\W*", re.IGNORECASE)
_PROBLEM_HEADING = re.compile(r"(?:the )?(?:issue|problem|what'?s wrong)\W*", re.IGNORECASE)


def _sub_headings(body: list[SyntaxTreeNode]) -> list[str]:
    """The plain titles of the headings inside a section's body."""
    return [cues.plain(_inline(n)) for n in body if n.type == "heading"]


def parts_only(body: list[SyntaxTreeNode]) -> bool:
    """Every sub-heading of the body names a part of one finding ("### Location", "### Required Fix"), if it has any."""
    return all(FINDING_PART.fullmatch(h) or _PART_HEADING.fullmatch(h) for h in _sub_headings(body))


def anatomy(body: list[SyntaxTreeNode]) -> bool:
    """A heading whose sub-headings are one finding's parts ("## 1. API Mismatches with BaseFold RAA" ⏎ "### Issue" ⏎
    "### Files Affected" ⏎ "### Fix Required"): the heading is that finding, not a group of findings."""
    heads = _sub_headings(body)
    return len(heads) >= 2 and parts_only(body) and any(_PROBLEM_HEADING.fullmatch(h) for h in heads)


def labeled_claim(title: str) -> bool:
    """A heading that names its finding after a kind label ("🟡 Missing: `cacheSystemPrompt: boolean` on
    `LLMRequestOptions`", "Gap: no retry budget", "Blocking Finding — Known semantic signal names …"): one finding,
    though its mark or its words read as a group's."""
    return re.match(r"\W*(?:missing|gap|bug|problem|risk|concern|(?:(?:blocking|critical|major|remaining) )?(?:finding|issue))\s*[:—–]\s*\S", cues.plain(title), re.IGNORECASE) is not None


_PASSING_ANSWER = re.compile(r"^\W*answer\W*[:：]\W*(?:✅|✓|✔)", re.IGNORECASE)
_FAILING_MARK = re.compile(r"❌|⚠️?|🔴|\bfail(?:ed|s|ing)?\b|\bviolat", re.IGNORECASE)


def answered_pass(body: list[SyntaxTreeNode]) -> bool:
    """The body asks the heading's question and answers it with a pass ("### Invariant 1: Lower layers never trust higher
    layers" ⏎ "**Check**: Does Layer 1 trust …?" ⏎ "**Answer**: ✅ NO"): a passed check, though its words read as a claim."""
    said = [_inline(n) for n in body[:3] if n.type == "paragraph"]
    return (len(said) >= 2 and said[0].rstrip(" *_").endswith("?") and _PASSING_ANSWER.match(said[1]) is not None
            and _FAILING_MARK.search(said[1]) is None)


def tagged_later(title: str, kind: cues.Kind) -> bool:
    """A heading read as a summary only for its tag: "### 6. Design System Application (FUTURE)" among "(HIGH)" and
    "(LOW)" gaps is one more gap, deferred — not a list of next steps."""
    bare = re.sub(r"\s*[(（][^)）]{1,20}[)）]\W*$", "", title)
    return kind is cues.Kind.RECAP and bare != title and cues.section_kind(bare)[0] is cues.Kind.TOPIC


def quoted_passage(node: SyntaxTreeNode) -> bool:
    """A blockquote opening on a quotation mark ("**Quote from CLAUDE.md:**" ⏎ '> "CRITICAL: When …' ⏎ "> 1. STOP
    immediately"): someone else's words, quoted whole — its list is theirs, no finding of the review."""
    first = node.children[0] if node.children else None
    return first is not None and first.type == "paragraph" and re.match(r"\s*[\"“„«]", _inline(first)) is not None


def work_in_order(body: list[SyntaxTreeNode]) -> bool:
    """The body opens on an order of work ("## 4. Implementation Issues" ⏎ "Work these in order. Issues 1–2 are
    prerequisites for the rest."): after the findings, a plan of their fixes, not findings of its own."""
    return bool(body) and body[0].type == "paragraph" and ORDER_OF_WORK.match(_inline(body[0])) is not None


# a check's verdict alone in bold, first: "**N/A** — This is infrastructure, not analysis.", "**PASS** — …"
_NOT_APPLICABLE = re.compile(r"^\s*(?:\*\*|__)(?:n/a|not applicable|pass(?:ed)?)(?:\*\*|__)\s*(?:[-—–:.]|$)", re.IGNORECASE)


def passed_first(body: list[SyntaxTreeNode]) -> bool:
    """The body opens on its verdict, the check passed or does not apply — as a paragraph ("Rating: **Passed**.",
    "### 2. Plugin Architecture" ⏎ "**N/A** — This is infrastructure, not analysis.") or as the first entry of its list
    ("## Proxy Metric Gaming Check" ⏎ "- **Result**: Pass (N/A)" ⏎ "- **Analysis**: … no metric to game …"): no
    finding, though the heading's words may read as one."""
    first = body[0] if body else None
    if first is not None and first.type in ("bullet_list", "ordered_list") and first.children:
        return PASSED_RATING.match(_own_text(first.children[0])) is not None
    said = _inline(first) if first is not None and first.type == "paragraph" else ""
    last = [n for n in body if n.type != "hr"][-1:]  # … or its prose closes on it: "### Correctness analysis" ⏎ … ⏎ "**Verdict: PASS — approve.**"
    return (PASSED_RATING.match(said) is not None or _NOT_APPLICABLE.match(said) is not None
            or (len(body) >= 2 and all(n.type in ("paragraph", "fence", "hr") for n in body)  # prose only, not graded points ⏎ "VERDICT: PASS"
                and PASSED_RATING.match(_inline(last[0])) is not None))


def severity_over(title: str, body: list[SyntaxTreeNode]) -> tuple[cues.Kind, cues.Severity] | None:
    """"## Critical — Blocks Production Confidence" over "### MLOPS-1: …", "### MLOPS-2: …": a severity that says what
    it means, over findings of its own — not "### HIGH — Missing index", one finding (no sub-heading of its own)."""
    head = re.match(r"(\w+(?: to have)?)\s+[–—]\s+\S", cues.plain(title))
    level = cues.severity_label(head.group(1)) if head else None
    return (cues.Kind.SEVERITY, level) if level is not None and any(n.type == "heading" for n in body) else None


def template_field(text: str, fields: frozenset[str]) -> bool:
    """"**Precise required change:** …", "**Outcome recorded:** `advanced` — …" under each section of a review in prose:
    its template's fields, repeated, restating the claims above them — no claim of their own (unlike "**Problem:** …")."""
    label = lead_label(text)
    return label is not None and label in fields and not _PROBLEM_LABEL.match(text)


def ticked_table(body: list[SyntaxTreeNode]) -> bool:
    """A table alone whose every row carries a check mark and no warning ("| audio.md | P3 (collage audio) | ✅ Honors
    Anti-Pillar #4 |"): a matrix of checks passed, no finding."""
    nodes = [n for n in body if n.type != "hr"]
    if len(nodes) != 1 or nodes[0].type != "table":
        return False
    rows = [" ".join(n.content for n in row.walk() if n.type == "inline") for row in nodes[0].walk() if row.type == "tr"][1:]
    return len(rows) >= 2 and all("✅" in row and not re.search(r"❌|⚠|🔴|🟠|🟡", row) for row in rows)


_LEVEL_FIRST = re.compile(r"^\W*(?:\*\*|__)(?:low|medium|moderate|high|critical)(?:\s*[–-]\s*(?:low|medium|moderate|high|critical))?(?: for [\w ]{1,20})?\W{0,2}(?:\*\*|__)", re.IGNORECASE)


def risk_rated(title: str, body: list[SyntaxTreeNode]) -> bool:
    """A risk assessment of the whole: "## 4. Deployment risk" ⏎ "**Low–Medium.** No production migration danger …" — its
    level first, then the findings it weighs, named elsewhere (not "### 3. Security risk" ⏎ "**High.** …", one finding)."""
    return bool(re.search(r"\b(?:deployment|release|rollout|migration|merge|overall|production|operational) risk(?: assessment| level)?\W*$", cues.plain(title), re.IGNORECASE)) and bool(body) and body[0].type == "paragraph" and _LEVEL_FIRST.match(_inline(body[0])) is not None


def priority_group(title: str, points: list[SyntaxTreeNode]) -> bool:
    """A heading whose level is a priority aside ("### Can Move to V1.1 (P2)") over points that each carry their own
    fields ("1. **SDK Documentation**" ⏎ "- Impact: Medium" ⏎ "- Resolution: …"): a group, its priority theirs."""
    return bool(re.search(r"\(p[0-3]\)\s*$", title, re.IGNORECASE)) and bool(points) and all(
        any(child.type == "bullet_list" for child in point.children) for point in points)


def rated_fields(lists: list[SyntaxTreeNode]) -> bool:
    """A heading's one list that rates what the heading names ("#### 1. Monsters File - SEVERELY INCOMPLETE" ⏎ "- **2024
    Count**: 5" ⏎ "- **Impact**: Critical …" ⏎ "- **Priority**: URGENT FIX REQUIRED"): one finding's fields, no group."""
    return len(lists) == 1 and any(lead_label(_own_text(point)) in ("impact", "priority", "severity") for point in lists[0].children)


# "— CHANGE REQUEST (load-bearing)" closing a heading, "**CHANGE REQUEST 2 (minor, OCP compliance):**" opening a paragraph
_CHANGE_ASKED = re.compile(r"\s[—–-]\s*(?:\*\*|__)?change requests?\b|^\W*(?:\*\*|__)change requests?\b", re.IGNORECASE)


def change_requested(title: str, body: list[SyntaxTreeNode]) -> bool:
    """A part of a verdict that asks for a change ("### SRP on `build_hir_database` … — CHANGE REQUEST (load-bearing)",
    or a part its verdict accepts that still holds "**CHANGE REQUEST 2 (minor, OCP compliance):** Mark …"): a finding,
    where the verdict's other parts ("… — ACCEPTABLE", "**No change request on the feature-flag question.**") are not."""
    return bool(_CHANGE_ASKED.search(title)) or any(n.type == "paragraph" and _CHANGE_ASKED.match(_inline(n)) for n in body)


_SHORT_FIELD = re.compile(r"\s*(?:\*\*|__)[^*_\n]{2,30}?[:：]?(?:\*\*|__)[:：]?\s+\S[^\n]{0,40}")  # "**Priority:** High"
_LAST_LABEL = re.compile(_PSEUDO.pattern.lstrip("^"))


def trailing_label(text: str) -> re.Match[str] | None:
    """A fix label alone on the last line of a paragraph of short fields — "**Priority:** High  " ⏎ "**Remediation:**" over
    its list — that label (as ``_PSEUDO`` matches it); None for any other paragraph ("**Test Coverage:**" under a status)."""
    lines = text.rstrip().split("\n")
    if len(lines) < 2 or not all(_SHORT_FIELD.fullmatch(line.rstrip()) for line in lines[:-1]):
        return None
    match = _LAST_LABEL.match(text, len(text.rstrip()) - len(lines[-1]))  # its start past 0: a label that ends the paragraph
    return match if match and FIXES_LABEL.fullmatch(match.group(2).strip().rstrip(":").strip()) else None


_SCORED_AREA = re.compile(r"[^\n]{2,60}?\s[—–-]\s*\d{1,2}(?:\.\d)?\s*/\s*10\b")  # "STABILITY — 8/10", "FUN / GAME FEEL — 7.5/10"


def scored_areas(title: str, body: list[SyntaxTreeNode]) -> bool:
    """"## Scores" over one heading per area it scores ("### STABILITY — 8/10" ⏎ its notes, praise beside gaps): an
    assessment by area, whose notes may be findings — not a table of numbers."""
    areas = [n for n in body if n.type == "heading" and _SCORED_AREA.match(cues.plain(_inline(n)))]
    return re.fullmatch(r"\W*(?:scores?|scoring|ratings?)\W*", cues.plain(title), re.IGNORECASE) is not None and len(areas) >= 2
