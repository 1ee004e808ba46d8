"""Real-review rounds: a page audit (round 262, review 417) whose two findings each end on a plain line saying what was
done — "Resolution: removed automatic story cycling. …", "Resolution: implemented a roving tab stop. …" — then a
"## Verification target" list. A resolution that says what was done closes its finding; one that proposes a fix
("Resolution: Use a roving tab stop") does not; the verification target holds no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Issues found

### P1 — Archive changed stories without user action

The television replaced its heading and announced a new story after a delay while the user was reading.

Resolution: removed automatic story cycling. Stories now change only after a photograph is activated.

### P1 — Archive wall created 28 consecutive tab stops

Every visible photograph was independently tabbable, making keyboard navigation unnecessarily long.

Resolution: implemented a roving tab stop. One photograph is in the tab order.

## Verification target

- The introduction remains unchanged without user input.
- Exactly one visible archive photograph is in the tab order.
"""


def test_findings_whose_resolution_says_what_was_done_are_closed() -> None:
    parsed = read_review(REVIEW, "m")
    assert parsed.items == [] and parsed.shape == "closed"


def test_a_resolution_that_proposes_a_fix_leaves_its_finding_open() -> None:
    proposed = REVIEW.replace("Resolution: implemented a roving tab stop.", "Resolution: use a roving tab stop.")
    titles = [item.title for item in read_review(proposed, "m").items]
    assert titles == ["Archive wall created 28 consecutive tab stops"]
