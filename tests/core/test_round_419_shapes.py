"""Shapes real-review round 419 showed the parser (issue 14): an integration plan that opens on a code review of a
colleague's script — "#### Issue A — …" … "#### Issue F — …", one of them closing "No change needed …; this is just
a context note." — and then plans the fixes as "## 4. Implementation Issues" ⏎ "Work these in order. …" ⏎
"### Issue P-1 — Add `pypupilext` dependency …", each one a fix of an issue above.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

PLAN = """# Pupil Dilation Integration Plan

## 1. Code Review of `test_pupil.py`

### Issues that must be fixed before integration

#### Issue D — Monocular camera (one eye, not two)

The script detects a single pupil, but the signal contract carries a left and a right diameter; the average is halved.

#### Issue E — Baseline duration mismatch

The script collects 3 seconds of baseline; the app calibrates for 60 seconds and governs the baseline itself.
No change needed to the calibration logic; this is just a context note.

#### Issue F — `pypupilext` not in requirements

`pypupilext` must be added to `requirements.txt`.

## 4. Implementation Issues

Work these in order. Issues 1–2 are prerequisites for the rest.

### Issue P-1 — Add `pypupilext` dependency and config constants
**Files:** `requirements.txt`, `app/utils/config.py`

- Add `pypupilext` to `requirements.txt`.

### Issue P-2 — Fix `average_pupil_diameter()` for monocular input
**File:** `app/core/metrics.py`

Treat `0.0` as unavailable so a single pupil is not averaged with a missing one.
"""


def test_a_finding_closed_as_a_context_note_is_no_finding() -> None:
    titles = [item.title for item in parse_review(PLAN, "m").items]
    assert not [t for t in titles if "Baseline duration" in t]
    assert any("Monocular camera" in t for t in titles)


def test_a_plan_of_the_fixes_worked_in_order_restates_the_findings() -> None:
    parsed = parse_review(PLAN, "m")
    assert {item.role for item in parsed.items if "Issue P-" in item.title} == {"recap"}
    titles = [item.title for item in read_review(PLAN, "m").items]
    assert len(titles) == 2 and not [t for t in titles if "Issue P-" in t]


def test_implementation_issues_without_an_order_of_work_are_findings() -> None:
    review = PLAN.replace("Work these in order. Issues 1–2 are prerequisites for the rest.\n\n", "")
    assert {item.role for item in parse_review(review, "m").items if "Issue P-" in item.title} == {"issue"}
