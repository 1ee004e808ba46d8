"""What a new user met in the cockpit (issue 16): each screen says what is true and every key does what it says."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from tests.support.pilot import rendered_markdown, until
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
        await until(pilot, lambda: _table_lines(triage)[row + 1].endswith("deferred"))

        # narrower: the title takes the room there is, cut with an ellipsis, and the status stays in view
        await pilot.resize_terminal(160, 40)
        await until(pilot, lambda: "…" in "".join(_table_lines(triage)))
        lines = _table_lines(triage)
        width = table.size.width
        longest = max(triage.issues, key=lambda i: len(i.title))
        line = next(line for line in lines if longest.title[:20] in line)
        assert "…" in line and len(line) >= width - 6  # no half-empty table beside a cut title
        assert all(line.split()[-1] in ("flagged", "open", "logged", "deferred") for line in lines[1:])

        # a terminal of 80 columns keeps severity, title and status, and the detail has the rest
        await pilot.resize_terminal(80, 30)
        await until(pilot, lambda: _table_lines(triage)[0].split() == ["sev", "issue", "status"])
        lines = _table_lines(triage)
        assert lines[0].split() == ["sev", "issue", "status"]
        assert all(line.split()[-1] in ("flagged", "open", "logged", "deferred") for line in lines[1:])


async def test_review_keys_maximise_cancel_then_retry_and_ctrl_c(project: Path, isolated_dirs: Path) -> None:
    from tests.tui.helpers import CASSETTES
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
        stalled.query_one("StreamView").focus()
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


async def test_the_budget_is_watched_on_gauges_and_the_header_says_where_the_review_is(
        project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    import json

    from xreview.tui.screens.triage_screen import TriageScreen
    from xreview.tui.widgets.cycle_bar import CycleBar
    from xreview.tui.widgets.model_pane import ModelPane

    answer = (Path(__file__).resolve().parent.parent / "data" / "cassettes" / "kimi.md").read_text(encoding="utf-8")
    tapes = {}
    for name in ("kimi", "gemini", "claude"):
        tape = tmp_path / f"{name}.json"
        tape.write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": [[0.0, answer]],
                                    "result": {"ok": True, "tokens_in": 2341, "tokens_out": 197, "cost_usd": 0.005}}))
        tapes[name] = tape
    (project / ".xreview.yaml").write_text("budget:\n  per_task_usd: 0.018\n  per_session_usd: 1.0\n", encoding="utf-8")
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=list(tapes), cassettes=tapes,
                  min_cycles=2)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert app.title == "xreview — docs/design.md" and app.screen.sub_title == "design · confirm"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        review = app.screen_stack[-2]
        panes = list(review.query(ModelPane))
        await until(pilot, lambda: all(pane.status == "done" for pane in panes) and round(app.spent, 4) == 0.015)
        assert app.screen.sub_title == "design · cycle 1 of 10 · triage"
        assert review.sub_title == "design · cycle 1 of 10"
        assert panes and all(pane.detail.startswith("in 2,341 · out 197 tokens") for pane in panes), \
            [p.detail for p in panes]
        bar = app.screen.query_one(CycleBar)
        bar.refresh_bar()
        text = bar.rendered
        plain = str(text)
        # $0.0150 of $0.018 is 83 % of the task's budget: its gauge and figure turn to the warning colour;
        # the session's 1.5 % stays in the normal one
        assert "task ━━━━━━━━━━" in plain and "$0.0150 of $0.02" in plain and "$0.0150 of $1.00" in plain
        colours = app.get_css_variables()
        task_at = plain.index("$0.0150 of $0.02")
        styles = [str(span.style) for span in text.spans if span.start <= task_at < span.end]
        assert any(colours["warning"].lower() in s.lower() for s in styles), styles
        session_at = plain.index("$0.0150 of $1.00")
        assert not any(colours["warning"].lower() in str(span.style).lower() or colours["error"].lower() in str(span.style).lower()
                       for span in text.spans if span.start <= session_at < span.end)


async def test_a_cycle_in_progress_shows_its_estimate_and_a_spent_budget_turns_red() -> None:
    from textual.app import App, ComposeResult

    from xreview.core.budget import Budget
    from xreview.tui.widgets.cycle_bar import CycleBar, gauge_level

    assert [gauge_level(s, 1.0) for s in (0.0, 0.79, 0.8, 0.99, 1.0, 1.5)] == \
        ["ok", "ok", "warning", "warning", "error", "error"]
    assert gauge_level(5.0, None) == "ok"
    budget = Budget(2.0, 20.0)

    class Harness(App[None]):
        def compose(self) -> ComposeResult:
            yield CycleBar(10, budget)

    async with Harness().run_test(size=(150, 5)) as pilot:
        bar = pilot.app.query_one(CycleBar)
        bar.show(cycle=1, estimate=0.5, state="3 model(s) reviewing")
        assert "$0.0000 of $2.00 · est. +$0.5000" in str(bar.render())
        budget.charge(0.2)  # a call ends: the estimate left shrinks by what was spent
        bar.refresh_bar()
        assert "$0.2000 of $2.00 · est. +$0.3000" in str(bar.render())
        budget.charge(1.9)
        bar.show(estimate=0.0)
        text = bar.rendered
        plain = str(text)
        assert "est." not in plain and "$2.1000 of $2.00" in plain
        at = plain.index("$2.1000 of $2.00")
        error = pilot.app.get_css_variables()["error"].lower()
        assert any(error in str(span.style).lower() for span in text.spans if span.start <= at < span.end)


async def test_the_triage_detail_renders_each_models_words_as_markdown_safely(
        project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    import json

    from textual.widgets import Markdown
    from textual.widgets._markdown import MarkdownH3

    hostile = ("## Issues\n\n### [High/Medium] Retry storms are unbounded\n**Location:** Error Handling\n"
               "**Problem:** A `<script>` tag, <b>raw html</b>, [red]markup[/red], [a link](https://evil.example/x) "
               "and \x1b[31mcolour\x1b[0m \x07bell.\n**Suggestion:** Cap retries per minute.\n")
    tape = tmp_path / "hostile.json"
    tape.write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": [[0.0, hostile]], "result": {"ok": True}}))
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["hostile"],
                  cassettes={"hostile": tape}, write=False)
    async with app.run_test(size=(160, 50)) as pilot:
        triage = await _triage(pilot, app)
        row = next(i for i, issue in enumerate(triage.issues) if issue.title.startswith("Retry storms"))
        triage.query_one("#issues", DataTable).move_cursor(row=row)
        words = triage.query_one("#detail-text", Markdown)
        await until(pilot, lambda: "Retry storms are unbounded" in rendered_markdown(words))
        shown = rendered_markdown(words)
        # rendered: the heading is a heading, bold is bold — no Markdown source left in view
        assert any("Retry storms are unbounded" in str(h.render()) for h in words.query(MarkdownH3))
        assert "**" not in shown and "###" not in shown and "Cap retries per minute." in shown
        # safely: Rich markup and HTML are text, controls are gone or visible, links are not followed
        assert "[red]markup[/red]" in shown and "<b>raw html</b>" in shown and "<script>" in shown
        assert not any(ch in shown for ch in "\x1b\x07")
        assert words._open_links is False
