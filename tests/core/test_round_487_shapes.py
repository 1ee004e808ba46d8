"""Shapes real-review round 487 showed the parser (issue 14): a plan checker's report whose requirement coverage table
says "Yes" in its Covered column on every row (nothing left open in it), and whose fenced YAML block restates every
finding as a list of mappings ("- plan: "04"" ⏎ "  dimension: …" ⏎ "  description: "…"" ⏎ "  missing_files:" ⏎ "    -
…"): one entry per mapping, titled by its description, its nested lists its fields, each folding into the finding it
restates; "**WARNING [task_completeness]:** …" is a level and its dimension, not the finding's title; and a numbered
list of recommendations going on under a new heading ("### Nice to Have" ⏎ "8. **Wave optimization**") names a finding
of its own, not the one an earlier list of the series already restated more closely.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Phase 2 — Plan Quality Check

## Per-Plan Results

### Plan 02-01: Search index
**Issues:**
- **WARNING [task_completeness]:** `files_modified` lists only `index.ts`, but the tasks also modify `query.ts` and `schema.ts`.

### Plan 02-02: Ranking
**Issues:**
- **BLOCKER [dependency_correctness]:** Task 2 calls the tokenizer Plan 02-03 creates, yet the plan does not depend on 02-03.

## Requirement Coverage

| Req ID | Description | Covered | Plan | Notes |
|--------|-------------|---------|------|-------|
| REQ-01 | Search by title | Yes | 01 | Prefix index on titles |
| REQ-02 | Rank by recency | Yes | 02 | Decay on the publish date |
| REQ-03 | Export results to CSV | Yes | 03 | Offsets returned by the query |

## Structured Issues

```yaml
issues:
  - plan: "01"
    dimension: task_completeness
    severity: warning
    description: "files_modified lists only index.ts but the tasks modify three files"
    missing_files:
      - "src/search/query.ts"
      - "src/search/schema.ts"
    fix_hint: "Add the missing files to files_modified"

  - plan: "02"
    dimension: dependency_correctness
    severity: blocker
    description: "Task 2 calls the tokenizer created by Plan 02-03 but depends_on does not include 02-03"
    fix_hint: "Add 02-03 to depends_on"
```
"""


def _titles() -> list[str]:
    return [item.title for item in read_review(REVIEW, "m").items]


def test_a_coverage_table_covered_on_every_row_holds_no_finding() -> None:
    titles = _titles()
    assert not any("Search by title" in t or "Rank by recency" in t or "Export results" in t for t in titles), titles


def test_a_yaml_list_of_mappings_restates_each_finding_once_by_its_description() -> None:
    titles = _titles()
    assert len(titles) == 2, titles
    assert "files_modified" in titles[0] and "tokenizer" in titles[1]
    assert not any(t in ("plan", "src/search/query.ts", "src/search/schema.ts") for t in titles)


def test_a_covered_column_that_says_no_keeps_its_row() -> None:
    text = REVIEW.replace("| REQ-03 | Export results to CSV | Yes |", "| REQ-03 | Export results to CSV | No |")
    titles = [item.title for item in read_review(text, "m").items]
    assert any("Export results" in t for t in titles), titles


SERIES = """# Plan Quality Check

## Per-Plan Results

**Issues:**
- **WARNING [dependency_correctness]:** Plan 04 reuses the clip-path polygon Plan 03 creates, yet depends only on 01 and 02; wave order alone keeps it from running early, and parallel execution by dependency could run it first.
- **WARNING [key_links_planned]:** The install prompt component is created but its mount point file is never named.

## Recommendations

### Should Fix (Warnings)

1. **Plan 04: Add dependency on 03** — The clip-path polygon needs Plan 03 first; add it to depends_on so parallel execution cannot run Plan 04 early.

2. **Plan 07: Name the mount point** — Name the file that imports and renders the install prompt component.

### Nice to Have (Info)

3. **Wave optimization** — Plans 05 and 06 could run early, in parallel in one wave: they share no files, yet the wave order keeps them apart. Not blocking, only slower execution.
"""


def test_a_level_tag_with_its_dimension_in_brackets_is_no_title() -> None:
    titles = [item.title for item in read_review(SERIES, "m").items]
    assert titles[0].startswith("Plan 04 reuses the clip-path polygon"), titles
    assert titles[1].startswith("The install prompt component is created"), titles


def test_a_numbered_series_going_on_under_a_new_heading_names_its_own_finding() -> None:
    titles = [item.title for item in read_review(SERIES, "m").items]
    assert len(titles) == 3 and titles[2] == "Wave optimization", titles
