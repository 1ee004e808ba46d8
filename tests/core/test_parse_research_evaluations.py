"""Real-review rounds: an LLM's research evaluation of an open-source tool (round 270, review 425) — description
sections ("## Key Features", "## Community Reception"), seven concerns and risks ("3. **Very early stage** -- …
Feature set is impressive but stability is unproven at scale."), recommendations, and "## Sources" as bare links. A
tool's features, its reception and its sources are no findings; a concern turning praise with "but … unproven" is.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Key Features
- **Push notifications** for approvals, completions, errors, questions
- **Slash command** support with autocomplete

## Community Reception
- Show HN post: "Claude Relay -- Web UI for Claude Code, zero install, push notifications"

## Concerns and Risks

1. **Single maintainer** -- all 30+ commits from one author. Bus factor of 1.
2. **Very early stage** -- 81 stars, 10 days old, v2.2.3. Feature set is impressive but stability is unproven at scale.

## Sources
- https://github.com/chadbyte/claude-relay
- https://news.ycombinator.com/item?id=47033722
"""


def test_features_reception_and_sources_are_no_findings_and_an_unproven_stage_is_one() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Single maintainer", "Very early stage"]
