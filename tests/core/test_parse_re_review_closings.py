"""Real-review rounds: an implementation review followed, in the same file, by a post-commit re-review (round 258,
review 413): "### Both IMPORTANT items from the pre-commit review are closed" ⏎ "1. **Cooperative synthesis cancel —
CLOSED.** …". A point that says it is closed is no finding: it closes the finding it plainly restates, and one that
restates none (a blocker of another document, "**B2 (…) — CLOSED.**") closes nothing. The re-review's "New
verifications on the committed state" hold no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Verdict: APPROVE WITH CHANGES

- **B2 (EOU-derived trailing silence) — CLOSED.** Derived from the EOU frames times a margin; covered by a test.

## IMPORTANT

1. **Replaced-job synthesis is not cooperatively cancelled.** A stale job's `to_thread` synthesis runs to
   completion under the generation lock. Smallest fix: a per-job `threading.Event` checked in `_synthesize_sync`.
2. **Barge-in during typed playback drops the user's speech onset.** The ~2.08 s silence closure runs with the mic
   still ducked; it must be documented as a known limitation of typed input.

## SUGGESTIONS

- Coordinator keys on `id(frame)`; a weakref or explicit job id would be sturdier.

# Post-commit re-review

### Both IMPORTANT items from the pre-commit review are closed

1. **Cooperative synthesis cancel — CLOSED.** Each job carries a `threading.Event`; `_synthesize_sync` checks it
   at every chunk, so a replaced job's synthesis is cancelled cooperatively.
2. **Half-duplex limitation — CLOSED.** `docs/known-limitations.md` documents the ducked-mic ~2.08 s closure
   window of typed playback and user guidance for barge-in speech.

### New verifications on the committed state

- **Concurrency / event loops.** The prewarm uses a temporary loop; `start()` short-circuits on `ready`. Safe.
"""


def test_a_point_closed_in_a_re_review_closes_the_finding_it_restates_and_nothing_else() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Coordinator keys on id(frame); a weakref or explicit job id would be sturdier"]


def test_without_the_re_review_the_finding_stays_open() -> None:
    titles = [item.title for item in read_review(REVIEW.split("# Post-commit")[0], "m").items]
    assert "Replaced-job synthesis is not cooperatively cancelled" in titles


def test_a_closed_point_that_only_points_back_closes_no_finding_it_is_barely_like() -> None:
    review = """## SUGGESTIONS

- Coordinator keys on `id(frame)`; a weakref or explicit job id would be sturdier.
- Consider `os.nice` for the synthesis thread to insulate the codec cores.

## Plan blockers

- **B1 (one coordinator per connection) — CLOSED.** Each connection gets its own coordinator keyed on the frame id. Covered by `test_coordinator`.
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert "Coordinator keys on id(frame); a weakref or explicit job id would be sturdier" in titles


def test_a_point_closed_in_place_before_a_like_finding_closes_nothing_after_it() -> None:
    review = """## Findings

- **Replaced-job synthesis is not cooperatively cancelled — FIXED.** A per-job `threading.Event` now stops a stale
  job's synthesis at every chunk.
- **Replaced-job synthesis holds the generation lock while cancelled.** A stale job's synthesis keeps the lock until
  its chunk loop ends, so the cancelled job still blocks the next one.
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ["Replaced-job synthesis holds the generation lock while cancelled"]
