"""Shapes real-review round 344 showed the parser (issue 14): a plan re-review with no remaining HIGH concern whose
only findings are the residual risks its "## 4. Risk Assessment" lists — "**MEDIUM — … omits `x`.**",
"**MEDIUM (operational, 05-05):** …" (a level with an aspect holding a comma) — once read as a verdict's echoes and
dropped with nothing else to fold into (a review with text dropped whole); a risk its reviewer closes with
"Acceptable." is none.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REREVIEW = """## OpenCode Review

## 1. Summary

Both previous HIGH concerns are **resolved** in the current plans. No new HIGH concerns were found.

## 2. Remaining HIGH Concerns

None.

## 4. Risk Assessment

**Overall: LOW.** The residual risks are MEDIUM implementation-level details, not plan-level blockers:

- **MEDIUM — 05-02 test assertion list omits `banister_history`.** The test enumeration does not name it among the required keys, so an omitted key is not caught.
- **MEDIUM (operational, 05-05):** Container UID `10001` writes to the data directory, but the plan does not chown it; the first write fails with EACCES.
- **MEDIUM (05-04 SDK pin):** `mcp>=1.27.1,<1.28` is a tight pin. The SDK-contract test fails fast on drift. Acceptable.
"""


def test_residual_risks_of_a_review_with_no_other_finding_are_its_findings() -> None:
    items = read_review(REREVIEW, "opencode").items
    assert [(item.title, item.severity) for item in items] == [
        ("05-02 test assertion list omits banister_history", Severity.HIGH),
        ("Container UID 10001 writes to the data directory, but the plan does not chown it; the first write fails with EACCES", Severity.HIGH)]


def test_a_level_with_an_aspect_holding_a_comma_tags_its_point() -> None:
    assert read_tags("**MEDIUM (operational, 05-05):** Container UID `10001` writes").severity is Severity.HIGH
