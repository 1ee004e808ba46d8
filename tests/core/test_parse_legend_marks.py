"""Shapes real-review round 34 showed the parser (issue 14): a plain-text issue log that defines its own severity
marks in a legend ("Each bullet has: • Severity tag  [‼︎ blocker] [! important] [⚠ minor]") and opens each finding
with one ("!  Missing DB constraints" ⏎ "  • …" ⏎ "→ …"), under numbered banners framed by rules ("-----" ⏎
"7. Test / CI" ⏎ "-----"); and "Pass 3", the name of a step, read as a pass.

The texts are written for the test, after the shape of the round's o3 review."""

from __future__ import annotations

from xreview.core import badges, cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

LOG = """# Openai Review

Implementation-Plan Review – cache-layer
========================================

Below is an issue log.  Each bullet has:

• Severity tag  [‼︎ blocker] [! important] [⚠ minor]  
• Problem description → concrete, testable recommendation.

----------------------------------------
0. Global
----------------------------------------
‼︎  Table creation is manual and error-prone  
  • One wrong enum spelling makes every POST fail with a 422.  
→ Ship a seed script that upserts each table.

!  Missing DB constraints  
  • `cache.key` is said to be unique but no UNIQUE index is created.

----------------------------------------
7. Test / CI
----------------------------------------
!  Tests use real Date.now()  
  • DST boundary tests vary with the runner's locale.

⚠  Large queries  
  • Querying the last 30 days with no index on created_at will table-scan.

----------------------------------------
Summary – high-risk items to fix before merge
----------------------------------------
1. Seed the schema, add UNIQUE constraints.
"""


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "o3").items]


def test_marks_a_review_defines_in_its_legend_open_findings_with_their_severity() -> None:
    found = items(LOG)
    assert found[:4] == [
        ("Table creation is manual and error-prone", Severity.CRITICAL),
        ("Missing DB constraints", Severity.HIGH),
        ("Tests use real Date.now()", Severity.HIGH),
        ("Large queries", Severity.LOW),
    ]
    assert not any("Problem description" in title or title == "Test / CI" for title, _ in found)  # the legend, a banner


def test_reading_the_marks_keeps_every_offset() -> None:
    assert len(badges.as_tags(LOG)) == len(LOG)
    assert len(badges.banner_headings(LOG)) == len(LOG)
    assert badges.banner_headings(LOG).count("\n## ") == 2  # "0. Global", "7. Test / CI" (unnumbered banners are headings already)


def test_without_a_legend_an_exclamation_mark_is_no_tag() -> None:
    text = "# Notes\n\n!  Missing DB constraints  \n  • the key is not unique.\n"
    assert badges.as_tags(text) == text


def test_a_tagged_title_over_one_bullet_line_is_one_finding_but_a_tagged_label_over_lines_is_a_label() -> None:
    one = "# Review\n\n## Findings\n\nHIGH — Sector names are compared case-sensitively  \n  • “Tech” and “tech” slip through.\n"
    assert [title for title, _ in items(one)] == ["Sector names are compared case-sensitively"]
    label = "# Review\n\n## Findings\n\n**Consider for post-MVP (Low):**\n9. Use prefixed IDs for fix tasks\n10. Use unbuffered logging for crash recovery\n"
    assert len(items(label)) == 2


def test_a_numbered_pass_is_a_step_not_a_pass() -> None:
    assert not cues.is_praise("4. Bundle Candidate Pairing Logic (Section 1 - Pass 3)")
    assert cues.section_kind("Bundle pairing (Pass 3)")[0] is not cues.Kind.SKIP
    assert cues.is_praise("Tests: passed 45/45")
