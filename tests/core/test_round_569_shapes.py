"""Shapes real-review round 569 showed the parser (issue 14): a launch-readiness verdict whose "## Scores" holds one
heading per area it scores — "### RETENTION — 5/10" — over notes that mix praise, gaps ("**Economy has no sink:**
Timeline Shards accrue and are spent on nothing.") and fixes made during the review ("… ✅ **FIXED**: added a
pure-canvas card"). A "Scores" section was skipped whole as a table of numbers, so every gap under it was lost; over
scored areas it is an assessment whose notes are judged, and a note fixed in place is closed.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Scores

### FUN / GAME FEEL — 7.5/10
- **The shareable Timeline Card was text-only** at submission — and the design doc calls it the most important feature. ✅ **FIXED**: added a pure-canvas 1080×1350 card.
- Missing: there is no per-game score or star rating, so there's no pull to replay.

### RETENTION — 5/10
- **But there is no reason to return tomorrow.** No daily event, no streak, no notification hook.
- **Economy has no sink:** Timeline Shards accrue and are spent on nothing.

## Issues (ranked)

| # | Sev | Status | Issue |
|---|---|---|---|
| 1 | LOW | OPEN | `setInterval` playback runs on in a hidden tab, so the pattern plays to no one |
"""


def test_the_notes_under_scored_areas_are_judged_and_a_note_fixed_in_place_is_closed() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 4, titles  # three notes and the open row
    assert not any("Timeline Card" in t for t in titles), titles
    assert any("Economy has no sink" in t for t in titles), titles


def test_a_scores_section_of_numbers_alone_still_holds_no_finding() -> None:
    review = "## Scores\n\n| Area | Score |\n|---|---|\n| Stability | 8/10 |\n| Retention | 5/10 |\n"
    assert read_review(review, "m").items == []
