"""Real-review round 324 (reviews 489–490): Codex reviews as tools publish them — an orchestrator's record of the run
("- source_branch: fix/…", "- reviewed_commit: a4aa…", "- history_file: .codex/…") and a Japanese header opening on
its date ("- **作成日**: 2026-08-19", "- **review 経路**: `codex exec review --uncommitted`", …). A list of snake_case
keys is a tool's record; a short list opening on a metadata label is the header. Neither holds a finding.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

RECORD = """# Codex Code Review

- project: orchestrator-dev
- published_at_utc: 2026-10-05T08:57:44Z
- source_branch: fix/ordinary-exec-workspace-profile
- history_file: .codex/reviews/history/20261005T085744Z__fix.md

## Independent Codex review

Review comment:

- [P1] Validate support for the workspace permission profile — runtime/scripts/preflight.ps1:147-150
  When the installed CLI lacks the override, preflight still passes and the run cannot write.
"""

HEADER = """# Codex independent review — dash1 (2026-08-19)

- **作成日**: 2026-08-19
- **review 経路**: `codex exec review --uncommitted` (sandbox_mode=danger-full-access / bwrap 回避)
- **修正主体**: CC 本体(Codex は指摘のみ)

Review comment:

- [P1] Keep saving disabled after a failed initial pull — app/daily-new-target-field.tsx:78-80
  A failed pull still enables the blank field, and Save writes `null` over the server's target.
"""


def test_a_tools_record_and_a_dated_header_hold_no_finding() -> None:
    for review in (RECORD, HEADER):
        items = read_review(review, "m").items
        assert len(items) == 1 and items[0].title.startswith(("Validate support", "Keep saving disabled"))
