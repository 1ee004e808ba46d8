"""Shapes real-review round 332 showed the parser (issue 14): an implementation review approved with notes, whose
traceability fields say what was found outside the plan — "Unplanned behavior: None identified in the reviewed diff."
reports nothing, though the field goes on to say why.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review


def test_a_field_saying_none_was_identified_in_the_diff_reports_nothing() -> None:
    text = """## Requirement And Test Traceability
- Unplanned behavior: None identified in the reviewed diff. The branch is app-focused; no backend, migration, or external lookup code was added.
- Remaining gaps: The debounce deviation is missing direct widget coverage and stays a risk.
"""
    titles = [item.title for item in parse_review(text, "gpt").items]
    assert titles == ["Remaining gaps"]
