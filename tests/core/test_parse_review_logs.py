"""A shape real-review round 64 showed the parser (issue 14): a review-protocol log — "## Review Request — Round 1"
(the author's proposed solution, known concerns and questions), "## Review Response — Round 1" (blocking concerns B1,
B2, suggestions S1–S6), "## Rebuttal — Round 1", "## Review Response — Round 2" ("B1: resolved — …", "Non-Blocking
Suggestions: None."), a third request and response raising B3. At first fifteen of its sixteen items were the author's
concerns and findings later resolved; only B3 is open.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import asides, cues, review_ids
from xreview.core.parse import read_review

LOG = """## Review Request — Round 1

### Known Concerns
1. `demo-server.ts` resolves `public/intake.html` from `process.cwd()`, so launching it elsewhere fails.
2. The standalone server does not validate `INTAKE_DEMO_PORT`.

## Review Response — Round 1

### Blocking Concerns
B1. `src/intake/demo-server.ts:26` defaults to port 4111, identical to the starter; the two servers collide.

### Non-Blocking Suggestions
S1. Validate `INTAKE_DEMO_PORT` as an integer in the supported range and emit an actionable startup error.

## Rebuttal — Round 1

Re B1: ACCEPT — we will move the standalone default to port 4112.

## Review Response — Round 2

### Blocking Concerns
B2. `src/config.ts:38` accepts an empty `HOST`, which binds to every interface.

### Non-Blocking Suggestions
None.

### Responses to Prior Points
B1: resolved — validated port 4112 removes the default collision.
"""


def test_a_review_log_yields_the_findings_its_last_round_leaves_open() -> None:
    assert [i.title for i in read_review(LOG, "m").items] == ["src/config.ts:38 accepts an empty HOST, which binds to every interface"]


def test_the_authors_sections_and_a_finding_resolved_by_its_id() -> None:
    assert cues.is_other_party("Review Request — Round 3") and cues.is_other_party("Rebuttal — Round 1")
    assert not cues.is_other_party("Review Response — Round 3")
    assert review_ids.closed_ids("B1: remains resolved.\nB2: resolved — fixed in 4112.") == {"B1", "B2"}
    single = """### Blocking Concerns
B1. The demo server collides with the starter on port 4111.

B2. The standalone page links to the operator console, which returns 404.

### Responses to Prior Points
B1: resolved — port 4112 now.
"""
    assert [i.title for i in read_review(single, "m").items] == ["The standalone page links to the operator console, which returns 404"]


KEPT_OPEN = """## Review Response — Round 1

### Non-Blocking Suggestions
S1. TerminalClosed => bail! turns a benign terminal EOF into an error path; treat it as a detach.
S3. Dirty-flag rendering: instead of drawing every 50ms tick, set a `needs_redraw` flag and skip idle ticks.

## Review Response — Round 2

### Non-Blocking Suggestions
S4. Add a regression test that floods session updates and asserts a key is handled within one poll cycle.
S6. S3 (dirty-flag rendering to skip idle 50ms redraws) remains open and worthwhile as a follow-up.
"""


def test_a_finding_the_last_round_keeps_open_is_read_where_it_was_first_said() -> None:
    items = read_review(KEPT_OPEN, "m").items
    assert [i.title for i in items] == ["Dirty-flag rendering", "Add a regression test that floods session updates and asserts a key is handled within one poll cycle"]
    assert items[0].restated  # "S6. S3 … remains open" folds into it; S1, answered in round 1, is gone


def test_code_in_an_earlier_round_does_not_open_a_heading_when_the_round_is_blanked() -> None:
    log = ("## Review Response — Round 1\n\n```bash\n# Setup the thing\nrm -rf build\n```\n\nB1. The build step deletes the cache.\n\n"
           "## Review Response — Round 2\n\nB2. `HOST` accepts an empty value and binds to every interface.\n")
    assert [i.title for i in read_review(log, "m").items] == ["HOST accepts an empty value and binds to every interface"]


def test_a_yaml_header_is_blanked_whole_even_its_comment_lines() -> None:
    text = "---\nverdict: REVISE\n# missing: the reviewer checklist\n---\n## Findings\n"
    blanked = asides.blank_superseded(text)
    assert len(blanked) == len(text) and "missing" not in blanked and blanked.endswith("## Findings\n")
