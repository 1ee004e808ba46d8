"""Shapes real-review round 372 showed the parser (issue 14): a security audit whose numbered headings carry the level
after the number ("### 2. MEDIUM: Information Disclosure in Error Messages") over "**Location:**", "**Finding:**" fields, and an
observation whose analysis lists why it "is NOT a security vulnerability because:"; an audit whose findings each
carry a "**Status:** Resolved …" line (a resolved first finding closes only itself), opening on the rules it checks
("This audit checks four requested rules:") and a legend ("Severity means:"), and ending on a recommended order that
names the resolved findings by ID ("1. Fix `SRV-001` …"); a "## Valid I/O Boundaries" list of modules that touch I/O
rightly, and a security review's "## What does *not* look overkill right now" (keep this, avoid that); in round 373, a
paper review's minor concern on "**The clean-FP metric**" (a term, not praise), and a structured peer review under "##
Reviewer" whose "**Overall assessment** …" points carry no colon, whose "### Major Concerns" and "### Minor Comments" are
lists of records in bold fields without colons ("- **Concern ID** R1-M1" ⏎ "- **Severity** Major" ⏎ "- **Concern** …"),
and whose "**Technical failings that need to be addressed …** R1-M1, R1-M2" only lists their IDs, and whose closing
"## Risk / unsupported claims" says the concerns again in other words; in round 374, a plan review whose one finding
ends "- **Decision**: FIXED (via Fix — applied directly to plan.md)", and a plan-review log whose "## Final Status" says
"2 rounds, all findings addressed", and a plan review's "## Risk Analysis" paragraph of a risk a line ("**Mathematical:**
Precision/epsilon misuse → …" ⏎ "**Integration:** …"); in round 375, a persona's spec review with "### What's
Concerning" and "### Contradictions Found" over bold points, and "### What Composes Well", "## 8. What's Genuinely
Excellent" and "### Don't Touch" lists, and topic headings over prose naming a problem, then "**Recommendation:** …"
("### The Decision Trace Problem", "### Snapshot Ring Buffer: 57MB") — not an option's "**Pros**:" / "**Cons**:" ending on one;
in round 376, a port review whose minor points end "This matches Babel's semantics." or "…, so this is correct."; in
round 377, an evaluator's "## What Improved Since Last Iteration"; in round 379, a maker's "## Verification checklist"
and a spec's "Corrections applied in this implementation:"; in round 380, a phase record whose resolution says "All
blockers and should-fix findings addressed in the fixup commit.", and a reviewer report's spec conformance "- Dedup — DONE. …"; in round 381, a "### P1 — …" finding whose section
ends on the bold "**Round-2 verdict: CHANGES REQUESTED.**"; in round 382, a help-page review's "## Numbered fix list"; in round 383, an outline review of a proof whose "###
Skeleton Summary" restates the proposal, whose edge cases list context points beside one "**Issue:**" and its
"**Fix:**", or reason to a "**Conclusion:** … No separate treatment needed.", and which ends on a "### Ranking Update"
of approaches and on "The builder should:" over the next steps; in round 384, a lecture-notes review whose tagged findings
each end "- **Action Taken:** Corrected …" (the reviewer fixed them in its own copy), then "## 2. Significant Revisions"
and author actions asking to "Check the streamlined …" rewrite; a README walkthrough whose findings end on "- **Priority:**
…", one recommending a note worded '"… (see Installation above)."', two saying "No change needed" or "(no fix needed; …)"; a plan review opening on a "## Command Summary" (BLUF) and a "##
Linear / Spec / Plan / PR Traceability" table whose first column is "Linear issue"; a generated feature report whose next steps after "**APPROVED**" are "Run
`/doit.checkin` to finalize the feature" and "Create pull request for merge to main branch", and whose one observation sits alone under "### Observations"; a launcher bug audit opening on "## Why this audit exists" over
the user-reported symptoms and ending on "- This audit intentionally does not prescribe UI/tab aesthetic details."; a gate audit record whose findings
are told in prose under "## Material findings closed before freeze"; in round 385, a ticket review whose acceptance-criteria
table marks every row "Met", whose suggestion is "a reasonable design choice …, but worth documenting", whose other
suggestion ends "but for now the indirect coverage … is sufficient", and whose scope check answers "Scope creep detected: NO"; a persona's round-2 review whose R1 status table row ends "See C1
below.", whose "### C1." … "### C5." findings are followed by "- **S1.** …" suggestions (S8 and S9 test gaps of their own,
S7 saying another form "reads better"); an approved-with-nits review's "## Independent verification (not trusting the
report)" of smoke tests, "- **STOP conditions:** none observable post-hoc; …" and a standards finding ending "Not a violation
introduced by this branch."; an approval whose soft-wrapped suggestions end "No action this card." or "…; copy-paste is the
right call for a minimal-blast-radius hotfix …", then "## Operator next steps"; in round 386, a challenge-loop record whose
iterations open "**New findings:** 1 WARNING, 1 NIT" over points each ending "--> FIXED (12d69379)" or "-- deferred: …"; in
round 387, an approving handoff whose "### Deployment Procedure" lists git steps; and a design review whose findings carry
"**Impact for learners**: …" (a known field, said of whom).

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

NUMBERED_LEVEL = """# Security Audit: PR #67

## Security Analysis

### 1. Subprocess Command Injection - MITIGATED

**Finding:** The subprocess calls use `shell=False`.

**Assessment:** Properly mitigated.

### 2. MEDIUM: Information Disclosure in Error Messages

**Location:** `ensure_repo_fresh()` lines 240, 267

**Finding:** Git stderr output is included in error responses, truncated to 200 characters.

**Severity:** Medium - depends on how errors propagate to users/logs

### 3. LOW: TOCTOU in File Size Check

**Location:** `_search_for_keywords()` line 783

**Finding:** File size is checked before reading; a small file can be swapped for a large one in between.
"""


def test_a_level_after_the_headings_number_tags_the_finding_and_leaves_its_title_alone() -> None:
    items = parse_review(NUMBERED_LEVEL, "claude").items
    assert [(item.title, item.severity) for item in items] == [
        ("Information Disclosure in Error Messages", Severity.HIGH), ("TOCTOU in File Size Check", Severity.LOW)]


DISMISSED = """# Security Audit

## Security Analysis

### 6. OBSERVATION: Static Context Parsing Robustness

**Finding:** The parsing uses regex against markdown content.

**Analysis:** This is NOT a security vulnerability because:

- The source file is under our control (docs/tailwind-codebase-map.md)
- Parsed content is used for display/lookup, not execution
- Malformed content would cause parsing failures, not security issues

### 7. MEDIUM: Potential Log Injection

**Finding:** Theme data, repo names, and file paths are logged directly with f-strings.
"""


def test_the_reasons_a_point_is_not_a_vulnerability_are_no_findings() -> None:
    assert [item.title for item in parse_review(DISMISSED, "claude").items] == ["Potential Log Injection"]


FIRST_RESOLVED = """# Server Best-Practices Audit

This audit checks four requested rules:

- Classes or modules with too many reasons to change.
- Meaningful duplicated policy or implementation.

Severity means:

- **High:** correctness, authorization, security, or consistency risk.
- **Low:** localized drift or readability risk.

## High-Severity Findings

### SRV-001: Write containment can follow a final-component symlink

**Status:** Resolved 2026-09-08. Shared containment now verifies real parents.

A planted final-component symlink can redirect a write outside the intended root.

### SRV-002: Transcript collision policy is duplicated and behavior has diverged

Planning transcripts remove the current occupant and replace it, which can erase a queued user message.
"""


def test_a_resolved_first_finding_closes_itself_not_the_review_and_the_rules_and_legend_are_no_findings() -> None:
    parsed = parse_review(FIRST_RESOLVED, "codex")
    assert [item.title for item in parsed.items] == ["Transcript collision policy is duplicated and behavior has diverged"]


ORDER_OF_RESOLVED = FIRST_RESOLVED + """
## Recommended Order

1. Fix `SRV-001` final-component symlink writes and centralize containment.
2. Fix `SRV-002` transcript collision behavior and add regression tests.
"""


def test_a_recommendation_naming_only_a_finding_its_status_line_resolved_is_no_finding() -> None:
    titles = [item.title for item in parse_review(ORDER_OF_RESOLVED, "codex").items]
    assert titles[0] == "Transcript collision policy is duplicated and behavior has diverged"
    assert not any("SRV-001" in title for title in titles) and any("SRV-002" in title for title in titles)


LEFT_AS_THEY_ARE = """# Security Review

## Findings

### H-1: Missing auth endpoint rate limiting

`POST /auth/login` has no throttling, so passwords can be guessed at high volume.

## Valid I/O Boundaries

These modules touch I/O appropriately and should not be abstracted solely to satisfy a purity rule:

- `server/src/index.ts`: composition and server lifecycle.
- `server/src/dashboard/git.ts`: git query adapter.

## What does *not* look overkill right now

- Keep current JWT+Bearer architecture; harden it incrementally.
- Avoid introducing full OAuth provider migration immediately unless product requirements demand SSO.
"""


def test_what_the_review_says_to_leave_as_it_is_holds_no_finding() -> None:
    assert [item.title for item in parse_review(LEFT_AS_THEY_ARE, "codex").items] == ["Missing auth endpoint rate limiting"]


COMPOUND = """### Minor concerns

- **FineWeb-Edu corpus** is educationally focused and may not be representative of instruction-tuned models.
- **The clean-FP metric** is reported differently across tables without a single canonical definition location; a brief definition in Section 2.5 would help readers.
"""


def test_a_praise_word_opening_a_compound_term_is_no_praise() -> None:
    assert [item.title for item in parse_review(COMPOUND, "claude").items] == ["FineWeb-Edu corpus", "The clean-FP metric"]


RECORDS = """# Review

### Major Concerns

- **Concern ID** R1-M1
- **Severity** Major
- **Blocking** Yes
- **Concern** The claim of superiority is presented without any comparative details.
- **Resolution test** Provide a full description of the benchmark.

- **Concern ID** R1-M2
- **Severity** Major
- **Blocking** Yes
- **Concern** This is a strong novelty claim. The abstract gives no binding data.
- **Resolution test** Provide binding affinity data.
"""


def test_a_list_of_records_in_bold_fields_without_colons_is_one_finding_a_record() -> None:
    items = parse_review(RECORDS, "deepseek").items
    assert [(item.title, item.severity) for item in items] == [
        ("The claim of superiority is presented without any comparative details", Severity.HIGH),
        ("This is a strong novelty claim", Severity.HIGH)]
    assert all((item.text or "").startswith("- **Concern ID** R1-M") for item in items)


REVIEWER_PART = """## Review setup

- **Input scope** Abstract only

## Reviewer

- **Overall assessment** The abstract presents an ambitious advance. However, the abstract alone provides insufficient evidence.
- **Major strengths** The problem addressed is well-recognized and important. The scale of the screen suggests a serious effort.
- **Assessment against Nature-style criteria** Originality: The concept appears novel, though the abstract does not provide enough detail. Technical soundness: Not assessable from the abstract alone.

### Major Concerns

The claim of superiority over every other method is presented without any comparative details.

### Minor Comments

The term "latent generative search" is introduced without definition.
"""


def test_the_reviewers_part_holds_its_findings_and_its_bold_labelled_assessment_is_none() -> None:
    items = parse_review(REVIEWER_PART, "deepseek").items
    assert [(item.title[:40], item.severity, item.role) for item in items] == [
        ("The claim of superiority over every othe", Severity.HIGH, "issue"),
        ("The term \"latent generative search\" is i", Severity.LOW, "issue")]


INDEXED = REVIEWER_PART.replace("- **Major strengths**", "- **Technical failings that need to be addressed before the case is established** R1-M1, R1-M2\n- **Major strengths**")


def test_a_label_over_finding_ids_alone_is_an_index_not_a_finding() -> None:
    assert [item.title[:20] for item in parse_review(INDEXED, "deepseek").items] == ["The claim of superio", "The term \"latent gen"]


RISKS_AFTER = REVIEWER_PART + """
## Risk / unsupported claims

- The claim of superiority over every other method is unsupported without comparative data.
"""


def test_what_follows_the_reviewers_part_says_its_findings_again() -> None:
    assert [item.role for item in parse_review(RISKS_AFTER, "deepseek").items] == ["issue", "issue", "recap"]
    assert len(read_review(RISKS_AFTER, "deepseek").items) == 2


DECIDED = """# Plan Review: Edit Existing Flashcard Implementation Plan

## Findings

### F1 — Error-mapping contract contradicts its own Critical Details

- **Severity**: ⚠️ WARNING
- **Detail**: The Phase 1 Contract collapsed every error on the initial select into 404, so a malformed id is misreported.
- **Fix ⭐ Recommended (Applied)**: Tightened the Phase 1 Contract for both queries.
- **Decision**: FIXED (via Fix — applied directly to plan.md)
"""


def test_a_finding_whose_decision_says_fixed_is_closed() -> None:
    parsed = parse_review(DECIDED, "claude")
    assert parsed.items == [] and parsed.shape == "closed"


ROUNDS = """# Plan Review Log #1 — Issue #104

## Round 1 — 2026-04-18

**Findings**:
- (Critical) `.importlinter` gitpython_isolation path breaks after Step 1 but isn't fixed until Step 5
- (Accept) Step 1 verification doesn't include lint-imports

**Status**: Changes applied

## Final Status

Plan review complete. 2 rounds, all findings addressed. Plan is ready for approval.
"""


def test_a_review_ending_on_all_findings_addressed_is_closed_and_one_ending_on_once_they_are_is_not() -> None:
    assert parse_review(ROUNDS, "claude").shape == "closed"
    for ask in ("Once all findings are addressed, merge.", "Please get all issues fixed before merge.", "Make sure all findings addressed."):
        assert len(parse_review(ROUNDS.replace("Plan review complete. 2 rounds, all findings addressed.", ask), "claude").items) == 2


RISK_LINES = """# Plan Review

## Critical Issues
- Verify and reuse existing src/rendering/debug_draw.* API to avoid duplication (Stage 0 gate).

## Risk Analysis
**Mathematical:** Precision/epsilon misuse → Use glm::epsilonEqual with shared eps; assert normalization.
**Principle:** Complexity creep (extra features like text overlays) → Defer/omit; keep primitives only.
"""


def test_a_paragraph_of_labelled_risks_is_a_risk_a_line() -> None:
    items = parse_review(RISK_LINES, "claude").items
    assert [item.title for item in items][1:] == ["Mathematical", "Principle"]
    assert (items[2].text or "").startswith("**Principle:** Complexity creep")


PERSONA = """# Spec Review

## 1. Architecture

### What's Concerning

**The viewer is accumulating engine responsibilities.** Kingdom detection and raid detection run in what is supposed to be the display layer.

### Contradictions Found

**Emotion array size (Part 10 save format):** The save format specifies 8 emotions but the engine spec defines 6.

### What Composes Well

- Visual richness (Part 3) reads being state and produces rendering commands. No back-pressure on the engine.

## 8. What's Genuinely Excellent

1. **The consequence architecture (engine spec).** Three layers, each cheap, each adding genuine intelligence.

### Don't Touch

1. The SoA data layout. It's correct.
"""


def test_concerning_and_contradictions_hold_findings_and_what_is_excellent_or_untouched_holds_none() -> None:
    titles = [item.title for item in parse_review(PERSONA, "claude").items]
    assert titles == ["The viewer is accumulating engine responsibilities", "Emotion array size (Part 10 save format)"]


ADVISED = """# Spec Review

## 3. Memory Layout

### SoA Design Holds Up

The engine spec's SoA layout is solid. This is textbook cache-friendly design.

### The Decision Trace Problem

24MB for decision traces. This is the single largest memory consumer and it's debugging data. For 99% of gameplay, nobody looks at decision traces.

**Recommendation:** Lazy trace allocation. Don't allocate trace buffers until a being is selected in the inspector.

### (a) Increase Sprite Scale

**Pros**: Simplest implementation.

**Cons**: Zone-active scale competes with hover scale, and scaling beyond native resolution introduces visible pixelation.

**Recommendation**: Use this, but cap zone-active scale at 1.3x.
"""


def test_a_topic_heading_over_a_problem_then_its_recommendation_is_one_finding() -> None:
    assert [item.title for item in parse_review(ADVISED, "claude").items] == ["The Decision Trace Problem"]


MATCHES = """# Review: visitor.rs

## Major Issues
1. **`walk_jsx_member_expression` visits property JSXIdentifier**: the walker visits a property access as if it were a variable reference, a divergence from Babel.

## Minor Issues
1. **`walk_statement` does not visit `ImportDeclaration` specifiers**: They contain identifiers of interest to some visitors. The current behavior matches Babel's typical lowering behavior (imports are declarations, not runtime expressions).
2. **`walk_expression` for `MemberExpression` only visits property if `computed`**: This correctly skips the property identifier for non-computed access. This matches Babel's semantics.
3. **No traversal of `Directive` or `DirectiveLiteral`**: Only `body` statements are walked. Directives (like `"use strict"`) don't contain identifiers, so this is correct.
"""


def test_a_point_ending_on_this_matches_the_reference_or_so_this_is_correct_is_withdrawn() -> None:
    titles = [item.title for item in parse_review(MATCHES, "claude").items]
    assert titles == ["walk_jsx_member_expression visits property JSXIdentifier"]


IMPROVED = """# Evaluation Feedback -- Iteration 5

## Minor Issues (nice to fix)

1. **`writeJsonSafe` 的 EXDEV fallback 未經測試**：L374-376 的 cross-device rename fallback 沒有 unit test 覆蓋，僅靠註解保證。

## What Improved Since Last Iteration

1. **`require.main === module` 條件 export**：L1730-1757 讓 sync.js 可同時作為 CLI 入口與 testable module。這個設計避免了引入 lib/ 目錄打破單檔架構的 trade-off。
"""


def test_what_improved_since_the_last_iteration_holds_no_finding() -> None:
    assert [item.title for item in parse_review(IMPROVED, "claude").items] == ["writeJsonSafe 的 EXDEV fallback 未經測試"]


CHECKLIST = """# Verification Notes

## Review of the Designer's spec
The design is implementable and suitably constrained for the assignment. No redesign is needed at this stage.

## Verification checklist
### Backend and secret handling
- verify the LLM API key is stored only in Cloudflare Worker secrets or backend environment variables
- verify no secret is present in client-side files or committed configuration
"""

CORRECTED = """# Drafting Loop Design Spec

## Review of the design

Corrections applied in this implementation:
- The orchestrator is agent-neutral: it can load skills inline, not only dispatch agents.
- Skip table is expressed as allowed fast-pass, not permission to bypass gates silently.

## Phase skip policy

Shape, Design, and Build may be lightweight when the kind warrants it, but the handoff must still state what was done.
"""


def test_a_verification_checklist_and_the_corrections_an_implementation_applied_are_no_findings() -> None:
    assert parse_review(CHECKLIST, "claude").items == []
    corrected = parse_review(CORRECTED, "claude")
    assert corrected.items == [] and corrected.shape == "closed"  # what it closed, and no prose read as findings after


FIXED_UP = """# Phase 1: Foundation — Stream Overload

## Findings

### Blockers (resolved in fixup)

1. **Missing `QueryStreamMisuseError` export from `@vertz/ui`.** The error class was thrown but not re-exported. **Fix:** added to the index re-export.

### Should-fix (resolved in fixup)

3. **Fire-and-forget `pumpStream` had no outer `.catch`.** Pathological iterables could produce unhandled rejections. **Fix:** added an outer `.catch`.

## Resolution

All blockers and should-fix findings addressed in the fixup commit. Quality gates green. Phase 2 may proceed.
"""


def test_a_resolution_saying_all_blockers_and_should_fix_findings_were_addressed_leaves_nothing_open() -> None:
    assert parse_review(FIXED_UP, "claude").items == []
    assert parse_review(FIXED_UP.replace("### Blockers (resolved in fixup)", "### Blockers"), "claude").items == []


CONFORMANCE = """# Reviewer report — ui-refresh-navy

## Spec conformance
- Dedup — DONE. `/recurring` → `/meetings?filter=recurring`; dashboard KPI relabeled, no contradictory pair.
- Mobile — DONE. 4 new screens with loading/empty/error/pull-to-refresh, theme refreshed.
- Offline mode — MISSING. The spec asks for cached screens and none exist.
- Auth — DONE. But logout does not clear the session token.

## Nits / follow-ups (non-blocking)
- `next lint` not runnable headless; consider committing an ESLint config for CI.
"""


def test_a_conformance_point_named_then_done_in_capitals_passes_and_one_missing_fails() -> None:
    titles = [item.title for item in parse_review(CONFORMANCE, "claude").items]
    assert titles[0].startswith("Offline mode") and not any(t.startswith(("Dedup", "Mobile")) for t in titles)
    assert any("session token" in t or t.startswith("Auth") for t in titles)  # done, but: the point says more


VERDICT_LAST = """# AUD-01 Codex review

## Round 2 — one durability P1 remains

### P1 — terminal recovery is not saved, so restart resurrects the already-closed lot

The exceptional full-close path now calls `_finish()`, but then re-raises. `_finish()` itself does not save state.

Required:

- make one immediate best-effort state save before propagating the original exception;
- add restart-style regressions reading the saved state.

**Round-2 verdict: CHANGES REQUESTED.**
"""


def test_a_bold_verdict_closing_a_tagged_finding_does_not_make_its_heading_a_topic() -> None:
    titles = [item.title for item in parse_review(VERDICT_LAST, "codex").items]
    assert titles == ["terminal recovery is not saved, so restart resurrects the already-closed lot"]


FIX_LIST = """# Blueprint help.md - Review

## Numbered fix list

1. **File: docs/apps/blueprint/help.md - "Edit a node" section, step 5 (line ~94).**
   Wrong: "Set **Width** and **Height** (each between 40 and 2000)." The Width and Height bounds are not the same:
   the Height field enforces a minimum of 30, not 40, so the doc states the wrong lower bound for one of them.
   Fix: state Width 40 to 2000 and Height 30 to 2000.

2. **File: docs/apps/blueprint/help.md - "The editor canvas" section (line ~69).**
   The doc says the count line reads `N nodes . M edges`, but the separator in the code is a middle dot, not a
   period, so the literal on-screen string is transcribed with a wrong glyph.
"""


def test_a_numbered_fix_list_holds_one_finding_a_point() -> None:
    assert len(parse_review(FIX_LIST, "claude").items) == 2


EDGE_CASES = """# Outline Review: Round 4

### Skeleton Summary
The outliner proposes closing the sandwich case by cutting the largest piece in two:
1. The cut creates two equal copies of the second largest piece
2. The pair sits at the front, since every other piece is smaller
3. Bound: the remainder is at most the old total times the ratio

### Edge Cases

**Boundary: the largest piece is exactly twice the second**
- At the geometric piece set the largest piece is twice the second.
- Then the remainder equals the second piece, giving three copies, not two.
- The pair cancellation still works, but the total equals the bound exactly.
- **Issue:** The outline claims the bound is strict, which fails here.
- **Fix:** Change "<" to "<=" for the bound; the statement allows equality.

**Mixed case: some smaller piece also meets the threshold**
- The reduction explorer raised this concern.
- Analysis: if the second piece is below its threshold, the largest must be the maximum that satisfies it.
- BUT: at the boundary the largest is exactly twice the second, and the same cut works.
- **Conclusion:** The mixed case is handled by the same strategy. No separate treatment needed.

### Ranking Update

Comparisons:
- **induction > geometric-dominance:** induction now has a complete skeleton; geometric-dominance has the same gap.
- **induction > exchange-argument:** exchange-argument was exploratory and never built.

## Build Set

The builder should:
1. Add the sandwich case to the Full Proof section of the approach file
2. Use the cutting strategy as outlined
3. Mark the approach as complete and ready for verification
"""


def test_context_points_beside_an_issue_and_its_fix_are_that_finding_and_reasoning_concluded_clear_is_none() -> None:
    items = parse_review(EDGE_CASES, "claude").items
    assert [item.title for item in items if item.role != "echo"] == ["The outline claims the bound is strict, which fails here"]
    assert len([item for item in items if item.role == "echo"]) == 3  # the builder's next steps: only what they restate counts


def test_a_skeleton_summary_a_ranking_and_directions_to_the_builder_hold_no_finding() -> None:
    review = read_review(EDGE_CASES, "claude")
    assert [item.title for item in review.items] == ["The outline claims the bound is strict, which fails here"]


FIXED_BY_REVIEWER = """# Review Report: Chapter 21

## 1. Actionable Findings (Ordered by Severity)

### [HIGH] Markov's Inequality Written as an Equality
- **Location:** notes.tex#L372
- **Evidence & Impact:** Line 372 asserts the tail probability equals the ratio of expectations; Markov's inequality
  is an inequality, not an equality.
- **Action Taken:** Corrected the equality sign to an inequality and annotated the change.

### [LOW] Overfull Displays
- **Evidence & Impact:** Three displays run past the margin by 60 to 130 points.
- **Action Taken:** Restructured the displays with multi-line alignments.

## 2. Significant Revisions

1. **Proof of the tail bound:**
   Replaced the false step with the standard tower-property induction.
2. **Layout:**
   Split the long displays across lines.

## 3. Author Actions

1. **Review the Proof:** Check the streamlined tower-property induction in the revised proof.
"""

OPEN_WITH_ACTION = FIXED_BY_REVIEWER.replace("- **Action Taken:** Corrected the equality sign to an inequality and annotated the change.",
                                             "- **Action Taken:** None yet; the author should replace the equality.")


def test_findings_the_reviewer_fixed_itself_are_closed_and_its_revisions_and_check_requests_are_no_finding() -> None:
    review = parse_review(FIXED_BY_REVIEWER, "gemini")
    assert review.items == [] and review.shape == "closed"
    assert [item.title for item in parse_review(OPEN_WITH_ACTION, "gemini").items] == ["Markov's Inequality Written as an Equality"]


WALKTHROUGH = """## Quick Start Walkthrough

### Findings (ordered by severity)

#### Finding 1: "parallel worker processes" overstates what the run command does
- **Location:** `README.md` lines 103-105
- **What actually happens:** The run command's dispatch step in the Quick Start sends worker scripts one slice at a
  time; the word "parallel" in the Quick Start is misleading about the run command's worker dispatch.
- **Recommendation:** Change "parallel worker processes" to "independent worker processes".
- **Priority:** SHOULD FIX

#### Finding 2: Missing relay scripts produce a cryptic failure, not a clear error
- **Location:** `skills/run/SKILL.md` lines 88-93
- **What actually happens:** When the run command reaches its dispatch step in the Quick Start, the worker scripts are
  missing and the shell prints "No such file or directory" and nothing about the setup script.
- **Recommendation:** Add a one-line note to the Quick Start section: "Make sure you've run project setup first (see Installation above)."
- **Priority:** SHOULD FIX

#### Finding 3: Artifact chain path in README is accurate but missing the slug detail
- **What actually happens:** The parent directory is right and the artifact names match the chain.
- **Priority:** NICE TO HAVE (no fix needed; mentioning for completeness)

#### Finding 4: Agent fallback is functionally different from Codex dispatch
- **What actually happens:** The Agent backend prints instructions instead of running a command.
- **Recommendation:** No change needed for launch. The README's claim is accurate from the user's perspective.
- **Priority:** NICE TO HAVE
"""


def test_a_back_reference_inside_proposed_wording_folds_nothing_and_a_no_change_field_withdraws_a_finding() -> None:
    titles = [item.title for item in read_review(WALKTHROUGH, "claude").items]
    assert titles == ['"parallel worker processes" overstates what the run command does',
                      "Missing relay scripts produce a cryptic failure, not a clear error"]


COMMAND_SUMMARY = """# Decision Review

## Command Summary

BLUF: This artifact gives implementers the decision review for the four areas that could otherwise make the change too
broad. Its job is to convert those decisions into implementation constraints that can be checked during the work. The
decision is to approve the work only with the encoded constraints.

## Linear / Spec / Plan / PR Traceability

| Linear issue | Source acceptance IDs | Plan units | PR evidence |
| --- | --- | --- | --- |
| JSC-329 | FR-021, FR-022 | PU-001, PU-003 | PR evidence pending implementation. |

## Findings

### Finding 1: Waiver authority has no named source

Severity: Medium

The plan lets the implementing agent approve its own waiver; it must cite an external owner.
"""


def test_a_command_summary_and_a_traceability_table_hold_no_finding() -> None:
    titles = [item.title for item in read_review(COMMAND_SUMMARY, "codex").items]
    assert titles == ["Waiver authority has no named source"]


NEXT_STEPS = """# Review Report: roadmap command

## Findings

### Observations
1. FR-018 and FR-019 (SHOULD requirements) not implemented - auto-triggering specit/planit
   - **Impact**: Low - manual workflow still available via handoffs

## Review Verdict

**APPROVED** - The implementation meets all MUST requirements. Ready for checkin.

## Next Steps

1. Run `/doit.checkin` to finalize the feature
2. Create pull request for merge to main branch
3. Consider implementing FR-018/FR-019 in future iteration
"""


def test_workflow_steps_after_an_approval_are_no_finding() -> None:
    titles = [item.title for item in read_review(NEXT_STEPS, "claude").items]
    assert titles == ["FR-018 and FR-019 (SHOULD requirements) not implemented"]


GROUP_HEADINGS = """# Review

## Findings

### Observations
1. The cache is never invalidated when the config file changes on disk.
2. The retry loop has no upper bound and can spin forever on a dead host.

### Notes
- The logger writes secrets in debug mode.
"""


def test_a_heading_that_only_names_a_group_of_points_is_no_finding_its_points_are() -> None:
    titles = [item.title for item in parse_review(GROUP_HEADINGS, "claude").items]
    assert titles == ["The cache is never invalidated when the config file changes on disk",
                      "The retry loop has no upper bound and can spin forever on a dead host", "The logger writes secrets in debug mode"]


WHY_AUDIT = """# Context Switch Audit

## Why this audit exists

User-reported failures persist:
- Editing variable names in Frame B leaks into Frame A.
- Sometimes opening one appears to reopen or conflict with the other.

## Findings (ordered by severity)

1. Stream cache initialization is cross-contaminating names.
- When the target stream config does not exist, it copies the system config, so a new A cache inherits B's names.

2. Stream inference uses only the UDP local port, not the channel schema.
- A cache holding B names on port 1347 is still classified as A, which locks the contamination in.

## Notes

- This audit intentionally does not prescribe UI/tab aesthetic details.
"""


def test_the_symptoms_that_motivate_an_audit_and_what_it_leaves_out_are_no_finding() -> None:
    titles = [item.title for item in read_review(WHY_AUDIT, "codex").items]
    assert titles == ["Stream cache initialization is cross-contaminating names",
                      "Stream inference uses only the UDP local port, not the channel schema"]


CLOSED_RECORD = """# Gate A independent audit record

- Status: `CLOSED_GREEN`

## Review verdict

- Contract Red: **none**.

## Material findings closed before freeze

The implementation review found and closed gaps in secret width, replacement recovery and broker wiring. The final
browser pass then exposed one production-only problem: expected errors from a duplicated module instance were falling
through an `instanceof` check and becoming 503s. The fix introduced a structural guard and regression tests.

## Manifest audit correction

The first draft was not approval-grade because it repeated stale counts. The final proposal binds the actual protocol.
"""


def test_a_record_whose_findings_are_told_closed_in_prose_is_closed() -> None:
    review = parse_review(CLOSED_RECORD, "codex")
    assert review.items == [] and review.shape == "closed"


TICKET_REVIEW = """# Code Review: Ticket 2 -- PermissionPolicy

**Verdict:** APPROVED

## AC Coverage

| AC # | Description | Status | Notes |
|------|-------------|--------|-------|
| 1 | `load(cwd)` reads all three tiers; missing files silently ignored | Met | `read_settings` returns `None` on I/O error |
| 2 | Malformed JSON emits `tracing::warn!` and skips tier | Met | logs a warning; the test confirms |

## Issues Found

### Minor (nice to fix, not blocking)
- **Chained `unwrap_or` in `simple_regex_match`:** if the prefix strip succeeds but the suffix strip fails, the
  fallback discards the prefix strip. It does not manifest today, but it is a latent bug.

## Suggestions (non-blocking)
- `session_grant` stores the exact primary arg as the pattern, so it will only match the exact command. This is a
  reasonable design choice for session grants, but worth documenting explicitly so downstream implementers understand it.
- The helper functions could benefit from test visibility if they need testing independently, but for now the indirect coverage through `check()` tests is sufficient.

## Scope Check
- Files within scope: YES -- only `src/permissions/mod.rs` was modified
- Scope creep detected: NO
- Unauthorized dependencies added: NO
"""


def test_a_check_answered_no_is_a_finding_when_what_it_asks_for_is_missing() -> None:
    review = "## Findings\n\n### Scope Check\n- Scope creep detected: NO\n- Tests added: NO -- the new parser has no test\n"
    assert [item.title for item in read_review(review, "claude").items] == ["Tests added"]


def test_met_criteria_a_passed_scope_check_and_a_suggestion_said_sufficient_are_no_finding() -> None:
    titles = [item.title for item in read_review(TICKET_REVIEW, "claude").items]
    assert titles == ["Chained unwrap_or in simple_regex_match",
                      "session_grant stores the exact primary arg as the pattern, so it will only match the exact command"]


ROUND_TWO = """# Round 2 Review: webhooks

## R1 Issue Status

| # | R1 Issue | Status | Notes |
|---|----------|--------|-------|
| 2 | No rate limit on unauthenticated execute | ⚠️ Partially fixed | A limiter exists, but it leaks entries and is populated before the webhook is validated. See C1 below. |

## Critical Issues (blocking)

### C1. Rate limiter is a DoS vector and a memory leak
The bucket is keyed on the raw path parameter and inserted before token validation, so an anonymous caller grows it
without bound.

### C2. The rate-limit switch the tests set does nothing
`webhooks.test.ts` sets `RATE_LIMIT_ENABLED=false`, but the execute route ignores it; the suite shares one limiter.

### C3. Any guild member can manage any webhook
All management routes gate only on guild membership, so any member can delete or rename anyone's webhook.

## Suggestions (non-blocking)

- **S1. `recent[0]` access in rate-limiter** is technically safe because the length check guards it, but `recent.at(0)` with an explicit guard reads better.
- **S2. Tests don't cover the permission boundary** (non-member trying to manage a webhook). Even without fixing C3, add the test.
- **S3. Tests don't cover rate-limit behavior** — important given C1/C2.
"""


def test_a_status_row_pointing_below_folds_and_a_suggestion_series_of_its_own_is_kept() -> None:
    titles = [item.title for item in read_review(ROUND_TWO, "claude").items]
    assert titles == ["Rate limiter is a DoS vector and a memory leak", "The rate-limit switch the tests set does nothing",
                      "Any guild member can manage any webhook", "recent[0] access in rate-limiter",
                      "Tests don't cover the permission boundary", "Tests don't cover rate-limit behavior"]


NITS = """# Review: Package the orchestration as one extension

## Verdict: APPROVED-WITH-NITS

## Independent verification (not trusting the report)

- **Smoke test 1 (load):** `pi -e ./index.ts -p "Reply with exactly: ok"` → `ok`. Ran in worker mode too.
- **Recursion probe:** under `NIXPI_WORKER=1` the model could not call `subagent` (replied `NO-SUCH-TOOL`).

## Plan conformance

- **Step 2 (Commit A):** pass. 20 pure renames; zero content lines changed.
- **STOP conditions:** none observable post-hoc; the accumulation STOP condition is structurally impossible.

## Standards findings

- [judgement] `index.ts:1-1044` — the file is 1044 lines, over the 500-line file standard. Pre-existing: it was 1019 lines at baseline. Not a violation introduced by this branch.
- [judgement] `agents.ts:132` — `formatAgentList` is exported but never called (dead code). Non-blocking.
"""


def test_an_independent_verification_a_check_that_found_none_and_no_violation_of_this_branch_are_no_finding() -> None:
    titles = [item.title for item in read_review(NITS, "qwen").items]
    assert titles == ["formatAgentList is exported but never called (dead code)"]


APPROVAL = """# Prompt change — Review

**Verdict:** Approve

## Summary

Ships exactly what the design specified. All binding gates pass at exit 0. No concerns remain. Open the PR.

## Blockers

None.

## Suggestions (non-blocking)

1. Design Open-Question 1 (proactively reinforcing the remaining uncovered keys) is correctly
   deferred. The next load drill will make any residual visible; fold the sweep into that
   follow-up rather than pre-emptively. No action this card.
2. Each rule-N clause is a ~14-line near-verbatim copy. If a third lands, consider whether the
   builder should template these rather than hand-copy — purely a future maintainability note;
   copy-paste is the right call for a minimal-blast-radius hotfix mirroring a proven clause.

## Operator next steps

- Push the branch: `git push -u origin feat/prompt-tuning`
- Deploy (operator, post-merge): push the server, then run the hosted smoke test.
- Post-merge worktree cleanup: commands in the reviewer notes.
"""


def test_suggestions_that_ask_for_nothing_and_operator_steps_leave_an_approval_without_findings() -> None:
    review = parse_review(APPROVAL, "claude")
    assert review.items == [] and review.parsable


CHALLENGE_LOOP = """## [CHALLENGE-LOOP] Summary

**Total findings:** 4 (0 BLOCKERs, 2 WARNINGs, 2 NITs)

#### Iteration 1 (opus)
**New findings:** 1 WARNING, 1 NIT
**Self-generated:** 0
- [WARNING] install/kosmos:1410 -- a 5th bare "opt-in-gated slice" mislabel --> FIXED (18bd6fea)
- [NIT] ping.js:4 -- "Nothing here leaves the Mac" could mislead a skimmer --> FIXED (12d69379, tightened)

#### Iteration 2 (sonnet)
**New findings:** 1 WARNING, 1 NIT
**Self-generated:** 0
- [WARNING] server.js:4785 -- a bare "send/opt-in flag" (8th site) --> FIXED (c36fa81d)
- [NIT] feedbacksend.js:344 -- deferred: the default's own file, out of scope; noted on card #2957 for a follow-up
"""


def test_counts_by_kind_and_points_closed_by_an_arrow_or_deferred_are_no_finding() -> None:
    assert parse_review(CHALLENGE_LOOP, "claude").items == []


HANDOFF = """# Handoff: Clive → Steve

## Review Summary

Phase 21 passes all quality gates. **Verdict: GREEN LIGHT FOR DEPLOYMENT**

### No Blocking Issues
All implementation meets or exceeds coding standards.

## Next Steps for Steve

### Deployment Procedure

1. **Create Feature Branch**
2. **Push Feature Branch**
3. **Guide User Through PR Merge** (CRITICAL: Branch protection requires manual merge)
4. **Post-Merge Cleanup**
   - Archive workflow artifacts
   - Update Implementation_Schedule.md with merge date
"""


def test_a_deployment_procedure_after_an_approval_is_no_finding() -> None:
    review = parse_review(HANDOFF, "claude")
    assert review.items == [] and review.parsable


QUALIFIED_FIELD = """## Findings by Severity

### Blockers (Must fix before merge)

**1. WCAG AA contrast failure — `text-muted-foreground` on white card background**

All `text-xs` secondary text inside `TopicRetentionCard` renders at 3.88:1 contrast, below the required 4.5:1.

**Impact for learners**: Small supplementary text is the most frequently read text in the card; failing contrast harms
users with low-contrast vision sensitivity.

**Suggestion**: Darken the `--muted-foreground` token on white surfaces.
"""


def test_a_known_field_said_of_whom_is_a_part_of_its_finding() -> None:
    titles = [item.title for item in read_review(QUALIFIED_FIELD, "claude").items]
    assert titles == ["WCAG AA contrast failure — text-muted-foreground on white card background"]
