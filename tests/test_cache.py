"""The response cache: a repeated request is answered from it, free; --no-cache and an expired lifetime ask
again; it stays within its size; two processes share it; `xreview cache stats|clear`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, json_reply, write_models_file
from tests.support.scenarios import AssistModels
from xreview.providers.base import ProviderResult
from xreview.session.cache import ResponseCache


@pytest.fixture
def models(project: Path, isolated_dirs: Path) -> Iterator[tuple[LLMServer, dict[str, str]]]:
    with LLMServer(auto=AssistModels()) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
        yield server, {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef"}


def review(env: dict[str, str], *extra: str) -> dict:  # type: ignore[type-arg]
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--no-write", "--format", "json", *extra, env=env)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def posts(server: LLMServer) -> int:
    return sum(1 for r in server.requests if r.method == "POST")


def test_a_repeated_review_is_answered_from_the_cache_for_free(models, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    server, env = models
    first = review(env)
    assert posts(server) == 2 and first["cost_usd"] > 0
    again = review(env)
    assert posts(server) == 2  # no second call
    reviews = again["cycles"][0]["reviews"]
    assert all(r["cached"] and r["cost_usd"] == 0 for r in reviews) and again["cost_usd"] == 0
    assert [i["title"] for i in again["cycles"][0]["issues"]] == [i["title"] for i in first["cycles"][0]["issues"]]
    calls = [json.loads(line) for line in (isolated_dirs / "data" / "calls.jsonl").read_text().splitlines()]
    assert [c["cached"] for c in calls] == [False, False, True, True]
    review(env, "--no-cache")
    assert posts(server) == 4  # asked again


def test_an_expired_answer_and_a_failed_one_are_not_reused(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    server, env = models
    (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n"
                                           "cache: {ttl_days: 0}\n", encoding="utf-8")
    review(env)
    review(env)
    assert posts(server) == 4
    (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
    server.script("/kimi/", json_reply(500, {"error": {"message": "overloaded", "type": "server_error"}}))
    report = review(env)
    assert [r["status"] for r in report["cycles"][0]["reviews"]] == ["error", "success"]
    server.scripts.clear()
    report = review(env)
    kimi, deepseek = report["cycles"][0]["reviews"]
    assert kimi["status"] == "success" and not kimi.get("cached") and deepseek["cached"]


def test_the_cache_stays_within_its_size_oldest_first(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "c.sqlite", ttl_seconds=3600, max_bytes=250)
    for n in range(5):
        cache.now = lambda n=n: 1000.0 + n  # type: ignore[misc]
        cache.put(f"k{n}", ProviderResult(model="m", text=f"answer {n} " + "x" * 90, cost_usd=0.01))
    cache.now = lambda: 1010.0  # type: ignore[assignment]
    assert [k for k in ("k0", "k1", "k2", "k3", "k4") if cache.get(k) is not None] == ["k3", "k4"]
    assert int(cache.stats()["bytes"]) <= 250  # type: ignore[call-overload]


def test_two_processes_share_the_cache(models, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    server, env = models
    (project / "docs" / "other.md").write_text((project / "docs" / "design.md").read_text() + "\nA second document.\n")
    command = [sys.executable, "-m", "xreview", "review", "--headless", "--yes", "--no-write", "--format", "json"]
    children = [subprocess.Popen([*command, doc], cwd=project, env={**os.environ, **env}, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True) for doc in ("docs/design.md", "docs/other.md") * 2]
    outputs = [child.communicate(timeout=120) for child in children]
    assert all(child.returncode in (0, 1) for child in children), [err for _, err in outputs]
    assert not any("locked" in err or "Traceback" in err for _, err in outputs)
    stats = json.loads(run_cli("cache", "stats", "--format", "json", env=env).stdout)
    assert stats["answers"] == 4 and stats["by_model"] == {"deepseek": 2, "kimi": 2}
    before = posts(server)
    review(env)
    assert posts(server) == before  # both processes' answers are there for a third
    assert "removed 4 cached answer(s)" in run_cli("cache", "clear", env=env).stdout
    assert json.loads(run_cli("cache", "stats", "--format", "json", env=env).stdout)["answers"] == 0
