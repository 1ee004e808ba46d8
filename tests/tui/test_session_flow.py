"""A whole cockpit session driven from the keyboard: confirm, stream, triage, write, next cycle, summary."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Markdown, Static

from tests.support.pilot import rendered_markdown, row_of, start_to_triage, until
from tests.tui.helpers import CASSETTES, cockpit
from xreview.tui.screens.confirm_screen import ConfirmScreen
from xreview.tui.screens.modals import ChoiceModal, TextModal
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.summary_screen import SummaryScreen
from xreview.tui.screens.triage_screen import TriageScreen
from xreview.tui.widgets.model_pane import ModelPane
from xreview.tui.widgets.stream_view import StreamView


async def test_confirm_stream_triage_write_next_cycle_summary(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi", "gemini"], min_cycles=2)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, (ReviewScreen, TriageScreen)))
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        triage = app.screen
        assert isinstance(triage, TriageScreen)
        titles = [issue.title for issue in triage.issues]
        assert any(t.startswith("No strategy for vendor outages") for t in titles)
        # the panes underneath got each model's whole review, and say so
        review = app.screen_stack[-2]
        assert isinstance(review, ReviewScreen)
        panes = {pane.model: pane for pane in review.query(ModelPane)}
        assert "Status store retention" in panes["kimi"].text and "Missing security section" in panes["gemini"].text
        assert panes["kimi"].status == "done" and panes["gemini"].status == "done"

        # a flagged issue must be decided before the cycle can close
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, TriageScreen)
        flagged = row_of(triage, "No strategy for vendor outages")
        assert triage.issues[flagged].action.value == "flag"
        triage.query_one("#issues", DataTable).move_cursor(row=flagged)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        await pilot.press("down", "enter")  # defer with a spike
        await until(pilot, lambda: isinstance(app.screen, TextModal))
        await pilot.press(*"Load-test vendor failover")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        assert triage.issues[flagged].status.value == "deferred"
        assert triage.issues[flagged].resolution == "Deferred with a spike: Load-test vendor failover"

        # reject one with a reason, defer another
        security = row_of(triage, "Missing security section")
        triage.query_one("#issues", DataTable).move_cursor(row=security)
        await pilot.press("x")
        await until(pilot, lambda: isinstance(app.screen, TextModal))
        await pilot.press(*"covered by the platform RFC", "enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        assert triage.issues[security].status.value == "rejected"

        await pilot.press("w")
        # cycle 2 (min cycles 2) streams, then triage again
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not triage)
        second = app.screen
        assert isinstance(second, TriageScreen) and second.n == 2
        by_title = {issue.title: issue for issue in second.issues}
        assert by_title["No strategy for vendor outages longer than the retry window"].status.value == "deferred"
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        summary = str(app.screen.query_one("#summary-text", Static).content)
        assert "Cycles run      2" in summary and "written: yes" in summary
        await pilot.press("q")
    text = artifact.read_text(encoding="utf-8")
    assert "| Deferred | Deferred with a spike: Load-test vendor failover |" in text
    assert "| Rejected | Rejected: covered by the platform RFC |" in text
    assert text.count("### Phase 2: External Review") == 1
    assert "- **Reviewers:** External-Kimi, External-Gemini (parallel, 2 cycles)" in text


async def test_quitting_in_triage_asks_first_and_writes_no_decision(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    before = artifact.read_bytes()
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"])
    async with app.run_test(size=(120, 40)) as pilot:
        triage = await start_to_triage(pilot)
        triage.query_one("#issues", DataTable).move_cursor(row=row_of(triage, "Status store retention"))
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        await pilot.press("escape")  # stay
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        await pilot.press("down", "enter")  # quit without writing them
        await until(pilot, lambda: not app.is_running, 10)
    assert artifact.read_bytes() == before  # quitting before the first `w`: the document is as it was


async def test_quitting_without_a_pending_decision_before_the_first_write_leaves_the_document(project: Path,
                                                                                            isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    before = artifact.read_bytes()
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        await pilot.press("q")  # nothing decided: no question
        await until(pilot, lambda: not app.is_running, 10)
    assert artifact.read_bytes() == before


async def test_quitting_after_a_closed_cycle_logs_what_it_decided_and_agrees_with_itself(project: Path,
                                                                                       isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"], min_cycles=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen.n == 1)  # type: ignore[attr-defined]
        triage = app.screen
        assert isinstance(triage, TriageScreen)
        triage.query_one("#issues", DataTable).move_cursor(row=row_of(triage, "No strategy for vendor outages"))
        await pilot.press("x")  # the flagged issue must be decided before the cycle can close
        await until(pilot, lambda: isinstance(app.screen, TextModal))
        await pilot.press(*"out of scope", "enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        await pilot.press("w")  # cycle 1 closed and logged
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen.n == 2)  # type: ignore[attr-defined]
        written = artifact.read_text(encoding="utf-8")
        await pilot.press("q")  # leave cycle 2 undecided
        await until(pilot, lambda: not app.is_running, 10)
    text = artifact.read_text(encoding="utf-8")
    rows = [line for line in text.split("## Issue Log", 1)[1].split("## Review Log", 1)[0].splitlines()
            if line.startswith("| ") and line.split("|")[1].strip().isdigit()]
    assert rows and rows == [line for line in written.split("## Issue Log", 1)[1].split("## Review Log", 1)[0].splitlines()
                             if line.startswith("| ") and line.split("|")[1].strip().isdigit()]  # cycle 2 added none
    entry = text.split("### Phase 2: External Review")[-1]
    assert "- **Outcome:** Stopped (user): stopped by the user during cycle 2." in entry
    assert f"({len(rows)} in all)" in entry and "(1 cycle)" in entry


async def test_model_text_is_shown_literally(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"], write=False)
    async with app.run_test(size=(160, 50)) as pilot:
        triage = await start_to_triage(pilot)
        row = row_of(triage, "Success criteria")
        triage.query_one("#issues", DataTable).move_cursor(row=row)
        await pilot.pause()
        plain = rendered_markdown(triage.query_one("#detail-text", Markdown))
        # brackets stay text in the triage's detail (the parser already dropped the escape sequences)
        assert "[red]x[/red]" in plain and "[link=https://example.com]click[/link]" in plain and "\x1b" not in plain
        # in the pane, the escape sequence is gone (removed as the answer arrived), never terminal control
        review = app.screen_stack[-2]
        assert isinstance(review, ReviewScreen)
        pane = review.query_one("#pane-kimi", ModelPane)
        shown = pane.query_one(StreamView).source
        assert "ANSI" in shown and "[31m" not in shown and "\x1b" not in shown and "[red]x[/red]" in shown


async def test_a_long_answer_is_followed_to_the_bottom_while_it_streams(project: Path, isolated_dirs: Path,
                                                                      tmp_path: Path) -> None:
    import json

    lines = [[i * 0.01, f"Paragraph {i} of a long review that keeps going.\n\n"] for i in range(80)]
    tape = tmp_path / "long.json"
    tape.write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": [*lines, [3600.0, "never"]], "result": {"ok": True}}))
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data", models=["long"],
                  write=False, cassettes={"long": tape}, speed=1.0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and "Paragraph 79" in app.screen.query_one(ModelPane).text)
        scroll = app.screen.query_one(ModelPane).query_one(StreamView)
        # showing the newest text, once the last chunk is drawn (how soon depends on the machine, not the pane)
        await until(pilot, lambda: scroll.max_scroll_y > 0 and scroll.scroll_y >= scroll.max_scroll_y - 1)


async def test_the_prompt_can_be_read_before_starting(project: Path, isolated_dirs: Path) -> None:
    from xreview.tui.screens.confirm_screen import PromptModal

    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data", models=["kimi"],
                  write=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, PromptModal))
        text = app.screen.text  # type: ignore[attr-defined]
        assert "**design**-stage artifact" in text and "{{stage}}" not in text
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))


async def test_an_artifact_that_disappears_mid_review_stops_it_with_a_message(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi"], min_cycles=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        triage = app.screen
        flagged = row_of(triage, "No strategy for vendor outages")  # type: ignore[arg-type]
        triage.query_one("#issues", DataTable).move_cursor(row=flagged)
        await pilot.press("x")
        await until(pilot, lambda: isinstance(app.screen, TextModal))
        await pilot.press(*"later", "enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        artifact.rename(artifact.with_suffix(".moved"))
        await pilot.press("w")  # the write cannot find the file; cycle 2 cannot read it
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        messages = [str(n.message) for n in app._notifications]
        assert any(m.startswith("The logs were not written") and "artifact is gone" in m for m in messages)
        assert any("artifact is gone" in m for m in messages if not m.startswith("The logs"))


async def test_many_panes_all_stream_rendered_markdown_wrapped_to_the_pane(project: Path, isolated_dirs: Path,
                                                                            tmp_path: Path) -> None:
    import json

    chunks = [[i * 0.02, f"**word{i}** " * 3 + ("\n\n" if i % 10 == 9 else "")] for i in range(60)]
    tapes = {}
    for n in range(8):
        tapes[f"m{n}"] = tmp_path / f"m{n}.json"
        tapes[f"m{n}"].write_text(json.dumps({"schema": "xreview.cassette/1",
                                              "chunks": [[0.0, "### [High] A heading\n"], *chunks, [3600.0, "x"]],
                                              "result": {"ok": True}}))
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=list(tapes), write=False, cassettes=tapes, speed=1.0)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen)
                    and all("word59" in p.text for p in app.screen.query(ModelPane)))
        for pane in app.screen.query(ModelPane):
            view = pane.query_one(StreamView)
            await until(pilot, lambda view=view: any("word59" in view.render_line(y).text for y in range(view.size.height)))
            shown = [view.render_line(y).text for y in range(view.size.height)]
            assert not any("**" in line for line in shown)  # Markdown rendered in all eight panes, not raw
            words = [line.rstrip() for line in shown if "word" in line]
            assert max(len(w) for w in words) <= view.scrollable_content_region.width and max(len(w) for w in words) > view.size.width - 15


async def choose(pilot: Pilot[int], option_id: str) -> None:
    """In an open ChoiceModal, move to the option ``option_id`` and pick it."""
    from textual.widgets import OptionList

    options = pilot.app.screen.query_one(OptionList)
    index = next(i for i in range(options.option_count) if options.get_option_at_index(i).id == option_id)
    options.highlighted = index
    await pilot.press("enter")


async def test_merge_and_split_in_triage_are_decided_again_and_kept_for_the_next_cycle(project: Path, isolated_dirs: Path) -> None:
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=["kimi", "gemini"], min_cycles=2)
    async with app.run_test(size=(120, 40)) as pilot:
        triage = await start_to_triage(pilot)
        before = len(triage.issues)
        security = triage.issues[row_of(triage, "Missing security section")]
        retention = triage.issues[row_of(triage, "Status store retention")]
        assert security.consensus.value == "single" and retention.consensus.value == "single"
        triage.query_one("#issues", DataTable).move_cursor(row=triage.issues.index(security))
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
        await choose(pilot, retention.id)
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        assert len(triage.issues) == before - 1 and security not in triage.issues
        assert set(retention.models) == {"kimi", "gemini"} and retention.consensus.value == "all"
        assert retention.severity.value == "High"  # decided again: gemini said High, kimi Low; ties go to the higher

        # flagged issues need a decision before the cycle closes
        for issue in triage.undecided_flagged():
            triage.query_one("#issues", DataTable).move_cursor(row=triage.issues.index(issue))
            await pilot.press("a")
            await until(pilot, lambda: isinstance(app.screen, ChoiceModal))
            await pilot.press("down", "down", "enter")  # out of scope
            await until(pilot, lambda: isinstance(app.screen, TextModal))
            await pilot.press(*"later", "enter")
            await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        await pilot.press("w")

        # the next cycle synthesizes them apart again; the person's merge is applied again
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen is not triage)
        second = app.screen
        assert isinstance(second, TriageScreen)
        merged = next(i for i in second.issues if i.id == retention.id)
        assert set(merged.models) == {"kimi", "gemini"}
        assert all(i.id != security.id for i in second.issues)

        # and split back: one issue per reviewer, each decided on its own
        second.query_one("#issues", DataTable).move_cursor(row=second.issues.index(merged))
        await pilot.press("s")
        await pilot.pause()
        parts = [i for i in second.issues if i.id == retention.id or "security" in i.title.lower()]
        assert len(parts) == 2 and all(len(p.models) == 1 and p.consensus.value == "single" for p in parts)
        await pilot.press("q")
        await until(pilot, lambda: not app.is_running or app.screen is not second)
        if app.is_running and isinstance(app.screen, ChoiceModal):
            await pilot.press("down", "enter")  # quit without writing this cycle
        await until(pilot, lambda: not app.is_running or isinstance(app.screen, SummaryScreen), 10)


async def test_the_money_shown_is_the_money_spent(project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    """One source of truth for the spend: the cycle bar in review and triage and the report all say what the
    session charged (three models at $0.0050 each: $0.0150, not twice that)."""
    import json

    from xreview.tui.widgets.cycle_bar import CycleBar

    answer = (CASSETTES / "kimi.md").read_text(encoding="utf-8")
    tapes = {}
    for name in ("kimi", "gemini", "claude"):
        tape = tmp_path / f"{name}.json"
        tape.write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": [[0.01 * i, line + "\n"] for i, line in
                                                                                enumerate(answer.splitlines())],
                                    "result": {"ok": True, "tokens_in": 1000, "tokens_out": 200, "cost_usd": 0.005}}))
        tapes[name] = tape
    artifact = project / "docs" / "design.md"
    app = cockpit(artifact, isolated_dirs / "config", isolated_dirs / "data", models=list(tapes), cassettes=tapes)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen))
        assert app.session is not None and round(app.session.budget.spent_task, 4) == 0.015
        bars = [app.screen.query_one(CycleBar), app.screen_stack[-2].query_one(CycleBar)]
        # each bar shows the session's figure once it has drawn since the last call ended (at most a second)
        await until(pilot, lambda: all("$0.0150 of $2.00" in str(bar.render()) for bar in bars))
        assert not any("$0.0300" in str(bar.render()) for bar in bars)
        assert round(app.session.report.cost_usd, 4) == 0.015  # what the summary and the report say


async def test_an_issue_fixed_by_an_edit_is_logged_resolved_even_when_the_next_triage_is_left(
        project: Path, isolated_dirs: Path) -> None:
    """Fix the cause during triage, write, and quit in the next triage: the reviewers of that cycle no longer
    raise it, so its row says Resolved ("No longer raised in cycle 2") and the Review Log lists it so, by #N."""
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.tui.app import XReviewApp
    from xreview.tui.screens.confirm_screen import ModelRow

    artifact = project / "docs" / "design.md"
    resolution = resolve(ResolveOptions(artifact=str(artifact), models=["lint", "rubric"], cwd=project), usable=lambda m: True)
    rows = [ModelRow(m.id, m.provider, "ready", "", 0.0, True) for m in resolution.model_configs.values()]
    app = XReviewApp(resolution, rows, write=True, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen.n == 1)  # type: ignore[attr-defined]
        text = artifact.read_text(encoding="utf-8")
        artifact.write_text(text.replace("## Testing\n", "## Testing\n\nUnit tests cover the dispatcher; load tests "
                                         "run nightly against a staging copy.\n"), encoding="utf-8")
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen.n == 2)  # type: ignore[attr-defined]
        assert not any(i.title.startswith("Empty section") for i in app.screen.issues)  # type: ignore[attr-defined]
        await pilot.press("q")
        await until(pilot, lambda: not app.is_running, 10)
    text = artifact.read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if 'Empty section "Testing"' in line and line.startswith("| "))
    number = row.split("|")[1].strip()
    assert "| Resolved | No longer raised in cycle 2 |" in row
    entry = text.split("### Phase 2: External Review")[-1]
    assert f"#{number} Empty section \"Testing\"" in entry.split("Resolved:", 1)[1]
    assert "Empty section" not in entry.split("Left open for a fix", 1)[1].split("Resolved:", 1)[0]


async def test_without_a_fixer_accept_means_fix_it_yourself_and_the_next_cycle_waits_for_the_edit(
        project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.tui.app import XReviewApp
    from xreview.tui.screens.confirm_screen import ModelRow
    from xreview.tui.screens.modals import WaitForEditModal

    monkeypatch.delenv("EDITOR", raising=False)
    monkeypatch.delenv("VISUAL", raising=False)
    artifact = project / "docs" / "design.md"
    resolution = resolve(ResolveOptions(artifact=str(artifact), models=["lint", "rubric"], cwd=project), usable=lambda m: True)
    rows = [ModelRow(m.id, m.provider, "ready", "", 0.0, True) for m in resolution.model_configs.values()]
    app = XReviewApp(resolution, rows, write=True, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)
    async with app.run_test(size=(160, 50)) as pilot:
        triage = await start_to_triage(pilot)
        def shown() -> set[str]:
            return {b.binding.description for b in triage.active_bindings.values() if b.enabled}

        await until(pilot, lambda: "Fix yourself" in shown())  # once the screen is up and focused
        assert "Accept" not in shown()  # the footer says what `a` does without a fixer
        row = row_of(triage, "Unfinished placeholder")
        triage.query_one("#issues", DataTable).move_cursor(row=row)
        await pilot.press("a")
        issue = triage.issues[row]
        await until(pilot, lambda: issue.resolution is not None and any("Yours to fix" in str(n.message)
                                                                         for n in app._notifications))
        assert issue.status.value == "open" and issue.resolution == "Accepted in triage: to be fixed by hand"
        notes = [str(n.message) for n in app._notifications]
        assert any("Yours to fix" in m and "+45 docs/design.md" in m for m in notes), notes
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, WaitForEditModal))  # not "stuck": waiting for the fix
        text = artifact.read_text(encoding="utf-8")
        assert "| Open | Accepted in triage: to be fixed by hand |" in text  # `w` wrote the cycle first
        artifact.write_text(text.replace("TODO: decide", "Decided:"), encoding="utf-8")
        await until(pilot, lambda: isinstance(app.screen, TriageScreen) and app.screen.n == 2)  # type: ignore[attr-defined]
        assert not any(i.title.startswith("Unfinished placeholder") for i in app.screen.issues)  # type: ignore[attr-defined]
