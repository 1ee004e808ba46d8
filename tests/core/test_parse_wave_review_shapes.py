"""Real-review rounds: GPT-5.5's review of a web app's first wave (round 260, review 415) — findings under "### Medium"
and "### Low / Nits" (two words for one level), one of them saying "If the app remains open across midnight …" (an
app left open, not a finding said to remain open from an earlier round), and acceptance criteria written
"- **No fake Healthy:** Met in active source/build; …" (met, no finding).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Findings

### Medium

#### M1 - "Remove demo rows" is not durable across reload

- **File refs:** `src/data/repositories.ts:141-154`
- **Issue:** The next app mount calls `ensureSeeded()` and reseeds demo data automatically.

### Low / Nits

#### L4 - Brief time is fixed for the page lifetime

- **File refs:** `src/data/repositories.ts:8-9`
- **Issue:** `MorningBriefPage` captures `now` once. If the app remains open across midnight, due-today selectors go stale.

## Acceptance vs IMPLEMENTATION_PLAN

- **Vite + React + TypeScript + Tailwind:** Met.
- **No fake Healthy:** Met in active source/build; only legacy archive/docs retain historical references.
"""


def test_a_finding_about_an_app_left_open_is_its_own_and_criteria_met_are_none() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ['"Remove demo rows" is not durable across reload', "Brief time is fixed for the page lifetime"]
    assert items[1].severity is Severity.LOW


def test_two_words_for_one_level_head_a_section_of_that_level() -> None:
    assert cues.severity_label("Low / Nits") is Severity.LOW
    assert cues.severity_label("Critical / High") is None  # two levels: no one level
