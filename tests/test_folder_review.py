"""Several artifacts in one headless review: one budget, requests in flight bounded per provider, a line per
artifact, a summary, the worst exit status."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, Recorded, Reply, openai_reply, write_models_file
from tests.support.scenarios import DEEPSEEK, KIMI


class Counting:
    """Reviewers that take 0.2 s each, counting how many requests are in flight at once."""

    def __init__(self) -> None:
        self.now = 0
        self.most = 0
        self.seen = 0
        self.lock = threading.Lock()

    def __call__(self, recorded: Recorded) -> Reply:
        model = recorded.path.strip("/").split("/")[0]
        with self.lock:
            self.now += 1
            self.seen += 1
            self.most = max(self.most, self.now)
        time.sleep(0.2)  # the server answers each request on its own thread
        with self.lock:
            self.now -= 1
        return openai_reply({"kimi": KIMI, "deepseek": DEEPSEEK}[model], 1000, 100)


def test_a_folder_is_reviewed_with_at_most_max_concurrent_requests_in_flight(project: Path, isolated_dirs: Path) -> None:
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    for n in range(1, 4):
        (project / "docs" / f"part{n}.md").write_text(text.replace("# ", f"# Part {n}: ", 1), encoding="utf-8")
    (project / "docs" / "notes.txt").write_text("not Markdown", encoding="utf-8")
    counting = Counting()
    with LLMServer(auto=counting) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0, max_concurrent: 2}\n",
                                               encoding="utf-8")
        env = {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef"}
        result = run_cli("review", "docs", "--headless", "--yes", "--no-write", "--format", "json", env=env)
    assert result.returncode == 1, result.stderr  # the worst status: open High issues
    data = json.loads(result.stdout)
    assert [Path(a["artifact"]).name for a in data["artifacts"]] == ["design.md", "part1.md", "part2.md", "part3.md"]
    assert counting.seen == 8 and counting.most == 2  # four artifacts × two models, never more than two at once
    assert all(row["exit"] == 1 and row["issues"] == 3 for row in data["summary"])
    assert sum(row["cost_usd"] for row in data["summary"]) > 0
    for name in ("design.md", "part1.md", "part2.md", "part3.md"):
        assert f"docs/{name}: cycle 1 of at most" in result.stderr
    assert "reviewing 4 artifact(s) at once, sharing one budget" in result.stderr
    assert "[####################] 4/4 " in result.stderr  # the folder's progress, one line per artifact done


def test_files_and_globs_and_the_summary_table(project: Path) -> None:
    (project / "docs" / "second.md").write_text((project / "docs" / "design.md").read_text(encoding="utf-8"), encoding="utf-8")
    result = run_cli("review", "docs/design.md", "docs/*.md", "--headless", "--yes", "--no-write", "-m", "lint,rubric")
    assert result.returncode == 1, result.stderr
    table = result.stdout.rsplit("\nartifact ", 1)[1].splitlines()
    assert [line.split()[0] for line in table[1:]] == ["docs/design.md", "docs/second.md"]  # each once
    assert table[1].split()[3] == "$0.0000"
    assert run_cli("review", "nothing/*.md", "--headless", "--yes").returncode == 2


def test_a_file_whose_name_looks_like_a_glob_is_that_file(project: Path) -> None:
    (project / "docs" / "[draft].md").write_text((project / "docs" / "design.md").read_text(encoding="utf-8"), encoding="utf-8")
    result = run_cli("review", "docs/[draft].md", "--headless", "--yes", "--no-write", "--format", "json", "-m", "lint")
    assert result.returncode == 1, result.stderr
    assert json.loads(result.stdout)["artifact"] == "docs/[draft].md"  # one review, not a folder's


def test_a_call_waiting_for_a_slot_does_not_time_out_for_it(project: Path, isolated_dirs: Path) -> None:
    (project / "docs" / "other.md").write_text((project / "docs" / "design.md").read_text(encoding="utf-8") + "\nMore.\n",
                                               encoding="utf-8")
    counting = Counting()
    counting_delay = 0.6  # four calls one after the other take 2.4 s, each well within its 1.5 s deadline

    def slow(recorded: Recorded) -> Reply:
        time.sleep(counting_delay - 0.2)
        return counting(recorded)

    with LLMServer(auto=slow) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\n"
                                               "execution: {retry_attempts: 0, max_concurrent: 1, timeout_seconds: 1.5}\n",
                                               encoding="utf-8")
        env = {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef"}
        result = run_cli("review", "docs", "--headless", "--yes", "--no-write", "--format", "json", env=env)
    data = json.loads(result.stdout)
    statuses = [r["status"] for a in data["artifacts"] for r in a["cycles"][0]["reviews"]]
    assert statuses == ["success"] * 4, result.stderr
    assert counting.most == 1
    latencies = [r["latency_ms"] for a in data["artifacts"] for r in a["cycles"][0]["reviews"]]
    assert max(latencies) < 1500  # a call's latency is its own, not the queue's
