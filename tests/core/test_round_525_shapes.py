"""Shapes real-review round 525 showed the parser (issue 14): a UX critique's persona red flags, each point ending on
the reviewer accepting it ("… then click Accept. Acceptable: this is a money-moving action …", "… affordance.
Acceptable per refusal-list (…).") beside one it does not accept.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

FLAGS = """# Phase 5.5 — critique

## Persona red flags

### Alex (Power User)

- **No keyboard shortcut to accept** — must click into the modal,
  then click Accept. Acceptable: this is a money-moving action and
  the master plan §10 explicitly mandates no shortcut here.
- **No persistent filter on /orders history** — a swiper with 100+
  fulfilled orders has no "Show only this week" affordance. Acceptable
  per refusal-list (master plan §Scope-creep refusal list item 1).
- **No undo after cancel** — a cancelled order cannot be restored. Acceptable for now,
  but it must ship before the public launch.
- **Queue does not refresh** — new orders appear only after a manual reload.
- **No rate limit on accept** — a swiper can accept orders as fast as the API allows. Acceptable
  as long as the API stays behind the campus VPN.
"""


def test_a_point_its_reviewer_accepts_is_no_finding() -> None:
    titles = [item.title for item in read_review(FLAGS, "m").items]
    assert titles == ["No undo after cancel", "Queue does not refresh", "No rate limit on accept"], titles  # a condition keeps it
