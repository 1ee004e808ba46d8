"""A whole cockpit session with a fixer: review, accept, see the diff, apply, and the next cycle reviews the fixed text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from textual.widgets import DataTable, Static

from tests.support.llm_server import LLMServer
from tests.support.pilot import row_of, start_to_triage, until
from tests.support.scenarios import FIXED_LINE, GOOD_EDIT, block
from tests.support.scenarios import FixerBrains as Brains
from tests.support.scenarios import setup_fixer as setup
from xreview.config.resolve import ResolveOptions, resolve
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ConfirmScreen, ModelRow
from xreview.tui.screens.fix_screen import FixScreen
from xreview.tui.screens.modals import TextModal
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.summary_screen import SummaryScreen
from xreview.tui.screens.triage_screen import TriageScreen
from xreview.tui.widgets.cycle_bar import CycleBar
from xreview.tui.widgets.model_pane import ModelPane


def app_for(project: Path, isolated_dirs: Path, server: LLMServer, monkeypatch: pytest.MonkeyPatch) -> XReviewApp:
    for name, value in setup(project, isolated_dirs / "config", server).items():
        monkeypatch.setenv(name, value)
    resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)
    rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
    return XReviewApp(resolution, rows, write=True, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)


async def accept_the_retry_issue(pilot, app: XReviewApp) -> tuple[TriageScreen, FixScreen]:  # type: ignore[no-untyped-def]
    """From the start to the fix screen: the retry issue accepted in the first triage, `w` sends it to the fixer."""
    triage = await start_to_triage(pilot)
    triage.query_one("#issues", DataTable).move_cursor(row=row_of(triage, "No retry budget"))
    await pilot.press("a", "w")
    await until(pilot, lambda: isinstance(app.screen, FixScreen))
    assert isinstance(app.screen, FixScreen)
    return triage, app.screen


async def test_review_accept_diff_apply_next_cycle(project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    brain = Brains()
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries at 5 attempts over 10 minutes.\n\n{GOOD_EDIT}"]
    artifact = project / "docs" / "design.md"
    with LLMServer(auto=brain) as server:
        app = app_for(project, isolated_dirs, server, monkeypatch)
        async with app.run_test(size=(140, 40)) as pilot:
            assert isinstance(app.screen, ConfirmScreen)
            assert "fixer" in {str(r[0]) for r in app.screen.rows}
            triage = await start_to_triage(pilot)
            retry = row_of(triage, "No retry budget")
            triage.query_one("#issues", DataTable).move_cursor(row=retry)
            await pilot.press("a", "w")
            await until(pilot, lambda: isinstance(app.screen, FixScreen))
            fixes = app.screen
            assert isinstance(fixes, FixScreen)
            review = next(s for s in app.screen_stack if isinstance(s, ReviewScreen))
            assert [p.model for p in review.query(ModelPane)] == ["kimi"]  # the fixer is no reviewer: no pane
            bar = str(review.query_one(CycleBar).render())  # what fixing cost so far, in the cycle bar
            assert "fixer fixer: attempt 1: 1 edit(s) placed, 1 approved (fixing so far $0.0048)" in bar
            diff = str(fixes.query_one("#diff", Static).render())
            assert "-Vendor calls are retried with exponential backoff. A message that still fails" in diff
            assert f"+{FIXED_LINE}" in diff and "Fixer: capped retries at 5 attempts over 10 minutes." in diff
            assert FIXED_LINE not in artifact.read_text(encoding="utf-8")  # nothing is written before y
            await pilot.press("w")  # undecided: refused with a hint
            await pilot.pause()
            assert isinstance(app.screen, FixScreen)
            await pilot.press("y", "w")
            # cycle 2 reviews the fixed text and no longer raises the issue
            await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not triage)
            second = app.screen
            assert isinstance(second, TriageScreen) and second.n == 2
            assert all(not i.title.startswith("No retry budget") for i in second.issues)
            assert FIXED_LINE in brain.reviewed[1]
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
            await pilot.press("q")
    text = artifact.read_text(encoding="utf-8")
    assert FIXED_LINE + "\nA message that still fails" in text
    assert "| Resolved | Auto-fixed by fixer, 1st attempt, approved by kimi: capped retries at 5 attempts over 10 minutes. |" in text


async def test_rejecting_an_edit_keeps_the_issue_open_with_the_reason_and_e_edits_the_replacement(
    project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    brain = Brains()
    second = block("## Rollout\n\nWe will migrate one product team at a time, starting with the billing team.",
                   "## Rollout\n\nWe will migrate one team at a time.")
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries.\n{GOOD_EDIT}\n{second}"]
    editor = tmp_path / "editor.py"
    editor.write_text("import sys\nopen(sys.argv[1], 'w').write('## Rollout\\n\\nWe migrate the billing team first, then one team a week.\\n')\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {editor}")
    monkeypatch.delenv("VISUAL", raising=False)
    artifact = project / "docs" / "design.md"
    with LLMServer(auto=brain) as server:
        app = app_for(project, isolated_dirs, server, monkeypatch)
        async with app.run_test(size=(140, 40)) as pilot:
            triage, fixes = await accept_the_retry_issue(pilot, app)
            assert len(fixes.edits) == 2
            await pilot.press("n")
            await until(pilot, lambda: isinstance(app.screen, TextModal))
            await pilot.press(*"cap is 3, not 5", "enter")
            await until(pilot, lambda: isinstance(app.screen, FixScreen))
            fixes.query_one("#edits", DataTable).move_cursor(row=1)
            await pilot.press("e")
            await pilot.pause()
            diff = str(fixes.query_one("#diff", Static).render())
            assert "+We migrate the billing team first, then one team a week." in diff
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not triage)
            await pilot.press("q")
            await pilot.pause()
            if not isinstance(app.screen, SummaryScreen):
                await pilot.press("y")  # quitting asks first
    text = artifact.read_text(encoding="utf-8")
    assert FIXED_LINE not in text
    assert "We migrate the billing team first, then one team a week." in text
    assert "Fix rejected: cap is 3, not 5" in text


async def test_the_checker_verdict_is_shown_and_the_person_still_decides(project: Path, isolated_dirs: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    brain = Brains()
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries.\n{GOOD_EDIT}",
                   lambda issue: f"Issue {issue}: capped retries, really.\n{GOOD_EDIT}"]
    brain.verdicts = lambda count: [{"edit": n, "verdict": "reject", "resolves": False, "changes_other": False,
                                     "contradicts": False, "reason": "five attempts is still too many"} for n in range(1, count + 1)]
    artifact = project / "docs" / "design.md"
    with LLMServer(auto=brain) as server:
        app = app_for(project, isolated_dirs, server, monkeypatch)
        async with app.run_test(size=(140, 40)) as pilot:
            triage, fixes = await accept_the_retry_issue(pilot, app)
            assert len(fixes.edits) == 1  # the second attempt's edit stands
            assert len(brain.fixer_requests) == 2 and "rejected by kimi: five attempts is still too many" in brain.fixer_requests[1]
            table = fixes.query_one("#edits", DataTable)
            assert "✗ kimi" in str(table.get_row_at(0)[1])
            diff = str(fixes.query_one("#diff", Static).render())
            assert "Checker: rejected by kimi: five attempts is still too many" in diff
            assert "Written by fixer, attempt 2" in diff and "Attempts: fixer #1: 1 edit(s) placed, 1 rejected" in diff
            await pilot.press("y", "w")  # the person overrules the checker
            await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not triage)
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
            await pilot.press("q")
    text = artifact.read_text(encoding="utf-8")
    assert FIXED_LINE in text
    assert "Auto-fixed by fixer, 2nd attempt, rejected by kimi, applied by the user: capped retries, really." in text
