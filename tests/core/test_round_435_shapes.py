"""Shapes real-review round 435 showed the parser (issue 14): a code-quality review whose "## Checks I ran (beyond
reading the diff)" lists what the reviewer verified, each bold check read as a finding; an approving review whose only
non-✅ line is its scope note "- ⚠️ Not reviewed here: …", read as a finding (and, once it was not, the prose fallback
read it again, though every severity heading says "- None."); a readiness review whose last recommendation is
"8. **API documentation** ℹ️ **NOT NEEDED**", read as a finding.

The text is written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

QUALITY = """TASK QUALITY: CHANGES REQUESTED

## Checks I ran (beyond reading the diff)

- **Independently re-ran 4 of the report's 14 mutants** against `test_cli.py`. All four CAUGHT.
- **Callers of the shared helper** (named risk: `_format_tracks` is shared with the picker) — exactly two call sites. ✅
- **Pathological rendering probe** — drove `_format_tracks` with a 56-char filename and a `None` duration.

## Issues

### Important (Should Fix)

**1. `cli.py:1281` — the `+` legend asserts something the codebase's own comment says is false.**

The legend tells the operator the filter had dropped the file.
"""


def test_the_checks_the_reviewer_ran_are_no_findings() -> None:
    assert cues.section_kind("Checks I ran (beyond reading the diff)")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(QUALITY, "m").items]
    assert len(titles) == 1 and titles[0].startswith("cli.py:1281")


APPROVED = """### Spec Compliance

- ✅ Spec compliant for scoped source fix3: every shared summary object is remapped exactly once.
- ⚠️ Not reviewed here: post101, archive, release, or other final runtime evidence.

### Issues

#### Critical (Must Fix)

- None.

#### Important (Should Fix)

- None.

#### Minor (Nice to Have)

- None.

### Assessment

**Task quality:** Approved
"""


def test_a_scope_note_of_an_approving_review_is_no_finding() -> None:
    parsed = read_review(APPROVED, "m")
    assert parsed.items == [] and parsed.parsable


READINESS = """# Production Readiness Review

## Recommendations For Production

### NICE TO HAVE

7. **Versioning strategy** ✅ **COMPLETE**
   - Semantic versioning implemented (0.0.1)

8. **API documentation** ℹ️ **NOT NEEDED**
   - Internal extension, code is well-documented

9. **Telemetry opt-out** is missing from the settings page
"""


def test_a_recommendation_marked_not_needed_is_closed() -> None:
    titles = [item.title for item in read_review(READINESS, "m").items]
    assert not [t for t in titles if "API documentation" in t or "Versioning" in t]
    assert any("Telemetry opt-out" in t for t in titles)
