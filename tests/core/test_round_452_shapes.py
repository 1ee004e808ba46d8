"""Shapes real-review round 452 showed the parser (issue 14): a proof reviewer's round written in prose, one section per
approach, each paragraph one point that its later sentences argue ("The file supplies no …", "Consequently, …"), the
template's "**Precise required change:**" and "**Outcome recorded:**" under each section restating it, and a
"## Goal Progress:" ranking of the approaches (records, no finding); and a QE review whose "## Repo untouched" note says
what the reviewer left alone.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

ROUND = """## first-approach

**Verdict:** CHANGES REQUESTED

The approach does not prove the claim. Its load-bearing step 5 is left open and nothing shows the residual vanishes. Consequently, the coordinate route stops short of the target.

I re-derived the displayed reduction by hand. It is right.

**Precise required change:** write the missing identity line by line.

**Outcome recorded:** `advanced` — the reduction holds, but the decisive identity is missing.

## second-approach

**Verdict:** CHANGES REQUESTED

But the quarter-turn lemma is wholly unproved. The file supplies no ordered equations and no multipliers. The builder's own report concedes that the elimination only reproduces the first residual.

**Precise required change:** exhibit the telescoping identity, or reduce this route to the first residual.

**Outcome recorded:** `advanced` — the cancellation is missing.

## third-approach

**Verdict:** CHANGES REQUESTED

Beyond that reduction, the advertised route is not established. The approach never states the four sine-rule equations. Therefore the claimed cancellation has no proof.

**Precise required change:** state the product and prove the remaining identity.

**Outcome recorded:** `partial` — the sine-product cancellation is not shown.

## Goal Progress:

Raw ranking after this review's calls (the scores are stale until the next update):
1. `first-approach` — Elo `1516.0`; expanded `1`; stale `true`; last outcome `advanced`.
2. `second-approach` — Elo `1500.7`; expanded `1`; stale `true`; last outcome `advanced`.
3. `third-approach` — Elo `1500.0`; expanded `1`; stale `true`; last outcome `partial`.
"""

QE = """# QE review — round 2

**Verdict:** CHANGES REQUESTED

## New findings
| # | Severity | Finding | Suggested fix |
|---|---|---|---|
| R2-F1 | MAJOR | **The sense pins no longer reach the shunt directly.** Both legs were trimmed as dangling stubs. | Re-lay the two Kelvin traces |
| R2-N1 | NIT | A typo in the report's first section | Tidy |

## Could not verify
- Whether R2-F1 matters at the currents of interest.

## Repo untouched
My worktree: git status clean before and after. Your worktree: untouched (I ran nothing there). Every run, including the probe and the rebuild, used copies in my scratchpad.
"""


def test_a_prose_round_gives_one_point_a_paragraph_and_no_template_field_or_ranking() -> None:
    titles = [item.title for item in read_review(ROUND, "m").items]
    assert [title.split(".")[0] for title in titles] == [
        "The approach does not prove the claim", "But the quarter-turn lemma is wholly unproved",
        "Beyond that reduction, the advertised route is not established"]


def test_what_the_reviewer_left_untouched_is_no_finding() -> None:
    assert [item.title for item in read_review(QE, "m").items] == ["The sense pins no longer reach the shunt directly", "A typo in the report's first section"]
