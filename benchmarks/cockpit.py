"""The cockpit under load: CPU while 8 panes stream, key latency meanwhile, and launch-to-confirmation time.

    python benchmarks/cockpit.py [--seconds 30] [--models 8] [--rate 200] [--launches 5]

Streaming: 8 replay models each stream 200 tokens/s (four characters a
token, in chunks every 20 ms) for 30 s into the real app under Textual's
headless driver; the script records the process's CPU time over the
streaming phase and, every half second, how long a key press (Tab, which
moves focus between panes) takes until focus has moved. Launch: the real `xreview`
command started in tmux, timed until the confirmation screen is on the
terminal (skipped without tmux).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORDS = ("the dispatcher retries each vendor call with backoff and a per message budget so that an outage "
         "never piles up unbounded work; ").split()


def cassette(path: Path, seconds: float, rate: float) -> None:
    """A cassette streaming ``rate`` tokens/s for ``seconds``: a chunk of rate/50 tokens every 20 ms."""
    chunks = []
    per_chunk = max(int(rate / 50), 1)
    words = 0
    t = 0.0
    chunks.append([0.0, "## Issues\n\n### [High/Medium] No retry budget for vendor calls\n**Location:** Error Handling\n**Problem:** "])
    while t < seconds:
        t += 0.02
        text = " ".join(WORDS[(words + i) % len(WORDS)] for i in range(per_chunk)) + " "
        words += per_chunk
        if words % 60 < per_chunk:  # paragraphs and headings as a real review has them
            text += "\n\n" + ("### [High/Low] Another issue\n**Problem:** " if words % 180 < per_chunk else "")
        chunks.append([round(t, 3), text])
    path.write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": chunks, "result": {"ok": True}}), encoding="utf-8")


async def stream_load(folder: Path, models: int, seconds: float, rate: float) -> dict[str, float]:
    from tests.tui.helpers import cockpit
    from xreview.tui.screens.review_screen import ReviewScreen
    from xreview.tui.screens.triage_screen import TriageScreen

    tapes = {}
    for i in range(models):
        tapes[f"m{i}"] = folder / f"m{i}.json"
        cassette(tapes[f"m{i}"], seconds, rate)
    (folder / "docs").mkdir(exist_ok=True)
    artifact = folder / "docs" / "design.md"
    shutil.copy(ROOT / "examples" / "design.md", artifact)
    app = cockpit(artifact, folder / "config", folder / "data", models=list(tapes), write=False, cassettes=tapes, speed=1.0)
    latencies: list[float] = []
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("enter")
        while not isinstance(app.screen, ReviewScreen):
            await pilot.pause(0.01)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while not isinstance(app.screen, TriageScreen):
            # the time until the key has done its work (focus moved), not until the app is idle,
            # which a streaming app never is
            before = app.focused
            started = time.perf_counter()
            app.simulate_key("tab")
            while app.focused is before and time.perf_counter() - started < 20 and isinstance(app.screen, ReviewScreen):
                await asyncio.sleep(0.002)
            latencies.append(time.perf_counter() - started)
            await asyncio.sleep(0.5)
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        await pilot.pause(0.2)  # let the triage screen finish mounting before the app closes
    return {"cpu_s": cpu, "wall_s": wall, "cpu_share": cpu / wall, "key_median_ms": 1000 * statistics.median(latencies),
            "key_max_ms": 1000 * max(latencies), "keys": len(latencies)}


def launch_times(folder: Path, runs: int) -> list[float] | None:
    if shutil.which("tmux") is None:
        return None
    (folder / "docs").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "examples" / "design.md", folder / "docs" / "design.md")
    env = {"XREVIEW_CONFIG_DIR": str(folder / "cfg"), "XREVIEW_DATA_DIR": str(folder / "data"), "XREVIEW_NO_KEYRING": "1",
           "TERM": "xterm-256color", "PATH": os.environ["PATH"]}
    command = " ".join(["env", "-u", "COLUMNS", "-u", "LINES", *(f"{k}={shlex.quote(v)}" for k, v in env.items()),
                        shlex.quote(sys.executable), "-m", "xreview", "docs/design.md", "--no-write"])
    times = []
    for run in range(runs):
        socket = f"xreview-bench-{os.getpid()}-{run}"
        started = time.perf_counter()
        subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-s", "x", "-x", "120", "-y", "36", "-c", str(folder),
                        command], check=True)
        while True:
            screen = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "x"], capture_output=True,
                                    text=True).stdout
            if "Models — space toggles" in screen:
                times.append(time.perf_counter() - started)
                break
            if time.perf_counter() - started > 30:
                raise RuntimeError("the confirmation screen never appeared")
            time.sleep(0.01)
        subprocess.run(["tmux", "-L", socket, "kill-server"], check=False)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--models", type=int, default=8)
    parser.add_argument("--rate", type=float, default=200.0, help="tokens per second per model")
    parser.add_argument("--launches", type=int, default=5)
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ.update(XREVIEW_CONFIG_DIR=str(folder / "config"), XREVIEW_DATA_DIR=str(folder / "data"),
                          XREVIEW_NO_KEYRING="1")
        launches = launch_times(folder / "launch", args.launches) if args.launches else None
        result = asyncio.run(stream_load(folder, args.models, args.seconds, args.rate))
    if launches:
        print(f"launch to confirmation: median {statistics.median(launches):.2f} s, worst {max(launches):.2f} s "
              f"({len(launches)} launches in tmux)")
    print(f"{args.models} panes x {args.rate:.0f} tokens/s for {args.seconds:.0f} s: CPU {result['cpu_s']:.1f} s over "
          f"{result['wall_s']:.1f} s wall ({100 * result['cpu_share']:.0f}% of one core)")
    print(f"key presses while streaming: {result['keys']}, handled in median {result['key_median_ms']:.0f} ms, "
          f"worst {result['key_max_ms']:.0f} ms")


if __name__ == "__main__":
    main()
