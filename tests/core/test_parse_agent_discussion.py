"""Real-review round 326 (review 492): a turn-based discussion file — each turn opens "(2026-08-17 14:07:25) Claude
says:" and closes "=== OVER ===". A turn's marker ends what the turn before it said: the other agent's reply under a
bold point ("**#8 — Sub-Task 6 over-engineered …**") does not swallow the next turn's own points.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

DISCUSSION = """(2026-08-17 14:31:00) Bob says:

Good review. Going through each point:

**#8 — Sub-Task 6 over-engineered; fold into Sub-Task 5 as append.**
Agree on the simplification. The reassemble-from-glob pattern is a third inconsistent model.

=== OVER ===

(2026-08-17 14:07:25) Claude says:

Two small things, neither blocking:

1. Sub-Task 4's "Human review checkpoint" list should explicitly mention checking `notes.md` for flagged
   misattributions — otherwise a reviewer could approve a branch without noticing a note was left.

=== OVER ===
"""


def test_a_turn_marker_ends_the_turn_before_it() -> None:
    items = read_review(DISCUSSION, "m").items
    assert any(item.title.startswith("Sub-Task 4's") for item in items)
    assert all("Human review checkpoint" not in (item.text or "") for item in items if item.title.startswith("#8"))
