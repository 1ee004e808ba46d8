"""The optional arbiter model and cross-verification, against loopback models, as a user runs them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, Reply, json_reply
from tests.support.scenarios import SECRET_KEY, AssistModels
from tests.support.scenarios import _assist_text as _text
from tests.support.scenarios import setup_assists as setup


@pytest.fixture
def models() -> Iterator[tuple[LLMServer, AssistModels]]:
    brains = AssistModels()
    with LLMServer(auto=brains) as server:
        yield server, brains


def review(project: Path, env: dict[str, str], *extra: str) -> tuple[dict, str]:  # type: ignore[type-arg]
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", *extra, cwd=project, env=env)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout), result.stderr


def test_the_arbiters_grouping_is_used_when_it_places_every_item_once(project: Path, isolated_dirs: Path, models) -> None:  # type: ignore[no-untyped-def]
    server, brains = models
    env = setup(project, isolated_dirs / "config", server, "synthesizer: judge\n")
    report, stderr = review(project, env, "--no-write")
    cycle = report["cycles"][0]
    # locally the two retry items are one issue; the arbiter kept all four apart, and its answer stands
    assert cycle["synthesized_by"] == "judge"
    assert len(cycle["issues"]) == 4
    assist = cycle["assists"][0]
    assert assist["purpose"] == "synthesizer" and assist["model"] == "judge" and assist["status"] == "success"
    assert assist["note"] == "grouped 4 items into 4 issues" and assist["cost_usd"] > 0
    assert report["cost_usd"] == pytest.approx(sum(r["cost_usd"] for r in cycle["reviews"]) + assist["cost_usd"])
    assert "synthesizer judge: grouped 4 items into 4 issues" in stderr
    assert ("judge", "synthesizer") in brains.asked and ("judge", "review") not in brains.asked
    # the arbiter was sent the items, numbered, never the key
    request = next(r for r in server.requests if r.path.startswith("/judge/"))
    user = request.body["messages"][1]["content"]
    assert "1. [kimi] [High] [Error Handling] No retry budget for vendor calls" in user
    assert "4. [deepseek] [High] [Success Criteria] Success criteria cannot be measured" in user
    assert SECRET_KEY not in json.dumps(report) + stderr
    calls = [json.loads(line) for line in (isolated_dirs / "data" / "calls.jsonl").read_text().splitlines()]
    assert [(c["model"], c["purpose"]) for c in calls] == [("kimi", "review"), ("deepseek", "review"), ("judge", "synthesizer")]


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        (_text("Sure! The retry items belong together."), "answer refused: the answer is not JSON"),
        (_text('{"clusters": [[1, 3], [2], [3, 4]]}'), "answer refused: item 3 is placed twice (clusters 1 and 3)"),
        (_text('{"clusters": [[1, 3], [2]]}'), "answer refused: item 4 placed in no cluster"),
        (json_reply(500, {"error": {"message": "overloaded", "type": "server_error"}}), "no answer (network_error)"),
    ],
)
def test_a_bad_or_missing_arbiter_answer_falls_back_to_the_local_synthesis(
    project: Path, isolated_dirs: Path, models, answer: Reply, reason: str  # type: ignore[no-untyped-def]
) -> None:
    server, brains = models
    brains.arbiter = lambda prompt: answer
    env = setup(project, isolated_dirs / "config", server, "synthesizer: judge\n")
    report, stderr = review(project, env, "--no-write")
    cycle = report["cycles"][0]
    assert cycle["synthesized_by"] == "local"
    assert cycle["assists"][0]["note"].startswith(reason) and cycle["assists"][0]["note"].endswith("local synthesis used")
    retry = [i for i in cycle["issues"] if {s["model"] for s in i["sources"]} == {"kimi", "deepseek"}]
    assert len(retry) == 1 and len(cycle["issues"]) == 3  # the local synthesis merged the two retry items
    assert reason in stderr


def test_an_unknown_synthesizer_is_a_one_line_configuration_error(project: Path, isolated_dirs: Path, models) -> None:  # type: ignore[no-untyped-def]
    server, _ = models
    env = setup(project, isolated_dirs / "config", server, "synthesizer: judg\n")
    result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project, env=env)
    assert result.returncode == 2
    assert "synthesizer names unknown model 'judg'" in result.stderr and "judge" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) <= 2


def test_cross_verification_moves_confidence_and_is_written_to_the_review_log(project: Path, isolated_dirs: Path, models) -> None:  # type: ignore[no-untyped-def]
    server, brains = models
    brains.verdicts = {
        "deepseek": '{"verdict": "agree", "reason": "The Architecture section stores the secret in config.yaml."}',
        "kimi": '```json\n{"verdict": "disagree", "reason": "Success Criteria gives p95 < 2 s."}\n```',
    }
    env = setup(project, isolated_dirs / "config", server, "verify: true\n")
    report, stderr = review(project, env)
    issues = {i["title"]: i for i in report["cycles"][0]["issues"]}
    secret = issues["Webhook signing secret kept in plain text"]
    assert secret["consensus"] == "single" and secret["confidence"] == "medium"
    assert secret["verification"] == {"model": "deepseek", "verdict": "agree",
                                      "reason": "The Architecture section stores the secret in config.yaml."}
    criteria = issues["Success criteria cannot be measured"]
    assert criteria["verification"]["verdict"] == "disagree" and criteria["confidence"] == "very low"
    assert criteria["action"] == "log only" and criteria["status"] == "logged"
    assert "kimi disagreed on a second look" in criteria["note"]
    retry = next(i for t, i in issues.items() if "etr" in t)
    assert "verification" not in retry  # raised by both: no second opinion needed
    assert sorted(brains.asked) == sorted([("kimi", "review"), ("deepseek", "review"), ("deepseek", "verify"), ("kimi", "verify")])
    # the verifier saw the finding in its reviewer's words, and the document
    asked = next(r for r in server.requests if r.path.startswith("/deepseek/") and "checking" in r.body["messages"][0]["content"])
    assert "The secret sits in the config file in the repository." in asked.body["messages"][1]["content"]
    assert "<document>" in asked.body["messages"][1]["content"]
    assert "verify deepseek:" in stderr and "— agree" in stderr
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert "cross-checked by a second model: 1 confirmed, 1 disputed" in text
    assert "(Critical, Low complexity, confirmed by a second model)" in text
