"""An answer nothing can be read from is never a silent vote: one repair call restates it, or it is reported unreadable."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import CANNED, LLMServer, openai_reply

MODELS = """models:
  kimi:
    provider: moonshot
    endpoint: {url}/v1
    model: kimi-k2-0905
"""

# what a gateway put in the answer's place: markup with no finding and no verdict in it
GARBLED = "<html><head><title>502</title></head><body><center>nginx</center></body></html>"
ENV = {"MOONSHOT_API_KEY": "sk-kimi-0123456789"}


@pytest.fixture
def server(isolated_dirs: Path) -> Iterator[LLMServer]:
    with LLMServer() as running:
        (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
        (isolated_dirs / "config" / "models.yaml").write_text(MODELS.format(url=running.url), encoding="utf-8")
        yield running


def test_an_unreadable_answer_is_restated_by_one_repair_call_and_then_votes(project: Path, server: LLMServer) -> None:
    server.script("/chat/completions", openai_reply(GARBLED, 900, 30), openai_reply(CANNED, 400, 120))
    result = run_cli("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--format", "json",
                         "--no-write", cwd=project, env=ENV)
    assert result.returncode in (0, 1), result.stderr
    cycle = json.loads(result.stdout)["cycles"][0]
    review = cycle["reviews"][0]
    assert review["status"] == "success" and review["note"].startswith("restated by a repair call")
    assert {i["title"] for i in cycle["issues"]} >= {"No retry budget for vendor calls", "Status store retention unspecified"}
    repair = next(a for a in cycle["assists"] if a["purpose"] == "repair")
    assert repair["note"] == "kimi: restated, 3 issue(s)" and repair["tokens_used"] == {"input": 400, "output": 120}
    # the repair call carried the unreadable answer back, and nothing else of the session
    sent = server.requests[1].body["messages"]
    assert GARBLED in sent[-1]["content"] and "sk-kimi" not in json.dumps(server.requests[1].body)


def test_an_answer_the_repair_cannot_read_either_abstains_and_the_review_log_says_so(project: Path, server: LLMServer) -> None:
    server.script("/chat/completions", openai_reply(GARBLED, 900, 30), openai_reply("I'm sorry, but I can't help with restating that.", 400, 12))
    result = run_cli("review", "docs/design.md", "-m", "kimi,lint", "--headless", "--yes", "--format", "json",
                         cwd=project, env=ENV)
    assert result.returncode in (0, 1), result.stderr
    cycle = json.loads(result.stdout)["cycles"][0]
    kimi = next(r for r in cycle["reviews"] if r["model"] == "kimi")
    assert kimi["status"] == "unreadable" and kimi["error_type"] == "output_parse_error"
    assert "even restated" in kimi["error"]
    assert all("kimi" not in [s["model"] for s in i["sources"]] for i in cycle["issues"])  # it abstains: no vote
    assert "kimi" in result.stderr and "unreadable" in result.stderr
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    review_log = text[text.index("## Review Log"):]
    assert "(unreadable)" in review_log and "Traceback" not in result.stderr
