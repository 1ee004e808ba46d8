"""More shapes from real reviews (issue 14, round 6): sections that say in plain words that they hold problems
or that nothing was found, the review's account of how it was run, counts of findings, and numbered themes.

The texts are written for the test, after the shapes of public reviews by Codex, Gemini and Claude.
"""

from __future__ import annotations

from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


def test_a_section_of_checks_that_found_no_issues_holds_no_issues() -> None:
    text = """## IMPORTANT Issues

### I1. Retry budget is unbounded

- **ISSUE:** Retries back off but never stop.

## Verification Results (No Issues Found)

### Dependency Correctness (Criterion 1)
- Task 1.4 correctly depends on 1.1 + 1.3. Confirmed.

### Phase Ordering (Criterion 7)
- No tasks are misordered within phases.

## Areas Verified Without Issues

### Cross-Reference Integrity (Criterion 8)
- All section references now point to sections that exist.
"""
    assert titles(text) == ["Retry budget is unbounded"]


def test_the_account_of_how_the_review_was_run_and_its_counts_are_not_issues() -> None:
    text = """## New Issues

### Issue 1: The cache has no eviction

- **ISSUE:** Entries are never removed; memory grows without bound.

**Net new findings by Gemini: 1 (Issue 1)**
**Carried forward from Codex: 2 (Issues 3, 6)**

## Codex Agent Execution Details

1. **Agent 1 (Documentation Quality):** Reviewed task dependencies. Identified missing retry limits.
2. **Agent 2 (PRD vs Research):** Audited consistency. Completed with timeout (partial results used).
"""
    assert titles(text) == ["The cache has no eviction"]


def test_reviewer_and_date_lines_at_the_top_are_not_issues() -> None:
    text = """# Review of the sync spec

Reviewer: OpenAI Codex (codex-cli, high reasoning, read-only)
Date: 2026-02-22

## Will definitely break
- Uploads over a flaky connection without resume.
- The sold-search URL eventually changing.
"""
    assert titles(text) == ["Uploads over a flaky connection without resume", "The sold-search URL eventually changing"]


def test_sections_that_announce_problems_in_plain_words_hold_every_point() -> None:
    text = """## Core miss
Overbuilt for one person. A checklist gets most of the value with almost none of the app surface.

## Will definitely break
- The "under 10 minutes" target once comps are pasted by hand.
- Tag legibility if compression is too aggressive.

## Might be a problem
- Magic-link auth on the phone killing capture momentum.
- Browser camera quirks: HEIC, EXIF rotation, memory pressure.
"""
    assert titles(text) == [
        "Overbuilt for one person",
        'The "under 10 minutes" target once comps are pasted by hand',
        "Tag legibility if compression is too aggressive",
        "Magic-link auth on the phone killing capture momentum",
        "Browser camera quirks",
    ]


def test_a_numbered_theme_heading_that_states_a_problem_is_the_issue() -> None:
    text = """# Red-team review

## Axis 3 — Build cost: multi-week slog, ROI never clears

Real line items: two responsive surfaces, auth, storage, three model routes each with validation and
repair. Realistically two to four focused weeks.

## Axis 4 — What it gets right

The capture-versus-compose insight is the best idea in the document.
"""
    assert titles(text) == ["Axis 3 — Build cost: multi-week slog, ROI never clears"]


def test_the_most_important_finding_said_again_folds_into_the_finding() -> None:
    text = """## Findings

- **The app duplicates the free chat skill.** The skill already dates, prices and writes the listing; the app adds
  a wrapper around the same steps.
- **Auth is pure tax for one user.** Magic links on the phone open in another browser mid-capture.

> **Most important finding:** the app duplicates the free chat skill, which already dates, prices and writes listings.
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["The app duplicates the free chat skill", "Auth is pure tax for one user"]
    assert any("Most important finding" in r for r in items[0].restated)


def test_a_review_of_one_tagged_issue_is_that_issue_not_a_title_over_nothing() -> None:
    text = "### [High] No dead-letter queue for failed deliveries\n\nMessages that exhaust their retries vanish.\n"
    assert titles(text) == ["No dead-letter queue for failed deliveries"]
