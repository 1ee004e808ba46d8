"""Real-review round 320 (review 485): GitHub Copilot's pull-request review as an archive keeps it — its overview and
table of files, the comments it kept back ("Comments suppressed due to low confidence (2)": "**path:1**" ⏎ "* claim"),
then its inline comments ("### Copilot — 2026-02-17 on `path`" ⏎ the comment ⏎ its ```suggestion```), the second
saying it is the same issue in another file.

Each comment is a finding at its file; the overview is none; the comment repeating another folds into it.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """### copilot-pull-request-reviewer[bot] — COMMENTED (2026-02-17)

## Pull request overview

This PR moves visits to normalized collections with a background migration.

**Changes:**
- Introduced normalized models and datasources

<details>
<summary>Comments suppressed due to low confidence (1)</summary>

**src/migration/MigrationService.kt:1**
* Hard-coded sleep duration makes tests brittle and slow. Consider a latch instead.
</details>

## Review Comments

### Copilot — 2026-02-17 on `src/datasource/NewVisitDataSource.kt`

The comment acknowledges double-counting but the code doesn't prevent it. During the dual-write period, entries exist in both collections, leading to incorrect counts.
```suggestion
        return normalizedIds.size.toLong() + oldUniqueIds.size.toLong()
```

### Copilot — 2026-02-17 on `src/datasource/NewVoyageDataSource.kt`

Same double-counting issue as NewVisitDataSource. During the dual-write period, this will return inflated counts as entries exist in both collections.
"""

CLEAN = """## Pull request overview

Copilot reviewed 26 out of 26 changed files in this pull request and generated no new comments.
"""


def test_each_comment_is_a_finding_at_its_file() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == [
        "Hard-coded sleep duration makes tests brittle and slow",
        "The comment acknowledges double-counting but the code doesn't prevent it"]
    assert items[0].location is not None and "MigrationService.kt" in (items[0].location.heading or "")
    assert items[1].restated


def test_a_review_without_comments_holds_none() -> None:
    parsed = read_review(CLEAN, "m")
    assert parsed.items == [] and parsed.parsable


THREADS = """## Pull request overview

Updates the canary rule to describe a verify-before-defer refinement.

## Review threads

### Thread 1: .claude/rules/canary.md:83 (unresolved)

**@copilot-pull-request-reviewer** (2026-05-20T14:29:19Z):

P1 (doc accuracy): This section attributes the discipline to the wrong rule; cite the rule that covers condition checks.

### Thread 2: .claude/rules/canary.md:130 (unresolved)

**@copilot-pull-request-reviewer** (2026-05-20T14:29:20Z):

P1 (codebase convention): This new paragraph introduces named attribution on a current-state rule surface.
"""


def test_comments_in_review_threads_are_read_as_markdown() -> None:
    """Round 321 (review 486): the same review archived with "### Thread N: path:line" threads — none of the Copilot
    reader's shapes, so the Markdown reader takes it and finds each thread's comment."""
    titles = [item.title for item in read_review(THREADS, "m").items]
    assert len(titles) == 2 and titles[0].startswith("This section attributes the discipline")
