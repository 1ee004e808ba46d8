"""Real-review rounds 279–281 (reviews 434–436): a milestone review whose summary lists the checks it ran ("**Checks
(…):**" ⏎ "- `ruff check src` — pass"), an audit handoff with a logic chain, caveats and verification steps, and a
code logic review with a "| Requirement | Status | Concern |" table and an "| Edge Case | Handled | How | Concern |"
table. Checks that passed, the argument, the review's own caveats and how to verify it are no findings; in those
tables the requirement (or edge case) is the row's title, only its failed rows are findings, and the concern is the
row's notes.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review


def _titles(review: str) -> list[str]:
    return [item.title for item in read_review(review, "m").items]


def test_commands_that_passed_are_no_finding() -> None:
    review = """### Review Summary

M10 reviewed against the locked plan, the decision log and its memory note. Read `junctions.py`, `pipeline.py`
and both new test files, and ran the project's own format/lint/type/test commands directly.

The clustering algorithm and the pipeline integration are sound and match the plan. The one
required fix is a plan-scope gap: Stage 5 (the `ROADMAP.md` entry) was never done.

**Checks (world-model/, run from repo root per `world-model/CLAUDE.md`):**
- `ruff check world-model/src world-model/tests` — pass
- `mypy world-model/src` (`--strict`) — pass, 51 source files
- `git status` — clean tree, all new files committed in `aa27fc6`, nothing gitignored staged

### Required Fixes

- **`ROADMAP.md` has no M10 entry.** The plan's Stage 5 explicitly requires a new entry.
"""
    assert _titles(review) == ["ROADMAP.md has no M10 entry"]


def test_a_failed_command_keeps_its_list_a_finding() -> None:
    review = """### Review Summary

**Checks (run from the repo root):**
- `ruff check src tests` — pass
- `pytest -q` — 3 failed, 263 passed
"""
    assert _titles(review) != []


def test_logic_chain_caveats_and_verification_method_hold_no_findings() -> None:
    review = """## 1. Observation

- **Observation 1 (Missing Method):** `query_similar_meetings` is not implemented in `memory.py`.
- **Observation 2 (Type Crash Risk):** `', '.join(None)` raises a `TypeError` when decisions are null.

## 2. Logic Chain

1. The design specification dictates that the method must search the vector store.
2. The implementation lacks the method entirely and instead has another that is never called.

## 3. Caveats

- We assumed the embedding endpoint runs correctly, but it was never exercised end to end.

## 5. Verification Method

To independently verify this:
1. Open `memory.py` and inspect the class to verify that the method is missing.
"""
    assert _titles(review) == ["Observation 1 (Missing Method)", "Observation 2 (Type Crash Risk)"]


REQUIREMENTS = """## Findings

### Issue 1: The limit is applied before the unblocked filter

- **File**: `tasks.ts:84-103`

## Requirements Fulfillment

| Requirement | Status | Concern |
|-------------|--------|---------|
| Cap at 200 enforced in handler | COMPLETE | `Math.min(..., 200)` on line 84 |
| Zod schema updated for both tools | COMPLETE | Both tools have `z.number().int()` |
| Step 2 bulk query gets limit guidance | MISSING | Highest-frequency call still has no limit |

## Edge Case Analysis

| Edge Case | Handled | How | Concern |
|-----------|---------|-----|---------|
| `limit` = 0 | YES | Clamped to 1 | Surprising but not breaking |
| SQLite BUSY during query | NO | No try/catch | Uncaught exception |
"""


def test_requirement_and_edge_case_tables_keep_only_their_failed_rows() -> None:
    items = read_review(REQUIREMENTS, "m").items
    titles = [item.title for item in items]
    assert "Math.min(..., 200) on line 84" not in titles and "Surprising but not breaking" not in titles
    assert "Step 2 bulk query gets limit guidance" in titles and "SQLite BUSY during query" in titles
    step2 = next(item for item in items if item.title == "Step 2 bulk query gets limit guidance")
    assert "Highest-frequency call still has no limit" in step2.description
