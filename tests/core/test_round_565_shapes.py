"""Shapes real-review round 565 showed the parser (issue 14): a module's code validation that closes on what it read
and traced — "## Review Inputs Used", "## Exploration Coverage" — and on the invariants it checked, where
"**Illegal / ambiguous states found:** None in the reviewed files themselves." and "**Boundary validation risks:**
None — this module only calls existing public SDK APIs" found nothing. The review's inputs and coverage are its
method, not findings; "None in …" and "None — …" say nothing was found.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Code Issues

### LOW: Overlapping fetch taps can show stale results

`fetchContentCards()` and `fetchOfflineContentCards()` both write to the same state with no request token.

## Review Inputs Used
- `.swiftlint.yml` — confirmed `TestApps` is excluded from linting, so this module's issues are manual-review-only
- `pr495_unresolved_comments.md` — 0 unresolved comments, nothing to avoid duplicating

## Exploration Coverage
- Blast radius checked: grepped `PushView.swift` for `TabHeader(` call sites — both use only the optional parameters, so the revert is fully backward compatible.

## Invariants & Type Boundaries
- **Illegal / ambiguous states found:** None in the reviewed files themselves.
- **Boundary validation / serialized contract risks:** None — this module only calls existing public SDK APIs with literal arguments.
"""


def test_the_reviews_inputs_and_coverage_and_the_nones_are_not_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Overlapping fetch taps can show stale results"], titles
