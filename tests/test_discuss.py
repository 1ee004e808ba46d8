"""`xreview discuss` against loopback models: rounds in parallel and in series, a round that converges, one that
needs the person, a model failing in round 2, and resuming without paying for an answer twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.fake_tools import FakeTools
from tests.support.llm_server import LLMServer, Reply, json_reply, write_models_file
from tests.support.scenarios import DiscussionPanel, agree_all, disagree_all


@pytest.fixture
def panel(project: Path, isolated_dirs: Path) -> Iterator[tuple[DiscussionPanel, dict[str, str]]]:
    brains = DiscussionPanel()
    with LLMServer(auto=brains) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
        yield brains, {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef"}


def discuss(env: dict[str, str], *extra: str) -> tuple[dict, str, int]:  # type: ignore[type-arg]
    result = run_cli("discuss", "docs/design.md", "--headless", "--yes", "--format", "json", *extra, env=env)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout), result.stderr, result.returncode


def test_a_round_everyone_agrees_with_converges_and_the_discussion_stops_early(panel, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    report, stderr, _ = discuss(env, "--rounds", "3")
    rounds = report["rounds"]
    assert [r["round"] for r in rounds] == [1, 2]  # round 2 converged: no round 3
    assert rounds[1]["convergence"]["recommendation"] == "converged"
    assert report["stop_explanation"] == "the discussion ended after round 2 of 3: converged (score 0.97)"
    assert rounds[1]["convergence"]["score"] == pytest.approx(0.5 * 1.0 + 0.3 * 0.9 + 0.2 * 1.0)
    assert rounds[1]["cross_verification"]["disagreements"] == 0
    assert set(rounds[1]["cross_verification"]["resolution"].values()) == {"accepted"}
    # every issue is now held by both reviewers: the single-model ones too
    issues = report["cycles"][0]["issues"]
    assert {i["consensus"] for i in issues} == {"all"}
    assert all(i["discussion"][0]["verdict"] == "agree" for i in issues)
    assert brains.calls("kimi", "round 2") == 1 and brains.calls("kimi", "round 3") == 0
    # the discussion's calls are billed and logged like any other
    purposes = [a["purpose"] for a in report["cycles"][0]["assists"]]
    assert purposes == ["discussion round 2", "discussion round 2"]
    assert report["cost_usd"] == pytest.approx(sum(r["cost_usd"] for r in report["cycles"][0]["reviews"])
                                                + sum(a["cost_usd"] for a in report["cycles"][0]["assists"]))
    calls = [json.loads(line) for line in (isolated_dirs / "data" / "calls.jsonl").read_text().splitlines()]
    assert sorted(c["purpose"] for c in calls) == ["discussion round 2", "discussion round 2", "review", "review"]
    # each round saved; the Review Log names the rounds and the final convergence
    saved = isolated_dirs / "data" / "discussions" / report["discussion"] / "rounds"
    assert json.loads((saved / "2" / "synthesis.json").read_text())["convergence"]["recommendation"] == "converged"
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert f"- **Discussion:** 2 rounds, final convergence 0.97 (converged), discussion {report['discussion']}" in text
    assert "round 2 of at most 3 (cross-verification, parallel): kimi, deepseek" in stderr
    assert "sk-kimi" not in stderr + json.dumps(report)


def test_in_serial_mode_each_model_answers_after_the_one_before_and_sees_its_answer(panel) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    brains.delay = 0.3
    report, _, _ = discuss(env, "--mode", "serial", "--rounds", "2")
    assert [r["round"] for r in report["rounds"]] == [1, 2]
    first = [(m, t, u) for m, k, t, u in brains.log if k == "round 1"]
    second = [(m, t, u) for m, k, t, u in brains.log if k == "round 2"]
    assert [m for m, _, _ in first] == ["kimi", "deepseek"] and [m for m, _, _ in second] == ["kimi", "deepseek"]
    # deepseek was asked only once kimi had answered (kimi's answer takes 0.3 s), with kimi's findings
    assert first[1][1] - first[0][1] >= 0.3
    assert '<findings of="kimi">' in first[1][2] and "No retry budget for vendor calls" in first[1][2]
    assert second[1][1] - second[0][1] >= 0.3
    assert "kimi answered before you:" in second[1][2] and "kimi answered before you:" not in second[0][2]


def test_too_many_disputed_issues_stop_for_the_person_and_their_answer_goes_into_the_next_round(panel, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n"
                                           "discussion: {max_disputed: 1}\n", encoding="utf-8")
    brains.voices["deepseek"] = disagree_all
    report, stderr, _ = discuss(env, "--rounds", "4")
    last = report["rounds"][-1]
    assert [r["round"] for r in report["rounds"]] == [1, 2]
    assert last["convergence"]["recommendation"] == "user_input_needed"
    assert f"question(s) need your answer (`--resume {report['discussion']} --feedback …`)" in report["stop_explanation"]
    assert 1 <= len(last["clarification_questions"]) <= 4
    assert "Is it a real problem in this document?" in last["clarification_questions"][0]
    assert "question: " in stderr
    disputed = [i for i in report["cycles"][0]["issues"] if (i.get("note") or "").startswith("disputed")]
    assert disputed and all(i["consensus"] == "single" for i in disputed)
    # the person answers; the discussion goes on from round 3, paying for nothing it already has
    brains.voices["deepseek"] = agree_all()
    again, _, _ = discuss(env, "--resume", report["discussion"], "--feedback", "Retries are capped by the SDK.")
    assert [r["round"] for r in again["rounds"]] == [1, 2, 3]
    assert again["rounds"][1]["feedback"] == "Retries are capped by the SDK."
    assert brains.calls("kimi", "round 1") == 1 and brains.calls("kimi", "round 2") == 1 and brains.calls("kimi", "round 3") == 1
    round3 = next(u for m, k, _, u in brains.log if k == "round 3")
    assert "Retries are capped by the SDK." in round3 and "round 2, deepseek: disagree" in round3
    assert all(r["cost_usd"] == 0 for r in again["cycles"][0]["reviews"])  # round 1 came from the saved answers


def test_a_model_failing_in_round_2_abstains_and_the_round_goes_on_without_it(panel) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    brains.broken[("deepseek", 2)] = json_reply(500, {"error": {"message": "overloaded", "type": "server_error"}})
    report, stderr, _ = discuss(env, "--rounds", "2")
    second = report["rounds"][1]
    assert second["answered"] == ["kimi"] and second["abstained"] == ["deepseek"]
    failed = [a for a in report["cycles"][0]["assists"] if a["model"] == "deepseek"]
    assert failed[0]["status"] == "error" and "abstains this round" in failed[0]["note"]
    assert "deepseek abstains this round" in " ".join(stderr.split())


def test_an_answer_that_breaks_the_shape_is_asked_once_more_then_the_model_abstains(panel) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    brains.voices["deepseek"] = lambda model, ids: {"verdicts": [{"id": i, "verdict": "maybe"} for i in ids]}
    report, _, _ = discuss(env, "--rounds", "2")
    notes = [a["note"] for a in report["cycles"][0]["assists"] if a["model"] == "deepseek"]
    assert len(notes) == 2 and "asked once more" in notes[0] and "abstains this round" in notes[1]
    assert brains.calls("deepseek", "round 2") == 2
    assert report["rounds"][1]["abstained"] == ["deepseek"]


def test_resume_continues_an_interrupted_round_reusing_the_answers_already_received(panel, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    report, _, _ = discuss(env, "--rounds", "1")
    assert [r["round"] for r in report["rounds"]] == [1]
    discussion = report["discussion"]
    # a kill in round 2 after kimi answered: its answer is saved, the round is not
    answers = isolated_dirs / "data" / "discussions" / discussion / "rounds" / "2" / "answers"
    answers.mkdir(parents=True)
    issues = [i["id"] for i in report["cycles"][0]["issues"]]
    (answers / "kimi.txt").write_text(json.dumps(agree_all()("kimi", issues)), encoding="utf-8")
    again, _, _ = discuss(env, "--resume", discussion, "--rounds", "2")
    assert [r["round"] for r in again["rounds"]] == [1, 2]
    assert again["rounds"][1]["answered"] == ["kimi", "deepseek"]
    assert brains.calls("kimi", "round 1") == 1 and brains.calls("kimi", "round 2") == 0  # reused, not bought again
    assert brains.calls("deepseek", "round 2") == 1


def test_resume_refuses_an_unknown_id_and_a_changed_artifact(panel, project: Path) -> None:  # type: ignore[no-untyped-def]
    _brains, env = panel
    result = run_cli("discuss", "docs/design.md", "--headless", "--yes", "--resume", "0123456789ab", env=env)
    assert result.returncode == 2 and "no such discussion" in result.stderr and "Traceback" not in result.stderr
    report, _, _ = discuss(env, "--rounds", "1", "--no-write")
    with (project / "docs" / "design.md").open("a", encoding="utf-8") as handle:
        handle.write("\nA new paragraph.\n")
    result = run_cli("discuss", "docs/design.md", "--headless", "--yes", "--resume", report["discussion"], env=env)
    assert result.returncode == 2 and "changed since that discussion" in result.stderr
    assert run_cli("discuss", "docs/design.md", "--rounds", "11", env=env).returncode == 2
    assert "--feedback answers" in run_cli("discuss", "docs/design.md", "--headless", "--feedback", "x", env=env).stderr


def test_ai_cli_tools_continue_their_own_session_in_later_rounds(project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    tools = FakeTools(tmp_path)
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(
        "models:\n  codex:\n    provider: cli\n    command: codex\n  claude-code:\n    provider: cli\n    command: [claude]\n",
        encoding="utf-8")
    env = {"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}", "CODEX_API_KEY": "codex-key-0123456789"}
    result = run_cli("discuss", "docs/design.md", "-m", "codex,claude-code", "--headless", "--yes", "--format", "json",
                     "--rounds", "2", "--no-write", cwd=project, env=env)
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    assert report["rounds"][1]["answered"] == ["codex", "claude-code"]
    first, second = tools.calls("codex")
    # round 1 keeps the session (no --ephemeral); round 2 continues it, without sending the document again
    assert "--ephemeral" not in first["argv"] and "</document>" in first["stdin"]
    assert second["argv"][1:5] == ["exec", "resume", "0199a213", "--json"]
    assert "</document>" not in second["stdin"] and "which you reviewed earlier in this session" in second["stdin"]
    claude_first, claude_second = tools.calls("claude")
    assert "--resume" not in claude_first["argv"]
    assert claude_second["argv"][claude_second["argv"].index("--resume") + 1] == "sess-claude-1"
    sessions = json.loads((isolated_dirs / "data" / "discussions" / report["discussion"] / "sessions.json").read_text())
    assert sessions == {"codex": "0199a213", "claude-code": "sess-claude-1"}
    # a plain review still leaves no session behind
    run_cli("review", "docs/design.md", "-m", "codex", "--headless", "--yes", "--no-write", "--no-cache", cwd=project, env=env)
    assert "--ephemeral" in tools.calls("codex")[-1]["argv"]


def test_a_discussion_killed_mid_round_resumes_without_buying_the_answers_it_had(panel, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    brains.broken[("deepseek", 2)] = Reply(hang=60)  # deepseek is still thinking when the run is killed
    child = subprocess.Popen([sys.executable, "-m", "xreview", "discuss", "docs/design.md", "--headless", "--yes", "--rounds", "2"],
                             cwd=project, env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    data = isolated_dirs / "data" / "discussions"
    try:
        for _ in range(400):
            if list(data.glob("*/rounds/2/answers/kimi.txt")):
                break
            time.sleep(0.05)
        else:
            child.kill()
            raise AssertionError(f"kimi's round-2 answer was never saved: {child.communicate()[1]}")
        child.send_signal(signal.SIGTERM)
        _out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 130, err
    discussion = next(data.iterdir()).name
    assert not (data / discussion / "rounds" / "2" / "synthesis.json").exists()  # the round never finished
    del brains.broken[("deepseek", 2)]
    report, _, _ = discuss(env, "--resume", discussion)
    assert [r["round"] for r in report["rounds"]] == [1, 2] and report["rounds"][1]["answered"] == ["kimi", "deepseek"]
    assert brains.calls("kimi", "round 1") == 1 and brains.calls("deepseek", "round 1") == 1
    assert brains.calls("kimi", "round 2") == 1  # saved before the kill: not bought again
    assert brains.calls("deepseek", "round 2") == 2  # the call the kill cut short, and the one after


def test_an_issue_added_in_a_round_counts_its_consensus_over_every_model(panel) -> None:  # type: ignore[no-untyped-def]
    brains, env = panel
    addition = {"title": "No dead-letter queue for failed deliveries", "severity": "High",
                "description": "Messages that exhaust their retries vanish; nothing keeps them for a replay."}
    brains.voices["kimi"] = lambda model, ids: {**agree_all()(model, ids), "additions": [addition]}
    report, _, _ = discuss(env, "--rounds", "2")
    added = [i for i in report["cycles"][0]["issues"] if i["title"] == addition["title"]]
    assert len(added) == 1 and added[0]["consensus"] == "single" and added[0]["sources"][0]["model"] == "kimi"
    assert report["rounds"][1]["convergence"]["new_insights"] == 1
    assert report["rounds"][1]["convergence"]["stability"] == 0.0
