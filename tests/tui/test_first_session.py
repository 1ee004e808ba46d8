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
