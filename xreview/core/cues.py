"""The words that tell what a span of a review is: a section's role, praise, a problem, a field label.

Reviewers name their sections and mark their findings in a few hundred
recurring ways ("### ⚠️ Concerns", "**Strengths:**", "- [PASS]",
"Severity summary:", "**Impact:**"). These cues let the parser find where the
issues are without trusting heading levels.
"""

from __future__ import annotations

import re
from enum import Enum

from xreview.core import heading_words, tongues
from xreview.core.fields import CLOSED_SECTION, NO_ACTION_SECTION, PROCEDURE_SECTION, lead_label
from xreview.core.model import Severity
from xreview.core.tags import SEVERITY_WORDS, read_tags


class Kind(str, Enum):
    """What a section holds."""

    ROOT = "root"
    CONTAINER = "container"  # issues (findings, concerns, weaknesses, recommendations…)
    SEVERITY = "severity"  # issues of one severity ("### Critical", "High Priority (Should Fix)")
    RECAP = "recap"  # a summary that restates issues raised elsewhere (summary, action list, next steps)
    SKIP = "skip"  # no issues: praise, validation, scores, verdicts, methodology, questions
    TOPIC = "topic"  # a subject ("2. Label → ID Mapping"); its items must show themselves


_EMOJI = re.compile("[\u2190-\u2bff\u2e00-\u2e7f\U0001f000-\U0001faff\ufe0f\u200d\u20e3]")  # "3️⃣": a keycap
VALIDATED = re.compile(
    r"✅|✓|✔|☑|⏭|\[(?:pass|ok|x)\]|(?<![\w-])(?:(?<=[—–:] )(?:ok|good|excellent|perfect)(?=\W*$)|(?<!\bfor )(?<!\bto )pass(?!\s*#?\d)(?!\s+[`'\"])(?!(?:ed|es)? through\b)(?:ed)?|validated|verified|resolved|no issues?(?: found)?|passe[sd] clean|(?<=\()clean(?=\)\W*$)|"
    r"löst|åtgärdad|opgelost|gelöst|behoben|résolue?|resuelto|arreglad[oa]|resolvid[oa]s?|risolto|vyřešeno|çözüldü|решено|исправлено|validad[oa]s?|verificad[oa]s?|validiert|verifiziert|bestanden)(?![\w-])",  # "… är LÖST"
    re.IGNORECASE,
)
# a finding marked closed on its own line: "→ RESOLVED", "— FIXED", "(validated)", "✅ VALIDATED", "— 5, all applied"
CLOSED = re.compile(r"(?:→|->)\s*(?:\*\*|__)?(?:(?:fixed|resolved)(?:\*\*|__)?\s*[:：]|(?:acceptable|fine for|by design)\b)|"  # "… → **Fixed**: Added …", "… → Acceptable UX decision": its disposition
                    r",\s*\**\s*(?:fixed|resolved|addressed|arreglad[oa]s?|corregid[oa]s?|corrigid[oa]s?)\**\s*$|"  # "… the token leak, fixed" — not ", done"
                    r"(?:→|->|—|–|:|\(|\[|✅|ℹ\ufe0f?)\s*\**\s*(?:\d{1,2},?\s+)?(?:(?:all|both)\s+)?(?:resolved|fixed|applied|not needed|validated|verified|pass(?:ed)?|clean|addressed|done|withdrawn|retracted|corrigid[oa]s?|corregid[oa]s?|arreglad[oa]s?|"
                    r"corrigée?s?|behoben|erledigt|resuelt[oa]s?|resolvid[oa]s?|risolt[oi]|naprawion[eay]|(?:znalezisko )?odrzucon[eay](?: po [^\n]{1,40}?)?|no longer (?:an )?issue|not an issue|false positive|clarified|(?:correct|intentional)(?:\s*[—–-]\s*[^()\n]{1,40}?)?)\b\**(?:\s*[✅✔☑]\ufe0f?)?\s*[)\]]?(?:\s*\([^()\n]{1,60}\))?\s*$", re.IGNORECASE)
# "[FIXED]", "[N/A — extraction]", "[DONE]": a reviewer's or author's mark that a point is closed, first or last in it
_MARK = r"\[\s*(?:fixed|resolved|done|n/?a|not applicable|n\.v\.t|won'?t ?fix|rejected|withdrawn)\b[^\]\n]{0,40}\]"  # "[N.V.T.]" (Dutch)
_CLOSED_MARK = re.compile(_MARK + r"\W{0,3}$|^" + _MARK + r"|(?:\*\*|__)(?:pass(?:ed)?|clean)\.?(?:\*\*|__)\.?(?:\s*\([^()\n]{0,80}\))?\W{0,3}$|\((?:handled|fixed|resolved|addressed) in this (?:pass|round|review)\)\W{0,3}$|\((?:expected|acceptable)(?:[;,]| for\b)[^()\n]{0,80}\)\W{0,3}$|^\W{0,4}(?:❌|⚠️?|🔴)\s*(?:→|->)\s*(?:✅|✔)"  # "… (handled in this pass)", "❌→✅ found 6 broken links", "… **PASS.**"
                          r"|^\W{0,4}(?:\*\*|__)?(?:auto-?)?(?:fixed|gefixed|resolved|opgelost)\b(?=(?:\*\*|__)?\s*(?:[—–:.\-]|$))|^\W{0,4}\[[^\]\n]{1,40}\]\s*(?:fixed|resolved|corrigid[oa]|corregid[oa]|corrigée?|behoben)\b|^\W{0,4}\((?:[^(),\n]{1,20},\s*)?(?:already\s+)?(?:resolved|fixed|reverted|addressed)\b[^()\n]{0,30}\)"  # "🔧 **AUTO-FIXED** — …", "**[Backend, MEDIUM] CORRIGIDO** …", "(Transient, already reverted) A typo …"
                          r"|^[^\n]{0,200}?\s[—–]\s*(?:\*\*|__)?(?:by design|as designed|as intended)\b(?![^\n]{0,80}\bbut\b)|^[^\n]{1,80}?:(?:\*\*|__)?\s*(?:(?:\*\*|__)?agreed?\.(?:\*\*|__)?|(?:fully|already|completely)\s+(?:addressed|resolved|fixed|covered|handled)\b)(?![^\n]{0,200}\b(?:but|however|except)\b)"  # "No test pins … — by design (…)", "**Risk X:** **Agree.** …", "**V1:** Fully addressed by …"
                          r"|^[^\n:]{0,80}?\((?:accepted(?:[- ]low)?|clean|by design|as designed|won'?t ?fix|intended|no (?:action|change|fix) (?:needed|required))\)\s*(?:\*\*|__)?\s*:|^(?:\*\*|__)?[^\n]{3,200}?(?:\*\*|__)(?:\s*\([^()\n]{1,60}\))?\s*(?:→|->|—|–)\s*(?:\*\*|__)?(?:fixed|gefixt|resolved|behoben|erledigt|corrigée?|corregido|resuelto|corrigido|(?:bewusst )?akzeptiert)(?![\w-])(?![^\n]{0,3}\bnot\b)"  # "**Dead code** → **Behoben.** …", "**X** — **GEFIXT**"
                          r"|^\W{0,4}[^\n*_|:—–]{1,60}?\s[|—–:]\s*(?:addressed|resolved|fixed)\b\.?(?:\*\*|__)",  # "**F-028 | ADDRESSED.** Constants land …": a bold lead closing its point
                          re.IGNORECASE)  # "**L2 — path-safety (accepted):** …": a risk the reviewer accepts
_SECTION_SKIP = re.compile(
    r"\b(strengths?|(?<!false-)(?<!false )positives?|pros|the good|what works|works well|^what match(?:es|ed)(?:\s*\([^()]*\))?$|what(?:'?s| is| looks| looked)(?: (?:genuinely|really|particularly))? (?:good|working|excellent|great)|(?:done|does|did) well|what (?:the |this )?(?:[\w-]+ )?(?:gets|got|does|did) right|^what \w+(?: (?:really|extremely|particularly|especially|very))? well$|^(?:don'?t|do not) touch$|well done|praise|highlights?|bonus features?|contact (?:&|and) support|^support (?:&|and) troubleshooting$|^(?:accepted\s*(?:/|&|and)\s*)?no immediate action(?: (?:needed|required))?$|^(?:[\w-]+ )?regression thresholds?$|^reviewed (?:head|commit|revision)$|agreed (?:design )?decisions|manual (?:validation|verification|test(?:ing)?|qa) checklist|^independent (?:\w+ )?checks$|^(?:\d{1,2}[.)]\s*)?(?:what (?:i|we) )?could not (?:do|verify|check|confirm)$|^not (?:concluded|checked)(?:, round \d{1,2})?$|^what'?s (?:in|inside) (?:the |this )[\w.-]+(?: [\w.-]+)? (?:today|now|currently)$|(?<!not )all positive|"
    r"commendations?|verification of (?:the )?fix(?:es)?|requirements? trace(?:ability)?|traceability$|why no\b[^\n]{0,40}?\b(?:issues|findings|blockers|concerns)|round\s*\d{1,2}\s*\((?:re-?review|review)|good practices|excellent patterns|lessons (?:learned|worth keeping)|^tech(?:nology)? stack(?:\s*(?:&|and)\s*architecture)?$|(?:technical|engineering|code) excellence|executive summary|command summary|overview|^key insights?$|verdict|^(?:final |approval |gate )?decision$|^(?:final|overall) recommendation$|(?:refine|iterate) or pivot|^(?:final|overall)\s+(?:(?:quality|review|audit)\s+)?(?:gate\s+)?results?$|scores?(?! accuracy)|scoring|scorecard|ratings?|^(?:final|overall)\s+grades?$|"
    r"assessment|(?:overall|final) evaluation|tests? (?:&|and) risks?|approval|approved|approve (?:and|&) merge|merge without changes|swot|confidence|conclusions?|final thoughts|closing|questions?|open questions|"
    r"out of scope|non-?goals|re-?check|re-?validation|jobs to be done|notes? on (?:this|the) review|disclaimer|reviewer(?!\s*[:：·]\s*\w|\s+turn\b|\s*[—–-]\s*(?:round|r)\s*\d|\s*\([\w .-]{1,30}\))|about this review|producer\s*·\s*round|round\s*\d{1,2}\s*·\s*producer|"
    r"(?:issues?|severity|findings?) (?:counts?|breakdown|totals?)|^(?:counts|totals|tallies)$|statistics|possible causes|error analysis|(?:task|review) not completed|"
    r"alternative models|alternatives? (?:approaches? )?considered|(?:options|approaches) considered|^(?:[\w:]+\s+){0,2}failed\W*$|^failed(?:\s+\w+){0,2}(?:\s*\(\d+\))?\W*$|patterns to preserve|keep doing|intentional (?:decisions|choices|behaviou?rs?)(?: (?:kept|preserved|retained))?|what not to do|things not (?:worth )?(?:to )?(?:touch|chang)\w*(?: any ?more)?|(?:points|where) i disagree|review request|rebuttal|responses? to (?:prior|previous|blocking) (?:points|concerns)|(?<!unresolved )disagree(?:\w+|(?!$))|withdrawn|retracted|refuted|defen[cs]es? accepted|what holds up|unverified claims?|files? (?:created|generated)|^(?:dev agent record|completion notes(?: list)?|review inputs(?: used)?|exploration coverage|local verification notes|(?:open )?follow-?ups? for (?:the )?next (?:session|pass|run))$|(?:created|generated) files|(?:significant|key|main) revisions(?: made)?$|revisions (?:made|applied)$|erstellte dateien|diff summary|re-?review required|screenshots|documentation visuelle|captures d'[ée]cran|^verify(?!\s+\w)|^agree$|(?:build|lint|tests?|ci)(?:\s*[/&,]\s*(?:build|lint|tests?|ci))+ status|(?:components?|modules?) (?:analy[sz]ed|tested)|(?:component|technical) specifications?|"  # "disagree…" but not a bare "DISAGREE" label (disputed points)
    r"not (?:an? )?(?:issues?|problems?|concerns?)|(?<=\()not new(?=\))|non-issues|false positives?|sans constats?|ohne befunde?|dismissed|^rejected(?: (?:points|suggestions))?(?:\s*\([^()]*\))?$|^handoff(?: (?:instructions|notes))?$|\ball (?:justifiably |correctly )?excluded$|rebuttal|" + CLOSED_SECTION + r"|(?:resolved|addressed|closed) (?:comments|points)|(?:iteration|round)[- ]?\d+ closure|closure (?:mapping|map)|^(?:prior|previous) (?:issues?|findings?) closure$|\breview closure$|^(?:what to )?(?:defer(?:red)?|postponed?) until\b|^tally(?: rationale)?$|^coverage(?=,)|(?:test|coverage) adequacy|"
    r"(?:fix|cycle \d+) validation|(?<!\bnot )validated|(?:resolution|fix(?:es)?|tests?|re-?review) verification|(?:issues?|findings?|improvements?|fixes|concerns?|comments?) (?:addressed|implemented)|^self-?review$|"
    r"best practices (?:observed|followed|found|established)|^(?:[\w-]+ )?best practices for [\w ./-]+$|^general guidelines$|(?:greptile|pr|pull request|changes?|skeleton|outline|proposal|approach|document|spec(?:ification)?) summary|summary of (?:the )?changes|walkthrough|^(?:independent|manual|live) verification$|^" + PROCEDURE_SECTION + r"$|why this (?:audit|review|document|report) exists|^(?:this |the )?(?:audit|review|report|assessment|analysis) (?:is |was )?based on$|^what (?:was|we|i) (?:checked|reviewed|verified)\b|^background$|^motivation$|^(?:ranking|leaderboard) updates?$|^(?:approach|option|candidate)s? rankings?$|^option [a-z\d]{1,2}(?=\s*[:.)–—-])|"
    r"(?:severity |priority )?legend|^what (?:improved|got better|is better|was (?:built|done|changed|implemented))(?: since (?:the )?(?:last|previous|prior) (?:iteration|round|review|version|cycle|pass)| today| this (?:session|sprint|week))?$|^(?:sources|(?:documentation )?references|relations|related(?: (?:links|documents|docs))?|further reading|(?:key )?features|community reception|logic chain|(?:trust )?caveats?|risk mitigation)$|^benefits(?: of (?:this|the) (?:approach|fix|change|solution|design))?$|^passing(?: checks| tests)?$|(?:fixed|fixes applied) (?:in|during) (?:this |the )?(?:prior )?(?:review|pass|round)|^(?:fixes|corrections|changes) applied (?:in )?this (?:review|pass|round|batch|implementation|revision|version|draft|session)\b|^(?:fixes|changes|commits) (?:pushed|made|committed)(?: (?:to|on) (?:the )?[\w-]+)?(?: by (?:the )?[\w-]+)?$|verification (?:run|performed|commands|steps|plan|checklist|methods?|targets?|gates?|in (?:the )?(?:code|codebase|database|db))|(?:^|:\s*)(?:re-?)?test (?:all|every|the) (?:features|fixes|changes|flows)\b|mark (?:the )?to-?do items|^(?:new |additional |further )?verifications(?: on\b.*)?$|(?:requirements? met|met requirements?)$|(?:checks?|tests?) (?:(?:i|we) )?(?:actually )?(?:run|ran|performed|executed)|^commands? (?:execution )?results?$|^test re-?runs?$|severity (?:levels|scale|definitions|notes|rationale|means)|^valid (?!(?:concerns?|points?|criticisms?|issues?|findings?|observations?|risks?)\b)\w|^what (?:does|is) not (?:look |seem )?overkill\b|(?:important )?files (?:changed|modified)|^tests? added and\b|^file changes$|files? (?:to change|that will change|to be (?:changed|modified)|affected)|^(?:key |code )?changes$|^(?:\d{1,2}[.)]\s*)?(?:code |supporting |tdd |test |reading |cross-?checked )?(?:evidence|bewijs|evidencia|evidências|preuves)(?: croisées| cruzadas| references| appendix| log)?$|^appendix:? (?:evidence|[\w-]+ log)$|^(?:scope delivered|scope (?:compliance|proof|discipline)|what was delivered|(?:key |main |major |notable )?additions:?|evidence reviewed|^system entry ?points?$|^confirmed (?:consistency|correctness|conformance|compliance)$|measured|^tried (?:but|and) abandoned$|what makes (?:this|the) (?:plan|design|approach|pr|change|fix) (?:viable|work|sound)(?: now)?|root causes? and (?:the )?(?:change|fix)(?:es)?|tests? (?:and|&) evidence)$|vérifications? préalables|^pre-?flight(?: checks?)?$|^test(?:ing)? plan\b|audit scripts?|审计脚本|^(?:audit |test )?(?:scope|alcance|périmètre) (?:and|y|e|et) (?:environment|entorno|ambiente|environnement|method(?:ology)?)$|reviewed changes|sequence diagrams?|(?:bugs?|issues?|problems?|defects?) (?:were |already )?(?:fixed|resolved)|(?:bugs?|issues?|problems?) found [\w ]{1,30}?,? and fixes$|excluded (?:findings|issues)|"
    r"(?:pre-?deploy(?:ment)?|deploy(?:ment)?|pre-?release|release|launch|go-live) checklist|post[- ](?:launch|deploy(?:ment)?|release) (?:monitoring|checks?|verification|steps)|checklist (?:pre|before)[- ]?(?:deploy|release)\w*)\b(?![-.]\w)",
    re.IGNORECASE)  # not "score-alert.js"; a bot's change overview
_SECTION_RECAP = re.compile(
    r"\b((?<!research )summary(?![ -](?:generat\w+|fields?|endpoints?|api|views?|pages?|cards?|e-?mails?|jobs?|services?|modules?|features?|prompts?|text|files?))|summar(?:y|ies) of|tl;?dr|recap|action (?:items?|list|plan)|^" + NO_ACTION_SECTION + r"$|next steps|priority ranking|remediation priorit\w*|prioriti[sz]ed|(?:common|shared|recurring) (?:root causes?|patterns?|themes?|issues|problems)|patterns? (?:noticed|observed|seen)|(?:per-finding |finding )?adoption (?:record|log|table)|"
    r"must[- ](?:fix|address|have)|should[- ](?:fix|address)|what (?:i|we) did (?:with|about) (?:this|the|these) (?:feedback|findings?|reviews?|issues)|nice[- ]to[- ]have|key takeaways?|follow[- ]?up|"
    r"required actions?|recommended actions?|top \d+|top (?:fixes|issues|priorities|recommendations|actions)|to do|todo list|task list|remaining issues|immediate|future(?! evolution| outlook| growth)|before v?\d|"
    r"for v?\d|post[- ]merge|pre[- ]merge|week \d|(?:first[- ]iteration |follow[- ]up )?backlog|short[- ]term|medium[- ]term|long[- ]term|"
    r"(?:most important|key|main|headline|single biggest) (?:finding|takeaway|point|issue)|highest[- ]risk (?:scenario|finding|issue|area)|bottom line|roadmap(?!\.\w)|^proposed tests$|^synthesis(?: path)?(?=$|\s*\()|^principle[- ]violations?\b|^(?:\d+\.\s*)?overall(?: view| take| impressions?)?(?=$| \([^()]{1,30}\)$))\b", re.IGNORECASE)
_SECTION_CONTAINER = re.compile(
    r"\b(areas? (?:for|of|to) (?:improvement|clarification|enhancement|improve)|^disagree$|missing but valuable|missing (?:unit |integration )?tests(?=\W*$)|gap analysis|previously flagged|typos|typos?/wording|missing from (?:the )?(?:design|spec|plan)|(?:integration|improvement|optimi[sz]ation) opportunities|"
    r"risk (?:register|matrix|log)|issue (?:log|tracker)|(?:proposed )?changes (?:needed|requested|required)|proposed changes|red flags|"
    r"action points|non-?blocking (?:remarks?|notes?|observations?|comments?)|^not (?:verified|tested)$|needs? (?:attention|work|fixing)|requires? attention|ambiguities|(?:risky|questionable|hidden|unvalidated) assumptions|assumptions that (?:might|may|could) be wrong|"
    r"to address|what (?:to|must) (?:fix|change)|things to (?:fix|change|improve)|"
    r"(?:would|should|could|need to|must) (?:change|fix|improve|address)|alternative framing|additional recommendations|"
    r"minor suggestions|(?:dry|refactoring|simplification) opportunities|issues?|findings?|(?<!separation of )concerns?|problems?|gaps?|risks?|challenges|weaknesses|weak (?:points|spots)|defects?|bugs?|the bad|misses|(?:code )?smells|flaws|(?:technical|tech) debt|bad practices|anti-?patterns|"
    r"what'?s (?:broken|missing|wrong|not working|concerning)|contradictions?|inconsistenc(?:y|ies)|missing (?:requirements|features|pieces|items|elements|details|cases|considerations|capabilities)|what (?:doesn'?t|does not|isn'?t) work\w*|quick wins|(?:medium|big|bigger|long[- ]term) bets|"
    r"recommendations?|suggestions?|improvements?|enhancements?|blockers?|vulnerabilit(?:y|ies)|critique|fixes|fix list|list of fixes|"
    r"(?:will|would|could|might|may|can) (?:definitely |probably |likely |still )?(?:break|fail|bite|go wrong|hurt)|breakage|"
    r"(?:will|would|could|might|may) be (?:a )?problems?|failure modes?|pitfalls|gotchas|caveats|watch[- ]outs|^(?:top |key |main |other |additional |potential |minor |major )?warnings$|^(?:errors?|warnings?)\W+\d{1,3}$|core miss|fatal seams?)\b", re.IGNORECASE)
# findings said to be absent: "no issues found", "without issues", "no concerns"
_NO_FINDINGS = re.compile(r"\b(?:no|without|zero|0)\s+(?:open\s+|new\s+|known\s+|other\s+|further\s+)?(?:issues?|findings?|concerns?|problems?|gaps?|defects?|bugs?|blockers?)\b",
                          re.IGNORECASE)
_STRONG_CONTAINER = re.compile(r"\b(issues?|findings?|concerns?|problems?|gaps?|weaknesses|defects?|bugs?|blockers?)\b(?!\s*#?\d)", re.IGNORECASE)  # not "Finding 1 …": one
_RECOMMENDATIONS = re.compile(r"\b(?<!\bno )(what (?:i|we)(?:'d| would) (?:change|do differently|fix|improve)|what needs to be fixed|(?:issues|items) (?:requiring|needing) attention|recommendations?|recommended|suggestions?|suggested|proposed|proposals?|alternative framing|actions?|fix(?:es)?|change requests?|(?:required|requested) changes|changes (?:required|requested)|empfohlene)\b"
                              r"|empfehlung(?:en)?\b|recommandations?|recomendaci(?:ón|ones)|khuyến nghị|đề xuất|рекомендаци\w*|rekomendasi|saran|aanbeveling(?:en)?|(?:verbeter)?voorstellen|rekommendation(?:er)?|권고|권장|조치|제안|개선\s?방안|해결\s?방안|建议|建議|推奨|提案", re.IGNORECASE)  # Korean joins its words: "개선 권고사항"; not "(…, no fix now)"
_PRIORITY = {
    "must fix": Severity.CRITICAL, "must address": Severity.CRITICAL, "must have": Severity.CRITICAL,
    "should fix": Severity.HIGH, "should address": Severity.HIGH, "should have": Severity.HIGH, "fix soon": Severity.HIGH,  # "**Fix Soon:**"
    "nice to have": Severity.LOW, "could have": Severity.LOW, "optional": Severity.LOW, "when convenient": Severity.LOW,  # "**Address When Convenient:**"
}


_FILLER = frozenset((
    "issues issue severity priority findings finding concerns concern problems items gaps risks and recommendations "
    "recommendation observations to address fix fixes must should before after merge implementation nice have "
    "recommended required immediate immediately soon the of by level found with only items list notes tier comments 问题 問題").split())


def plain(text: str) -> str:
    """``text`` without emoji, Markdown emphasis, code marks, a leading number or a slug ("localize-dialog-error-messages")."""
    text = _EMOJI.sub(" ", text)
    text = re.sub(r"\b[a-z0-9]+(?:-[a-z0-9]+){3,}\b", " ", text)
    text = re.sub(r"[*`#]|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])", "", text)  # not the "_" of "max_rows", "DELETE_UPSTREAM"
    text = re.sub(r"^\s*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[A-Za-z][.)])\s+", "", text)
    return " ".join(text.split())


def severity_label(title: str) -> Severity | None:
    """The severity a label announces and nothing else ("Critical Issues", "HIGH (Should Fix)", "Must Fix")."""
    text = plain(title).rstrip(":：").lower()
    outside = re.sub(r"[(（][^)）]*[)）]", " ", text)
    words = [w[:-1] if w.endswith("s") and w[:-1] in SEVERITY_WORDS and w not in _FILLER else w
             for w in re.findall(r"[a-z0-9/]+|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]+", re.sub(r"(?<=[\u4e00-\u9fff])(?=问题|問題)", " ", outside))]  # "Suggestions", "Nits", "致命的"
    severities = [w for w in words if w in SEVERITY_WORDS or re.fullmatch(r"p[0-3]", w)]
    others = [w for w in words if w not in SEVERITY_WORDS and w not in _FILLER and not re.fullmatch(r"p[0-3]|v?\d+|/", w)]
    if severities and len({SEVERITY_WORDS.get(w, w) for w in severities}) == 1 and not others:  # "Low / Nits": two words, one level
        word = severities[0]
        return SEVERITY_WORDS.get(word) or {"p0": Severity.CRITICAL, "p1": Severity.HIGH, "p2": Severity.HIGH, "p3": Severity.LOW}[word]
    for phrase, severity in _PRIORITY.items():
        if re.search(r"\b" + phrase.replace(" ", r"[- ]") + r"\b", re.sub(r"[(（]\s*(?:if|when)\s[^)）]*[)）]", " ", text)) and len(words) <= 6 and not (phrase == "optional" and (problem_score(outside) or heading_words.OPTIONAL_INPUTS.search(text))):
            return severity
    named = tongues.named_severity(outside)
    if named is None and tongues.OTHER_TONGUE_ISSUES.search(outside) and not re.search(r"#\d|[:：]\s*\S", outside):  # "Oportunidades de mejora (Baja prioridad)", not "Temuan #1 (…): …"
        named = next((level for aside in re.findall(r"[(（]([^)）]*)[)）]", text) if (level := tongues.named_severity(aside))), None)
    return named


# "Architecture Assessment" analyses one part, its lists are findings; "Overall/Risk Assessment" is a verdict that restates
_SUBJECT_ASSESSMENT = re.compile(r"^(?!.*\b(?:overall|final|general|summary|quality|readiness|release|production|confidence|scope|"
                                 r"honest|brutal|critical|initial|my|our|risk|impact|effort)\b)[a-z][\w/&-]*(?: [a-z\d][\w/&-]*){0,3}(?: |-)"
                                 r"(?:assessment|analysis|review)$", re.IGNORECASE)



def is_other_party(title: str) -> bool:
    """A section the reviewed party wrote into the review's log: its request, its rebuttal, its answers to the review."""
    return heading_words.OTHER_PARTY.search(plain(title)) is not None


def is_subject_assessment(title: str) -> bool:
    return _SUBJECT_ASSESSMENT.match(plain(title).rstrip(":")) is not None


def section_kind(title: str) -> tuple[Kind, Severity | None]:
    """What a heading (or a bold label standing alone) says its section holds."""
    raw = title
    text = re.sub(r"^([A-Z]+)_([A-Z]+)$", r"\1 \2", plain(title).rstrip(":"))  # "REQUIRED_CHANGES", "OPTIONAL_IMPROVEMENTS": words
    if ((mark := VALIDATED.search(unq := re.sub(r"「[^」]*」", " ", raw))) and not NEGATED_MARK.search(unq[max(0, mark.start() - 30):mark.start()]) and not (_STRONG_CONTAINER.search(_NO_FINDINGS.sub(" ", text)) and not CLOSED.search(text))) or tongues.NOT_FINDINGS.search(text):  # not 「✓」, not "not validated"
        return Kind.SKIP, None  # "Verification Results (No Issues Found)", "Areas Verified Without Issues", "Findings — resolved", "Nits (not findings)"
    if heading_words.NONE_FOUND.match(text) or heading_words.RULED_OUT.search(text):
        return Kind.SKIP, None  # "🟢 No Gaps Found in AssumeUTXO", "No risks identified"
    if leveled := heading_words.LEVELED_TITLE.match(text):  # "MUST FIX #1: Real Chat Service (Week 1)": one finding, its level first
        return Kind.TOPIC, severity_label(leveled.group(1))
    if heading_words.WISH_LIST.search(text):
        return Kind.SEVERITY, Severity.LOW  # "The "If I Only Had Time" List": the reviewer's lowest tier of advice
    severity = severity_label(title)
    if severity is None:  # "Critical findings — must fix before the gate": the part before the dash names the section
        head, *state = re.split(r"\s+[-–—]\s+|:\s+", text, maxsplit=1)
        named = re.search(r"\b(?:findings|issues|concerns|problems|items|gaps|risks|blockers)\b", head, re.IGNORECASE) or (
            state and heading_words.OPEN_STATE.fullmatch(state[0]))  # "WARNING — Deferred (acceptable risk for personal use)": a level's open group
        severity = severity_label(head) if head != text and named else None
    if severity is not None:
        return Kind.SEVERITY, severity
    if heading_words.ABOUT_THE_REVIEW.match(text) or is_other_party(raw) or heading_words.PRAISE_TAG.match(text) or heading_words.QUOTED_FROM.search(text) or heading_words.DESCRIBED.match(text):
        return Kind.SKIP, None
    recap = _SECTION_RECAP.search(re.split(r"\s[–—]\s", text, maxsplit=1)[0] if re.match(r"[#\s*_]*\d{1,3}[.)]\s", raw) else text) or tongues.OTHER_TONGUE_RECAP.search(text)  # not "3. … — still must-fix"
    container = _SECTION_CONTAINER.search(text)
    marked = heading_words.WARNING_MARK.match(raw) or tongues.OTHER_TONGUE_ISSUES.search(text)
    if heading_words.NUMBERED_PROBLEM.match(text):
        return Kind.TOPIC, None  # "Проблема 1 - при закрытии через Cancel", "Problem 2: …": one of a finding's problems
    if heading_words.ANSWERED_QUESTION.match(text):
        return Kind.TOPIC, None  # "Question 2: Does the buffer have the APIs we need?" and the reviewer's answer
    strong = _SECTION_SKIP.search(text) or tongues.OTHER_TONGUE_SKIP.search(text)
    if strong and re.search(r"^why no\b|^round\b|out of scope|count|breakdown|total|failed|verification|addressed|implemented|closure|^coverage$|不构成|误报|誤検知|오탐|summary|walkthrough|changed|diagram|fixed|and fixes$|resolved|resolutions?$|closed|opgelost|excluded|withdrawn|retracted|not new",
                            strong.group(1), re.IGNORECASE):
        return Kind.SKIP, None  # "Future Enhancements (Out of Scope)", "Confirmed (Not New)", "Critical Issue Resolution Verification", "经核实不构成 bug 的疑似项"
    bare = re.sub(r"\s*[(（][^)）]*[)）]", " ", text).strip() or text  # "What's Broken (Honest Assessment)": the aside is a tone
    skip = _SECTION_SKIP.search(bare) or tongues.OTHER_TONGUE_SKIP.search(bare)
    if recap and not (skip and re.fullmatch(r"executive summary|command summary|what not to do|strengths|(?:accepted\s*(?:/|&|and)\s*)?no immediate action(?: (?:needed|required))?|" + PROCEDURE_SECTION, skip.group(1).lower())) and not (_STRONG_CONTAINER.search(bare) and not _SECTION_RECAP.search(bare)):
        return Kind.RECAP, None  # not "Open findings (accepted or needing follow-up)": the aside's word names no summary
    if heading_words.PRAISED_FINDINGS.search(bare):
        return Kind.SKIP, None  # "Positive Findings": praise, though "findings" names a list of issues elsewhere
    if skip and not (container and _STRONG_CONTAINER.search(text)):
        return Kind.SKIP, None
    if (container and not marked and _states_a_point(re.sub(r"[*_`]", "", raw), container.group(0))) or tongues.cjk_claim(raw, marked):
        return Kind.TOPIC, None  # "1. Incomplete Verification of Failure Modes in …", "m2 — Failure Mode #5 semantics are …"
    words = text.split()
    if container and not marked and len(words) == 2 and words[1].lower() in _ONE_OF and words[0].lower() not in _QUALIFIERS:
        return Kind.TOPIC, None  # "Validation gap", "Security risk": one point named — not "Open issues", "Key risk"
    if marked and container and len(words) == 2 and words[1].lower() in _ONE_OF | {"recommendation"} and words[0].lower() not in _QUALIFIERS | {"final"}:
        return Kind.TOPIC, None  # "⚠️ Monitoring Recommendation", "🔴 Security risk": one point, marked — not "⚠️ Key risks"
    if marked or (container and not heading_words.STATUS_LINE.match(text) and (len(text.split()) <= 2 or any(m.group(1).lower().endswith("s") or " " in m.group(1) or m.group(1).lower() == "breakage" or re.match(r"critique of\s", text[m.start():], re.I)
                                                                for m in _SECTION_CONTAINER.finditer(text)))):
        return Kind.CONTAINER, None  # "Risks", "Open issues", "CRITICAL ISSUES IDENTIFIED" — not "… licence risk", nor "Status: ISSUES FOUND" over them
    return Kind.TOPIC, None


_ONE_OF = frozenset("gap risk issue concern problem bug defect finding weakness blocker".split())
_QUALIFIERS = frozenset("open key main major minor other known remaining critical important top new additional potential general "
                        "overall primary secondary outstanding unresolved identified".split())
_ENUMERATED = re.compile(r"^\s*(?:#?\d{1,3}[.)]|[A-Z]{1,3}-?\d{1,3}\s*(?:[.:)]|[-–—](?=\s)))\s+(?=\S)", re.IGNORECASE)


def _states_a_point(title: str, phrase: str) -> bool:
    """An enumerated title that says much more than its container word, and does not merely open with it, is one
    point among its numbered peers: "1. Incomplete Verification of Failure Modes in the Checklist", "m2 — Failure
    Mode #5 semantics are ambiguous" — not "2. Risks and mitigations", "3. Suggestions for Improvement (…)"."""
    lead = _ENUMERATED.match(title)
    if lead is None:
        return False
    rest = re.sub(r"\s*[(（][^)）]*[)）]", " ", title[lead.end():]).strip().lower()  # "(Based on 2025 Best Practices)": an aside
    if len(re.findall(r"\w+", rest)) < len(phrase.split()) + 4:  # "2. Financial / Business Logic Issues": the slash is no word
        return False
    if any(part.strip() == phrase.lower() for part in re.split(r"\s[/&]\s|\sand\s", rest)):
        return False  # "2. Likely Edge Cases / Failure Modes": sections named side by side, not a claim
    # the container word leads a section ("3. Suggestions for Improvement"), or sits inside a claim
    return not rest.startswith(phrase.lower()) or problem_score(rest.replace(phrase.lower(), " ", 1)) > 0


def is_recommendation_section(title: str) -> bool:
    """A section of recommendations: after the findings, it mostly restates them."""
    return bool(_RECOMMENDATIONS.search(plain(title)))


# ---------------------------------------------------------------- field labels (see ``fields``)

def repeated_labels(text: str, least: int = 3) -> frozenset[str]:
    """Labels a review's template repeats under its points ("**Problème** :", "**What I See:**", "- 修正案:"):
    whatever their words, a label opening ``least`` lines or more is a field, not a point. Severity words
    ("**High:** …") and IDs ("M1: …") are not."""
    counts: dict[str, int] = {}
    for line in text.split("\n"):
        label = lead_label(line)
        if label is None or len(label.split()) > 4 or re.fullmatch(r"[a-z]{0,3}-?\d+", label):
            continue
        counts[label] = counts.get(label, 0) + 1
    return frozenset(label for label, count in counts.items()
                     if count >= least and severity_label(label) is None and label not in SEVERITY_WORDS
                     and not set(label.split()) <= CATEGORY_WORDS and section_kind(label)[0] is not Kind.SKIP
                     and not re.search(r"\b(?:findings|issues|concerns|problems|recommendations|suggestions|risks|gaps|"
                                       r"improvements|weaknesses|strengths)\b", label))  # "**Findings:**" names a list of points


# "**Gap: No feedback loop:**", "Risk: …": a category before the point's own title, not a field
CATEGORY_WORDS = frozenset(("gap gaps risk risks issue issues concern concerns problem problems finding weakness bug defect "
                            "blocker question").split())


# ---------------------------------------------------------------- praise, problems, recommendations

_PRAISE = re.compile(
    r"\b(excellent|great|good|nice|well[- ](?:designed|structured|written|thought[- ]out|documented|defined|specified|explained|"
    r"organi[sz]ed|reasoned|chosen|done|demonstrated|handled|scoped|architected|placed|researched|implemented|integrated|separated)|clear(?:ly)?|"
    r"strong(?:ly)?|solid|robust|comprehensive|thorough(?:ly)?|correct(?:ly)?|properly|appropriate(?:ly)?|sound|elegant|clean|"
    r"impressive|outstanding|exceptional|pragmatic|effective|honou?red|matches|(?<!\bthe )(?<!\ba )(?<!\bfrom )(?<!\bper )(?<!\beach )(?<!\bevery )(?<!\bof )match(?![-_])|aligns?|aligned|respected|consistent|preserves?|"
    r"state[- ]of[- ]the[- ]art|production[- ]ready|best practices?|makes sense|reasonable|acceptable|exemplary|perfect(?:ly)?|"
    r"brilliant(?:ly)?|smart|clever|valuable|helpful|realistic|practical|intuitive|innovative|standout|commendable|"
    r"battle[- ]tested|proven|mature|(?<!\bas )well(?! as\b)|faithful(?:ly)?|sensible|defensible|lower[- ]risk|safe(?![ -]area)(?! to\b)|safe to (?:execute|merge|ship|deploy|proceed)(?: as planned)?|idiomatic|(?<!machine-)(?<!human-)(?<!world-)readable|"
    r"no (?:issues|concerns|problems|gaps|blockers)|no (?:critical|major) (?:issues|gaps)|none identified|"
    r"successfully|(?<!config )(?<!argument )(?<!parameter )(?<!message )(?<!context )(?<!value )(?<!data )(?<!prop )passing|works well|works correctly|as designed|seamless(?:ly)?|enhances|self-contained|efficient)\b|✅|✓|✔|⭐|\[pass\]",
    re.IGNORECASE,
)
_PROBLEM = re.compile(
    r"\b(no(?!\s+(?:[\w-]+\s+)?(?:overhead|data loss|downtime|knowledge of)\b)|not|never|none|nothing|nobody|missing|missed|lacks?|lacking|without|absent|unclear|undefined|unspecified|underspecified|under-(?:specified|documented|tested)|ambiguous|vague|"
    r"inconsistent|inconsistency|contradict\w*|conflict\w*|incorrect(?:ly)?|wrong|broken|breaks?|fails?|failed|failing|failures?|"
    r"errors?|bugs?|risks?|risky|brittle|fragile|aggressive|overly|too|hard[- ]?coded|insecure|unsafe|vulnerab\w*|world[- ]?(?:readable|writ(?:e)?able)|leaks?|hangs?|"
    r"race|deadlocks?|stale|unused|orphan(?:ed|s)?|dead(?= code\b| css\b| links?\b| branch| paths?\b)|(?:is|are) (?:now |currently )?dead\b|silent(?:ly)?|bloat\w*|over[- ]reliance|ignores|ignored|(?<![\w.-])ignore(?![\w-])(?!\s+(?:markers?|files?|patterns?|lists?|rules?|comments?|directives?))|doesn'?t|don'?t|didn'?t|cannot|can'?t|"
    r"won'?t|isn'?t|aren'?t|wasn'?t|unable|only(?! knows? about\b)|limited|unverified|untested|unproven|unproved|unvalidated|unexplained|undocumented|unaddressed|"
    r"unpinned|unbounded|inefficient|slow|expensive|costly|confus\w*|mislead\w*|misleading|drift\w*|gaps?|"
    r"should|must|needs?|requires?|required|would (?:improve|strengthen|benefit)|assum\w*|instead of|rather than|overkill|over[- ]engineer\w*|"
    r"complex(?:ity)?|duplicat\w*|collid\w*|collision|mismatch\w*|outdated|deprecated|placeholder|todo|tbd|stub\w*|"
    r"invalid|violat\w*|(?:exposes?|exposed)(?!\s+(?:these|the following)\b)|exposure|plaintext|predictable|hijack\w*|spoof\w*|bypass\w*|denial|leakage|crash\w*|"
    r"difficult|harder|impossible|unrealistic|optimistic|aspirational|questionable|unclear|unsupported|blocks?|blocking|"
    r"bottleneck\w*|contention|starvation|(?<=\()hard(?=\)\s*$)|(?<!sensitivity )(?<!linear )(?<!logistic )(?<!ols )regressions?(?! (?:model|analysis|coefficients?|tables?|results?|specifications?)\b)|noisy|oversized|clash\w*|reconsider|deserves? (?:another|a second|a closer) look|there(?:'s| is) (?:one|an?) (?:\w+ )?issue with)\b",
    re.IGNORECASE,
)
_RECOMMEND = re.compile(
    r"^\s*(?:\W{0,3}\s*)?(?:(?:please|also|then|and)\s+)?(correct(?=\s+(?:the|this|these|those|its|their|all)\s)|add|adopt|use|implement|ensure|consider|define|document|clarify|specify|include|"
    r"replace|remove|avoid|make|provide|introduce|pin|validate|verify|confirm|reconcile|strengthen|expand|fix|update|rename|move|split|archive|"
    r"handle|support|limit|cap|extend|trim|simplify|name|lift|refine|establish|integrate|create|emphasi[sz]e|reserve|mark|"
    r"separate|store|test|run|enable|disable|enforce|require|restrict|harden|automate|audit|review|reduce|increase|lower|raise|"
    r"drop|delete|deprecate|rework|redesign|rethink|revisit|reframe|tighten|standardi[sz]e|normali[sz]e|centrali[sz]e|cache|"
    r"log|monitor|alert|measure|benchmark|profile|track|record|publish|expose|wrap|guard|check|detect|escape|sanitize|"
    r"encrypt|rotate|retry|timeout|throttle|batch|stream|paginate|index|shard|version|migrate|backfill|upgrade|downgrade|"
    r"conduct|investigate|analy[sz]e|explore|prototype|spike|evaluate|assess|model|map|trace|label|frame|resolve|answer|"
    r"address|write|extract|generate|gate|surface|flag|cover|exercise|make sure|double[- ]check|set|keep|prefer|switch|"
    r"leverage|mirror|build|offer|allow|let|give|show|state|note|mention|explain|describe|list|call out|spell out|say|send|"
    r"return|reject|accept|queue|debounce|dedupe|deduplicate|warn|notify|block|fail|page|answer|promote|bundle|consolidate|unify|combine|route|place|put|fill in|swap|relocate|reorder|hoist|inline|decouple|annotate|configure|set ?up)\b"
    r"(?!(?:\s+(?!(?:that|which|who|it|this|these|those|there|sure|the|a|an|all|each|any|every|them|its|their|your|our)\b)[\w/-]+){0,2}\s+(?:is|are|was|were)\b)",  # not "Bundle size is …"
    re.IGNORECASE,
)
_MODAL = re.compile(r"\b(should|could|would (?:benefit|help|improve|strengthen|be (?:better|safer|clearer|cleaner|simpler|more robust|beneficial|useful|helpful|good|wise|prudent|advisable|preferable|worth\w*))|consider|recommend\w*|suggest\w*|needs? to|must|might want|"
                    r"(?:reads|would read) better|(?:is |are |be )?worth (?:documenting|adding|fixing|testing|checking|clarifying|making explicit|calling out)|(?:is|are) (?:still |also )?needed|(?:still|also) (?:needed|required))\b", re.IGNORECASE)
_DONE = re.compile(r"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bbeen )\b(?:documented|implemented|applied|addressed|provided|added|fixed|handled)\b")
_BUT = re.compile(r"\b(but|however|although|though|yet|except|while|whereas|unfortunately|tapi|tetapi|namun|aber|mais|pero|maar)\b|(?<=[，,；;。\s])(但是?|然而|不过)", re.IGNORECASE)


def praise_score(text: str) -> int:
    return len(_PRAISE.findall(text))


def problem_score(text: str) -> int:
    return len(_problems(text, tongues.CJK_TEXT.search(text) is not None))


def _problems(text: str, cjk: bool) -> list[int]:
    """Where ``text`` names a problem, in English or another tongue."""
    found = [m.start() for m in _PROBLEM.finditer(text)] + [m.start() for m in tongues.OTHER_PROBLEM.finditer(text)]
    return sorted(found + ([m.start() for m in tongues.CJK_PROBLEM.finditer(text)] if cjk else []))


def asks_for_action(text: str) -> bool:
    """Some line of ``text``, its field label aside, recommends an action ("- **Goal:** Implement `@shop` …")."""
    return any(is_recommendation(re.sub(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?[\w ]{1,24}:(?:\*\*|__)?\s*", "", line)) for line in text.split("\n"))


def is_recommendation(text: str) -> bool:
    """Imperative or modal advice: "Add a timeout", "Consider X", "The plan should …" (in any of its first clauses)."""
    bare = re.sub(r"^(?:\*\*|__)", "", re.sub(r"^\s*(?:\*\*|__)?\s*(?:\d+[.)]|[-*+])?\s*", "", text))
    if _RECOMMEND.match(bare) or tongues.OTHER_RECOMMEND.match(bare) or _MODAL.search(text):
        return True
    clauses = re.split(r"(?<=[.!?;:])\s+|\*\*\s*|__\s*|\s[-–—]\s|,\s*but\s+", bare)[1:4]  # "…, but ensure the regions …"
    return any(_RECOMMEND.match(_ADVICE_LEAD.sub("", c, count=1)) or tongues.OTHER_RECOMMEND.match(c) for c in [bare, *clauses] if c)


_ADVICE_LEAD = re.compile(r"^[*_]*[^*_\n]{1,60}?(?:\*\*|__)\s*[:：]?\s*|^(?:when|if|before|after|once|whenever)\b[^,.;\n]{1,120},\s*", re.IGNORECASE)  # advice after its label or a "when" clause
_PIVOT = re.compile(r"\b(?:(?:minor|small|one|a few|some)\s+)?(?:suggestions?|opportunit(?:y|ies)|nits?|caveats?)\s*:", re.IGNORECASE)
_QUOTED = re.compile(r'"[^"\n]{3,120}"|“[^”\n]{3,120}”')
NEGATED_MARK = re.compile(r"(?:\b(?:not|never|should|must|needs?|has to|have to|ought to|to|partially|partly|teilweise|cannot|can'?t|isn'?t|aren'?t|wasn'?t|weren'?t|won'?t|un|hasn'?t|haven'?t|no longer|no|nunca|sin|nicht|nie|ohne|não|pas)|(?<!\w)(?:نه|بدون|غير|لم))\s+"
                          r"(?:be\s+|been\s+|yet\s+|fully\s+|independently\s+)*(?:[^\W\d_]+\s+)?$", re.IGNORECASE)  # "نه regimeهای validated"
_NEGATED_PRAISE = re.compile(r"\b(?:not|never|no longer|isn't|aren't|wasn't|doesn't|lacks?)\s+(?:\w+\s+)?$", re.IGNORECASE)
# praise of whoever found it, not of the work: "Kevlin correctly identified that the logic is duplicated"
_CREDIT = re.compile(r"\s+(?:identified|noted|pointed out|flagged|observed|caught|spotted|called out)\s+that\b", re.IGNORECASE)


_POINT_LEAD = re.compile(r"^\s*(?:[-*+]|\d+[.)])?\s*(?:\*\*|__)?")  # a list marker or number, then bold, before a point's words


def is_closed(text: str, bare: str | None = None) -> bool:
    """A point marked closed, first or last: "… → RESOLVED", "[FIXED] …", "**Minor (no action needed):** …" (``bare``:
    its words past the lead, when the caller has them)."""
    bare = _POINT_LEAD.sub("", text) if bare is None else bare
    return bool(CLOSED.search(text.split("\n", 1)[0]) or _CLOSED_MARK.match(bare) or _CLOSED_MARK.search(text.rstrip()[-60:]))


def is_praise(text: str) -> bool:
    """Praise, a pass or a validation, with no criticism after a "but" (an explicit severity tag is never praise,
    nor advice: "Ensure X correctly handles Y")."""
    bare = _POINT_LEAD.sub("", text)
    if is_closed(text, bare):
        return True  # "[Finding 3] (Critical): … → RESOLVED", "[N/A — extraction] …", "… or remove. [FIXED]": closed, not open
    if ((_RECOMMEND.match(bare) and not re.match(r"[*_]?[^*_\n:]{1,40}:(?:\*\*|__)\s*(?:(?:it|this|the|these|they|approved?|lgtm)\b|[✅✓✔])|keep\b", bare, re.IGNORECASE)) or _RECOMMEND.match(_ADVICE_LEAD.sub("", _ADVICE_LEAD.sub("", bare, count=1), count=1))) and not VALIDATED.match(bare):
        return False  # advice after its label or a clause saying when: "**106-04:** When restoring, add a check that … matches"
    tags = read_tags(text[:80])
    if tags.severity is not None and tags.severity is not Severity.LOW:
        return False
    mark = VALIDATED.search(text[:60])
    if mark and NEGATED_MARK.search(text[max(0, mark.start() - 24):mark.start()]):
        mark = None  # "claims cannot be verified", "is not validated"
    if mark and not re.search(r"⚠|❌|\b(?:fail|block|concern)", text[:60], re.IGNORECASE):
        after = re.sub(r"^[\W_]*", "", text[mark.end():])
        return not (mark.start() < 4 and (_RECOMMEND.match(after) or tongues.OTHER_RECOMMEND.match(after))  # "✅ Implement X" in a must-fix list is a to-do, not …
                    and not _DONE.search(after.split("\n", 1)[0]))  # "✅ Label to Model ID mapping comprehensively documented"
    quoted = [m.span() for m in _QUOTED.finditer(text)] + [m.span() for m in re.finditer(r"`[^`\n]+`", text)]  # '"Hermes Agent is production-ready" — unverified', `match`
    positive = [m.start() for m in _PRAISE.finditer(text) if not _NEGATED_PRAISE.search(text[max(0, m.start() - 24):m.start()])
                and not any(a < m.start() < b for a, b in quoted) and not _CREDIT.match(text, m.end()) and text[m.start() - 1:m.start()] not in ("-", ".") and not re.match(r"-\w", text[m.end():m.end() + 2])]  # "best-match", "ShelfEntry.clean()", "clean-FP"
    cjk = tongues.CJK_TEXT.search(text) is not None
    if cjk:
        positive += [m.start() for m in tongues.CJK_PRAISE.finditer(text) if text[max(0, m.start() - 1):m.start()] not in tongues.CJK_NEGATION]
        positive.sort()
    if not positive:
        return False
    if any(_RECOMMEND.match(sentence) and not VALIDATED.search(sentence) for sentence in re.split(r"(?<=[.!?])\s+|\s[—–]\s", text)[1:]):
        return False  # '"Expertise" is strong. Consider adding …', '**X** — Confirm it is correct': praise, then advice
    tail = _BUT.split(text, maxsplit=1)
    if len(tail) > 1 and (problem_score(tail[-1]) or is_recommendation(tail[-1])):
        return False
    pivot = _PIVOT.search(text)  # "Highly practical (9/10). … Minor suggestion: add labels …"
    if pivot and (problem_score(text[pivot.end():]) or is_recommendation(text[pivot.end():].strip())):
        return False
    negative = _problems(text, cjk)
    if len(positive) != len(negative):
        return len(positive) > len(negative)
    return positive[0] < negative[0]


def is_clear_praise(text: str) -> bool:
    """Praise beyond doubt (a ✅, a pass, or several words of praise and none of criticism): for titles under an issues heading."""
    if VALIDATED.search(text[:60]) or re.search(_MARK, text[:60], re.IGNORECASE):  # "2. [FIXED in prior round] Replaced …"
        return is_praise(text)
    return (praise_score(text) >= 2 or bool(re.match(r"\W*(?:strengths?|positives?|pros)\W*:", text, re.I))) and not problem_score(text) and is_praise(text)  # "- **Strength:** …"


def is_issue_like(text: str) -> bool:
    """Text a reviewer wants acted on: a problem, a gap, or advice — not praise or a neutral statement."""
    if read_tags(text[:120]).severity is not None:
        return True
    if is_praise(text):
        return False
    return bool(problem_score(text) or is_recommendation(text))
