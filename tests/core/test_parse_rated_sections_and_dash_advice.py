"""MiniMax-M2.5 through OpenCode (round 90) closes on "### Risk Assessment" over "**MEDIUM** — Architecture matches
CONTEXT; remaining risks are …" and writes a concern as a title and the advice after a dash ("**Position data for
R5** — Confirm `current_positions` is available and correct at the hook"). A level opening the paragraph of a risk
assessment or a verdict is its rating, not a point; advice after a dash makes a point advice, whatever praise words it
holds ("correct"); "Confirm …" is advice.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """### Concerns

**HIGH**

1. **Notification config at hook** — Verify `notification_config` is loaded before the early `return False`.

2. **Position data for R5** — Confirm `current_positions` is available and correct at the hook for payload building.

### Risk Assessment

**MEDIUM** — Architecture matches CONTEXT; remaining risks are implementation clarifications before coding.
"""


def test_a_titled_point_whose_advice_follows_a_dash_is_a_finding_and_a_risk_rating_is_none() -> None:
    assert [i.title for i in parse_review(REVIEW, "m").items] == ["Notification config at hook", "Position data for R5"]


def test_confirm_is_advice() -> None:
    assert cues.is_recommendation("Confirm the server timezone before counting quotas")
    assert not cues.is_praise("**Position data** — Confirm `positions` is available and correct at the hook.")


def test_a_risk_line_closing_a_plan_section_is_a_rating() -> None:
    """Codex (round 94) closes each plan's section on "**Risk: HIGH** — central plan with …" or "**Risk: LOW-MEDIUM**"."""
    for line in ("**Risk: MEDIUM-HIGH**", "**Risk: HIGH** — central plan with unresolved audit trail architecture.", "**Risk: LOW-MEDIUM** — strongest plan."):
        section = f"### Plan 02\n\n**Concerns:**\n- **[HIGH]** The adapter never calls the audited path, so no call is logged\n\n{line}\n"
        assert [i.title for i in parse_review(section, "m").items] == ["The adapter never calls the audited path, so no call is logged"], line
