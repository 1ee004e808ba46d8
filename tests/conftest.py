"""Shared fixtures: an isolated config and data dir for every test, no keyring."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "design.md"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XREVIEW_CONFIG_DIR", str(home / "config"))
    monkeypatch.setenv("XREVIEW_DATA_DIR", str(home / "data"))
    monkeypatch.setenv("XREVIEW_NO_KEYRING", "1")
    return home


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scratch project folder holding a copy of the bundled example as docs/design.md."""
    (tmp_path / "docs").mkdir()
    shutil.copy(EXAMPLE, tmp_path / "docs" / "design.md")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run_xreview(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real command line in a subprocess, as a user would."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "xreview", *args],
        cwd=cwd,
        env=full_env,
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=120,
    )


# Whole modules that drive the cockpit, a real terminal, real servers, subprocesses or property searches: the
# end-to-end part of the suite. `pytest -m "not slow"` leaves them out for a quick run while working.
SLOW_MODULES = {
    "tests/tui", "tests/test_http_review.py", "tests/test_mcp.py", "tests/test_safe_writes.py",
    "tests/artifact/test_writeback_properties.py", "tests/providers/test_http.py", "tests/providers/test_cli_tools.py",
    "tests/test_synthesis_benchmark.py", "tests/test_discuss.py",
    "tests/test_cache.py", "tests/test_stats.py",
    "tests/test_folder_review.py", "tests/test_resume.py", "tests/test_serve.py", "tests/test_serve_browser.py",
    "tests/test_prompt_server.py",
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        where = Path(str(item.fspath)).resolve().relative_to(ROOT).as_posix()
        if any(where == slow or where.startswith(slow + "/") for slow in SLOW_MODULES):
            item.add_marker(pytest.mark.slow)
