"""Real-review rounds 303–304 (reviews 460–462): a cross-AI plan review's round 4 — Gemini audits the last round's concerns
("- Concern 6 (Performance): **RESOLVED.** Move from on_change to blur …") before a concern table whose cells hold a
title, a dash and its explanation ("| 2 | MEDIUM | Index coverage incomplete — new filters add line count, … but no
indexes planned for these | … |"). A concern answered by its status is closed; a cell's title is what comes before
its dash, unless that part alone reads as praise and the claim is after it.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.parse_tables import _titled_cell

REVIEW = """#### Concerns

**Round 3 Resolution Audit:**
- Concern 6 (Performance): **RESOLVED.** Move from on_change to blur/editingFinished prevents excessive recomputations.
- Concern 7 (Migration Risk): **RESOLVED.** PRAGMA existence checks ensure idempotency and stability.

| # | Severity | Concern | Action |
|---|----------|---------|--------|
| 1 | MEDIUM | Row-factory concern not fully resolved — `dict(row)` insufficient if `row` is already a tuple (intermittent issue) | Executor: fall back to cursor.description |
| 2 | MEDIUM | Index coverage incomplete — new filters add line count, line height, text density, material but no indexes planned for these | Executor: add indexes |
"""


def test_resolved_concerns_are_closed_and_cells_are_titled_before_their_dash() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Row-factory concern not fully resolved", "Index coverage incomplete"]
    assert items[1].description.startswith("(#2) new filters add line count")


def test_a_praising_head_keeps_the_whole_cell() -> None:
    cell = "`purchaseWithUSDC` via the checkout contract is trusted on `trackId` match alone — no amount check server-side."
    assert _titled_cell(cell) is None


def test_checks_that_do_not_apply_are_no_findings() -> None:
    review = """## Accessibility Checklist

| Check | Status | Notes |
|-------|--------|-------|
| Text contrast >= 4.5:1 | Pass | Toast inherits theme's contrast-verified tokens |
| Heading hierarchy | N/A (Landing page) | Landing page headings jump from H1 to H3; pre-existing |
| prefers-reduced-motion | N/A | No animations in this component |
| Keyboard navigation | Pass | Sonner toasts support keyboard dismissal |
"""
    assert [item.title for item in read_review(review, "m").items] == []
