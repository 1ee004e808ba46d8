"""Recording a review as cassettes and playing it back with the replay provider."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import CANNED, LLMServer, streaming
from xreview.config.models import ModelConfig
from xreview.providers.base import Completed, ReviewRequest, TextDelta
from xreview.providers.replay import ReplayProvider


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(auto=streaming(0.3, 3000, CANNED)) as running:
        yield running


def test_record_then_replay_gives_the_same_review(project: Path, isolated_dirs: Path, server: LLMServer) -> None:
    config = isolated_dirs / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "models.yaml").write_text(
        f"models:\n  kimi:\n    provider: moonshot\n    endpoint: {server.url}/v1\n    model: kimi-k2-0905\n", encoding="utf-8")
    tape = project / "tapes"
    recorded = run_cli("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--no-write", "--format", "json",
                           "--record", str(tape), cwd=project, env={"MOONSHOT_API_KEY": "sk-kimi-SECRET-0123456789"})
    assert recorded.returncode == 1, recorded.stderr
    cassette = json.loads((tape / "kimi" / "cycle-1.json").read_text(encoding="utf-8"))
    assert cassette["schema"] == "xreview.cassette/1" and cassette["result"]["ok"]
    assert "".join(text for _, text in cassette["chunks"]) == CANNED
    assert cassette["chunks"][0][0] >= 0.3  # the first chunk came after the model's latency
    assert "sk-kimi-SECRET" not in (tape / "kimi" / "cycle-1.json").read_text(encoding="utf-8")

    (config / "models.yaml").write_text(f"models:\n  kimi-replay:\n    provider: replay\n    cassette: {tape / 'kimi'}\n",
                                        encoding="utf-8")
    replayed = run_cli("review", "docs/design.md", "-m", "kimi-replay", "--headless", "--yes", "--no-write",
                           "--format", "json", cwd=project)
    assert replayed.returncode == 1, replayed.stderr
    first = json.loads(recorded.stdout)["cycles"][0]
    again = json.loads(replayed.stdout)["cycles"][0]
    assert [i["title"] for i in again["issues"]] == [i["title"] for i in first["issues"]]
    assert again["reviews"][0]["tokens_used"] == first["reviews"][0]["tokens_used"]
    assert again["reviews"][0]["latency_ms"] >= 300


async def test_a_plain_review_file_streams_at_a_steady_pace(tmp_path: Path) -> None:
    review = tmp_path / "review.md"
    review.write_text(CANNED, encoding="utf-8")
    provider = ReplayProvider(ModelConfig("demo", "replay", "demo", cassette=str(review), settings={"speed": 20}))
    request = ReviewRequest("s", "u", "# d\n", tmp_path / "d.md", "design")
    started = time.perf_counter()
    chunks = []
    async for event in provider.stream(request):
        if isinstance(event, TextDelta):
            chunks.append((time.perf_counter() - started, event.text))
        elif isinstance(event, Completed):
            result = event.result
    assert "".join(t for _, t in chunks) == CANNED and result.ok and len(chunks) > 5
    assert chunks[0][0] >= 0.04 and chunks[-1][0] > chunks[0][0]  # 1 s latency at 20x speed, then paced


def test_a_missing_cassette_is_a_config_error(isolated_dirs: Path, tmp_path: Path) -> None:
    config = isolated_dirs / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "models.yaml").write_text("models:\n  demo:\n    provider: replay\n    cassette: tapes/none.json\n", encoding="utf-8")
    result = run_cli("models", cwd=tmp_path)
    assert result.returncode == 2 and "models.yaml:4:" in result.stderr and "cassette not found" in result.stderr
    assert "record one with `xreview review --headless --record DIR`" in result.stderr
