"""A reviewer's restatements folded into their first statement of the issue.

Reviews repeat themselves: an executive summary, a "Top 5 fixes" list, a fix table or closing questions that name
issues already raised. Such an item (``recap``, marked by the parser) folds into the reviewer's own fuller statement
of the same issue when they are alike — in words, or by that item's ID ("CRITICAL-1", "Gap 8", "#8") or file. A recap
item that matches nothing is an issue of its own, unless it is a general instruction ("Fix all critical issues").
A summary lists findings in their order: an entry that matches nothing, between two entries of its list that fold
into findings a and b, folds into the finding between a and b it is most like, whatever its words or tongue.
Suggestions after the concerns ("## Suggestions" after "## Concerns") fold one to one into the concerns before them,
most alike pairs first — not one that states its own problem and then its own "**Suggestion:**". A point handing
over to a finding further down ("siehe Befund unten", "see the finding below") folds into it. Two items outside
summaries fold only when the later one points back ("as noted above") or names the same thing in the same words
("Daily Quest System" in a ranked table, "### 1. Daily Quest System" below it): folding items merely alike cost
more real issues than it saved restatements at every threshold measured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xreview.core.model import ReviewItem
from xreview.core.recap_lists import TITLED, one_each, sibling_runs
from xreview.core.review_ids import apart, ids, lead_id, own_id, series_of
from xreview.core.similarity import CJK_RUN, Embedder, similarity_matrix
from xreview.core.text import token_set
from xreview.core.titles import cited_sections, claim_part

if TYPE_CHECKING:
    import numpy as np
else:
    from xreview.core.lazy import np  # numpy loads on first use, not with the command line


@dataclass(frozen=True)
class FoldTuning:
    """Thresholds on the similarity measure (measured on the real reviews in benchmarks/synthesis)."""

    recap: float = 0.30  # a one-line recap item at least this like an item folds into it
    recap_full: float = 0.45  # a recap item with a body of its own (a paragraph, code) needs this much
    back_reference: float = 0.25  # two items outside summaries fold when the later one points back and is this alike
    same_id: float = 0.5  # added when a recap item names the item's own ID
    same_code: float = 0.12  # added per shared file or code name (at most two)
    recap_clear: float = 0.20  # a recap item this like an item folds into it when that item leads all others by recap_lead
    recap_lead: float = 0.20
    sandwich: float = 0.10  # a summary entry between two that fold into findings a and b folds into one between them this alike
    paired: float = 0.30  # a suggestion after the concerns folds one to one into a concern at least this alike


FOLD = FoldTuning()

_CODE = re.compile(r"`([^`\n]{3,80})`|\b([\w.-]+/[\w./-]+|[\w-]+\.(?:md|py|ts|tsx|js|go|ya?ml|json|cfg|conf|toml|rs|java|sh|sql|txt))\b")
_BACK = re.compile(r"\b(as (?:noted|mentioned|discussed|described) (?:above|earlier|before)|as noted(?=\s*[.;)]|$)|as (?:noted|mentioned|described) in [A-Z]{2,8}-\d{1,3}\b|see (?:above|earlier)|"
                   r"already (?:noted|mentioned)|addressed (?:above|in|by)|covered (?:above|in|by)|subsumed (?:above|in|by|under)|now covered|reiterated (?:from|above)|"
                   r"(?:remains|is still) open(?=\s*(?:[.;:,)]|$|\s(?:from|since|as before|and|but)\b))|same (?:issue |problem |finding )?as (?:above|[\w-]+\.\w{1,6}\b|#\d))\b"  # "S3 (…) remains open":
                   # said in an earlier round; "Issue: Same as integer_field.js", a record that names the one it repeats
                   r"|\b(?:see|se|siehe|voir|ver|vedi|zie)\s+[A-Z]{1,3}-?\d{1,2}(?=\s*[.)])"  # "Se V4." — another finding, by its ID
                   r"|\bcome (?:già )?(?:descritto|detto|indicato|notato) (?:sopra|in precedenza|nella sezione)"  # Italian: "Come descritto nella sezione Identity"
                   r"|\(see [^)]{0,40}\b(?:above|earlier|before)\)|\bsee [\"“][^\"”\n]{2,40}[\"”][^.\n]{0,20}\babove\b", re.IGNORECASE)  # '(See "Orchestration Pattern" feedback above)'


_FIX_PART = re.compile(r"\n\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:suggested )?(?:fix|remediation)(?:\*\*|__)?\s*:", re.IGNORECASE)


# a point that hands over to a finding further down: "siehe Befund unten", "see the finding below", "See C1 below", "voir ci-dessous"
_FORWARD = re.compile(r"\b(?:see (?:the )?(?:finding|issue|item|point) below|see [A-Z]{1,3}-?\d{1,2} below|siehe (?:(?:den )?Befund )?unten|voir (?:le constat )?ci-dessous)\b", re.IGNORECASE)


# a suggestion's own fix, labeled after its claim: a finding with its fix, not the fix of a concern before it
_OWN_FIX = re.compile(r"(?:\*\*|__)(?:suggested fix|fix|suggestion|recommendation|remediation|proposed(?: fix| change)?)(?:\*\*|__)?\s*:", re.IGNORECASE)


def _points_back(text: str) -> bool:
    """The text refers to an earlier point of the review ("as noted above", "covered by #3") — not "Not covered
    by the tests", nor "already mentioned [PLAN.md:134]" or "already mentioned in contributions" (the document mentions
    it; "already noted in finding 2" is the review's), nor inside quoted wording — in its claim, not in its fix ("**Fix:** … (also addressed by
    CR-02's schema validation)": the fix is shared, the finding its own)."""
    text = _FIX_PART.split(text, maxsplit=1)[0]
    for match in _BACK.finditer(text):
        if re.search(r"\b(?:not|never|n't|nor)\s+$|\b(?:pass|round|iteration|cycle)[- ]?\w{0,3}(?:\s+[A-Z]{1,3}\d{1,3})?\s+$", text[max(0, match.start() - 24):match.start()], re.IGNORECASE):
            continue  # … or an earlier round's: "Pass-2b N1 already noted that …" points to that pass, not to this review
        if re.match(r"\s*(?:\[|in (?:the )?(?!(?:findings?|issues?|items?|points?|concerns?|sections? above|#)\b)\w)", text[match.end():], re.IGNORECASE):
            continue
        line = text[text.rfind("\n", 0, match.start()) + 1 : match.start()]
        if line.count('"') % 2 or line.count("“") > line.count("”") or re.match(r"[\s*_>-]*(?:severity|priority|impact|likelihood)\s*(?:\*\*|__)?\s*:", line, re.IGNORECASE):
            continue  # inside the wording it proposes ('Add a note: "… (see Installation above)."'), or "**Severity:** Low - Same as above": its rating's reason
        return True
    return False


_FENCE = re.compile(r"^\s*(```|~~~).*?^\s*\1", re.MULTILINE | re.DOTALL)


def _code(item: ReviewItem) -> set[str]:
    """The files and code names an item mentions outside its code blocks."""
    text = _FENCE.sub(" ", item.text or item.title)
    names = {(a or b).strip().lower() for a, b in _CODE.findall(text)}
    names |= {w.lower() for n in list(names) if "/" not in n and not re.search(r"\.(?:py|ts|tsx|js|go|rs|md|json|ya?ml|toml|sh)\b", n)
              for w in re.findall(r"\w*_\w+|\w*[a-z][A-Z]\w*", n.replace(".", " ")) if len(w) >= 6}  # "_pressed", not a file's stem
    if len("".join(CJK_RUN.findall(text))) * 2 > len(re.findall(r"[^\W\d_]", text)):  # Latin names in CJK prose: "Wikipedia 存在なし"
        names |= {w.lower() for w in re.findall(r"(?<![\w/.-])[A-Za-z][a-z]*[A-Z][A-Za-z]*|(?<![\w/.-])[A-Z][a-z]{3,}(?![\w/.-])", text)}
    return {n for n in names if len(n) >= 4 and "${" not in n and n.count(" ") <= 1}


_STATUS_TAIL = re.compile(r"\s*\((?:partial(?:ly)?\s+)?(?:fail(?:ed|ure|s)?|partial|pass(?:ed)?|warn(?:ing)?|error|skipped|blocked)\)\W*$", re.IGNORECASE)


def _name(title: str) -> frozenset[str]:
    """The words a title names its subject by — its Chinese, Japanese and Korean words too, as they stand; not the
    status it ends on ("CHECK 9 - Performance Metrics (PARTIAL FAILURE)" names the row "Performance Metrics")."""
    title = _STATUS_TAIL.sub("", title)
    return frozenset(w for w in token_set(title) if not w.isdigit()) | frozenset(CJK_RUN.findall(title))


def _siblings(a: set[str], b: set[str]) -> bool:
    """Two items opening on IDs of one series and not on one ID ("MINOR-CLARITY-001", "MINOR-CLARITY-002"): two findings."""
    return a.isdisjoint(b) and any(re.sub(r"\d+$", "", x) == re.sub(r"\d+$", "", y) for x in a for y in b)


def _same_name(a: frozenset[str], b: frozenset[str]) -> bool:
    """One reviewer naming one thing twice: "Daily Quest System" in a ranked table, then "### 1. Daily Quest System"."""
    if len(a) < 2 or len(b) < 2:
        return False  # "Achievements", "Observability": one word names too little
    small, large = (a, b) if len(a) <= len(b) else (b, a)
    return small <= large and len(small) / len(large) >= 0.6


def fold(items: list[ReviewItem], embed: Embedder | None = None, tuning: FoldTuning = FOLD) -> list[ReviewItem]:
    """``items`` of one review with restatements folded into the items they restate; order and indexes renewed."""
    if len(items) < 2:
        items = [item for item in items if item.role not in _CLOSING]  # a fix recorded for nothing read: nothing open
        for item in items:
            item.role = "issue"
        return items
    for item in items:
        if item.role == "issue" and _FORWARD.search(_FIX_PART.split(item.text or "", maxsplit=1)[0]):
            item.role = "recap"  # "… → **Teilweise behoben.** … — siehe Befund unten": the finding below, announced
    series = series_of(items)  # "K1 …", "K2 …": the review's own IDs, whatever their letter
    own = [own_id(item, series) for item in items]  # the ID each item opens on, and the IDs it names
    refs = [ids(item.text or item.title, series) for item in items]
    _lists_of_ids(items, own, refs, series)
    _numbered(items, own, refs)
    score = _scores(items, own, refs, embed, tuning)
    for a, b in [(a, b) for a in range(len(items)) for b in range(len(items)) if apart(own[a], own[b], refs[a], series)]:
        score[a, b] = 0.0  # "| D3 | … |" after "### F4 …": each opens on its own series' ID and names not the other's
    into, primary = _recaps(items, score, tuning)
    _paired(items, score, into, primary, tuning)
    _sandwiched(items, score, into, primary, tuning)
    names = [_name(item.title) for item in items]
    for position, later in enumerate(primary):
        if later in into:
            continue
        pointing = _points_back(claim_part(items[later].text or ""))  # in its claim ("Se V4."), not its trigger's last word
        alike = [earlier for earlier in primary[:position] if earlier not in into and (
            (pointing and score[later, earlier] >= tuning.back_reference) or (_same_name(names[later], names[earlier]) and not _siblings(own[later], own[earlier])))]
        if alike:  # the earlier item it is most like ("Se V4." names V4, not the finding before it)
            into[later] = max(alike, key=lambda earlier: float(score[later, earlier]))
    kept: list[ReviewItem] = []
    closed: set[int] = set()
    for k, item in enumerate(items):
        target = into.get(k)
        while target is not None and target >= 0 and target in into:
            target = into[target]
        if target is None:
            kept.append(item)
            continue
        if target >= 0 and item.role in _CLOSING:
            closed.add(target)
        elif target >= 0:
            host = items[target]
            host.restated.append(item.text or item.title)
            if host.severity is None and item.severity is not None:
                host.severity = item.severity
    kept = [item for item in kept if not any(item is items[k] for k in closed)]
    for index, item in enumerate(kept):
        item.index = index
        item.role = "issue"
    return kept


def _scores(items: list[ReviewItem], own: list[set[str]], refs: list[set[str]], embed: Embedder | None,
            tuning: FoldTuning) -> np.ndarray:
    """How much each item restates each other: similarity, plus a shared issue id or cited section, or the same code spans."""
    matrix = np.array(similarity_matrix(items, embed, locations=False), dtype=np.float32)
    code, cited = [_code(item) for item in items], [cited_sections(item.title) for item in items]  # "(3.7 섹션)" as "(3.7 …)"
    n, score = len(items), matrix.copy()
    for a in range(n):
        for b in range(n):
            if a == b:
                continue
            if (own[b] and own[b] & refs[a]) or cited[a] & cited[b]:
                score[a, b] += tuning.same_id
            shared = len(code[a] & code[b])
            if shared:
                score[a, b] += tuning.same_code * min(shared, 2)
    return score


# the roles of items that may restate another: a summary's entry, a verdict's echo, a whole finding after the
# review's overview of them (Sourcery's comments after its overall comments), which folds only when plainly alike
_CLOSING = ("closing", "closed")  # a record of a fix made, closing what it folds into; "closed" ("— CLOSED"): only a finding before it
_FOLDING = ("recap", "echo", "restating", *_CLOSING)


def _paired(items: list[ReviewItem], score: np.ndarray, into: dict[int, int], primary: list[int], tuning: FoldTuning) -> None:
    """A section of suggestions after the concerns gives each concern's fix, in other words, or a new finding. A run of
    suggestions answers the concerns since the run before it in their order, so an order-keeping alignment pairs them
    first (the most alike in total, each pair alike enough); then each suggestion left folds into the concern before
    it most like it, one to one, most alike pairs first, when alike enough (two suggestions never fold into one
    concern: the second is a finding of its own)."""
    letters = {lead[0] for p in primary if items[p].role not in (*_FOLDING, "paired") and (lead := lead_id(items[p]))}
    for k in primary:
        if items[k].role == "paired" and _OWN_FIX.search((items[k].text or "")[20:]):
            items[k].role = "issue"  # "- **`common.rs:1-8` — helpers are duplicated.** … **Suggestion:** Move …": its own claim and fix
        elif items[k].role == "paired" and letters and (lead := lead_id(items[k])) is not None and lead[0] not in letters:
            items[k].role = "issue"  # "- **S8. Tests don't cover …**" after "### C1." … "### C5.": a series of its own, not their fixes
    folded: set[int] = set()
    start = 0
    for run in _runs([k for k in primary if items[k].role == "paired"]):
        concerns = [p for p in primary if start <= p < run[0] and items[p].role not in (*_FOLDING, "paired")]
        for k, p in _aligned(run, concerns, score, tuning.paired):
            into[k] = p
            primary.remove(k)
            folded.add(p)
        start = run[-1] + 1
    suggestions = [k for k in primary if items[k].role == "paired"]
    concerns = [p for p in primary if items[p].role not in (*_FOLDING, "paired")]
    pairs = sorted(((float(score[k, p]), k, p) for k in suggestions for p in concerns if p < k), reverse=True)
    for value, k, p in pairs:
        if value < tuning.paired:
            break
        if k not in into and p not in folded:
            into[k] = p
            primary.remove(k)
            folded.add(p)


def _runs(indexes: list[int]) -> list[list[int]]:
    """``indexes`` (ascending) cut into runs of consecutive numbers."""
    runs: list[list[int]] = []
    for k in indexes:
        if runs and k == runs[-1][-1] + 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    return runs


def _aligned(run: list[int], concerns: list[int], score: np.ndarray, floor: float) -> list[tuple[int, int]]:
    """The pairs (suggestion, concern) of the order-keeping alignment with the most similarity above ``floor``."""
    m, n = len(run), len(concerns)
    best = np.zeros((m + 1, n + 1))
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            gain = float(score[run[i], concerns[j]]) - floor
            best[i, j] = max(best[i + 1, j], best[i, j + 1], gain + best[i + 1, j + 1] if gain > 0 else 0.0)
    pairs, i, j = [], 0, 0
    while i < m and j < n:
        gain = float(score[run[i], concerns[j]]) - floor
        if gain > 0 and best[i, j] == gain + best[i + 1, j + 1]:
            pairs.append((run[i], concerns[j]))
            i, j = i + 1, j + 1
        elif best[i, j] == best[i + 1, j]:
            i += 1
        else:
            j += 1
    return pairs


def _recaps(items: list[ReviewItem], score: np.ndarray, tuning: FoldTuning) -> tuple[dict[int, int], list[int]]:
    """Where each recap or echo goes ({item: the item it restates, or -1 when it says nothing new}), and the
    items that stand as issues."""
    n = len(items)
    into: dict[int, int] = {}
    primary = [k for k in range(n) if items[k].role not in _FOLDING]
    pending: list[int] = []  # echoes that restate nothing (yet): kept only if a later summary names them again
    siblings = sibling_runs(items)
    for k in range(n):
        if items[k].role not in _FOLDING:
            continue
        candidates = [p for p in primary + pending if p != k and (p < k or items[k].role != "closed")]
        best = max(candidates, key=lambda p: score[k, p], default=None)
        if best is not None and siblings[best] == siblings[k] and items[k].role == "recap" and TITLED.match(items[k].text) and TITLED.match(items[best].text):
            primary.append(k)  # most like a point of its own list: a point of its own
            continue
        full = len(items[k].description) > 150 or "```" in (items[k].text or "") or items[k].role == "restating"
        closing = items[k].role in _CLOSING  # closes what it folds into: only on plain likeness, never on a word pointing back
        bar = tuning.back_reference if _points_back(items[k].text or "") and not closing else tuning.recap_full if full else tuning.recap
        if best is not None and score[k, best] < bar and score[k, best] >= tuning.recap_clear and items[k].role != "restating" and not closing:
            second = max((score[k, p] for p in candidates if p != best), default=0.0)
            if score[k, best] - second >= tuning.recap_lead and not one_each(items, into, score, k, best, siblings):
                bar = tuning.recap_clear  # plainly the one item it names again, far ahead of any other
        if best is not None and score[k, best] >= bar:
            into[k] = best
            if best in pending:
                pending.remove(best)
                primary.append(best)
        elif items[k].role == "echo":
            pending.append(k)
        elif items[k].role in _CLOSING:
            into[k] = -1  # a fix recorded for no finding read: no finding either
        else:
            primary.append(k)  # an issue raised only in a summary is still an issue
    for k in pending:
        into[k] = -1  # a verdict's echo of the findings that nothing else names
    return into, primary


def _sandwiched(items: list[ReviewItem], score: np.ndarray, into: dict[int, int], primary: list[int], tuning: FoldTuning) -> None:
    """A summary list restates findings in their order: an entry that matched nothing, between two entries that fold
    into findings a and b (a before b), folds into the finding between them it is most like, when one is close enough;
    the first entries of a summary after the findings, before the first that folds into b, fold into the findings up to
    b when one is plainly alike ("1. **Security hardening first**" ⏎ "2. **Access control**" ⏎ "3. **Webhook …**" → SSRF)."""
    for k in [k for k in primary if items[k].role == "recap"]:
        before = _neighbour(items, into, range(k - 1, -1, -1))
        after = _neighbour(items, into, range(k + 1, len(items)))
        floor = tuning.sandwich
        near = _neighbour(items, into, range(k + 1, min(k + 3, len(items))))  # b folded into by one of the next two entries
        if before is None and near is not None and near < k:  # no entry before it folds: it is among the first
            before, after, floor = near - 6, near, tuning.recap  # the first entries of the summary: the findings up to b
        if before is None or after is None or not before < after <= before + 6:
            continue
        between = [p for p in primary if before < p < after and p not in into and items[p].role != "recap"]
        best = max(between, key=lambda p: score[k, p], default=None)
        if best is not None and score[k, best] >= floor:
            into[k] = best
            primary.remove(k)


def _neighbour(items: list[ReviewItem], into: dict[int, int], indexes: range) -> int | None:
    """The finding the nearest entry of the same summary list (``indexes`` walks away from an entry) folds into."""
    for j in indexes:
        if items[j].role != "recap":
            return None
        if into.get(j, -1) >= 0:
            return into[j]
    return None


# a task that says which findings it closes: "— C-1・H-1・H-5 を一括解消", "— M-4解消", "(resolves H-2, H-3)"
_RESOLVES = re.compile(r"(?:[A-Z]{1,3}-\d{1,3}\s*(?:[・,、/&+]|and)\s*)*[A-Z]{1,3}-\d{1,3}\s*(?:を一括|を)?(?:解消|解決)"
                       r"|\b(?:resolves|fixes|closes|addresses)\s+(?:[A-Z]{1,3}-\d{1,3}(?:\s*(?:,|and)\s*)?)+")


def _lists_of_ids(items: list[ReviewItem], own: list[set[str]], refs: list[set[str]], series: frozenset[str]) -> None:
    """An item that opens naming two or more earlier findings by their IDs, none its own ("**B1** (write-validate), **H1**
    (title guard), **H3** …"), or one after "Caveats:", lists them again: a summary's entry, whatever section it sits in."""
    seen: set[str] = set()
    rows: set[str] = set()  # the IDs table rows opened on: "| I-1 | `priceChangeLog` table … omitted | 68 | Medium |"
    for item, opened, named in zip(items, own, refs, strict=True):
        head = re.sub(r"^[\s*_>#-]+", "", (item.text or item.title).split("\n", 1)[0])
        if item.role == "issue" and len(opened) == 1 and opened <= rows and (item.text or "").lstrip().startswith("#"):
            item.role = "recap"  # "### I-1: priceChangeLog Audit Table Omitted" under that table: the row explained again
        rows |= opened if len(opened) == 1 and (item.text or "").lstrip().startswith("|") else set()
        label = re.match(r"(?:caveats?|see(?: also)?|cf\.?|related|refs?)\s*:\s*", head, re.I)  # "Caveats: K4 (posture), and …"
        opens = ids(head[label.end() if label else 0:][:6], series) & seen  # "**B1** (…)", not its own tag ("**[CONCERN Q11]** S1 …")
        if item.role == "issue" and opens and ((len(opened) != 1 and len(named & seen) >= 2 and opened <= seen) or label):
            item.role = "recap"
        elif item.role == "issue" and (cites := _RESOLVES.search(item.text or "")) and opened <= ids(cites.group(0)) <= seen:
            item.role = "recap"  # "**Deploy the branch** — C-2・C-3・H-2 を一括解消": a task that closes earlier findings, named by ID
        seen |= opened if len(opened) == 1 else set()


_HEADING_NUMBER = re.compile(r"#{1,6}\s+(\d{1,2})[.)]\s")  # "## 3. The `auth.secret` is never checked — MEDIUM"
_HASH_HEAD = re.compile(r"#{1,6}\s+#(\d{1,3})[:：]\s|#{1,6}\s[^\n]*\((?:test|case|row|teste|caso)\s*#(\d{1,3})\)[ \t]*(?:\n|$)", re.I)  # "### #1: …", "#### 1. … (Test #7)"
_NUMBER_FIRST = re.compile(r"(?:\d{1,2}[.)]\s+)?[*_]*#(\d{1,2})\b(?!\s*[-–]\s*#)|\|\s*(\d{1,2})\s*\|")  # "1. #3 (auth.secret check) — 5 min", not "#5-#12"; "| 7 | Line 157 |"


def _numbered(items: list[ReviewItem], own: list[set[str]], refs: list[set[str]]) -> None:
    """Findings headed by their numbers ("## 1. CSRF …", "## 2. …", three or more, no number twice) are the "#1", "#2"
    a summary's entry opens on ("3. #1 (CSRF guard) — 15 min"): each heading's number is its ID. So is a table row's
    "#" cell, and a heading opening on one ("### #1: cleanupAndExit 竞态") after the table explains that row again."""
    rows = {k: "#" + str(int(m.group(1))) for k, item in enumerate(items) if (m := re.match(r"\(#(\d{1,3})\)", item.description or ""))}
    for k, item in enumerate(items):
        if item.role == "issue" and (m := _HASH_HEAD.match(item.text or "")) and (ref := "#" + str(int(m.group(1) or m.group(2)))) in [rows[j] for j in rows if j < k]:
            item.role = "recap"
            refs[k].add(ref)
    for k, number in rows.items():
        own[k].add(number)
    heads = {k: match.group(1) for k, item in enumerate(items)
             if item.role not in _FOLDING and (match := _HEADING_NUMBER.match(item.text or ""))}
    if len(heads) < 3 or len(set(heads.values())) < len(heads):
        return
    for k, number in heads.items():
        own[k].add("#" + str(int(number)))
    for k, item in enumerate(items):
        if item.role in _FOLDING and (match := _NUMBER_FIRST.match((item.text or item.title).strip())):
            refs[k].add("#" + str(int(match.group(1) or match.group(2))))
