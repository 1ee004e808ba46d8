"""Shapes real-review round 422 showed the parser (issue 14): a peer review written as a framed message whose design
advice carries numbered lists — "The browser observer should be a state machine:" ⏎ "1. find tab" ⏎ "2. inject
prompt" ⏎ … (the steps of one point, each a few words) and "Build order should be:" ⏎ "1. Load JSON config at
startup …" ⏎ … (the order of work, no finding of its own) — each of whose entries was read as a finding.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review

FRAME = """BEGIN FRAME #1 | codex -> Cody | plaza-ant peer review

## Observer Pattern

The browser observer should be a state machine:

1. find tab
2. health snapshot / input present
3. inject prompt
4. observe streaming / errors / timeout
5. scrape final response
6. write frame

## Untangled Path

Build order should be:

1. Load JSON config at startup and replace the `PORT`, `CDP_URL` and tmux session constants.
2. Add `enabled` and full-path prompt rendering for CLI reviewers only.
3. Move filmstrip writing and git commands behind one `ReviewSink` function.

## Risks And Gaps

The biggest risk is queue correctness. Duplicate callbacks or a failed git push can leave `active_reviewer` inconsistent.

END FRAME #1
"""


def test_the_steps_of_one_proposal_are_one_point() -> None:
    titles = [item.title for item in parse_review(FRAME, "m").items]
    assert any("state machine" in t for t in titles)
    assert not [t for t in titles if t in ("find tab", "inject prompt", "write frame")]


def test_an_order_of_work_holds_no_finding_of_its_own() -> None:
    titles = [item.title for item in parse_review(FRAME, "m").items]
    assert not [t for t in titles if "Load JSON config" in t or "ReviewSink" in t]
    assert any("queue correctness" in t for t in titles)


def test_long_entries_under_a_should_lead_in_stay_points_of_their_own() -> None:
    review = FRAME.replace("1. find tab\n2. health snapshot / input present\n3. inject prompt\n", (
        "1. The tab lookup picks up a stale tab because it accepts any URL containing codex\n"
        "2. The health snapshot never checks that the input box is present before typing\n"
        "3. The prompt is injected with keystrokes that drop newlines in code snippets\n"))
    titles = [item.title for item in parse_review(review, "m").items]
    assert any("tab lookup picks up a stale tab" in t for t in titles)
