"""Shapes real-review round 455 showed the parser (issue 14): a judge's panel verdict whose aggregation lists "- Out of
scope / follow-up: …" — concerns set aside for a later PR, no finding of this one — beside the nits it keeps.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

VERDICT = """## Findings

- The design repeats the "Capability sharing across agents" heading at lines 262 and 317, so links to it are ambiguous.

Aggregation:

- Must-fix before merge: 0
- Out of scope / follow-up: the implementation PR must still pin the four published invariants and the parser failure modes.
"""


def test_an_out_of_scope_follow_up_entry_is_no_finding() -> None:
    titles = [item.title for item in read_review(VERDICT, "m").items]
    assert len(titles) == 1 and titles[0].startswith("The design repeats")
