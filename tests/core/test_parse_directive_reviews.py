"""Shapes real-review round 46 showed the parser (issue 14): one review of two drafts whose findings sit under
"### 2. Likely Edge Cases / Failure Modes" and "### 3. Missing Requirements"; and a code review written as directives
for another agent — "**Issue 1 (Race Condition):**" and "**Issue 2 (…):**" over one "**Directive:**" list of steps,
then a task list whose entries are headings over "**Target:**" / "**Goal:**" fields.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

DRAFTS = """# Review of two drafts

## Draft 1: Claude

### 1. Major Issues (Blocking)
*   **Tray icon flicker:** The label is rebuilt on every tick, so the icon redraws and flickers.

### 2. Likely Edge Cases / Failure Modes
*   **Half-loaded list:** If one of five fetches fails, the list shows stale rows next to fresh ones.

### 3. Missing Requirements
*   **Width limit:** The draft never caps the label's width, so long values push other icons away.
"""

DIRECTIVES = """# Code review and directives

## 2. Findings

### C. Sync Engine: Races and Stale Reads
- **Issue 1 (Double Upload):** Two timers can start an upload of the same file at once.
- **Issue 2 (Stale Cursor):** The cursor is read before the last batch commits, so rows are skipped.
- **Directive:**
    1. Guard the upload with a per-file lock.
    2. Read the cursor after the commit returns.

## 3. Task List for the Agent

### Task 1: Sync Engine Upload Lock
- **Target:** `src/sync/upload.ts`
- **Goal:** Prevent a second upload of the same file.

### Task 2: Sync Cursor After Commit
- **Target:** `src/sync/cursor.ts`
- **Goal:** Read the cursor only once the batch is committed.

### Task 3: Settings Screen for Quotas
- **Target:** `src/ui/Settings.tsx`
- **Goal:** Implement the quota fields so users can set their own limits.
"""


def test_findings_under_side_by_side_section_names_and_missing_requirements() -> None:
    titles = [i.title for i in read_review(DRAFTS, "m").items]
    assert titles == ["Tray icon flicker", "Half-loaded list", "Width limit"]


def test_issues_over_one_directive_are_the_findings_and_its_steps_are_not() -> None:
    titles = [i.title for i in read_review(DIRECTIVES, "m").items]
    assert titles[:2] == ["Double Upload", "Stale Cursor"]
    assert not any(t.startswith(("Guard the upload", "Read the cursor")) for t in titles)
    assert "Task 3: Settings Screen for Quotas" in titles  # raised only in the task list: its goal asks for it
    assert len(titles) == 3  # tasks 1 and 2 restate the two findings


def test_section_names() -> None:
    assert cues.section_kind("2. Likely Edge Cases / Failure Modes")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("3. Missing Requirements")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("1. Incomplete Verification of Failure Modes in the Checklist")[0] is cues.Kind.TOPIC
    assert cues.section_kind("3. GitHub Issue / Task List for Claude Code")[0] is cues.Kind.RECAP
