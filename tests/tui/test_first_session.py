"""What a new user met in the cockpit (issue 16): each screen says what is true and every key does what it says."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from tests.tui.helpers import cockpit
from xreview.tui.screens.confirm_screen import ConfirmScreen


def _cells(table: DataTable) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(row)] for row in range(table.row_count)]


async def test_the_confirmation_counts_the_lines_of_the_file_and_says_where_each_value_came_from(
        project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    text = artifact.read_text(encoding="utf-8")
    assert text.endswith("\n")
    lines = len(text.splitlines())
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi", "gemini"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        rows = {row[0]: row for row in _cells(app.screen.query_one("#settings", DataTable))}
        assert f"({lines} lines," in rows["artifact"][1]
        # nothing about writing was given on the command line: it is the default, and it says so
        assert rows["write"][1:] == ["Issue Log and Review Log into the artifact", "default"]
        assert rows["budget"][2] == "packaged default"


async def _triage(pilot, app):  # type: ignore[no-untyped-def]
    from tests.tui.test_session_flow import until
    from xreview.tui.screens.triage_screen import TriageScreen

    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, TriageScreen))
    await pilot.pause()
    return app.screen


def _table_lines(screen) -> list[str]:  # type: ignore[no-untyped-def]
    table = screen.query_one("#issues", DataTable)
    return [table.render_line(y).text.rstrip() for y in range(table.row_count + 1)]


async def test_the_triage_columns_size_to_their_content_and_the_terminal(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi", "gemini"])
    async with app.run_test(size=(200, 40)) as pilot:
        triage = await _triage(pilot, app)
        lines = _table_lines(triage)
        # wide enough: every title whole, every column there
        for issue in triage.issues:
            assert any(issue.title in line for line in lines), (issue.title, lines)
        assert lines[0].split() == ["sev", "issue", "cx", "action", "consensus", "status"]
        # a status word longer than any shown so far is shown whole, not 'deferr'
        table = triage.query_one("#issues", DataTable)
        row = next(i for i, issue in enumerate(triage.issues) if issue.action.value == "auto-fix")
        table.move_cursor(row=row)
        await pilot.press("d")
        await pilot.pause()
        assert _table_lines(triage)[row + 1].endswith("deferred")

        # narrower: the title takes the room there is, cut with an ellipsis, and the status stays in view
        await pilot.resize_terminal(160, 40)
        await pilot.pause(0.2)
        lines = _table_lines(triage)
        width = table.size.width
        longest = max(triage.issues, key=lambda i: len(i.title))
        line = next(line for line in lines if longest.title[:20] in line)
        assert "…" in line and len(line) >= width - 6  # no half-empty table beside a cut title
        assert all(line.split()[-1] in ("flagged", "open", "logged", "deferred") for line in lines[1:])

        # a terminal of 80 columns keeps severity, title and status, and the detail has the rest
        await pilot.resize_terminal(80, 30)
        await pilot.pause(0.2)
        lines = _table_lines(triage)
        assert lines[0].split() == ["sev", "issue", "status"]
        assert all(line.split()[-1] in ("flagged", "open", "logged", "deferred") for line in lines[1:])


async def test_review_keys_maximise_cancel_then_retry_and_ctrl_c(project: Path, isolated_dirs: Path) -> None:
    from tests.tui.helpers import CASSETTES
    from tests.tui.test_session_flow import until
    from xreview.tui.screens.modals import ChoiceModal
    from xreview.tui.screens.review_screen import ReviewScreen
    from xreview.tui.screens.triage_screen import TriageScreen

    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi", "stalled"], speed=20.0,
                  cassettes={"kimi": CASSETTES / "kimi.md", "stalled": CASSETTES / "stalled.json"})
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        review = app.screen
        assert isinstance(review, ReviewScreen)
        stalled = review.pane("stalled")
        assert stalled is not None
        await until(pilot, lambda: stalled.status == "streaming")
        stalled.query_one("VerticalScroll").focus()
        # m: the focused pane alone, the whole width
        await pilot.press("m")
        await pilot.pause()
        assert stalled.size.width >= 118 and not review.pane("kimi").display  # type: ignore[union-attr]
        await pilot.press("m")
        await pilot.pause()
        assert stalled.size.width < 70 and review.pane("kimi").display  # type: ignore[union-attr]

        # c cancels it; when the others are done the cycle waits, so r can still be used
        await pilot.press("c")
        await until(pilot, lambda: stalled.status.startswith("failed") and review.pane("kimi").status == "done")  # type: ignore[union-attr]
        await until(pilot, lambda: review.held == ("stalled",))
        await pilot.pause(0.3)
        assert app.screen is review  # not whisked off to triage
        await pilot.press("r")
        await until(pilot, lambda: stalled.status == "streaming")
        assert not review.held
        await pilot.press("c")
        await until(pilot, lambda: review.held == ("stalled",))
        await pilot.press("enter")  # go on without it
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        triage = app.screen
        assert isinstance(triage, TriageScreen) and triage.issues
        assert all(issue.models == ["kimi"] for issue in triage.issues)

        # Ctrl+C asks the same question as q when decisions would be lost
        row = next(i for i, issue in enumerate(triage.issues) if issue.action.value != "flag")
        triage.query_one("#issues", DataTable).move_cursor(row=row)
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        modal = app.screen
        assert isinstance(modal, ChoiceModal) and "triage decision(s) not yet written" in modal.prompt
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, TriageScreen)
