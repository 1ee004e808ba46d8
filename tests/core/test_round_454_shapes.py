"""Shapes real-review round 454 showed the parser (issue 14): an architecture review whose "### Where the branch aligns
with production" list is praise, whose "## Risks" table after its findings restates them ("| Fake ID sentinels |
**High** | …" after "2. **Fake team IDs** — …"), and whose "### Defer until sport #3 (P2)" and "#### What to postpone
until sport #3" lists are work set aside for later, no finding now (the tag in the heading's aside makes it no finding).

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.restate import fold

REVIEW = """# Multi-Sport Architecture Review

## Key Findings

### Where badminton aligns with production

1. **Append-only event store** — Both sports write to `scoring_events` with a monotonic per-match sequence.
2. **Projection pattern** — State is derived from replay, not mutated as source of truth.

### Where badminton diverges (critically)

1. **Fake team IDs** — Badminton sets `homeTeamId: 0, awayTeamId: 0` on `scoring_matches` because sides are players, not teams.
2. **Separate core package** — `@workspace/badminton-core` instead of extending `@workspace/scoring-core`.

---

## Risks

| Risk | Severity | Description |
|------|----------|-------------|
| Fake ID sentinels | **High** | `teamId: 0` on `scoring_matches` breaks FK assumptions, analytics joins, standings |

## Minimum Architecture Changes (Cricket + Badminton Today)

Do **not** build enterprise sport abstractions. Fix only what blocks a clean two-sport coexistence:

### Must-fix before merge (P0)

1. **Eliminate `homeTeamId: 0` sentinel** — Populate the side columns on badminton match create.

### Should-fix soon (P1)

2. **Sport router dispatch** — Thin dispatcher: `sportSlug → reducer + command handler` instead of a second core package.

### Defer until sport #3 (P2)

- Generic `sport_rules` / `sport_event_types` tables
- Plugin-based frontend

---

## Final Answer

### Can the badminton system be merged without long-term debt?

#### Minimum fixes required before merge

1. Stop using `homeTeamId: 0` — use the side columns.

#### What to postpone until sport #3

- Unified standings across sports
- WebSocket upgrade
"""


def test_alignment_praise_restated_risks_and_deferred_work_add_no_finding() -> None:
    items = fold(read_review(REVIEW, "m").items)
    assert [item.title for item in items] == ["Fake team IDs", "Separate core package"]


def test_a_tagged_heading_whose_aside_is_no_priority_stays_one_finding() -> None:
    """Only a priority in the aside sets a skipped heading aside: "(1.1)" is the heading's own words (the built-in
    lint's "### [Low/Simple] Frontmatter version 1.0 disagrees with the revision history (1.1)")."""
    text = ("## Issues\n\n### [Low/Simple] Frontmatter version 1.0 disagrees with the revision history (1.1)\n\n"
            "The frontmatter says 1.0; the history's last row says 1.1.\n")
    titles = [item.title for item in read_review(text, "m").items]
    assert titles == ["Frontmatter version 1.0 disagrees with the revision history (1.1)"]
