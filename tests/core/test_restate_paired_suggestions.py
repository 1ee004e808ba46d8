"""A section of suggestions after the concerns (the cross-AI plan reviews of rounds 72 and 75: "### Concerns" then
"### Suggestions") gives each concern's fix in other words, or a new finding. Each suggestion folds one to one into the
concern before it most like it, most alike pairs first — so a second suggestion about the same concern, or a new one,
stays a finding of its own — and a severity section that only says what to do ("### Major (should fix)") is no
suggestions section.

The texts are written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

REVIEW = """## Concerns

- **Type safety (MEDIUM):** the plan adds `req._capturedBody`, which the Express `Request` type does not declare, so
  the build fails unless a declaration file extends `Request` for `_capturedBody`.
- **Rate limits live in memory (LOW):** a restart of the server resets the login attempt counters of the limiter.

## Suggestions

- **Extend the Express Request type:** declare `_capturedBody` on the Express `Request` interface in a `types.d.ts`.
- **Validator strictness:** reject unknown keys in `settings.yaml` so configuration pollution is caught early.
"""


def test_a_suggestion_after_the_concerns_is_marked_to_pair_and_folds_into_its_concern() -> None:
    roles = [(i.title, i.role) for i in parse_review(REVIEW, "m").items]
    assert roles[2:] == [("Extend the Express Request type", "paired"), ("Validator strictness", "paired")]
    found = read_review(REVIEW, "m").items
    assert [i.title for i in found] == ["Type safety", "Rate limits live in memory", "Validator strictness"]
    assert any("types.d.ts" in said for said in found[0].restated)


def test_two_suggestions_never_fold_into_one_concern() -> None:
    twice = REVIEW.replace("- **Validator strictness:** reject unknown keys in `settings.yaml` so configuration pollution is caught early.",
                           "- **Declare the captured body:** extend the Express `Request` type with `_capturedBody` in `types.d.ts`.")
    assert len(read_review(twice, "m").items) == 3


def test_a_severity_section_that_says_what_to_do_is_no_suggestions_section() -> None:
    text = REVIEW.replace("## Concerns", "## Critical (must fix)").replace("## Suggestions", "## Major (should fix)")
    assert {i.role for i in parse_review(text, "m").items} == {"issue"}


def test_suggestions_that_follow_their_concerns_order_pair_in_that_order() -> None:
    """Round 118's shape (Codex and OpenCode, per plan: concerns, then suggestions in the same order, a new one last):
    the alignment keeps the order, so a later suggestion that names the first concern's code does not take it from the
    first suggestion, which answers it."""
    import numpy as np

    from xreview.core.restate import _aligned, _runs

    score = np.zeros((5, 5))
    score[2, 0], score[2, 1] = 0.50, 0.10  # suggestion 2 answers concern 0 …
    score[3, 0], score[3, 1] = 0.55, 0.45  # … suggestion 3 names concern 0's code but answers concern 1
    assert _aligned([2, 3], [0, 1], score, 0.30) == [(2, 0), (3, 1)]
    assert _aligned([2, 3], [0, 1], score, 0.52) == [(3, 0)]  # only one pair alike enough: no order to keep
    assert _runs([2, 3, 5, 6, 7, 9]) == [[2, 3], [5, 6, 7], [9]]
