"""Real-review round 330 (review 497): a Codex review and its re-review round kept in one file — "- [P1] Clear
reservations when canonical creation fails — app/tm.py:2047-2060" ⏎ its body, then "## Round (…)" whose verdict says
"- Prior P1: FIXED. …" and "- New blocking bugs: none found." The re-review closes the earlier P1 finding: nothing stays
open, and the review is read (not unreadable).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """Canonical task creation can leave durable reservations pending after a pre-commit failure.

Review comment:

- [P1] Clear reservations when canonical creation fails — app/tm.py:2047-2060
  When `store.task_create()` fails before committing, the receipt remains `PENDING` and every retry waits forever.

## Round (2026-08-28T08:26:38Z)

## Verdict

Re-review status: approved.

- Prior P1: FIXED. The exception path deletes only a matching `PENDING` receipt when no task exists.
- New blocking bugs: none found.
"""

OPEN = REVIEW.replace("- Prior P1: FIXED.", "- Prior P2: FIXED.")


def test_a_prior_level_marked_fixed_closes_the_finding_it_tagged() -> None:
    parsed = read_review(REVIEW, "m")
    assert parsed.items == [] and parsed.parsable


def test_another_level_fixed_leaves_it_open() -> None:
    assert [item.title for item in read_review(OPEN, "m").items] == ["Clear reservations when canonical creation fails"]
