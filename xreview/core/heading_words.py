"""Heading words that settle a section's kind on their own (read by ``cues.section_kind``): a heading about the review
itself (scope, purpose, method, status, what it tested, what it leaves out), one tagged or titled as praise, one saying
none was found, one of the plan's own questions answered, one marked as a warning, one quoting the artifact, one
describing the change ("What lands", "Public interface (`…`)"); a finding's numbered problem, the reviewed party's own
section, the reviewer's wish list, a level's group by its open state."""

from __future__ import annotations

import re

# findings said to be absent, the heading's whole point: "🟢 No Gaps Found in AssumeUTXO", "No risks identified"
NONE_FOUND = re.compile(r"^\W*no\s+(?:open\s+|new\s+|known\s+|other\s+|further\s+|significant\s+|major\s+)?(?:gaps?|risks?|problems?|concerns?|conflicts?|findings?|defects?|bugs?|blockers?)\s+"
                        r"(?:found|identified|detected|observed)\b"
                        r"|^(?:[\w/ -]{1,30}?\s*(?:\s[-–—/]|:)\s*)?no\s+(?:findings?|issues?)\W*$", re.IGNORECASE)  # "### security — no findings": an area's clean report; "**Clean / no findings:**", "No findings"
# "Sub-finding 1a: `adaptMatchList` called without `currentUserId` — NOT the root cause", "… — unlikely to fail": a cause the
# reviewer looked at and ruled out, no finding
RULED_OUT = re.compile(r"\s[-–—]\s+(?:not\s+(?:the\s+)?(?:root\s+)?cause|unlikely\s+to\s+(?:fail|break|matter|be\s+the\s+cause)|no\s+silent\s+\w+)\W*$", re.IGNORECASE)
# one of the plan's own questions, numbered, that the review answers (not "Questions" for the author)
ANSWERED_QUESTION = re.compile(r"^\W*(?:question|q)\s*#?\d{1,2}\b", re.IGNORECASE)
# a heading marked as a warning or a failure: "⚠️ Points d'Attention", "❌ Problèmes Identifiés", "🔴 …"
WARNING_MARK = re.compile(r"^\W*?(?:⚠️?|❌|🔴|🟠|🟡|🚨|⛔|🛑|❗)")
# a heading about the review itself: its scope, purpose, method, metadata, files read, the user's decisions on its questions,
# the checks it ran and the steps it leaves for a tester
ABOUT_THE_REVIEW = re.compile(
    r"^\W*(?:(?:[\w.-]+\s+){0,2}?(?:review|agent|audit|governance|gate)\s+execution(?:\s+(?:details|log|summary|record))?|verdict\s*[:：]\s*\W*[A-Z_ -]{3,30}\W*$"  # "Verdict: GAPS"
    r"|(?:(?:review|assessment|validation|evaluation|audit|analysis)\s+)?(?:scope|exclusions|purpose|methodology|method|approach|context|session parameters|(?:pr|change) intent|focus(?: areas?)?|lens|task|instructions|"
    r"review process|how (?:this|the) review was (?:done|run|conducted)|(?:user|author|owner|stakeholder)(?:'s)? (?:decisions?|clarifications?|answers?)"
    r"(?:\s*(?:&|and)\s*(?:decisions?|clarifications?|answers?))?|(?:manual )?test(?:ing)? steps|(?:artifacts?|files?|documents?|code) under review|context sources|sources consulted|(?:review |merge |pr )?status|what (?:we|i) (?:tested|checked|ran)|(?:[\w-]+ ){0,3}(?:learnings|lessons learned)(?: \(\d{4}-\d{2}-\d{2}\))?|(?:what|lo que) (?:this|the|esta|la) (?:audit|review|auditoría|revisión) (?:does not|doesn't|did not|no) (?:cover|cubre)\b[^\n]*|(?:pipeline|ci|checks?) (?:summary|results?)|(?:open |my |key |working )?assumptions|"
    r"metadata|success (?:metrics|criteria)(?:\s*(?:&|and)\s*validation)?|(?:files?|documents?|sources?|artifacts?|scenarios?|paths?) (?:reviewed|examined|read|analy[sz]ed|walked|traced)|(?:sprint )?progress update|goal progress|"
    r"reviewed (?:files?|documents?|artifacts?)|(?:verification|review) evidence|evidence (?:gathered|collected)|(?:[\w-]+ (?:and|&) )?scope notes?|isolation attestation|(?:if (?:you (?:have|hit|run into|encounter)|there are) (?:any )?(?:problems|issues|errors)|if (?:something|anything) goes wrong|se tiver problemas|si tienes problemas)|expected outcome(?: after (?:the )?fix(?:es)?)?|data transparency|hypothes[ie]s(?: \(unverified\))?|orientation|(?:repo(?:sitory)?|worktree|working tree|workspace) (?:untouched|left clean|state)|(?:agent\s+)?hand-?off|setup|ground rules|definition of done|go\s*/\s*no[- ]go(?:\s+(?:recommendation|decision|verdict))?|take your turn\b[^\n]*|(?:this|the) (?:audit|review) (?:checks|covers|evaluates|assesses)\b[^\n]*))"
    r"(?:\s+of\s+(?:this|the)\s+review)?(?:\s*[:：]\s*\d{1,4})?\W*$",  # … "**Scenarios walked**: 5" over their names
    re.IGNORECASE,
)
# a status line over the review's sections, naming no findings of its own: "## Status: ISSUES FOUND"
STATUS_LINE = re.compile(r"\W*status\s*[:：]", re.IGNORECASE)
# "🟢 GOOD — DDB Streams EventSourceMapping", "PASS: retries": a heading tagged as praise, the way a severity tags a finding
PRAISE_TAG = re.compile(r"^(?:good|pass(?:ed)?|ok|strength|positive|well done)\s*(?:[:：]|\s[-–—]\s)", re.IGNORECASE)
# "Positive Findings", "Accepted findings", "What's working", "What the deck gets right": praise or closed points, though "findings" names issues elsewhere
PRAISED_FINDINGS = re.compile(r"\b(?:positive|good|strong) (?:findings|observations|aspects|points|notes)\b|^what\b[^\n]{0,40}\b(?:gets?|got|does|did) right\b|^accepted (?:findings|changes)$|^table of contents$|"
                              r"^(?:what'?s |what is )?(?:correct|confirmed|verified|working|fixed|already fixed)$|^(?:claims? (?:(?:i|we) (?:judge|find|consider|deem) (?:as )?)?(?:supported|sound)|supported claims?)$|^what (?:i|we) (?:really )?(?:like|liked|love|loved)\b|^where\b[^\n]{0,40}\b(?:aligns?|agrees?|matches)\b(?!.*\b(?:not|doesn'?t|fails?)\b)", re.IGNORECASE)  # "### Fixed", "## What I Like"
# a heading over text the review quotes from the artifact, not its own claims: "Layer 1 Definition (From Architecture Spec)",
# "In Scope (from requirements doc)"
QUOTED_FROM = re.compile(r"[(（]\s*(?:quoted |taken |copied )?from (?:the )?(?:[\w-]+ ){0,2}?(?:spec(?:ification)?|requirements?(?: doc(?:ument)?)?|"
                         r"design(?: doc(?:ument)?)?|prd|rfc|architecture(?: doc(?:ument)?)?)\s*[)）]\W*$", re.IGNORECASE)
# a heading over a description of what the change offers or the project has, not over findings: "Public interface
# (`src/form/form-fidelity.mjs`)", "What lands", "Stable/implemented surfaces", "Recent feature direction (from latest logs)"
DESCRIBED = re.compile(r"^\W*(?:public (?:interface|api|surface)\s*[(（]|what (?:lands|landed|this (?:pr|change) (?:does|changes))\W*$|"  # not "2. Public API" assessed
                       r"(?:stable|implemented|working|shipped)(?:\s*/\s*(?:stable|implemented|working|shipped))? (?:surfaces|features|capabilities)\W*$|"
                       r"recent (?:feature )?(?:direction|work|activity)\b|(?:key )?decisions made\W*$|deviations from (?:the )?plan\b|(?:[\w-]+ )?deviations\s*[(（]documented[)）]|files\s*[(（](?:primary|main|touched|changed|created|modified)[)）]\W*$|technical notes\W*$|integration points\W*$|what (?:we|you|it) already (?:have|has)\W*$|"
                       r"responsibilities\W*$|key implementation (?:details|patterns)\W*$|notable (?:flags|options)\W*$|commits on the (?:[\w-]+ )?branch\W*$)", re.IGNORECASE)  # a summary's record; a module's "Responsibilities:"
# a heading that states what is wrong as a sentence ("What is currently too broad", "The \"validity\" wording needs care",
# "… but should be more visibly separated"): under a review area, one finding, its body the argument
CLAIM = re.compile(r"\b(?:needs?|should|must|(?:is|are)\s+(?:currently\s+|still\s+)?(?:too|missing|unclear|wrong|inconsistent))\b", re.IGNORECASE)
# "Optional Documents:", "Optional input files:": the inputs a review may read, not a severity over optional findings
OPTIONAL_INPUTS = re.compile(r"\boptional (?:input |source |reference )?(?:documents?|files?|inputs?|sources?|reading|references?|artifacts?)\b", re.IGNORECASE)
# a record of the work done ("A) What Was Implemented Today"): its parts, even "4. Mobile Scaling Quick Wins", are work done, no finding
WORK_DONE = re.compile(r"^what (?:was|we|i) (?:built|done|changed|implemented|shipped)\b", re.IGNORECASE)
# a finding's heading that opens on its level: "MUST FIX: `A` and `B` are identical", "NICE TO HAVE #4: Integration Tests"
LEVELED_TITLE = re.compile(r"((?:must|should)[ -]fix|nice[ -]to[ -]have)(?:\s*#?\d{1,2})?\s*:\s*\S+(?:\s+\S+){2}", re.IGNORECASE)
# a numbered problem of a finding, not a section: "Проблема 1 - при закрытии через Cancel", "Problem 2: …", "問題: .envが…"
NUMBERED_PROBLEM = re.compile(r"^(?:problem|проблема|problème|problema)\s*#?\d{1,2}\b|^(?:問題|问题|課題)\s*[:：]\s*\S|^(?:steelman )?antithesis\b", re.IGNORECASE)  # "問題: .envが…", an architect's "Steelman antithesis"
# a section the reviewed party wrote into the review's log (``cues.is_other_party``)
OTHER_PARTY = re.compile(r"\b(?:review request|rebuttal|responses? to blocking concerns)\b|^\W*producer\s*·\s*round\b|\bround\s*\d{1,2}\s*·\s*producer\b|[(（]\s*(?:written )?by the (?:author|developer|implementer|maintainer)s?\b|^\W*(?:author|developer|implementer)(?:'s)? (?:resolutions?|responses?|replies)\b", re.IGNORECASE)  # a relay's producer turn
# the reviewer's lowest tier of advice: "The \"If I Only Had Time\" List", "Wish list"
WISH_LIST = re.compile(r"\bif (?:i|we) (?:only )?had (?:more )?time\b|\bwish ?list\b", re.IGNORECASE)
# a level's group by its state, after a dash: "WARNING — Deferred (acceptable risk for personal use)" (``cues.section_kind``)
OPEN_STATE = re.compile(r"(?:deferred|open|outstanding|unresolved|remaining|pending)(?:\s*\([^()\n]{1,60}\))?", re.IGNORECASE)
