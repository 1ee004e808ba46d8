"""Shapes real-review round 14 showed the parser (issue 14): long code-review reports whose analysis sections
list "Issues Found", checklists of passed checks, "Positive Findings", scorecards with "**Risks:** …" points,
headings over Observation / Risk / Recommendation fields, and bold priority tags before a bold title.

The texts are written for the test, after the shapes of the round's reviews (Claude Code with GLM and Gemini
reviewing one codebase, Gemini reviewing a UX strategy)."""

from __future__ import annotations

import pytest

from xreview.core import cues
from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


def test_issues_found_in_an_analysis_of_one_part_are_findings_not_echoes_of_a_verdict() -> None:
    text = """## Architecture Assessment

### Routes and Navigation Review

**Assessment:** Routes are well-organized with proper navigation guards.

**Issues Found:**

1. **Redundant Escape key handler in settings.tsx** - two handlers react to the same key.

2. **Missing error boundary in routes** - some routes lack error boundaries for graceful failure handling.

## Overall Assessment

**Issues Found:**

1. **Missing error boundary in routes** - as above.
"""
    assert titles(text) == ["Redundant Escape key handler in settings.tsx", "Missing error boundary in routes"]
    assert cues.is_subject_assessment("Testing Assessment")
    assert not cues.is_subject_assessment("Overall Assessment")
    assert not cues.is_subject_assessment("Risk Assessment")


def test_checked_boxes_positive_findings_and_a_table_of_contents_are_not_issues() -> None:
    text = """## Table of Contents

1. [Critical Issues](#critical-issues)
2. [Recommendations](#recommendations)

## Security Review

### Security Checklist:

- [x] No SQL injection (no database)
- [x] No sensitive data in error messages
- [ ] CSP headers are missing

## Positive Findings

### 1. Excellent Error Handling System

A comprehensive error handling system with recovery actions.

### 2. Comprehensive Import/Export System

Import preview with change detection.
"""
    assert titles(text) == ["CSP headers are missing"]


@pytest.mark.parametrize("opening", ["# Review of the UX and strategy documents\n",  # the scorecard under the review's title
                                     "# Review\n\n## Executive Summary\n\nA distinctive product vision.\n"])  # a section of its own
def test_problem_labelled_points_in_a_scorecard_are_issues_its_strengths_are_not(opening: str) -> None:
    text = opening + """
## Scoring & Specific Feedback

### 2. Monetization Model Viability: 9/10
**Feedback:** The tiered strategy is extremely robust.
*   **Strengths:** The ad model is a masterstroke for price-sensitive users.
*   **Concerns:** The conversion rates (5% to Plus) are too ambitious.

### 6. Engagement & Retention: 8/10
*   **Strengths:** The variable reward of finding a deal is powerful.
*   **Risks:** The notification strategy is **too aggressive** and risks immediate uninstall.
"""
    assert titles(text) == ["The conversion rates (5% to Plus) are too ambitious",
                            "The notification strategy is too aggressive and risks immediate uninstall"]


def test_a_heading_over_observation_risk_and_recommendation_fields_is_one_finding() -> None:
    text = """## 2. Architectural Analysis

### 2.1 "Thick Store" Pattern
*   **Observation:** `catalog-store.ts` handles validation, persistence *and* UI feedback (toasts).
*   **Risk:** This violates separation of concerns.
*   **Recommendation:** Return `Result` objects from store actions.

### 2.2 Shared Packages Strategy
*   **Observation:** `packages/types` exports complex utility functions.
*   **Critique:** Naming it `types` is misleading.
*   **Recommendation:** Rename `packages/types` to `packages/core`.
"""
    assert titles(text) == ['"Thick Store" Pattern', "Shared Packages Strategy"]


def test_a_list_under_an_examples_label_belongs_to_the_heading_it_illustrates() -> None:
    text = """## High Priority Issues

### 5. Unused Variables and Dead Code

**Severity:** HIGH

**Examples:**

1. **`useCatalogImport.ts:3`** - Imports `CatalogImportType` but never uses it.

2. **`error-store.ts:102`** - `as any` type assertion.

### 6. Service Worker API Endpoint References

**Problem:** The application has no API endpoints.
"""
    assert titles(text) == ["Unused Variables and Dead Code", "Service Worker API Endpoint References"]


def test_a_bold_priority_before_a_bold_title_is_a_tag() -> None:
    text = """## Findings

1.  **High Priority:** **Clean up Console Logs.** Remove or wrap all `console.log` statements.
2.  **Low Priority:** **Rename Package.** Rename `packages/types` to `packages/core`.
"""
    assert titles(text) == ["Clean up Console Logs", "Rename Package"]


def test_a_problem_after_praise_in_a_but_clause_or_a_still_needed_is_an_issue() -> None:
    text = """## 4. Security & Data Integrity

*   **Image Handling:** The refine checks the mime type, but a stronger Content Security Policy is still needed.
*   **UX/A11y:** Select All is implemented, but ensure the live regions announce bulk changes.
*   **UUIDs:** The system validates UUID v4 strictly and well.
"""
    assert len(titles(text)) == 2


def test_a_bare_label_over_issue_and_fix_fields_is_an_issue() -> None:
    text = """### 3.1 `catalog-store.ts`
*   **Console Noise:**
    *   `console.log('[CatalogStore] addProduct', get())`
    *   *Issue:* These logs will clutter the console in production.
    *   *Fix:* Use a custom logger that no-ops in production.
*   **Performance:** It uses `useMemo` for filtering, which is good.
"""
    assert titles(text) == ["Console Noise"]


# -- round 15: a second pass that audits a first, a review its author annotated afterwards --------------------


def test_points_marked_fixed_or_not_applicable_are_closed_not_open() -> None:
    text = """## Must-fix

1. [N/A — extraction] Name "Eldieb" → source already "Marawan Eldeib".
2. Add a confidence column to Table II: the per-tool confidence is missing.
3. Fix citation misuse: [37] is about HTTPS interception, not about reporting raw traffic.
   Replace with [30] or remove. [FIXED]
"""
    assert titles(text) == ["Add a confidence column to Table II"]


def test_a_quoted_claim_disputed_is_a_problem_not_praise() -> None:
    assert not cues.is_praise('"Hermes Agent is production-ready" — unverified. Documentation may lag, breaking changes possible.')
    assert cues.is_praise("Hermes Agent is production-ready and well documented.")


def test_ambiguities_assumptions_and_proposed_changes_hold_points_and_an_overall_evaluation_is_a_verdict() -> None:
    for title in ("Ambiguities", "Assumptions That Might Be Wrong", "Proposed Changes"):
        assert cues.section_kind(title)[0] is cues.Kind.CONTAINER, title
    assert cues.section_kind("Boundary Ambiguity")[0] is not cues.Kind.CONTAINER  # one point, not a list of them
    assert cues.section_kind("8. Overall evaluation")[0] is cues.Kind.SKIP


def test_bold_titled_paragraphs_beside_a_peer_point_are_points_of_their_own() -> None:
    text = """# Second-pass review

## 1. Audit of Previous Review

### AGREE — Real gaps

**No hard cost cap — only alerts.**
Token hygiene lists budget alerts but no automatic throttle.

### PARTIALLY AGREE — Real but overstated

**WhatsApp Baileys risk.**
Baileys is maintained; still, a session-health monitoring cron to detect silent drops is a valid addition.

**Oracle Always Free reclamation.**
Real but manageable. The bigger practical risk is Oracle never having ARM capacity in the user's region.
"""
    assert titles(text) == ["No hard cost cap — only alerts", "WhatsApp Baileys risk", "Oracle Always Free reclamation"]


# -- round 16: two Grok reviews ---------------------------------------------------------------------------------


def test_an_issue_id_with_only_a_severity_is_titled_by_its_description() -> None:
    text = """## Issues

### Minor Design / Maintainability

**Issue 3 — Severity: nit**  
- **Description**: Consistent use of absolute `from src.xxx import ...` imports. This works today.  
- **Suggestion**: Consider relative imports inside `src/`.

**Issue 4 — Severity: nit**  
- **Description**: Cache freshness logic is hard-wired around "daily" assumptions.  
- **Suggestion**: Minor for current scope.
"""
    assert titles(text) == ["Consistent use of absolute from src.xxx import ... imports",
                            'Cache freshness logic is hard-wired around "daily" assumptions']


def test_when_and_priority_tags_in_bold_are_not_titles() -> None:
    text = """## Findings

1. **Immediate (low effort, high value)**: Fix the two CLAUDE.md documentation inaccuracies.
2. **Short term**: Add a `py.typed` marker to the package.
"""
    assert titles(text) == ["Fix the two CLAUDE.md documentation inaccuracies", "Add a py.typed marker to the package"]


def test_top_weaknesses_first_are_the_findings_and_a_lead_in_sentence_is_no_strengths_label() -> None:
    text = """### Peer Review Report

#### 2. Top 3 Weaknesses

1. **Parentheses Governance Collision (Highest Severity)**
   The master prompt restricts parentheses, but several add-ons require more uses.

2. **Markdown Noise Leakage from Add-ons**
   Add-ons use bold labels despite the master's plain-text rule.

#### 3. Proposed Negation Rules

These are phrased as hard negations to maximize override strength against RLHF tendencies:

1. **DO NOT narrate, describe, or reference internal mode switching, genre triggers or priority matrices; apply rules silently.**
   (Prevents meta-talk leakage from complex mixed-genre logic.)
"""
    assert [i.role for i in read_review(text, "m").items] == ["issue", "issue", "issue"]
    assert titles(text)[2].startswith("DO NOT narrate")


def test_advice_after_praise_or_after_no_critical_gaps_is_an_issue() -> None:
    assert not cues.is_praise("**Refinement SOP**: Highly practical (9/10). Minor suggestion: add labels for the new patterns.")
    text = """## Issues

### Testing

No critical gaps. The test suite is thoughtful and fast. One small opportunity: add a test exercising the dedup behavior.
"""
    assert titles(text) == ["add a test exercising the dedup behavior"]


# -- round 17: a review harness's summary with the model's raw output -------------------------------------------


def test_a_two_word_title_naming_one_gap_is_a_point_and_its_bullets_its_body() -> None:
    text = """## Findings

### Important

2. **Validation gap** (`docs/plans/plan.md:180-212`)
   - No plan to A/B test the generalized pipeline against the current baseline
   - Without side-by-side evaluation on held-out signals, risk of silent regressions
"""
    assert titles(text) == ["Validation gap"]
    assert cues.section_kind("Open issues")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Validation gap")[0] is cues.Kind.TOPIC


def test_the_files_reviewed_and_the_alternatives_considered_are_no_findings() -> None:
    text = """# Plan Review - Gemini

**Date**: 2026-02-09
**Reviewer**: Gemini 2.5 Pro (via gemini-25pro-validator)
**Files Reviewed**:
- `docs/plans/2026-02-09-signal-generalization.md`
- `docs/issues/missing-signal-generalization-step.md`

## Findings

1. **No rollback path** — no fail-closed fallback if the LLM fails.

## Alternative Approaches Considered

1. **Threshold lowering**: simply lowering the threshold would increase false positives
2. **Embedding model change**: a different model doesn't address surface form variation
"""
    assert titles(text) == ["No rollback path"]


def test_recommendations_in_an_assessment_after_the_findings_restate_them() -> None:
    text = """## Findings

1. **PBD alignment risk**: generalization could drift to vague principles; a prompt template enforcing PBD constraints is missing.

## Architectural Assessment

**The approach is correct**. Adding a normalization step is the right direction.

**Key architectural recommendations**:
1. Need a prompt template that enforces the PBD constraints
"""
    assert titles(text) == ["PBD alignment risk"]


def test_needs_attention_holds_points_and_the_prioritized_items_after_it_restate_them() -> None:
    text = """### Key Findings

*   **Positive:**
    *   **Robustness:** The plan for handling non-TTY environments is a standout feature.
*   **Needs Attention:**
    *   **Security Policy Conflict:** Storing inline API keys in a file violates ADR-001, which says never to store them as plaintext.
    *   **Operational Risk:** Without a connection timeout, the Ollama probe could hang the CLI indefinitely.

### Actionable Items (Prioritized)

1.  **[High] Resolve ADR-001 Conflict on Secret Storage:** strictly adhere to ADR-001.
2.  **[Medium] Add Network Timeout for Ollama Probe:** use a 2-5 second connection timeout.
"""
    assert titles(text) == ["Security Policy Conflict", "Operational Risk"]


def test_correct_and_fixed_sections_and_the_reviewer_line_are_not_open_issues() -> None:
    text = """# Slice 4 Review

- Reviewer: Kimi K3 (independent; NOT the author — the author was another model).
- Base SHA: `56d7e899`

## Review

### Correct
- **No secrets in fixtures:** the fixture holds only synthetic data, no misleading labels.

### Fixed
- **Important / UX:** the command failed when run from the README's directory. Changed the path so it works.

### Note
- **Advisory / DX:** The example references `/tmp/test-key.pem` without showing key generation; a one-line hint would help.
"""
    found = titles(text)
    assert len(found) == 1 and found[0].startswith("The example references /tmp/test-key.pem")  # the grade and aspect are no title


# -- round 20: an agent's technical review ----------------------------------------------------------------------


def test_findings_withdrawn_in_their_own_body_counts_of_issues_and_orphan_recommendations() -> None:
    text = """## Issues Found

### Minor (Nice to Have)

#### M1: Ollama Version in docker-compose.yml

`image: ollama/ollama:latest` should be pinned. Not blocking since Stage 5 is deferred.

#### M2: Node 22 Adoption Limitation

Node 22 became active LTS in 2025, so this is reasonable. No action needed.

---

## Cross-Reference Analysis

### Code Review Findings

The plan addresses:
- 2 Critical issues (Docker Node version, build order)
- 5 Minor issues (Ollama pinning, username placeholder, etc.)

### Meta-Axiom Synthesis Plan

The deployment plan correctly identifies this as a future enhancement.

**Recommendation**: Post-deployment, update the skill page to mention roadmap items.

## Risk Assessment Completeness

**Missing risk**: What if the CLI changes between plan and execution? Consider pinning the CLI version.
"""
    assert titles(text) == ["Ollama Version in docker-compose.yml", "Post-deployment, update the skill page to mention roadmap items",
                            "What if the CLI changes between plan and execution?"]
