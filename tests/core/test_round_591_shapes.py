"""Shapes real-review round 591 showed the parser (issue 14): a design-review agent's report whose nitpick "#### N2 — …"
ends "**Suggestion**: No action required. … noted for awareness only.", and whose code quality notes end on "— not
related to E13-S04". Both were read as findings; the first asks for nothing, the second is about something else.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """## Findings by Severity

### Nitpicks (Optional)

#### N1 — Focus not managed to results heading or Retake button after submission

**File**: `src/app/pages/QuizResults.tsx`
**Evidence**: After quiz submission, `document.activeElement` was `document.body` (no managed focus).

**Suggestion**: A `useEffect` that fires after `lastAttempt` is populated could focus the `<h1>` heading.

#### N2 — Improvement summary paragraph has no semantic grouping with the score ring

**File**: `src/app/components/quiz/ScoreSummary.tsx:155–167`
**Evidence**: The improvement line is rendered as a standalone `<p>` with no association to the score ring.

**Suggestion**: No action required. The current implementation is functionally correct; this is noted for awareness only.

## Code Quality Observations

- **One pre-existing console warning** (deprecated `apple-mobile-web-app-capable` meta tag) — not related to E13-S04
"""


def test_a_nitpick_asking_for_no_action_and_an_unrelated_note_are_no_findings() -> None:
    titles = [item.title for item in parse_review(REVIEW, "m").items]
    assert titles == ["Focus not managed to results heading or Retake button after submission"], titles
