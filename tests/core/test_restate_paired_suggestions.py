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
