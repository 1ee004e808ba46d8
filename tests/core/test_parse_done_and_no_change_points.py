"""Gemini and Codex in a small cross-AI plan review (round 91) end their suggestions on points that ask for nothing:
"Add a clear warning in `store.ts` … (already done via comments, which is good)" and "No major changes required for
this phase." A suggestion already carried out, or one that says no change is needed, is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """- **Concerns:**
  - **Memory Leak Risk (LOW):** The `approvalStore` is a `Map` that grows without bound as tokens are created.

- **Suggestions:**
  - Add a clear warning in the `store.ts` file that in-memory state is lost on restart (already done via comments, which is good).
  - No major changes required for this phase.
  - Purge tokens older than a day from the `approvalStore`.
"""


def test_a_suggestion_already_done_or_asking_no_change_is_no_finding() -> None:
    titles = [i.title for i in parse_review(REVIEW, "m").items]
    assert not any("warning" in t or "No major changes" in t for t in titles)
    assert any("Purge tokens" in t for t in titles)
