"""Shapes real-review round 420 showed the parser (issue 14): a task file whose YAML front matter stores an agent's
design-doc review as a block value — "output: |" ⏎ "  ## Agent run …" ⏎ "  ### Must address" ⏎ "  1. Explicit
list, not environment. …" — with the task's own fields around it. The front matter was blanked whole, the review
with it, and the answer read as unreadable; and the blanked text, read again, made the front-matter pattern
backtrack without end over its lines of spaces.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.fences import blank_front_matter
from xreview.core.parse import parse_review

TASK = """---
area: null
completed_at: 2026-09-03 17:02:06.496017
created: 2026-09-02 14:23:22.130835
defer_until: null
due: 2026-09-03
energy: low
id: 2026-09-02T1423-review-gdpr-design
output: |
  ## Agent run 2026-09-02T14:27:08+02:00

  ### Must address
  1. Explicit list, not environment. Environment-based scope would over-apply to a quarter of the region.
  2. Rollout precondition missing. The hard-coded lag=7 days filter in snowflake_deletion.py still skips 30-day accounts.

  ### Comments
  - Dashboard exposure is in the ticket requirements but not in the doc's scope section.
project: 2026-07-20-gdpr
source_id: null
tags: []
time_minutes: 5
title: Review the GDPR design
updated: 2026-09-03 17:02:06.496013
waiting_on: null
waiting_since: null
working_on: false
---

https://example.com/design-doc
"""


def test_a_review_stored_as_a_block_value_of_the_front_matter_is_read() -> None:
    titles = [item.title for item in parse_review(TASK, "m").items]
    assert any("Explicit list, not environment" in t for t in titles)
    assert any("Rollout precondition missing" in t for t in titles)
    assert not [t for t in titles if "2026-07-20-gdpr" in t or "Review the GDPR design" in t]  # the task's own fields


def test_the_front_matter_keeps_its_length_and_blanks_all_but_the_stored_review() -> None:
    blanked = blank_front_matter(TASK)
    assert len(blanked) == len(TASK) and blanked.count("\n") == TASK.count("\n")
    assert "area: null" not in blanked and "project:" not in blanked
    assert "\n### Must address" in blanked  # at the margin, so Markdown reads it as a heading
    assert blank_front_matter(blanked) == blanked  # read again (the parser does), it is left as it is


def test_a_short_block_value_without_markdown_is_blanked_with_the_rest() -> None:
    note = "---\ntitle: x\ndescription: |\n  One line of prose.\n  Another line.\n  A third.\n---\n\n# Review\n\nThe cache never expires entries.\n"
    blanked = blank_front_matter(note)
    assert "One line of prose" not in blanked and "# Review" in blanked


def test_a_stored_review_of_yaml_like_lines_survives_being_read() -> None:
    # every line of this block reads as YAML once it stands at the margin ("## …" a comment, "Status: …" a key, "- …"
    # an entry): the front matter is blanked once, before Markdown is read, so the kept block is not blanked again
    task = ("---\nid: t\noutput: |\n  ## Verdict\n  Status: changes requested\n  ## Must address\n"
            "  - The cache never expires entries, so memory grows without bound\n  - The retry loop has no backoff and hammers the API\n"
            "title: x\n---\n")
    parsed = parse_review(task, "m")
    assert parsed.parsable and [item.title for item in parsed.items] == [
        "The cache never expires entries, so memory grows without bound", "The retry loop has no backoff and hammers the API"]
