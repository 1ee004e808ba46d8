"""Shapes real-review round 467 showed the parser (issue 14): a peer-review skill's transcript whose structural scan is
led in by "Required sections per `ground-truth.md` → Document-type templates → Research summary:" (the document's type,
no summary of findings) over "| Required Section | Status | Notes |" rows marked "❌ Missing" or "⚠️ Partial" (outside a summary, a gap); whose quality checks are
"| Check | Status | Evidence / Gap |" (the check names the row, the status says whether it fails); and which ends on a
slash command to re-run, the expected outcome and an isolation attestation of the files it did not read.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Eval transcript — peer-review / synthesis-support-tickets

## Full /peer-review output (verbatim execution)

### Step 3 — Layer 1: Agent-Specific Quality Checks

#### Pass 1 — Structural scan

Document type is "Research summary." Required sections per `Knowledge/Reference/ground-truth.md` → Document-type templates → Research summary:

| Required Section | Status | Notes |
|---|---|---|
| Research question | ❌ Missing | No explicit "Research question" section. The topic is never stated as a question. |
| Method | ✅ Present | Header block states the coding method and window. |
| Sources | ⚠️ Partial | Ticket count and window cited. No ticket system, data pull method, or sampling rationale. |
| Implications | ❌ Missing | No dedicated "Implications" section. |

#### Pass 2 — Agent quality checks

| Check | Status | Evidence / Gap |
|---|---|---|
| Themes supported by data | ⚠️ Partial | Theme 2 lacks any ticket count, percentage, or representative ticket citation. |
| Open questions have owners | ✅ Pass | Two open questions with owners and dates. |

### Step 8 — Outcome & Next Steps

**Expected outcome after fixes:** A structurally complete research synthesis that can be shared with stakeholders.

**Your action sequence:**
1. Add Research question (1–2 sentences).
2. Re-run `/peer-review` before sharing with stakeholders.

## Isolation attestation

Files NOT read (isolation confirmed):
- `Evals/peer-review/_answer-keys/` — not accessed
- No other files under `Evals/` accessed
"""


def test_missing_sections_failing_checks_and_no_bookkeeping() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Research question", "Sources", "Implications", "Themes supported by data"]
