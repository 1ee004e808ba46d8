"""Shapes real-review round 523 showed the parser (issue 14): a design critique's "## Overall Impression", a summary of
the findings below it, read as a finding of its own.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

CRITIQUE = """# Critique: /campanha/login

## Overall Impression

A clean, trustworthy ops gate that earns familiarity — then stalls for the people who need it most under pressure.
Biggest opportunity: make the leadership (phone / invite) path as discoverable as the staff (email) path.

## Priority Issues

### [P1] Missing document heading landmark
- **What**: `CardTitle` is a `<div>`; page has no `<h1>`.
- **Fix**: Promote “Acessar painel” to a real `<h1>`.

### [P1] Phone-first leadership mismatch
- **What**: Identifier uses `inputMode="email"` while leadership auth is phone-as-username.
- **Fix**: Prefer `inputMode="tel"`; add one line of login copy for leadership.
"""


def test_an_overall_impression_is_a_summary_not_a_finding() -> None:
    titles = [item.title for item in read_review(CRITIQUE, "m").items]
    assert titles == ["Missing document heading landmark", "Phone-first leadership mismatch"], titles
