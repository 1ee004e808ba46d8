"""Shapes real-review round 338 showed the parser (issue 14): an adversarial plan review written up after the fact,
each finding followed by "**Fix applied to the contract:** …" and the whole closed by "Standing lessons worth
keeping" — nothing open; and a source review whose finding ends its trigger with "…, as described above" — a finding
of its own that mentions an earlier one, not a restatement of it (a finding whose claim opens "See V4." still folds).

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import parse_review, read_review
from xreview.core.titles import claim_part
from xreview.embedding import load_embedder

APPLIED = """# Adversarial review — Phase 2.5 invoice automation

**Verdict:** needs-attention — 1 critical, 1 high

## Findings

### 1. [critical] Invoice originals would be publicly downloadable

**Where:** `02-architecture.md` — external dependency table
**Claim:** Primary storage was specified as `public/invoices/`.

Anyone who guesses a path retrieves a supplier invoice with no authentication at all.

**Fix applied to the contract:** store originals outside the web root and serve them through an authenticated route.

### 2. [high] Approval can partially apply or replay cost changes

**Where:** `03-program-design.md` approval call stack
**Claim:** Approval loops product updates, then marks the invoice approved, with no transaction.

**Fix applied to the contract:** the whole approval runs in one transaction with a conditional state transition.

## Standing lessons worth keeping past this feature

1. **A new subsystem does not inherit the invariants — it re-earns them.** The invariants list needs to be walked at each gate.
2. **`public/` is not storage.** Anything under it is unauthenticated by construction.
"""

SOURCE = """## 1. CORRECTNESS BUGS

### MEDIUM — MCP deadlines leave permanently blocked workers and sockets

**Evidence:** `src/mcp_http.rs:158`, `src/mcp_http.rs:493`.

**Trigger:** An MCP server sends response headers, then leaves the body open without another newline or EOF.

The worker checks cancellation only before its blocking `read_line`; repeated calls accumulate blocked threads.

## 3. DOCTRINE-VS-CODE DRIFT

### MEDIUM — MCP's advertised total timeout is per attempt, and shutdown does not close streams

**Claim:** `README.md:569` promises a 60-second per-call total; the spec requires closing streams at shutdown.

**Evidence:** `src/mcp_http.rs:305`, `src/mcp_http.rs:358`.

**Trigger:** Every retry receives a fresh deadline, plus backoff. A silent stream also remains open after shutdown, as described above.
"""


def test_findings_recorded_with_their_fix_applied_and_the_lessons_after_them_are_not_open() -> None:
    assert parse_review(APPLIED, "codex").items == []
    assert cues.section_kind("Standing lessons worth keeping past this feature")[0] is Kind.SKIP
    assert cues.section_kind("Reading lessons")[0] is not Kind.SKIP


def test_a_finding_that_mentions_an_earlier_one_in_its_trigger_is_its_own() -> None:
    titles = [item.title for item in read_review(SOURCE, "codex", load_embedder()).items]
    assert titles == ["MCP deadlines leave permanently blocked workers and sockets",
                      "MCP's advertised total timeout is per attempt, and shutdown does not close streams"]


def test_the_claim_part_skips_bold_fields_to_the_first_plain_paragraph() -> None:
    text = "### F1. Flytt datasettdetaljer\n\n**Alvorlighetsgrad:** Middels\n\nSe V4. Regionfordeling bør flyttes.\n\nMer tekst."
    assert claim_part(text) == "### F1. Flytt datasettdetaljer\n\nSe V4. Regionfordeling bør flyttes."


def test_a_list_of_tools_to_install_with_their_links_holds_no_finding() -> None:
    """Round 339: a single-reviewer plan review's limitation, "install additional CLIs:" over "- `gemini`: <link>"."""
    text = """## CodeRabbit Review

**Finding 1: Hardcoded absolute path in Phase 2 plan** (potential_issue)
- Automated verification uses an environment-specific absolute path. Should use `git rev-parse --show-toplevel`.

## Consensus Summary

### Limitation

Only one external reviewer was available. For a deeper plan review, install additional CLIs:
- `gemini`: https://github.com/google-gemini/gemini-cli
- `codex`: https://github.com/openai/codex
"""
    assert [item.title for item in parse_review(text, "coderabbit").items] == ["Hardcoded absolute path in Phase 2 plan"]


def test_concerns_of_a_self_assessment_inside_a_consensus_summary_are_findings() -> None:
    """Round 339: "### Phase 4 Plan Self-Assessment" (a subject's assessment, though hyphenated and numbered) over
    "**Potential concerns:**" raises points of its own, not echoes of the findings summed up around it."""
    assert cues.is_subject_assessment("Phase 4 Plan Self-Assessment")
    text = """## CodeRabbit Review

**Finding 1: Hardcoded absolute path in Phase 2 plan** (potential_issue)
- Automated verification uses an environment-specific absolute path.

## Consensus Summary

### Phase 4 Plan Self-Assessment

**Strengths:**
- Well-structured 4-task breakdown with clear TDD approach

**Potential concerns:**
- Task 2 assumes a specific evaluation data shape from Phase 2 that may not exist yet
- No automated visual regression testing — relies entirely on human checkpoint
"""
    assert [item.title for item in parse_review(text, "coderabbit").items] == [
        "Hardcoded absolute path in Phase 2 plan", "Task 2 assumes a specific evaluation data shape from Phase 2 that may not exist yet",
        "No automated visual regression testing"]


def test_a_reviews_trust_caveat_is_about_the_review() -> None:
    """Round 340: "### Trust caveat" ⏎ "Single-reviewer (Claude is runtime). … recommended for triangulation"."""
    assert cues.section_kind("Trust caveat")[0] is Kind.SKIP
    assert cues.section_kind("Caveat")[0] is Kind.SKIP
