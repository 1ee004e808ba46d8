"""Real-review rounds: a design-review tool's output with Codex as critic — numbered findings tagged "[High]" with
Section/Issue/Suggestion sub-bullets, then "### Missing from Design", whose points restate findings or add new gaps
as plain noun phrases ("Tests for re-approval after edit, …") (round 216, review 371).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

CRITIC = """## Critic Review

### Verdict: BLOCK

### Findings

1. [High] `gate.md` metadata will be overwritten unless every `_render()` path keeps it
   - Issue: `approve()` and `invalidate()` rewrite the file through `_render()`, which writes only four fields.
   - Suggestion: Pass the metadata to `_render()` and keep it in every rewrite.

2. [Medium] The template's markdown fence is malformed
   - Issue: The inner ```text fence closes the outer ```markdown fence.
   - Suggestion: Use a longer outer fence.

### Missing from Design

- Exact `_render()` metadata preservation strategy across approval and invalidation paths.
- Tests for re-approval after edit, where metadata loss is most likely.
"""


def test_points_missing_from_the_design_restate_findings_or_add_gaps() -> None:
    """The first point names `_render()` and restates finding 1; the second is a gap of its own."""
    items = read_review(CRITIC, "m").items
    assert [item.title for item in items] == [
        "gate.md metadata will be overwritten unless every _render() path keeps it",
        "The template's markdown fence is malformed",
        "Tests for re-approval after edit, where metadata loss is most likely",
    ]
    assert len(items[0].restated) == 1
