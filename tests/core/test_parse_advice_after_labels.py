"""Gemini's suggestions in a cross-AI plan review (real-review round 115) open on the plan they concern and then say
when: "**106-04 (State Management):** When rebuilding the secondary index on checkpoint restore, add a verification
step in the unit test to ensure the index size exactly matches the count of deserialized states." Advice after its bold
label, or after a clause saying when ("When …, add …", "Before …, run …"), is advice — the suggestion had been read as
praise ("matches") and lost.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

SUGGESTION = ("**106-04 (State Management):** When rebuilding the secondary index (`_states_by_key`) on checkpoint restore, "
              "add a verification step in the unit test to ensure the index size exactly matches the count of deserialized states.")

REVIEW = f"""### 3. Concerns
- **MEDIUM — Plan 106-04 (Backpressure):** `enqueue_blocking` is necessary, but ensure the consumer keeps consuming, or the
  pipeline agent will hang.

### 4. Suggestions
- {SUGGESTION}
"""


def test_advice_after_a_label_and_a_when_clause_is_advice_not_praise() -> None:
    assert cues.is_recommendation(SUGGESTION)
    assert not cues.is_praise(SUGGESTION)
    assert cues.is_recommendation("Before deleting `ShadowRecorder`, run a project-wide grep for dynamic references.")


def test_a_when_clause_over_a_statement_is_no_advice() -> None:
    assert not cues.is_recommendation("When the cache is warm, responses are fast and match the spec.")


def test_the_suggestion_is_read() -> None:
    titles = [item.title for item in parse_review(REVIEW, "gemini").items]
    assert titles[-1] == "106-04 (State Management)"
