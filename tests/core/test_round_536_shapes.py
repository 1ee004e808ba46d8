"""Shapes real-review round 536 showed the parser (issue 14): a continuity audit whose canon checks end on the
reviewer's verdict ("- **Neuretics never closed** — correctly established … **Clean.**", "- **Working tree** — no
changes: clean"), and whose closing "**Clean / no findings:**", under the summary table, lists the areas that passed — no finding in either.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Logic & Continuity Audit

## (d) Companion-animal seam

**Finding D2 — BLOCKER.** The dog reappears in beat 4767 after the cat replaced it at 4420; replace "dog" with "cat"
in both instances.

## (h) Bible agreement (other canon checks)

- **Neuretics never closed** — correctly established in 4860 and consistently referenced in 4422 and 4876.
  **Clean.**
- **Weapons never swapped hands** — right-hand and left-hand draws verified across every combat beat. **Clean.**
- **Timeline gaps** — no beat skips more than the bible's stated interval: clean

## Findings Summary Table

| # | Section | Severity | Finding | Suggested Fix |
|---|---|---|---|---|
| D2 | Companion-animal | **BLOCKER** | Dog reappears twice after being replaced by the cat | Replace "dog" → "cat" in 4767 |

**Clean / no findings:** (c) bounty-order closure, (e) market-well cut, weapons/handedness, neuretics canon.
"""


def test_canon_checks_that_end_clean_and_a_clean_list_hold_no_finding() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 1 and "D2" in titles[0], titles
