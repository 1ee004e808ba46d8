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
