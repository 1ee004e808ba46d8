"""Shapes real-review round 482 showed the parser (issue 14): a senior review that closes on "## What looked good"
and on numbered assessments of the whole, one of them "## 4. Deployment risk" ⏎ "**Low–Medium.** …" — its level, then
the findings it weighs again — while "### Security risk" ⏎ "**High.** …" among findings stays a finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Senior Code Review — patients UI

## Findings (by severity)

### HIGH

#### H1 — "Assigned Doctor" filter always returns zero patients
- **Severity:** High
- **Explanation:** The rows never carry an assigned doctor, so any doctor filter empties the list.

### Security risk

**High.** The seed tool writes the admin password to the shell history.

## What looked good

- **Security of `search_patients`:** permission check, org-context enforcement and proper `LIKE` escaping.
- **Detail page UX:** thoughtful loading states, error and retry views.

## 3. UI quality assessment
**Good on the detail page, mixed on the list.** The list ships a filter that does not work with pagination.

## 4. Deployment risk
**Low–Medium.** No production migration danger. The risk is user-visible incorrectness in the list filter (H1).

## 5. Approval
**Request changes.** Blocking before merge: **H1**.
"""


def test_what_looked_good_and_a_rated_deployment_risk_hold_no_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 2, [item.title for item in items]
    assert "Assigned Doctor" in items[0].title and "admin password" in (items[1].text or "")
