"""The response parser: every shape reviewers write, and nothing from preambles or praise."""

from __future__ import annotations

from xreview.core.model import Complexity, Severity
from xreview.core.parse import parse_review

CANONICAL = """## Summary
The design is solid overall, with two gaps.

## Issues

### [Critical/Medium] Missing error handling for API timeout
**Location:** Architecture (line 42)
**Problem:** The client has no timeout, so a slow vendor blocks every worker.
**Suggestion:** Add a 5 s timeout and a retry budget.

### [Low/N/A] Typo in the Goals heading
**Location:** Goals
**Problem:** "Goasl".

## Strengths
- Clear diagrams
- Good problem statement
"""


def titles(text: str) -> list[str]:
    return [i.title for i in parse_review(text, "m").items]


def test_canonical_shape_reads_severity_complexity_location() -> None:
    items = parse_review(CANONICAL, "kimi").items
    assert [i.title for i in items] == ["Missing error handling for API timeout", "Typo in the Goals heading"]
    first = items[0]
    assert (first.severity, first.complexity) == (Severity.CRITICAL, Complexity.MEDIUM)
    assert first.location.line == 42 and first.location.heading == "Architecture"
    assert "slow vendor" in first.description
    assert first.model == "kimi"
    assert first.text in CANONICAL  # the source text is verbatim
    assert items[1].complexity is Complexity.NA


def test_headings_by_severity_with_sub_bullets_kept_in_their_item() -> None:
    text = """Here is my review of the document.

## Critical Issues
1. **No authentication on the admin API** — anyone on the network can call it.
   - especially the delete endpoint
2. **Secrets in the config file** - stored in plaintext.

## Medium
- The retry policy is unspecified (see §Error Handling).

## Low
- Minor: typo on line 12.

## Conclusion
Good work overall; fix the critical items first.
"""
    items = parse_review(text, "m").items
    assert [i.title for i in items] == [
        "No authentication on the admin API",
        "Secrets in the config file",
        "The retry policy is unspecified (see §Error Handling)",
        "typo on line 12",
    ]
    assert [i.severity for i in items] == [Severity.CRITICAL, Severity.CRITICAL, Severity.HIGH, Severity.LOW]
    assert "delete endpoint" in items[0].description  # the sub-bullet belongs to its item
    assert items[2].location.heading == "Error Handling"
    assert items[3].location.line == 12


def test_numbered_list_with_tags() -> None:
    text = """1. [High/Medium] Rollback plan is missing. The rollout section never says how to revert.
2. [Low/Low] Diagram labels unreadable
3. [Critical/High] No threat model for the webhook receiver
"""
    items = parse_review(text, "m").items
    assert [(i.title, i.severity, i.complexity) for i in items] == [
        ("Rollback plan is missing", Severity.HIGH, Complexity.MEDIUM),
        ("Diagram labels unreadable", Severity.LOW, Complexity.LOW),
        ("No threat model for the webhook receiver", Severity.CRITICAL, Complexity.HIGH),
    ]
    assert "how to revert" in items[0].description


def test_fenced_json_array_with_preamble_and_closing() -> None:
    text = """Sure! Here are the issues I found:
```json
[{"title": "Missing rate limits", "severity": "High", "complexity": "Low", "location": "API, line 80", "description": "No limits on intake."},
 {"title": "Unclear ownership of the queue", "severity": "Low", "complexity": "N/A"}]
```
Let me know if you need anything else.
"""
    result = parse_review(text, "m")
    assert result.shape == "json"
    assert [(i.title, i.severity) for i in result.items] == [
        ("Missing rate limits", Severity.HIGH),
        ("Unclear ownership of the queue", Severity.LOW),
    ]
    assert result.items[0].location.line == 80
    assert result.items[0].location.heading == "API"


def test_markdown_table_with_escaped_pipe() -> None:
    text = """| # | Issue | Severity | Complexity | Location |
|---|---|---|---|---|
| 1 | Success criteria not measurable | High | Low | Success Criteria |
| 2 | Cache invalidation unspecified \\| stale reads | Critical | High | line 55 |
"""
    items = parse_review(text, "m").items
    assert [(i.title, i.severity, i.complexity) for i in items] == [
        ("Success criteria not measurable", Severity.HIGH, Complexity.LOW),
        ("Cache invalidation unspecified | stale reads", Severity.CRITICAL, Complexity.HIGH),
    ]
    assert items[0].location.heading == "Success Criteria"
    assert items[1].location.line == 55


def test_prose_with_bullets_ignores_preamble_strengths_and_closing() -> None:
    text = """I read the document carefully. Overall it's a reasonable start, but I have some concerns:

- The migration plan does not cover data backfill.
  - Existing rows would have null values.
- There is no mention of monitoring or alerting.

Strengths:
- Good problem statement
- Clear goals

Overall, nice work. Happy to look again."""
    items = parse_review(text, "m").items
    assert [i.title for i in items] == [
        "The migration plan does not cover data backfill",
        "There is no mention of monitoring or alerting",
    ]
    assert "null values" in items[0].description


def test_bold_led_paragraphs_under_an_issues_heading() -> None:
    text = """## Findings

**Issue 1: Single point of failure in the dispatcher** (Severity: High, Complexity: High)
The dispatcher runs as one process.

**Issue 2: No idempotency keys** (Severity: Critical)
Retries will send duplicates.

## Overall
Solid draft.
"""
    items = parse_review(text, "m").items
    assert [(i.title, i.severity, i.complexity) for i in items] == [
        ("Single point of failure in the dispatcher", Severity.HIGH, Complexity.HIGH),
        ("No idempotency keys", Severity.CRITICAL, None),
    ]
    assert "duplicates" in items[1].description


def test_response_of_only_preamble_and_closing_yields_no_issue() -> None:
    text = """Thanks for sharing this design document. I reviewed it against the checklist.

## Summary
The document is thorough and well organised.

## Strengths
- Clear architecture diagram
- Measurable success criteria

Overall I found no significant issues. Great work!"""
    result = parse_review(text, "m")
    assert result.items == []
    assert result.parsable  # it said "no issues": a vote for a clean document


def test_text_without_issues_or_verdict_is_unparsable() -> None:
    result = parse_review("The weather is sunny and the cats are asleep on the sofa.", "m")
    assert result.items == [] and not result.parsable
    assert not parse_review("", "m").parsable


def test_markup_and_ansi_in_a_response_stay_text() -> None:
    text = "## Issues\n\n### [High/Low] Escape \x1b[31m[red]codes[/red]\x1b[0m in titles\n**Problem:** shown literally.\n"
    items = parse_review(text, "m").items
    assert items[0].title == "Escape [red]codes[/red] in titles"
