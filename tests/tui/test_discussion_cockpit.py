"""`xreview discuss` in the cockpit: between rounds the person sees the convergence and the questions, answers
them in a box that goes to the next round, or stops discussing; the triage shows who said what, per round."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static

from tests.support.llm_server import LLMServer, write_models_file
from tests.support.pilot import row_of, until
from tests.support.scenarios import DiscussionPanel, disagree_all
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.discussion import DiscussionTuning
from xreview.session.discussion import DiscussionPlan
from xreview.session.discussion_store import DiscussionStore
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ModelRow
from xreview.tui.screens.round_screen import RoundModal
from xreview.tui.screens.triage_screen import TriageScreen


def discussion_app(project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch, server: LLMServer, *,
                   write: bool) -> XReviewApp:
    """The cockpit on a discussion of docs/design.md by two loopback models."""
    write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek"))
    (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
    monkeypatch.setenv("KIMI_KEY", "sk-kimi-0123456789abcdef")
    monkeypatch.setenv("DEEPSEEK_KEY", "sk-ds-0123456789abcdef")
    resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)
    rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
    store = DiscussionStore.create(isolated_dirs / "data", {"artifact": str(project / "docs" / "design.md")})
    return XReviewApp(resolution, rows, write=write, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0,
                      discussion=(store, DiscussionPlan(3, "parallel", DiscussionTuning())))


async def test_between_rounds_the_person_answers_or_stops_and_the_triage_shows_the_discussion(
        project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    brains = DiscussionPanel()
    brains.voices["deepseek"] = disagree_all
    with LLMServer(auto=brains) as server:
        app = discussion_app(project, isolated_dirs, monkeypatch, server, write=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, RoundModal))
            shown = str(app.screen.query_one("#round-text", Static).render())
            assert "Round 1 of 3 done" in shown and "3 issue(s) from the review" in shown
            app.screen.query_one("#feedback", Input).value = "Retries are capped by the SDK."
            await pilot.press("enter")
            # round 2: deepseek disputes everything kimi raised; the questions come up before round 3
            await until(pilot, lambda: isinstance(app.screen, RoundModal) and app.screen.record.round == 2)
            shown = str(app.screen.query_one("#round-text", Static).render())
            assert "Round 2 of 3 done" in shown and "Questions for you:" in shown and "Is it a real problem" in shown
            round2 = [u for m, k, _, u in brains.log if k == "round 2"]
            assert len(round2) == 2 and all("Retries are capped by the SDK." in u for u in round2)
            await pilot.press("escape")  # stop discussing: triage the issues as they stand
            await until(pilot, lambda: isinstance(app.screen, TriageScreen))
            triage = app.screen
            assert isinstance(triage, TriageScreen)
            triage.query_one("#issues").move_cursor(row=row_of(triage, "Webhook signing secret"))
            await pilot.pause()
            detail = str(triage.query_one("#detail", Static).render())
            assert "Discussion:" in detail and "round 2 · deepseek: disagree" in detail
            assert "the document handles it in section 4" in detail
            assert brains.calls("kimi", "round 3") == 0
            report = app.report
            assert report is not None and [r.round for r in report.rounds] == [1, 2]
            assert report.rounds[-1].note == "stopped by the user between rounds"
            await pilot.press("q")


async def test_quitting_between_rounds_leaves_the_document_as_it_was_and_keeps_the_reviews(
        project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    brains = DiscussionPanel()
    before = (project / "docs" / "design.md").read_bytes()
    with LLMServer(auto=brains) as server:
        app = discussion_app(project, isolated_dirs, monkeypatch, server, write=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, RoundModal))
            await pilot.press("ctrl+q")
            await until(pilot, lambda: not app.is_running)
    assert (project / "docs" / "design.md").read_bytes() == before  # nothing decided, nothing written
    report = app.report
    assert report is not None and report.reviews_obtained == 2  # the reviews are the user's: not "no review"
    assert app.discussion is not None
    assert (isolated_dirs / "data" / "discussions" / app.discussion[0].id / "rounds" / "1" / "synthesis.json").exists()
