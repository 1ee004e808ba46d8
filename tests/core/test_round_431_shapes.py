"""Shapes real-review round 431 showed the parser (issue 14): two reviews that pass — a proposal review whose
"## Exclusions" lists what it does not authorize ("- Does not authorize worktree cleanup deletion."), each read as a
finding for its "not"; a security review whose non-blocking observation closes "Those were not treated as security
findings for this batch.".

The text is written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

PROPOSAL = """# Proposal Review

verdict: accepted

## Exclusions

- Does not authorize parent program implementation.
- Does not authorize worktree cleanup deletion.

## Blocking Findings

None.

## Non-Blocking Observation

- The working tree contains unrelated or pre-existing dirty/generated files, including screenshot artifacts and
  `.codex/`. Those were not treated as security findings for this batch.
- `supabase/.temp/*` includes local project metadata such as the pooler host; it should not be staged for production.
"""


def test_exclusions_and_an_observation_not_treated_as_a_finding_are_no_findings() -> None:
    assert cues.section_kind("Exclusions")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(PROPOSAL, "m").items]
    assert not [t for t in titles if "Does not authorize" in t or "working tree" in t]
    assert any("supabase/.temp" in t for t in titles)
