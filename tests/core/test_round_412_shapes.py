"""Shapes real-review round 412 showed the parser (issue 14): a pull-request review that opens on "## What lands" (the
change's own edits, numbered), tells its blocker, then lists "## Other observations" — more findings, not a summary
of the blocker — and a chief engineer's rejection that ends on "## Status".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

PR_REVIEW = """# PR #26329 — fix(cli): undeprecate --prompt

- Verdict: **request-changes**

## What lands

1. `docs/reference/configuration.md:2581` — removes the line `**Deprecated:** Use positional arguments instead.`
2. `docs/cli/cli-reference.md:12` — changes the description for the `gemini "query"` example.

## The blocker

**The backticks were lost.** The table cell in `docs/cli/cli-reference.md:12` now renders the command as plain text.

## Other observations

- The `docs/cli/cli-reference.md` table still describes the command as interactive, which the PR body says it is not.
- The underlying yargs behaviour for arguments starting with `-` is not addressed; worth a follow-up issue.

## Status

- **YELLOW – PR #26329 NOT merged**.
"""


def test_what_lands_and_status_hold_none_and_other_observations_are_findings() -> None:
    assert cues.section_kind("What lands")[0] is cues.Kind.SKIP
    assert cues.section_kind("Status")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(PR_REVIEW, "m").items]
    assert titles[0] == "The backticks were lost"
    roles = [item.role for item in parse_review(PR_REVIEW, "m").items if item.title.startswith("The docs/cli/cli-reference.md table")]
    assert roles == ["issue"]  # raised here, not a summary to fold away
    assert not any("removes the line" in title or "NOT merged" in title for title in titles)
