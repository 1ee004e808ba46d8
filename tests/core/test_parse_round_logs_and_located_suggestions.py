"""Real-review rounds: a round-one review whose earlier findings are marked fixed, with a record of this round's fixes
and its test run after the findings (round 194, review 346), and a pull-request review whose suggestions, after the
concerns, each name their own file and carry their own "**Suggestion:**" (round 194, review 347).

The texts are written for the tests, after the shapes of those reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

ROUND_LOG = """# Review Findings: cache-eviction

**Verdict:** REQUEST CHANGES

## Important

### 1. Eviction ignores the `ttl` field the docs describe

The code reads `max_age` while `docs/cache.md:12` tells users to set `ttl`, so every documented setting is ignored.

### 2. [FIXED in prior round] Eviction ran on the request thread

Moved to the background worker.

### 3. [FIXED in prior round] Stats counter overflowed

Switched to a 64-bit counter.

## Suggestions

### 1. Rename `EVICT_OLDEST` to `EVICT_LRU`

The constant still carries the old policy name. Out of scope: it is part of the public API.

## Test Verification

All 21 tests pass:

- 6 eviction tests (`test_evict.py`)
- 15 pre-existing tests

## Fixes Applied This Round (Round 2)

### Important Issue 1 — Eviction ignores the `ttl` field

- `cache/policy.py`: reads `ttl` first, then `max_age`
"""


def test_points_marked_fixed_and_the_round_records_are_no_findings() -> None:
    """"### 2. [FIXED in prior round] …" under "## Important" is closed; "## Test Verification" (the tests that pass)
    holds no finding: the open finding and the suggestion are the items."""
    items = read_review(ROUND_LOG.split("## Fixes Applied")[0], "m").items
    assert [item.title for item in items] == ["Eviction ignores the ttl field the docs describe",
                                              "Rename EVICT_OLDEST to EVICT_LRU"]
    assert [item.severity for item in items] == [Severity.HIGH, Severity.LOW]


def test_a_record_of_this_rounds_fixes_closes_the_findings_it_names() -> None:
    """"## Fixes Applied This Round" ⏎ "### Important Issue 1 — Eviction ignores the `ttl` field" names the first finding
    by the start of its title: it is fixed, and holds no finding of its own; the deferred suggestion stays open."""
    items = read_review(ROUND_LOG, "m").items
    assert [item.title for item in items] == ["Rename EVICT_OLDEST to EVICT_LRU"]
    closed_all = ROUND_LOG.replace("### 1. Rename `EVICT_OLDEST`", "### 1. [FIXED in prior round] Rename `EVICT_OLDEST`")
    assert parse_review(closed_all).shape == "closed"


LOCATED = """## Review Summary

### Important Issues

- **`src/index/needles.rs:571` — `NeedleIndex::has` scans all 544 needles on every call.** Each `has()` call walks `NEEDLES` linearly. **Fix:** Build a `HashMap` once.

- **`src/index/needles.rs:580` — `has()` returns `false` for unlisted needles.** A detector calling `has()` with a needle missing from `NEEDLES` never fires. **Fix:** Add a `debug_assert!` that the needle is in `NEEDLES`.

### Suggestions

- **`src/index/needles.rs:4-544` — `NEEDLES` holds about forty entries no detector uses.** They bloat the index and slow down `build()` and `has()` lookups. **Suggestion:** Remove the unused needles from `NEEDLES`.

- **`src/index/legacy.rs` — the legacy `NeedleIndex` is built in a second pass.** The source is scanned twice for `has()` lookups when both indexes run. **Suggestion:** Share one `NeedleIndex` between both passes.
"""


def test_suggestions_with_their_own_place_and_fix_are_findings_not_the_concerns_fixes() -> None:
    """A suggestion after the concerns that states its own problem and then its own "**Suggestion:**" is a finding, even
    when it names the concerns' file and code: it is not a concern's fix said again."""
    items = read_review(LOCATED, "m").items
    assert len(items) == 4
    assert [item.severity for item in items] == [Severity.HIGH, Severity.HIGH, Severity.LOW, Severity.LOW]
    assert all(not item.restated for item in items)
