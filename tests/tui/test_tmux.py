"""The real `xreview` binary in a real terminal (tmux), against a loopback server, driven by keys."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.support.llm_server import CANNED, LLMServer, streaming

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Terminal:
    def __init__(self, socket: str) -> None:
        self.socket = socket

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=False).stdout

    def start(self, *args: str) -> None:
        """Open session `x`; tmux refuses now and then while a server on the same socket is still exiting, so the
        socket is the test's own and a refusal is retried before it fails the test."""
        for _ in range(5):
            done = subprocess.run(["tmux", "-L", self.socket, "new-session", "-d", "-s", "x", *args],
                                  capture_output=True, text=True, check=False)
            if done.returncode == 0:
                return
            time.sleep(0.5)
        raise AssertionError(f"tmux could not open a session: {done.stderr.strip()}")

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "x")

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "x", *keys)

    def wait_for(self, condition: Callable[[str], bool], seconds: float = 30.0) -> str:
        deadline = time.monotonic() + seconds
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.2)
        raise AssertionError(f"the screen never showed what was expected:\n{screen}")


@pytest.fixture
def terminal() -> Iterator[Terminal]:
    term = Terminal(f"xreview-test-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    yield term
    term.tmux("kill-server")


def test_cockpit_in_a_real_terminal(project: Path, isolated_dirs: Path, terminal: Terminal) -> None:
    with LLMServer(auto=streaming(0.3, 500, CANNED)) as server:
        config = isolated_dirs / "config"
        config.mkdir(parents=True, exist_ok=True)
        (config / "models.yaml").write_text(
            f"models:\n  kimi:\n    provider: moonshot\n    endpoint: {server.url}/v1\n    model: kimi-k2-0905\n"
            f"  gemini:\n    provider: google\n    endpoint: {server.url}/v1beta\n    model: gemini-2.5-flash\n",
            encoding="utf-8")
        env = {"XREVIEW_CONFIG_DIR": str(config), "XREVIEW_DATA_DIR": str(isolated_dirs / "data"), "XREVIEW_NO_KEYRING": "1",
               "GOOGLE_API_KEY": "AIza-test-key", "TERM": "xterm-256color", "PATH": os.environ["PATH"]}
        command = " ".join(["env", "-u", "COLUMNS", "-u", "LINES", *(f"{k}={shlex.quote(v)}" for k, v in env.items()),
                            shlex.quote(sys.executable), "-m", "xreview", "docs/design.md", "-m", "kimi,gemini"])
        terminal.start("-x", "120", "-y", "36", "-c", str(project),
                      f"{command}; echo EXIT=$?; sleep 30")
        terminal.wait_for(lambda s: "xreview will run this review" in s and "gemini" in s)
        terminal.keys("Enter")
        # the panes fill while the models stream
        screen = terminal.wait_for(lambda s: "streaming" in s and "kimi" in s and "gemini" in s)
        assert "cycle 1 of 10" in screen
        screen = terminal.wait_for(lambda s: "No retry budget" in s or "auto-fix" in s)
        # triage shows the synthesized issues
        screen = terminal.wait_for(lambda s: "auto-fix" in s and "log only" in s)
        assert "No retry budget for vendor" in screen and "all 2" in screen
        terminal.keys("w")
        screen = terminal.wait_for(lambda s: "Review finished" in s)
        assert "written: yes" in screen
        terminal.keys("q")
        terminal.wait_for(lambda s: "EXIT=1" in s)  # High issues remain open: --fail-on high
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert "| External-Kimi, External-Gemini |" in text and "### Phase 2: External Review" in text


def test_quitting_in_the_first_triage_leaves_the_document_as_it_was(project: Path, isolated_dirs: Path,
                                                                     terminal: Terminal) -> None:
    """The README's first command, then `q` in triage before any `w`: the file is byte-identical."""
    artifact = project / "docs" / "design.md"
    before = artifact.read_bytes()
    env = {"XREVIEW_CONFIG_DIR": str(isolated_dirs / "config"), "XREVIEW_DATA_DIR": str(isolated_dirs / "data"),
           "XREVIEW_NO_KEYRING": "1", "TERM": "xterm-256color", "PATH": os.environ["PATH"]}
    command = " ".join(["env", "-u", "COLUMNS", "-u", "LINES", *(f"{k}={shlex.quote(v)}" for k, v in env.items()),
                        shlex.quote(sys.executable), "-m", "xreview", "docs/design.md"])
    terminal.start("-x", "120", "-y", "36", "-c", str(project),
                  f"{command}; echo EXIT=$?; sleep 30")
    terminal.wait_for(lambda s: "xreview will run this review" in s)
    terminal.keys("Enter")
    terminal.wait_for(lambda s: "auto-fix" in s and "log only" in s)  # the built-in reviewers' issues, in triage
    terminal.keys("q")
    terminal.wait_for(lambda s: "EXIT=" in s)
    assert artifact.read_bytes() == before


def test_without_a_fixer_a_opens_the_issue_in_the_editor(project: Path, isolated_dirs: Path, terminal: Terminal,
                                                          tmp_path: Path) -> None:
    """`a` on an auto-fix issue, no fixer configured: $EDITOR opens the artifact at the issue's line, and the
    cockpit comes back when the editor exits."""
    called = tmp_path / "editor-args.txt"
    editor = tmp_path / "fake-editor"
    editor.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > {shlex.quote(str(called))}\n", encoding="utf-8")
    editor.chmod(0o755)
    env = {"XREVIEW_CONFIG_DIR": str(isolated_dirs / "config"), "XREVIEW_DATA_DIR": str(isolated_dirs / "data"),
           "XREVIEW_NO_KEYRING": "1", "TERM": "xterm-256color", "PATH": os.environ["PATH"], "EDITOR": str(editor)}
    command = " ".join(["env", "-u", "COLUMNS", "-u", "LINES", "-u", "VISUAL",
                        *(f"{k}={shlex.quote(v)}" for k, v in env.items()),
                        shlex.quote(sys.executable), "-m", "xreview", "docs/design.md"])
    terminal.start("-x", "140", "-y", "36", "-c", str(project),
                  f"{command}; echo EXIT=$?; sleep 30")
    terminal.wait_for(lambda s: "xreview will run this review" in s)
    terminal.keys("Enter")
    terminal.wait_for(lambda s: "Fix yourself" in s and "Broken relative link" in s)
    terminal.keys("a")  # the first row: the broken link on line 43
    deadline = time.monotonic() + 20
    while not called.exists():
        assert time.monotonic() < deadline, terminal.screen()
        time.sleep(0.1)
    assert called.read_text(encoding="utf-8").split() == ["+43", str(project / "docs" / "design.md")]
    screen = terminal.wait_for(lambda s: "Fix yourself" in s and "by hand" in s.replace("\n", " "))  # back
    assert "Broken relative link" in screen
    terminal.keys("q")
    terminal.wait_for(lambda s: "Quit without writing them" in s)  # a decision is pending: it asks
    terminal.keys("Down", "Enter")
    terminal.wait_for(lambda s: "EXIT=" in s)
