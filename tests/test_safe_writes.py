"""Safe writes under hostile conditions: a link swapped in mid-review, a kill -9 mid-write, a signal mid-review."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.conftest import ROOT
from tests.support.llm_server import CANNED, LLMServer, streaming


def models_yaml(config: Path, server: LLMServer) -> None:
    config.mkdir(parents=True, exist_ok=True)
    (config / "models.yaml").write_text(
        f"models:\n  kimi: {{provider: openai_compat, endpoint: '{server.url}/v1', model: k2, api_key_env: KIMI_KEY}}\n",
        encoding="utf-8")


def start_review(project: Path, *extra: str) -> subprocess.Popen[str]:
    env = dict(os.environ, KIMI_KEY="k")
    return subprocess.Popen(
        [sys.executable, "-m", "xreview", "review", "docs/design.md", "-m", "kimi", "--headless", "--yes",
         "--max-cycles", "1", *extra],
        cwd=project, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(condition: Callable[[], bool], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_a_link_swapped_in_mid_review_is_not_followed(project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    """The artifact is replaced by a symbolic link to another file while the model answers: the logs are not
    written through the link, the other file and the backup slot are untouched, and the run says why."""
    elsewhere = tmp_path / "outside" / "notes.md"
    elsewhere.parent.mkdir()
    elsewhere.write_text("# Someone else's notes\n", encoding="utf-8")
    artifact = project / "docs" / "design.md"
    reviewed = artifact.read_bytes()
    with LLMServer(auto=streaming(1.0, 0, CANNED)) as server:
        models_yaml(isolated_dirs / "config", server)
        review = start_review(project)
        wait_for(lambda: bool(server.requests))  # the model is thinking: swap the file for a link
        (project / "docs" / "design.md.moved").write_bytes(reviewed)
        artifact.unlink()
        artifact.symlink_to(elsewhere)
        out, err = review.communicate(timeout=120)
    assert review.returncode == 2, err
    assert "not written" in err and "docs/design.md: now leads to" in err and "a link changed during the review" in err
    assert elsewhere.read_text(encoding="utf-8") == "# Someone else's notes\n"
    assert artifact.is_symlink()
    backups = list((isolated_dirs / "data").rglob("backups/*/*.md"))
    assert all(b.read_bytes() != b"# Someone else's notes\n" for b in backups)
