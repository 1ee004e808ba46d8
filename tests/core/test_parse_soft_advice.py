"""A shape real-review round 37 showed the parser (issue 14): a concern that grants a point and then advises in the
conditional ("… which is appropriate based on user decisions. However, it would be beneficial to have a more detailed
plan …") read as praise and dropped, though it sits under "Concerns" with its own "(LOW)" tag.

The texts are written for the test, after the shape of the round's review (a local Qwen 2.5 Coder 14B)."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review


def test_praise_then_conditional_advice_is_no_praise() -> None:
    for advice in ("it would be beneficial to plan the diagram update", "it would be useful to list the exclusions",
                   "it would be good to pin the versions"):
        assert not cues.is_praise(f"Deferring the diagrams is appropriate. However, {advice}."), advice


def test_a_low_concern_that_grants_a_point_before_its_advice_is_still_a_finding() -> None:
    text = """## Review

### Concerns
- **Dependency Management (LOW)**: Both plans are autonomous but state no dependencies between their tasks.
- **Diagram Updates (LOW)**: Both plans defer diagram updates to Phase 4, which is appropriate based on user decisions. However, it would be beneficial to have a more detailed plan for how and when these diagrams will be updated.
"""
    assert [i.title for i in read_review(text, "m").items] == ["Dependency Management", "Diagram Updates"]


def test_as_well_is_no_praise() -> None:
    """Round 50: "Export the manifest name … as well, so the tests don't hardcode it" was read as praise ("well")
    and the suggestion lost."""
    from xreview.core import cues
    from xreview.core.parse import parse_review

    suggestions = ("### Suggestions\n"
                   "- **Export the Manifest Name:** Export `MANIFEST_NAME` from `bin/install.js` as well, so the tests do not hardcode it.\n"
                   "- **Explicit Shell Check:** In the tests, include a case for a directory holding only the v3 folder.\n")
    assert [i.title for i in parse_review(suggestions).items] == ["Export the Manifest Name", "Explicit Shell Check"]
    assert not cues.is_praise("add the index as well as the constraint")
    assert cues.is_praise("The module boundaries are drawn well.")
