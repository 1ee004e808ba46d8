"""Headless fixed overhead: the whole `xreview review --headless` command against the slowest model's own time.

    python benchmarks/overhead.py [--models 1,8,16] [--latency 1] [--runs 5]

A loopback server in its own process (tests/support/llm_server.py) answers every model after L seconds and then
streams the same review for S seconds, so the slowest model takes L + S. Everything else in the command's wall
time is xreview's own: start-up, imports, configuration, the embedding model, synthesis, the report, exit. The
answers are never served from the cache (--no-cache). Median of --runs runs, with the spread.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.fanout import STREAM_SECONDS, start_server, write_config  # noqa: E402


def command(folder: Path, n: int) -> float:
    env = dict(os.environ, XREVIEW_CONFIG_DIR=str(folder / "config"), XREVIEW_DATA_DIR=str(folder / "data"),
               XREVIEW_NO_KEYRING="1")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "xreview", "review", "design.md", "-m", ",".join(f"m{i}" for i in range(n)),
                           "--headless", "--yes", "--no-write", "--no-cache", "--max-cycles", "1"], cwd=folder, env=env,
                          capture_output=True, check=False)
    took = time.perf_counter() - started
    if done.returncode not in (0, 1):  # 1: issues at or above --fail-on, which the canned review has
        raise RuntimeError(done.stderr.decode())
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="1,8,16")
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; L = {args.latency} s, "
          f"S = {STREAM_SECONDS} s; median of {args.runs} runs (min-max)")
    server, url = start_server(args.latency)
    try:
        for n in (int(x) for x in args.models.split(",")):
            with tempfile.TemporaryDirectory() as tmp:
                folder = Path(tmp)
                write_config(folder, url, n)
                # every model is served from one host: let all of them be in flight at once (the default is 8)
                (folder / ".xreview.yaml").write_text("execution:\n  max_concurrent: 64\n", encoding="utf-8")
                command(folder, n)  # warm the file cache: the first run of a fresh interpreter reads .pyc files from disk
                walls = [command(folder, n) for _ in range(args.runs)]
            own = args.latency + STREAM_SECONDS
            overheads = [w - own for w in walls]
            print(f"{n:>3} models: wall {statistics.median(walls):.2f} s, fixed overhead {statistics.median(overheads):.2f} s "
                  f"({min(overheads):.2f}-{max(overheads):.2f}), ratio {statistics.median(walls) / own:.2f}")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
