"""Shapes real-review round 66 showed the parser (issue 14): an adversarial plan review by a Claude subagent —
"### B1 — …", "### H1 — …", "### M4 — …" findings, a LOW list whose points carry "(CLEAN)" or "(accepted)" in their
labels, and a closing "## Must-fix before implementation" paragraph that lists the findings again by ID ("**B1**
(write-validate + fixtures), **H1** (title guard), **H3** …"). At first the accepted risks and the ID list came out as
findings of their own.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REVIEW = """# Adversarial Plan Review

## BLOCKING

### B1 — Write/read schema asymmetry: `generate` persists a model `readModelEnvelope` rejects
The write path does not validate; the read path does, so a model written today fails to load.

## HIGH

### H1 — Drift guard is necessary but not sufficient
The guard only compares section counts; a reordered document renders bullets under the wrong heading.

## LOW

- **L2 — path-safety (accepted):** `base` is interpolated into a path with no guard; the index is trusted. Accepted-low.
- **L3 — malformed model is indistinguishable from absent:** both read as missing and nothing is logged.

## Must-fix before implementation
**B1** (write-validate + fixtures), **H1** (`sourceSections` title guard). L3 is a cheap log add.
"""


def test_an_id_list_folds_into_its_findings_and_an_accepted_risk_is_no_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title[:40] for i in items] == [
        "Write/read schema asymmetry: generate pe",
        "Drift guard is necessary but not suffici",
        "malformed model is indistinguishable fro",
    ]
    assert any("write-validate" in r for r in items[0].restated)


def test_a_finding_with_its_own_tag_that_names_other_ids_stays() -> None:
    text = """### S1 — Router pivot is undecided
The spec leaves the pivot open.

### S2 — Fallback path is unspecified
Nothing says where requests go when the primary fails.

### Q11 — Two strategies pull the router apart
**[CONCERN Q11]** S1 and S2 push the router in opposite directions; pick one before the gate.
"""
    assert len(read_review(text, "m").items) == 3


def test_accepted_and_clean_asides_close_a_point() -> None:
    assert cues.is_praise("**L2 — path-safety (accepted):** `base` is interpolated into a path with no guard.")
    assert cues.is_praise("**L1 — generate.ts `base` move (CLEAN):** the later const exists exactly as described.")
    assert not cues.is_praise("**L3 — malformed model is indistinguishable from absent:** nothing is logged.")
