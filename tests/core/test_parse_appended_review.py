"""A shape real-review round 38 showed the parser (issue 14): a review appended to a draft — what the reviewer
verified, two bugs the reviewer already fixed, and one finding under a warning mark ("⚠️ **Design problem: …**")
after them, then the recommended change. The "**Verified:**" label opened a section of praise that ran to the end,
nothing was found in it, and the prose fallback read every sentence as a finding.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review
from xreview.core.titles import split_title

APPENDED = """## Review by Claude, 2026-09-22 — NOT yet registered; one design change recommended

**Verified:**
- the predictions match the nearest grid targets;
- the scorer's 10 synthetic checks pass;
- the runner parses cleanly.

**Two runner bugs fixed, both fail-closed** (the runner would have refused to start):
1. it required the power limit to read 200 W, but stock enforces 180 W;
2. it checked a GUI program's exit code, which PowerShell does not reliably set.

⚠️ **Design problem: two rungs sit at the grid's floor, not one.** 1237 MHz is the lowest target, so a −300
"pass" fits any optimum below ~1316 MHz and cannot confirm a move to ~1270.

**Recommended before registering: 0 / −150 / −300 / 0.** Replace −450 with a closing stock suite.
"""


def test_a_finding_under_a_warning_mark_after_verified_claims_and_fixed_bugs_is_the_one_finding() -> None:
    assert [i.title for i in read_review(APPENDED, "claude").items] == ["two rungs sit at the grid's floor, not one"]


def test_a_mark_and_a_category_label_before_the_title_are_no_title() -> None:
    assert split_title("⚠️ **Design problem: two rungs sit at the grid's floor, not one.** 1237 MHz is …")[0] == \
        "two rungs sit at the grid's floor, not one"


def test_bugs_the_reviewer_fixed_are_no_open_findings() -> None:
    assert cues.section_kind("Two runner bugs fixed, both fail-closed")[0] is cues.Kind.SKIP
    assert cues.section_kind("Bugs")[0] is not cues.Kind.SKIP
