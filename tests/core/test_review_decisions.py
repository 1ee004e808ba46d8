"""Shapes real-review round 331 showed the parser (issue 14): an adjudicator's decisions on a reviewer's findings,
each with its disposition and resolution — those fixed in the pass or rejected are closed, one deferred to a later
stage is still open.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

DECISIONS = """# Review decisions: export totals

## Findings and decisions

### REV-001: CSV header misses the currency column

- Evidence: `export/csv.go:40` writes the amount without its currency.
- Disposition: fix.
- Resolution: fixed by the adjudicator; header and rows now carry the currency.

### REV-002: Unreachable nil branch in `totals`

- Evidence: `totals.go:12` checks a value that is never nil.
- Disposition: reject.
- Resolution: rejected; code kept as is.

### REV-003: Real bank export format unverified (open risk)

- Evidence: the parser accepts two layouts; no real statement was tried.
- Disposition: defer to QA (stage 7).
- Resolution: deferred.
- Follow-up: QA must import a real statement and record its layout.
"""


def test_a_finding_deferred_to_a_later_stage_stays_open_while_fixed_and_rejected_ones_are_closed() -> None:
    parsed = parse_review(DECISIONS, "adjudicator")
    assert [item.title for item in parsed.items] == ["Real bank export format unverified (open risk)"]
