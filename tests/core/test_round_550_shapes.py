"""Shapes real-review round 550 showed the parser (issue 14): a story review over rounds whose findings are ticked as
they are resolved ("## Findings" ⏎ "- [x] S4 (context-gap): … Fix: …"), between "## Not checked" and the author's
"## Author resolutions, round 1" — every finding ticked, nothing open, and no finding read from what is left.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review

LOG = """# Story review: slice 14-3

Reviewed at commit 643bb63. Stories: 4. Check: ok.

## Findings

- [x] S4 (context-gap): S4 holds two concerns in one run, wiring references into `Load` and building resolved records. Fix: split it into two stories.
- [x] S2 (context-gap): R3 and R7 do not say the caps are checked from the file length before the content is read. Fix: say so in R3 and R7.

## Not checked

- The link cases on Windows, and whether the test environment allows creating symbolic links.
- That the existing YAML tree parser can be reused for skill front matter as R6 assumes.

## Author resolutions, round 1

1. Split S4 into Load reference integration and S5 resolved assembly.
2. R3 checks length before reading and bounds reads to cap+1; R7 stops enumeration at the first cap exceedance.

All findings are addressed in the brief.
"""


def test_a_log_whose_findings_are_all_ticked_leaves_none_open() -> None:
    parsed = parse_review(LOG)
    assert [item.title for item in parsed.items] == [] and parsed.parsable
