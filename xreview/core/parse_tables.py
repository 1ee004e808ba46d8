"""The parser's tables: a table of findings read a row an item — its title, severity, complexity, location and fix
columns found by their headers, in English and the other languages reviews arrive in (see ``parse``) — and the lists of
a verdict written in YAML ("blockers:", "debts:", "notes:")."""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues, hunks, review_ids, tongues
from xreview.core.cues import Kind
from xreview.core.model import Complexity, Location, ReviewItem, Severity
from xreview.core.parse_text import _Ctx, _inline, _ParserBase
from xreview.core.tags import COMPLEXITY_WORDS, SEVERITY_WORDS, read_location
from xreview.core.text import place_key
from xreview.core.titles import clean_title

_EXPLAINED = ("description", "details", "detail", "explanation", "rationale", "why", "impact", "影响", "opis")  # a finding's description column
_FAILED_CELL = re.compile(r"❌|✗|✘|\b(?:missing|fail(?:ed|s)?|not (?:met|implemented|done)|absent|no(?: ui)?)\b|乖離|不一致|未対応|不適合|未実装",
                          re.IGNORECASE)  # a requirement not met ("⚠️ 軽微な乖離": a deviation, in Japanese)
_CLOSED_CELL = re.compile(r"^\W*(?:(?:resolved|fixed|closed|done|mitigated|implemented|accepted|umgesetzt|behoben|erledigt|対応済み?|対応不要|修正済み?|解決済み?|完了|已修复|"
                          r"已解决)(?:\s*\([^()\n]{1,60}\))?(?:\W*$|\W*[:—–]\s|(?: and \w+)? in\s)|kein änderungsbedarf\b|no change (?:needed|required)\b)", re.IGNORECASE)  # a status column's closed risk, or what was done; "Accepted (needed for base64)"
_RESOLUTION = ("resolution", "resolución", "resolução", "résolution", "resultado", "résultat", "outcome")  # what was done about a finding
_OPEN_RESULT = re.compile(r"\b(?:pending|pendiente|pendente|en attente|not (?:yet )?(?:applied|fixed|done|resolved)|unresolved|sin (?:aplicar|resolver)|"
                          r"prepared|preparad[oa]s?|préparée?s?|por hacer|à faire|todo|open|abiert[oa]|em aberto|confirmed|confirmad[oa]|still|partially|parcialmente)\b",
                          re.IGNORECASE)  # a resolution that leaves the finding open
_API_METHOD = re.compile(r"^\W*(?:http\s+)?(?:method|methode|méthode|método|verb)\W*$")  # an API's endpoint table, by its headers
_API_PATH = re.compile(r"^\W*(?:path|pfad|chemin|ruta|route|endpoint|url|uri)\W*$")
# a decision cell that sets the row's finding aside: "**demoted** (out of scope)", "却下", "降格" (a reconciliation table)
_DECLINED = re.compile(r"^\W*(?:demoted|rejected|declined|dismissed|won'?t fix|deferred|降格|却下|不採用|見送り)", re.IGNORECASE)


_NAMES_FINDINGS = re.compile(r"issue|finding|problem|vulnerab|risk|concern|gap", re.IGNORECASE)  # a header that names findings


def _no_findings_table(header: list[str]) -> bool:
    """A SWOT grid, a scorecard, a tally by level ("| Severity | Count | Action Required |"), a manifest of the files a
    change touched ("| Action | Path | Notes |" ⏎ "| create | `src/form.mjs` | … |"), or a guide's endpoint
    reference ("| Method | Path | Description |" ⏎ "| `POST` | `/resources` | Create a resource |") — not a table of
    endpoints with their issues ("| Method | Endpoint | Issue | Severity |")."""
    named = any(_NAMES_FINDINGS.search(h) for h in header)
    if any(re.search(r"\bstrengths?\b|^\W*(?:count|指摘数|件数|数量)\W*$", h) or (re.search(r"\bscore\b", h) and not any(re.search(r"pass/fail|\bverdict\b", k) for k in header)) or (not named and re.search(r"\brating\b", h)) for h in header):
        return True  # … "| ID | Finding | Claude Rating | Codex Rating |": ratings of findings are their levels; not "| Actual Score | Pass/Fail |": a check
    spec = any(re.fullmatch(r"\W*(?:ac|acceptance criteri(?:on|a)|req(?:uirement)?s?(?: id)?)\W*", h) for h in header)  # "| AC | Description |"
    spec = spec or (any(re.fullmatch(r"\W*(?:action|change|operation)\W*", h) for h in header)  # a manifest: "| Action | Path | Notes |"
                    and any(re.fullmatch(r"\W*(?:path|file|file ?name)\W*", h) for h in header))
    return ((spec or (any(_API_METHOD.match(h) for h in header) and any(_API_PATH.match(h) for h in header)))
            and not named and not any(re.search(r"severity|priority|status|\bmet\b|result|verdict|covered|coverage", h) for h in header))


# a table that corrects an assessment it was given, row by row ("| 你的评估项 | 修正/补充说明 |", "| Your assessment |
# Correction |"): its correction column holds the findings
_ASSESSED = re.compile(r"评估|评价|評価|assessment|claim|évaluation|bewertung|evaluación|avaliação", re.IGNORECASE)
_CORRECTS = re.compile(r"修正|补充|更正|訂正|correction|corrección|correção|korrektur", re.IGNORECASE)
_CORRECTION_LABEL = re.compile(r"^\s*(?:\*\*|__)[^*_\n]{1,12}(?:\*\*|__)\s*[:：]\s*|^\s*(?:\*\*|__)[^*_\n]{1,12}[:：]\s*(?:\*\*|__)\s*")  # "**补充**："


def _correction_column(header: list[str]) -> int | None:
    """The correction column of a table that corrects an assessment, row by row."""
    if len(header) != 2 or not _ASSESSED.search(header[0]) or not _CORRECTS.search(header[1]):
        return None
    return 1


class _TableReader(_ParserBase):
    """Reads a table of findings into items."""

    def _findings_stated(self) -> bool:
        """A finding read above: a summary, a verdict block or a table after it restates."""
        return any(item.role == "issue" for item in self.items)

    def _findings_table(self, body: list[SyntaxTreeNode]) -> bool:
        """A heading's body that is one table whose header names findings ("| ID | Finding | Severity |"): its rows are
        the findings, the heading their group."""
        blocks = [n for n in body if n.type != "hr"]
        if len(blocks) != 1 or blocks[0].type != "table" or not (head := [c for c in blocks[0].children if c.type == "thead"]):
            return False
        return any(_NAMES_FINDINGS.search(_inline(cell)) for cell in head[0].children[0].children)

    def _table(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        head = [c for c in node.children if c.type == "thead"]
        rows_parent = [c for c in node.children if c.type == "tbody"]
        if not head or not rows_parent:
            return
        header = [_inline(cell).lower() for cell in head[0].children[0].children]
        ctx, pending = self._skipped_table(header, ctx) if ctx.kind is Kind.SKIP else (ctx, None)
        if ctx.kind is Kind.SKIP:
            return
        if _no_findings_table(header):
            return
        ids = {i for i, h in enumerate(header) if re.search(r"\bid\b|#|\bno\b|\bref\b", h)}
        title_col, sev_col = self._title_column(header, rows_parent[0], ids, ctx)
        corrected = title_col is None and (title_col := _correction_column(header)) is not None
        title_col, failing = _unmet(header, title_col)  # "| Requirement | Status | Notes |": the requirements not met are findings
        if title_col is None:
            return
        desc_col = _column(header, _EXPLAINED + (("notes", "concern") if failing is not None else ()), exclude=title_col)
        cx_col = _column(header, ("complexity", "effort"))
        loc_col, aspect_col = _column(header, ("location", "section", "where", "line", "file")), _column(header, _ASPECTS, exclude=title_col)
        fix_col = _column(header, ("suggestion", "recommendation", "fix", "remediation"), exclude=title_col)
        advice = {_column(header, ("suggestion", "recommendation", "fix", "remediation", "建议"), exclude=title_col)}  # says what is right
        id_col = _column(header, ("#", "id", "no", "ref"))
        status_col, done_col = _state_columns(header, title_col, failing)
        lenient = failing is not None and _lenient([cells[failing] for row in rows_parent[0].children if len(cells := [_inline(c) for c in row.children]) > failing])
        self.shape = "table" if self.shape == "markdown" else self.shape
        for row in rows_parent[0].children:
            cells = [_inline(cell) for cell in row.children]
            if corrected and title_col < len(cells):  # "| ① MQTT 采集 ✅ | **补充**：… 但未做指标聚合 |": the assessment's
                cells[title_col] = _CORRECTION_LABEL.sub("", cells[title_col])  # mark is not the row's, its label no title
            judged = cells[title_col] if corrected and title_col < len(cells) else " ".join(c for k, c in enumerate(cells) if k not in ids | advice)
            if _resolved(cells, done_col) and loc_col is not None and loc_col < len(cells) and re.search(r"\w\.\w{1,6}:\d", cells[loc_col]):
                self.done.add(place_key(cells[loc_col]))  # "| [x] | P1 | webhook.py:649-674 |": its section below is closed too
            if title_col >= len(cells) or not cells[title_col].strip() or (cues.is_praise(judged) and failing is None) \
                    or _set_aside(cells, title_col, sev_col, status_col) or _resolved(cells, done_col) or (pending is not None and not (pending < len(cells) and _PENDING.search(cells[pending]))) or (failing is not None and not _fails(cells[failing], lenient, partly=not ctx.recap)):
                continue
            severity = _severity_cell(cells, sev_col)
            complexity = _word(cells, cx_col, COMPLEXITY_WORDS)
            description = cells[desc_col] if desc_col is not None and desc_col < len(cells) else ""
            if fix_col is not None and fix_col < len(cells) and cells[fix_col]:
                description = (description + "\nSuggestion: " + cells[fix_col]).strip()
            location = _row_location(cells, loc_col)
            start, end = self._range(row)
            title = clean_title(cells[title_col])
            bold = _titled_cell(cells[title_col])
            if (bold and bold[1].strip() and cues.is_praise(bold[0]) and not cues.problem_score(bold[0])) or not re.search(r"[^\W\d_]{2}", title):
                continue  # "| **Info** | **ADRs respected.** Caption job …": a check the spec passes; "| T0.2 | 0 | 0 |": a count
            if bold and bold[1].strip():  # "**Title** — a long explanation" in one cell, or "Title — explanation"
                title = clean_title(bold[0])
                description = (bold[1].strip() + ("\n" + description if description else "")).strip()
            if id_col is not None and id_col < len(cells) and re.fullmatch(r"\W*[\w.-]{1,12}\W*", cells[id_col] or ""):
                title_ref = re.sub(r"[*_`]", "", cells[id_col]).strip()
                description = (f"(#{title_ref}) " + description).strip()
            self._push(ctx, ReviewItem(title=_aspect(cells, aspect_col, title), text=self.text[start - self.base : end - self.base].strip(),
                                         description=description, severity=severity or ctx.severity, complexity=complexity,
                                         location=location, span=(start, end)))

    def _skipped_table(self, header: list[str], ctx: _Ctx) -> tuple[_Ctx, int | None]:
        """What a table in a skipped section holds: nothing (``ctx`` again), unless it is a risk register, a table of
        findings noted with the rationale of each (and that column), or a status table read before any finding."""
        if _register(header, ctx.title):
            return _Ctx(Kind.RECAP, title=ctx.title, recap=True), None  # a risk assessment's register: its risks restate findings or add one
        if (pending := _column(header, ("rationale", "reason", "why"))) is not None and _column(header, ("finding", "issue")) is not None:
            return _Ctx(Kind.CONTAINER, title=ctx.title), pending  # "### Findings Noted (No Fix Needed)": a row its rationale leaves to a decision stays open
        if not self.items and _unmet(header, None)[1] is not None:
            return _Ctx(Kind.TOPIC, title=ctx.title), None  # an overview's status table before any finding: its failing checks, stated first
        return ctx, None

    def _title_column(self, header: list[str], body: SyntaxTreeNode, ids: set[int], ctx: _Ctx) -> tuple[int | None, int | None]:
        """A findings table's title column and its severity column, found by their headers — or, a column of levels
        found, by the wordiest column beside it; under findings, by the column beside the levels or the ids."""
        title_col = _column(header, ("issue", "title", "finding", "problem", "what is wrong", "what's wrong", "concern", "gap", "weakness", "vulnerability", "risk",
                                     "topic", "description", "summary", "recommendation", "action", "fix", "feature", "improvement",
                                     "change", "proposal", "idea", *tongues.TITLE_COLUMNS), skip=ids)
        sev_col = _column(header, ("severity", "priority", "impact level", "pri", *tongues.SEVERITY_COLUMNS))
        if sev_col is None and (sev_col := _level_column(body, header)) is not None and title_col is None:
            title_col = _wordiest(body, len(header), ids | {sev_col})  # "| | Finding |" over "| HIGH | … |": a column of levels
        if title_col is None and sev_col is not None and ctx.kind in (Kind.CONTAINER, Kind.SEVERITY):  # "| # | Arquivo | Prioridade |"
            title_col = next((i for i in range(len(header)) if i not in ids and i != sev_col), None)  # under "Melhorias"
        if title_col is None and ids and ctx.kind in (Kind.CONTAINER, Kind.SEVERITY):  # "| # | Forbedring | Hvor |" under findings:
            title_col = _wordiest(body, len(header), ids)  # its column of sentences, whatever its header's tongue
        if title_col is None and (status := _column(header, ("status",))) is not None and _fix_states(body, status):  # what became of
            title_col = _wordiest(body, len(header), ids | {status}) if ids else _column(header, ("item",), skip={status})  # earlier
        return title_col, sev_col  # findings: "| # | Issue ID | Status | Notes |", the notes; "| Item | Status | Evidence |", the item

    def _yaml_lists(self, content: str, base: int, ctx: _Ctx) -> None:
        """The lists of a verdict in YAML, each named by its key: "blockers:" holds findings, "notes:" holds them only
        where a note raises a problem, "strengths:" none."""
        inside: _Ctx | None = None
        position, lines, until = 0, content.split("\n"), -1
        restating = self._findings_stated() and not _under_new_findings(self.text[: base - self.base])  # findings above: the block restates them
        for number, line in enumerate(lines):
            if number < until:
                pass  # a line of the mapping read as one entry just above
            elif inside is not None and (mapping := _yaml_mapping(lines, number)):  # "- plan: "04"" ⏎ "  description: …"
                title, until = mapping
                if title:
                    inner = _Ctx(inside.kind, inside.severity, inside.title, inside.recap or restating)
                    body = "\n".join(lines[number:until])
                    self._add(title, body, body, inner, (base + position, base + position + len(body)), whole_title=True)
            elif key := _YAML_KEY.match(line):
                kind, severity = cues.section_kind(key.group(1).replace("_", " "))
                inside = None if kind is Kind.SKIP else _Ctx(kind, severity or ctx.severity, ctx.title, ctx.recap)
            elif (entry := _YAML_ENTRY.match(line)) and inside is not None and (
                    inside.kind in (Kind.CONTAINER, Kind.SEVERITY) or (cues.is_issue_like(entry.group(1))
                                                                      and not re.match(r"[\w-]+:\s", entry.group(1)))):  # "- name: Check …": a setting
                self._add(entry.group(1), "", line.strip(), inside, (base + position, base + position + len(line)))
            elif line.strip() and not line.startswith((" ", "\t")):
                inside = None  # "verdict: REQUEST-CHANGES": a scalar, no list
            position += len(line) + 1


_YAML_KEY = re.compile(r"^([A-Za-z_][\w -]{0,40}):\s*$")
_YAML_ENTRY = re.compile(r"^\s+-\s+(\S.*)$")
_YAML_PAIR = re.compile(r"^(\s*)(?:-\s+)?([A-Za-z_][\w-]{0,30}):\s*(.*)$")
_YAML_SAYS = ("description", "title", "issue", "finding", "problem", "summary", "message")


def _under_new_findings(before: str) -> bool:
    """The last heading of ``before`` (not a "# comment" in its code) opens new findings: "## 2. New findings"."""
    heads = re.findall(r"(?m)^#{1,6}[ \t]+(.+)$", hunks.CODE_FENCE.sub("", before))
    return bool(heads) and review_ids.NEW_FINDINGS.match(cues.plain(heads[-1])) is not None


def _yaml_mapping(lines: list[str], number: int) -> tuple[str, int] | None:
    """An entry of a list of mappings ("  - plan: null" ⏎ "    dimension: …" ⏎ "    description: "…""), one finding:
    its title is what its description (or title, issue, …) key says, its nested lists ("missing_files:") are its
    fields; and the line where it ends."""
    first = _YAML_PAIR.match(lines[number])
    if first is None or not lines[number].lstrip().startswith("- "):
        return None
    dash = len(first.group(1))
    end = number + 1
    while end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > dash):
        end += 1
    pairs = [m for at, ln in enumerate(lines[number:end])
             if (m := _YAML_PAIR.match(ln)) and (at == 0 or not ln.lstrip().startswith("- ")) and len(m.group(1)) <= dash + 4]
    if len(pairs) < 2:
        return None
    values = {m.group(2).lower(): m.group(3).strip().strip("\"'") for m in pairs}
    title = next((values[key] for key in _YAML_SAYS if values.get(key)), "")
    return title, end


# the column naming the aspect a row's finding is about ("| Aspect | Problème | Impact |" over "| **Sync mechanism** | Pas de …")
_ASPECTS = ("aspect", "aspecto", "aspetto", "area", "área", "domaine", "bereich", "component", "composant", "componente")


def _aspect(cells: list[str], col: int | None, title: str) -> str:
    """A row's title after the aspect it is about ("Sync mechanism: Pas de stratégie real-time sync"), when it names one
    the title does not already."""
    aspect = clean_title(cells[col]) if col is not None and col < len(cells) else ""
    if not aspect or len(aspect) > 60 or aspect.lower() in title.lower():
        return title
    return f"{aspect}: {title}"


def _set_aside(cells: list[str], title_col: int, sev_col: int | None, status_col: int | None) -> bool:
    """A row whose finding does not stand: declined ("**demoted** (out of scope)"), closed ("| Schema migration drift |
    Medium | … | Resolved |"), kept on purpose ("LOW (by design)"), rated no risk at all ("| … | None | a fix |") or a
    check that passed ("| R1 Devil PM | D1 ROI | PASS | Cost M, gain 4/5 |", an acceptance criterion "| Met |")."""
    def cell(col: int | None) -> str:
        return cells[col] if col is not None and col < len(cells) else ""
    return (any(_DECLINED.match(text) for k, text in enumerate(cells) if k != title_col) or bool(_CLOSED_CELL.match(cell(status_col)))
            or any(re.search(r"\((?:by|per|por|par) design\b", text, re.IGNORECASE) for text in cells) or bool(re.fullmatch(r"\s*(?:\W*(?:none|n/?a)\W*|[—–-])\s*", cell(sev_col), re.IGNORECASE))
            or any(re.fullmatch(r"\W*(?:(?i:pass(?:ed)?|ok|met)|ACCEPT)\W*", text) or re.search(r"(?<!not )\bacceptable\W*$|^\W*appropriate\b(?![^.]{0,60}\b(?:but|however|except)\b)", text, re.IGNORECASE)
                   for k, text in enumerate(cells) if k != title_col))  # "| D1 ROI | PASS |", "| Met |", a lens's "| ACCEPT |", "| … | nice-to-have, acceptable |", "| … | Appropriate for robustness |"


def _state_columns(header: list[str], title_col: int, failing: int | None) -> tuple[int | None, int | None]:
    """The columns that say whether a row still stands: its status ("Resolved", "対応済み") and, outside a compliance
    table, what was done about it ("Corregido y cubierto con regresión")."""
    status = _column(header, ("status", "state", "disposition", "対応状況", "ステータス", "状态", "статус"))
    done = next((k for k, h in enumerate(header) if k != title_col and re.fullmatch(r"\W*(?:done|fixed)\W*", h)), None)  # "| Done |" ⏎ "| [x] |"
    return status, ((_column(header, _RESOLUTION, exclude=title_col) if done is None else done) if failing is None else None)


def _resolved(cells: list[str], done_col: int | None) -> bool:
    """A row whose resolution column says what was done about it ("| … | Corregido y cubierto con regresión |"), by an
    agent that fixed what it found — unless it says the fix is only prepared or pending ("sin aplicar", "pending")."""
    if done_col is None or done_col >= len(cells) or not cells[done_col].strip():
        return False
    return not _OPEN_RESULT.search(cells[done_col]) and not re.fullmatch(r"\W*(?:\[\s\]|☐|❌|no)\W*", cells[done_col], re.IGNORECASE)  # "[ ]": not done


_PASSED_CELL = re.compile(r"^\W*?(?:✅|✔|☑)|^\W*(?:works?|working|ok|pass(?:ed|es|ing)?|met|yes|done|complete[d]?|sound|healthy|n/a|not applicable)(?![\w/])",
                          re.IGNORECASE)  # "N/A (Landing page)": a check that does not apply, not one that fails


_FIX_STATE = re.compile(r"\b(?:fixed|resolved|addressed|closed|open|partial(?:ly)?|pending|regressed|not fixed|unresolved)\b", re.IGNORECASE)


def _fix_states(body: SyntaxTreeNode, col: int) -> bool:
    """A status column saying, row by row, what became of earlier findings ("✅ Fixed", "⚠️ Partially Fixed", "Open")."""
    cells = [cells[col] for row in body.children if len(cells := [_inline(c) for c in row.children]) > col]
    return bool(cells) and all(_FIX_STATE.search(cell) for cell in cells)


def _lenient(statuses: list[str]) -> bool:
    """A status table that passes some rows in words ("| 2 Record | WORKS |") and has no word for failing."""
    return any(_PASSED_CELL.search(s) for s in statuses) and not any(_FAILED_CELL.search(s) for s in statuses)


def _fails(cell: str, lenient: bool, partly: bool = False) -> bool:
    """A status table's row that fails: its status says so ("❌ Missing", "Fail"; "⚠️ PARTIAL" outside a summary, where
    a partly met requirement restates a finding) — or, in a lenient table, its status is no pass ("| 7 Consult | SOFT |";
    a value such as "622 lines" is no status)."""
    if _FAILED_CELL.search(cell) or (partly and re.search(r"\bpartial(?:ly)?\b", cell, re.IGNORECASE)):
        return True
    return lenient and not _PASSED_CELL.search(cell) and not re.search(r"\d", cell)


def _unmet(header: list[str], title_col: int | None) -> tuple[int | None, int | None]:
    """A compliance table ("| Requirement | Status | Notes |" over "| FR1: Daily reminders | ❌ **Missing** | … |", "| Check |
    Status | Notes |" over "| `engines.node` >= 22 | Fail | … |"): its
    requirement column is the title, and only the rows its status column marks failed are findings."""
    requirement = _column(header, ("requirement", "required section", "criterion", "criteria", "check", "stage", "ac", "edge case", "test case", "scenario",
                                   "cenário", "escenario", "scénario", "仕様条項", "要件", "case"))  # "| # | Cenário | Passos | Esperado | Status |": a test run
    if title_col is not None and not (requirement is not None and requirement < title_col and re.search(r"concern|note|gap", header[title_col])):
        requirement = None  # "| Requirement | Status | Concern |": the requirement is the title, its concern the notes
    status = _column(header, ("status", "met", "result", "verdict", "handled", "pass/fail", "判定", "状態")) if requirement is not None else None
    if status is not None:
        return requirement, status
    covered = _column(header, ("covered", "still working"), exclude=title_col) if title_col is not None else None
    return title_col, covered  # "| Req ID | Description | Covered | Plan |", "| Fix | Still Working | Evidence |": the rows not so are findings


# a rationale that leaves the finding to a decision: "Dev notes document this; requires decision on minimum Docker version support"
_PENDING = re.compile(r"\b(?:requires?|needs?|awaits?|awaiting|pending)\s+(?:an?\s+|the\s+|(?:user|owner|product|team)(?:'s)?\s+)?decisions?\b|\bdecisions?\s+(?:needed|required|pending)\b", re.IGNORECASE)


def _register(header: list[str], section: str) -> bool:
    """A risk register under a risk assessment ("| Risk | Severity | Likelihood | Status |"): its rows are risks raised,
    where the section's ratings and prose are not."""
    return bool(re.search(r"\brisks?\b", section, re.IGNORECASE)) and any(re.fullmatch(r"\W*risks?\W*", h) for h in header) \
        and any(re.search(r"severity|likelihood|probability|impact", h) for h in header)


def _wordiest(body: SyntaxTreeNode, width: int, skip: set[int]) -> int | None:
    """The column of a table's rows that holds sentences (four words or more on average), the wordiest one."""
    rows = [[_inline(cell) for cell in row.children] for row in body.children]
    words = {k: sum(len(cells[k].split()) for cells in rows if k < len(cells)) / max(len(rows), 1) for k in range(width) if k not in skip}
    best = max(words, key=lambda k: words[k], default=None)
    return best if best is not None and words[best] >= 4 else None


def _level_column(body: SyntaxTreeNode, header: list[str]) -> int | None:
    """The unnamed column whose every cell, two rows or more, is a severity level ("| | Befund |" over "| HIGH | … |")."""
    rows = [[_inline(cell) for cell in row.children] for row in body.children]
    for k in [k for k, name in enumerate(header) if not name.strip()]:
        cells = [row[k] for row in rows if k < len(row)]
        if len(cells) >= 2 and all(_severity_cell([cell], 0) is not None and len(cues.plain(cell).split()) <= 2 for cell in cells):
            return k
    return None


def _column(header: list[str], names: tuple[str, ...], exclude: int | None = None, skip: set[int] | None = None) -> int | None:
    for name in names:
        for index, cell in enumerate(header):
            if index != exclude and index not in (skip or set()) and re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", cell):
                return index
    return None


def _word(cells: list[str], col: int | None, table: dict[str, Severity] | dict[str, Complexity]):  # type: ignore[no-untyped-def]
    if col is None or col >= len(cells):
        return None
    word = re.sub(r"[*_`\[\]()]", "", cells[col]).strip().lower()
    word = cues.plain(word).lower()
    if word in table:
        return table[word]
    first = word.split("/")[0].split()  # "high / medium"; a cell opening on "/" has no first word
    return table.get(first[0]) if first else None


def _titled_cell(cell: str) -> tuple[str, str] | None:
    """A cell's title and its explanation: "**Title** — a long explanation", or "Index coverage incomplete — new filters
    add line count, … but no indexes planned" (a title of two words or more, then a dash and four words or more)."""
    if bold := re.match(r"^\s*(?:\*\*|__)(.{3,120}?)(?:\*\*|__)\s*[:.\-–—]*\s*(.*)$", cell):
        return bold.group(1), bold.group(2)
    dashed = re.match(r"^\s*([^—*\n]{8,90}?)\s+—\s+(\S.*)$", cell)
    if dashed and len(dashed.group(1).split()) >= 2 and len(dashed.group(2).split()) >= 4 and not cues.is_praise(dashed.group(1)):
        return dashed.group(1), dashed.group(2)  # not "… is trusted on `trackId` match alone — no amount check …": the claim after
    return None


def _severity_cell(cells: list[str], col: int | None) -> Severity | None:
    """A table's severity cell: an English word, or a level word of another language ("🔴 Crítico", "Élevée")."""
    found: Severity | None = _word(cells, col, SEVERITY_WORDS)
    if found is not None or col is None or col >= len(cells):
        return found
    words = cues.plain(re.sub(r"[*_`\[\]()]", "", cells[col])).split()
    return (tongues.level(words[0]) if words else None) or cues.severity_label(cells[col].replace("_", " "))  # "MUST_FIX"


def _row_location(cells: list[str], loc_col: int | None) -> Location:
    """Where a table row's finding is: what the row says, its location column first."""
    location = read_location(" ".join(cells))
    if loc_col is not None and loc_col < len(cells) and cells[loc_col].strip():
        stated = read_location("Location: " + cells[loc_col])
        location = Location(stated.line or location.line, stated.heading or location.heading)
    return location
