"""Real-review round 318 (reviews 480–482): a cross-AI plan review by Gemini, Codex and OpenCode in one file. Among
OpenCode's concerns, one it sets aside itself: "- **LOW:** `set_user_disabled` doesn't validate uid exists before
flipping; returns `False` on unknown uid. Fine — the return value signals success." A point closing on "Fine — …" is
no finding.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """### PLAN 02 Concerns
- **MEDIUM:** `_load_raw` reads without any lock. If called outside a flock window, it returns a racy read.
- **LOW:** `set_user_disabled` doesn't validate uid exists before flipping; returns `False` on unknown uid. Fine — the return value signals success.
- **LOW:** `_verify_token` is module-private — ensure it's NOT re-exported from `__init__.py`.
"""


def test_a_concern_closing_on_fine_is_set_aside() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2
    assert not any("set_user_disabled" in title for title in titles)
