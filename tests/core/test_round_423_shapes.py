"""Shapes real-review round 423 showed the parser (issue 14): a project-state and readiness refresh whose
"## Functional State Summary" describes what the project has — "### Stable/implemented surfaces" over the features
that work, "### Recent feature direction (from latest logs)" over the work just done — before its "## Risks and Gaps".
Those lists describe, they raise nothing.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REFRESH = """# Content Layer Project State and Feature Readiness Refresh

## Functional State Summary
### Stable/implemented surfaces
- Content page lifecycle: list/read/create/update/delete + history
- Builder/NodeEditor stack with search, dialog flows, highlight behavior

### Recent feature direction (from latest logs)
- Builder UX hardening (confirmation actions, panel defaults)
- Motion override simplification (removed toggle plumbing)
- ImageKit transform parsing/persistence fixes

## Risks and Gaps Requiring Attention Before New Feature Waves
1. Test ergonomics at monorepo root are unreliable
- root-level test command is currently misleading/failing even when layer-local tests pass.

2. Testing plan doc is partially stale
- `specs/testing_plan.md` still references `/api/content/admin-links`, which is not present in current handlers.
"""


def test_what_a_project_has_and_has_just_done_is_no_finding() -> None:
    titles = [item.title for item in read_review(REFRESH, "m").items]
    assert not [t for t in titles if "hardening" in t or "simplification" in t or "surfaces" in t or "lifecycle" in t]
    assert any("monorepo root are unreliable" in t for t in titles) and any("partially stale" in t for t in titles)


def test_headings_that_describe_are_no_findings_but_an_area_that_is_not_stable_is() -> None:
    assert cues.section_kind("Stable/implemented surfaces")[0] is cues.Kind.SKIP
    assert cues.section_kind("Recent feature direction (from latest logs)")[0] is cues.Kind.SKIP
    assert cues.section_kind("Unstable surfaces")[0] is not cues.Kind.SKIP
