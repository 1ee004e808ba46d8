"""Shapes real-review rounds 513–516 showed the parser (issue 14): a fork code review whose minor observations say of
some points that they do no harm ("…; harmless (YAML ignores them).", "… Not reachable in practice."), and which lists
the commits it pushed to its review branch in a table ("## Commits on the review branch").

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

FORK = """# Fork Code-Review Report

## Summary

Two genuine defects were found and fixed; both are pushed to the review branch.

## Minor observations (intentional trade-offs — not changed)

- **Bus ETA** in the route summary uses MapKit's automobile travel time and does
  not add the per-stop dwell time, so a bus route's ETA is slightly optimistic.
- **`build_ipa.yml`** has two stray blank lines from an earlier edit; harmless
  (YAML ignores them).
- **Bus-stop cell lookup** assumes non-polar latitudes (documented); above ~80°N
  a 90 m search radius could exceed a longitude cell. Not reachable in practice.
- **Retry budget** is shared across tenants; harmless today but it will starve
  the smallest tenant once a second region is added.
- **Cache refresh race**: two writers can clobber each other's entry; harmless for reads.

## Commits on the review branch

| Commit | Change |
|--------|--------|
| `7b1df35` | Remove Swift Package CI workflow that can never pass |
| `e11a606` | Index long rural road segments instead of dropping them |
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_an_observation_that_says_it_does_no_harm_is_no_finding() -> None:
    titles = _titles(FORK)
    assert not any("build_ipa" in t or "Bus-stop cell" in t for t in titles), titles
    assert any("Bus ETA" in t for t in titles) and any("Retry budget" in t for t in titles), titles
    assert any("Cache refresh race" in t for t in titles), titles  # harmless only in one respect: still a finding


def test_the_commits_a_review_pushed_are_no_findings() -> None:
    titles = _titles(FORK)
    assert not any("Swift Package" in t or "rural road" in t for t in titles), titles
    assert len(titles) == 3, titles
