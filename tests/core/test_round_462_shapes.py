"""Shapes real-review round 462 showed the parser (issue 14): a supervisor's stage review that opens on a note closing
the blocking findings set out below it ("All three blockers below are closed by phrase rewrite, no new `run_id`."),
whose non-blocking observations end by keeping what the report says ("… already says this; keep it.", "Leave it."),
and which lists the claims it judges supported ("## Claims I judge supported").

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Stage 9 review
Verdict: **APPROVED WITH CHANGES**

## Close of phrase blockers (same day)

Executor rewords applied 2026-09-16. All three blockers below are
closed by phrase rewrite, no new `run_id`. Checked on disk:
[`REPORT.md`](REPORT.md) lede, P8 observed, §5, §7;
[`PLAN.md`](PLAN.md) P8 observed; [`README.md`](README.md).
“late lock” remains only in this file, as the rejected wording.

## Blocking findings

1. **Claim.** The lede says the stage result is persistence on completed cells.

   **Problem.** The sample that enters the measure is selected: Base lost 9 of 40 cells.

   **Resolve (reword).** Add a sentence naming the two estimands.

2. **Claim.** Section 7 calls it a late lock.

   **Problem.** The lock is confirmed at the floor of the construct, not late.

   **Resolve (reword).** Replace "late lock" with "early-onset long-lived lock".

## Non-blocking observations

- **INT8 CIs that include 0.** Wording is already tight: concordance, not a third headline; not a sign flip. Leave it.
- **Fingerprint agreement.** Not computed, and the report names the drop. One sentence in Threats already says this;
  keep it.
- **Protocol Q3 on Base.** Q3 is not a clean completed-only quarter. Do not claim Q2–Q4 are completers only without
  explaining n=33.

## Claims I judge supported

- Confirmed escape 0/86 completed trajectories.
- Empty-completion cells named and kept; absence from the measure is missing data.
"""


def test_blockers_closed_above_observations_kept_and_supported_claims_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert any("Protocol Q3 on Base" in title for title in titles)
    assert not [title for title in titles if any(word in title for word in ("Claim", "lede", "late lock", "INT8", "Fingerprint", "escape", "Empty-completion"))]


def test_blockers_stay_open_without_the_closing_note() -> None:
    titles = [item.title for item in read_review(REVIEW.replace("All three blockers below are\nclosed by phrase rewrite", "Two rewords are\npending"), "m").items]
    assert len([title for title in titles if "Claim" in title or "lede" in title or "late lock" in title]) == 2
