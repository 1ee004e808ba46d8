"""Real-review round 310 (reviews 468–469): a wiki page recording Gemini's plan review — numbered findings, each
with a quoted "**Finding:**" and a "**Fix:** … two groups:" over the fix's own bold-labelled list, then a table of
findings "Confirmed / Reinforced (Not New)" — and a Korean plan review whose suggestions cite the plan's section as
its gaps do ("(3.7 터미널/PTY 전략)" for the gap, "(3.7 섹션)" for its suggestion).

A list the fix hands over to is the fix's parts, not findings; findings confirmed from earlier reviews are not new
ones; a suggestion citing the same section as one gap restates it.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.titles import cited_sections

RECORDED = """## New Findings

### 1. Engine vs. State Separation

> **Finding:** The repository mixes the engine's code with the data and credentials it writes.

**Fix:** Keep the state in its own ignored folder.

### 2. Irreversible Actions — Mandatory Human Gate

> **Finding:** The retry tiers address rejection loops but not actions with external side effects.

**Fix:** Classify all agent actions into two groups:
- **Reversible**: code changes, drafts, local file edits → the retry tiers apply
- **Irreversible / external**: payments, mass sends, public posts → a human approves before execution

## Confirmed / Reinforced (Not New)

| Finding | Prior source | Status |
|---------|-------------|--------|
| Allowed paths per worktree | review 1 | Already in plan phase 2 |
| Worktree cleanup is missing | review 3 | Already in plan phase 4 |
"""

SECTIONS = """## Gaps and risks
- **Terminal capture is fragile (3.7 Terminal strategy)**: two processes read the same output stream, so logs interleave and input is lost.
- **Slow worktree setup breaks the first gate (3.6 Worktree preparation)**: installing packages can take longer than the three seconds the gate allows.
- **Sync policy is optimistic (4.2 Data model)**: last-write-wins merges long offline sessions into contradictions.

## Concrete suggestions
- **One pipeline for rendering (3.7 section)**: let a single component own the stream and hand the file to the interface.
- **Cache dependencies for new checkouts (3.6 section)**: link a shared package cache so preparation meets its target.
"""


def test_a_fix_handing_over_to_its_list_keeps_the_finding_whole() -> None:
    items = read_review(RECORDED, "m").items
    assert [item.title for item in items] == ["Engine vs. State Separation", "Irreversible Actions — Mandatory Human Gate"]


def test_suggestions_citing_a_gaps_section_restate_it() -> None:
    items = read_review(SECTIONS, "m").items
    assert [item.title.split(" (")[0] for item in items] == [
        "Terminal capture is fragile", "Slow worktree setup breaks the first gate", "Sync policy is optimistic"]
    assert [len(item.restated) for item in items] == [1, 1, 0]


def test_a_cited_section_is_a_section_not_an_amount() -> None:
    assert cited_sections("Terminal capture is fragile (3.7 Terminal strategy)") == {"§3.7"}
    assert cited_sections("Cache dependencies (3.6 section)") == {"§3.6"}
    assert cited_sections("Split the importer (2.5 days)") == set()
    assert cited_sections("Retry storms (0.5 h of downtime)") == set()
