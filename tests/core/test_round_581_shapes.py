"""Shapes real-review round 581 showed the parser (issue 14): a survey pipeline's supervisor review of a draft. Its
table under "### Uncited Papers (6) — All Justifiably Excluded" listed papers left out on purpose; "## Handoff
Instructions" told the next agent what to do and not to do; and "## Risks to Flag", after the findings, said two of
them again as risks. All three were read as findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import parse_review

REVIEW = """## Cross-Cutting Issues

1. **✅ No redundancy** — §4.6 and §6.2 are complementary.
2. **⚠️ Cross-reference brittleness** — All three forward references use hard-coded section numbers. If any section is renumbered, these references will break.

## Paper Coverage Analysis

### Uncited Papers (2) — All Justifiably Excluded

| Pool # | arXiv ID | Title | Exclusion Reason |
|--------|----------|-------|-----------------|
| 27 | 2302.14017 | Full Stack Optimization of Transformer Inference: a Survey | Adjacent survey — no automated survey gen content |
| 28 | 2404.14294 | A Survey on Efficient Inference for Large Language Models | Adjacent survey — no automated survey gen content |

## Risks to Flag

1. **Hard-coded section references (LOW)** — Three forward references use section numbers that would break if sections are renumbered.

## Handoff Instructions

**Strict constraints**:
- Do NOT add, remove, or reorder sections
- Do NOT alter Table 1
"""


def test_excluded_papers_and_handoff_instructions_are_no_findings() -> None:
    assert cues.section_kind("Handoff Instructions")[0] is Kind.SKIP
    assert cues.section_kind("Uncited Papers (6) — All Justifiably Excluded")[0] is Kind.SKIP
    titles = [item.title for item in parse_review(REVIEW, "m").items]
    assert not any(t.startswith(("Full Stack", "A Survey on", "Do NOT")) for t in titles), titles


def test_risks_to_flag_after_the_findings_restate_them() -> None:
    items = parse_review(REVIEW, "m").items
    risk = [item for item in items if item.title.startswith("Hard-coded section references")]
    assert risk and risk[0].role == "recap", [(item.title, item.role) for item in items]
