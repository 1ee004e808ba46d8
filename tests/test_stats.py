"""`xreview stats`: per model, from the decisions recorded in triage and the calls log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import DataTable

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer
from tests.support.pilot import reject, row_of, start_to_triage, until
from tests.support.scenarios import AssistModels
from tests.support.scenarios import setup_assists as setup
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.stats import model_stats
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ModelRow
from xreview.tui.screens.summary_screen import SummaryScreen


def test_the_figures_come_from_each_issues_last_decision_and_the_review_calls() -> None:
    calls = [
        {"ts": "2026-11-01T10:00:00", "model": "a", "purpose": "review", "outcome": "success", "latency_ms": 1000, "cost_usd": 0.02},
        {"ts": "2026-11-01T10:00:00", "model": "a", "purpose": "review", "outcome": "success", "latency_ms": 3000, "cost_usd": 0.02},
        {"ts": "2026-11-01T10:00:00", "model": "b", "purpose": "review", "outcome": "error", "error_type": "rate_limit", "cost_usd": 0},
        {"ts": "2026-11-01T10:00:00", "model": "b", "purpose": "review", "outcome": "success", "latency_ms": 500, "cost_usd": 0.01},
        {"ts": "2026-11-01T10:00:00", "model": "a", "purpose": "review", "outcome": "success", "cached": True, "cost_usd": 0},
        {"ts": "2026-10-01T10:00:00", "model": "a", "purpose": "review", "outcome": "success", "latency_ms": 9000, "cost_usd": 5},
    ]
    decisions = [
        {"ts": "2026-11-01T10:00:00", "session": "s", "issue": "I-1", "models": ["a", "b"], "status": "open", "accepted": False},
        {"ts": "2026-11-01T10:05:00", "session": "s", "issue": "I-1", "models": ["a", "b"], "status": "resolved", "accepted": False},
        {"ts": "2026-11-01T10:00:00", "session": "s", "issue": "I-2", "models": ["a"], "status": "open", "accepted": True},
        {"ts": "2026-11-01T10:00:00", "session": "s", "issue": "I-3", "models": ["b"], "status": "rejected", "accepted": False},
    ]
    table = model_stats(calls, decisions, since="2026-10-15")
    a, b = table["a"].as_dict(), table["b"].as_dict()
    assert a["issues_raised"] == 2 and a["accepted_share"] == 1.0 and a["only_it_found_accepted"] == 1
    assert b["issues_raised"] == 2 and b["accepted_share"] == 0.5 and b["rejected_share"] == 0.5
    assert a["latency_ms"] == {"median": 2000, "p95": 3000} and a["cached"] == 1 and a["calls"] == 3
    assert b["failure_rate"] == 0.5 and b["failures"] == {"rate_limit": 1}
    assert a["cost_per_accepted_usd"] == pytest.approx(0.02)  # the October call is before --since


async def test_triage_decisions_are_recorded_and_counted_per_model(project: Path, isolated_dirs: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    with LLMServer(auto=AssistModels()) as server:
        for name, value in setup(project, isolated_dirs / "config", server, "").items():
            monkeypatch.setenv(name, value)
        resolution = resolve(ResolveOptions(artifact="docs/design.md", cwd=project, max_cycles=1), usable=lambda m: True)
        rows = [ModelRow(m, "openai_compat", "ready", "", 0.0, True) for m in resolution.models.value]
        app = XReviewApp(resolution, rows, write=False, watch=False, state_dir=isolated_dirs / "data", clock=lambda: 0.0)
        async with app.run_test(size=(120, 40)) as pilot:
            triage = await start_to_triage(pilot)
            await reject(pilot, triage, "Webhook signing secret", "the secret is in the vault, see section 5")
            triage.query_one("#issues", DataTable).move_cursor(row=row_of(triage, "Success criteria cannot be measured"))
            await pilot.press("a")
            await pilot.pause()
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
            await pilot.press("q")
    result = run_cli("stats", "--format", "json")
    assert result.returncode == 0, result.stderr
    table = json.loads(result.stdout)["models"]
    assert table["kimi"]["rejected"] == 1 and table["kimi"]["issues_raised"] == 2  # the secret, and the retries
    assert table["deepseek"]["accepted"] == 1 and table["deepseek"]["only_it_found_accepted"] == 1
    assert table["kimi"]["calls"] == 1 and table["kimi"]["latency_ms"]["median"] is not None
    text = run_cli("stats").stdout
    assert text.splitlines()[0].split()[:3] == ["model", "raised", "accepted"] and "kimi" in text
    assert run_cli("stats", "--since", "yesterday").returncode == 2


def test_weighted_votes_move_an_issue_between_majority_and_some() -> None:
    from xreview.core.model import Consensus
    from xreview.core.synthesis import weigh

    issue = _issue(["a", "b"])
    weigh(issue, ["a", "b", "c"], {"a": 0.1, "b": 0.1, "c": 1.0})
    assert issue.consensus is Consensus.SOME and issue.weights == {"a": 0.1, "b": 0.1, "c": 1.0}
    issue = _issue(["a", "b"])
    weigh(issue, ["a", "b", "c"], {"c": 0.2})  # a and b weigh 1 when they have no record
    assert issue.consensus is Consensus.MAJORITY
    issue = _issue(["a"], Consensus.SINGLE)
    weigh(issue, ["a", "b"], {"a": 5.0})
    assert issue.consensus is Consensus.SINGLE  # one voice stays one voice, however heavy


def _issue(models: list[str], consensus=None):  # type: ignore[no-untyped-def]
    from xreview.core.model import Action, Complexity, Consensus, Issue, Location, Severity, Source, Status

    return Issue("I-1", "t", "d", Severity.HIGH, Complexity.LOW, Action.AUTO_FIX, consensus or Consensus.MAJORITY, Status.OPEN,
                 [Source(m, None, None, "t") for m in models], Location())


def test_with_weight_by_precision_the_report_and_the_triage_show_the_weights(project: Path, isolated_dirs: Path) -> None:
    with LLMServer(auto=AssistModels()) as server:
        env = setup(project, isolated_dirs / "config", server, "weight_by_precision: true\n")
        records = [{"ts": "2026-11-01T00:00:00", "session": "old", "issue": f"I-{n}", "models": ["kimi"],
                    "status": "rejected" if n < 4 else "open", "accepted": n >= 4} for n in range(5)]
        (isolated_dirs / "data").mkdir(parents=True, exist_ok=True)
        (isolated_dirs / "data" / "decisions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
        result = run_cli("review", "docs/design.md", "--headless", "--yes", "--no-write", "--format", "json", env=env)
        issues = json.loads(result.stdout)["cycles"][0]["issues"]
        assert all(i["vote_weights"] == {"kimi": 0.2, "deepseek": 1.0} for i in issues), result.stderr
        shown = run_cli("config", "--format", "json", env=env).stdout
        assert json.loads(shown)["weight_by_precision"]["value"] == "true"
