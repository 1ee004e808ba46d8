"""Shapes real-review round 443 showed the parser (issue 14): a stage PR note whose Codex findings are bullets led by a
two-part id and a level ("- CR-01-001 P1: replace Windows-only `npm.cmd` …"): the title reader stripped "CR-01-" as the
id and kept "001 P1" as the title, which has no word, so every finding was dropped and the prose fallback read the
note's other text; and whose "Implementation PR must either:" offers two alternatives, read as findings.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.titles import split_title

NOTE = """# Stage 01 GitHub PR

## Base decision

Implementation PR must either:

- wait for PR #6 to merge into `main`, or
- use `stage/00-1-governance-cleanup` as the base and record the dependency.

## Codex Review

Current findings:

- CR-01-001 P1: replace Windows-only `npm.cmd` in Stage 01 plan commands with cross-platform `npm`.
- CR-01-002 P2: update `CONTROL/24_CURRENT_STAGE_STATE.md` after planning checks passed.
"""


def test_two_part_ids_with_a_level_lead_findings_and_either_offers_options() -> None:
    assert split_title("CR-01-001 P1: replace Windows-only npm.cmd in plan commands.")[0] == "replace Windows-only npm.cmd in plan commands"
    assert split_title("C-03 - race in cache.")[0] == "race in cache"
    titles = [item.title for item in read_review(NOTE, "m").items]
    assert titles == ["replace Windows-only npm.cmd in Stage 01 plan commands with cross-platform npm",
                      "update CONTROL/24_CURRENT_STAGE_STATE.md after planning checks passed"]
