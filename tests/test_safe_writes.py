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
from xreview.artifact.owned import without_logs


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


STALLED_WRITER = """
import os, sys, time
from pathlib import Path
from xreview.artifact import files
os.fsync = lambda fd: time.sleep(3600)  # the write stalls between the temporary file and the rename
files.update_file(Path(sys.argv[1]), lambda text: (text + "\\n<!-- more -->\\n", None))
"""


def stalled_writer(artifact: Path) -> tuple[subprocess.Popen[str], Path]:
    writer = subprocess.Popen([sys.executable, "-c", STALLED_WRITER, str(artifact)], cwd=ROOT, text=True,
                              stderr=subprocess.PIPE)
    pattern = f".{artifact.name}.{writer.pid}.*.xreview.tmp"
    wait_for(lambda: any(artifact.parent.glob(pattern)))
    return writer, next(artifact.parent.glob(pattern))


def test_a_write_killed_with_sigkill_leaves_a_temp_file_the_next_run_removes(project: Path) -> None:
    artifact = project / "docs" / "design.md"
    before = artifact.read_bytes()
    writer, temp = stalled_writer(artifact)
    writer.kill()
    writer.wait()
    assert temp.exists() and temp.name.startswith(".") and artifact.read_bytes() == before
    old_style = artifact.parent / ".design.md.k2j4h1.xreview.tmp"  # an earlier version's name, two minutes old
    old_style.write_bytes(b"partial")
    os.utime(old_style, (time.time() - 120, time.time() - 120))
    live, live_temp = stalled_writer(artifact)  # another run writing right now: its file is left alone
    try:
        result = subprocess.run([sys.executable, "-m", "xreview", "review", "docs/design.md", "-m", "lint,rubric",
                                 "--headless", "--yes", "--max-cycles", "1"],
                                cwd=project, capture_output=True, text=True, timeout=120)
        assert result.returncode in (0, 1), result.stderr
        assert not temp.exists() and not old_style.exists() and live_temp.exists()
        assert f"removed docs/{temp.name}, left by an earlier run that was killed while writing" in result.stderr
    finally:
        live.kill()
        live.wait()


def test_an_interrupted_write_removes_its_temp_file(project: Path) -> None:
    import signal

    artifact = project / "docs" / "design.md"
    before = artifact.read_bytes()
    writer, temp = stalled_writer(artifact)
    writer.send_signal(signal.SIGINT)
    writer.wait(timeout=30)
    assert not temp.exists() and artifact.read_bytes() == before
    assert not list(artifact.parent.glob("*.xreview.tmp"))


def body(text: str) -> list[str]:
    """The document's lines outside the sections xreview owns, the frontmatter's date aside."""
    return [line for line in without_logs(text).splitlines() if line.strip() and not line.startswith("updated: ")]


def test_sigterm_and_an_early_ctrl_c_still_write_the_review_log_entry(project: Path, isolated_dirs: Path) -> None:
    """A CI cancel or `timeout` (SIGTERM), and Ctrl-C before any model answered, end the review as the README
    promises: the Review Log gets an entry saying so, the exit status is 130, nothing else changes."""
    import signal

    artifact = project / "docs" / "design.md"
    original = artifact.read_text(encoding="utf-8")
    with LLMServer(auto=streaming(30.0, 0, CANNED)) as server:  # the model would take 30 s to say anything
        models_yaml(isolated_dirs / "config", server)
        for sig, said in ((signal.SIGTERM, "terminated (SIGTERM)"), (signal.SIGINT, "interrupted by the user")):
            artifact.write_text(original, encoding="utf-8")
            asked = len(server.requests)
            review = start_review(project)
            wait_for(lambda asked=asked: len(server.requests) > asked)
            review.send_signal(sig)
            _, err = review.communicate(timeout=60)
            assert review.returncode == 130, err
            assert "xreview: interrupted" in err and "Traceback" not in err
            text = artifact.read_text(encoding="utf-8")
            assert body(text) == body(original)  # only the log sections (and the updated: date) changed
            assert "### Phase 2: External Review" in text
            assert f"- **Outcome:** Stopped (user): {said} during cycle 1, before any model answered." in text
            assert "- **Reviewers:** none answered (0 cycles)" in text
            assert "- **No review from:** External-Kimi (interrupted before it answered)" in text


def test_sigterm_gives_the_terminal_back_from_the_cockpit(project: Path) -> None:
    """Killed politely (SIGTERM) at the confirmation screen, the cockpit leaves the alternate screen and exits 0
    instead of dying with the terminal still in its raw, alternate mode."""
    import pty
    import select
    import signal

    primary, secondary = pty.openpty()
    env = dict(os.environ, TERM="xterm-256color", COLUMNS="100", LINES="30")
    cockpit = subprocess.Popen([sys.executable, "-m", "xreview", "docs/design.md"], cwd=project, env=env,
                               stdin=secondary, stdout=secondary, stderr=secondary, start_new_session=True)
    os.close(secondary)
    seen = b""

    def read_some(seconds: float) -> bytes:
        ready, _, _ = select.select([primary], [], [], seconds)
        if not ready:
            return b""
        try:
            return os.read(primary, 65536)
        except OSError:  # the other side closed
            return b""

    try:
        deadline = time.monotonic() + 60
        while b"will run this review" not in seen:
            assert time.monotonic() < deadline, seen[-500:]
            seen += read_some(0.5)
        cockpit.send_signal(signal.SIGTERM)
        assert cockpit.wait(timeout=30) == 0
        while chunk := read_some(0.5):
            seen += chunk
    finally:
        if cockpit.poll() is None:
            cockpit.kill()
        os.close(primary)
    assert b"\x1b[?1049l" in seen  # the alternate screen was left: the user's terminal is back
