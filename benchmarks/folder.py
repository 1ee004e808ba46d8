"""A folder of artifacts: how many one machine reviews per minute.

    python benchmarks/folder.py [--artifacts 50] [--models 4] [--latency 2] [--concurrent 50]

A loopback server (tests/support/llm_server.py, in its own process) answers every model after ``--latency``
seconds; ``xreview review FOLDER --headless --no-write --no-cache`` reviews ``--artifacts`` copies of the bundled
example with ``--models`` models, at most ``--concurrent`` requests in flight (``execution.max_concurrent`` and
``max_concurrent_model``). Prints the wall time, artifacts per minute, the CPU the xreview process used, and
what the ideal would be (the requests in waves of ``--concurrent``, each wave one latency long).
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--artifacts", type=int, default=50)
    parser.add_argument("--models", type=int, default=4)
    parser.add_argument("--latency", type=float, default=2.0)
    parser.add_argument("--concurrent", type=int, default=50)
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "tests.support.llm_server", "--port", str(port), "--latency",
                               str(args.latency), "--rate", "0"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert server.stdout is not None
    server.stdout.readline()  # "loopback LLM server on …": it is listening
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            names = [f"m{n}" for n in range(args.models)]
            models = "".join(f"  {m}:\n    provider: openai_compat\n    endpoint: http://127.0.0.1:{port}/{m}/v1\n"
                             f"    model: {m}\n    api_key_env: BENCH_KEY\n    price: {{input: 1, output: 2}}\n" for m in names)
            (folder / "config").mkdir()
            (folder / "config" / "models.yaml").write_text("models:\n" + models, encoding="utf-8")
            (folder / ".xreview.yaml").write_text(
                f"default_models: [{', '.join(names)}]\nexecution: {{retry_attempts: 0, max_concurrent: {args.concurrent}, "
                f"max_concurrent_model: {args.concurrent}}}\nbudget: {{per_task_usd: 1000, per_session_usd: 1000}}\n", encoding="utf-8")
            docs = folder / "docs"
            docs.mkdir()
            example = (ROOT / "examples" / "design.md").read_text(encoding="utf-8")
            for n in range(args.artifacts):
                (docs / f"doc{n:03}.md").write_text(example.replace("# ", f"# Document {n}: ", 1), encoding="utf-8")
            env = {**os.environ, "XREVIEW_CONFIG_DIR": str(folder / "config"), "XREVIEW_DATA_DIR": str(folder / "data"),
                   "XREVIEW_NO_KEYRING": "1", "BENCH_KEY": "sk-bench-0123456789abcdef"}
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "xreview", "review", "docs", "--headless", "--yes", "--no-write",
                                   "--no-cache", "--max-cycles", "1", "--format", "json"], cwd=folder, env=env,
                                  capture_output=True, text=True, timeout=900)
            wall = time.perf_counter() - started
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
    finally:
        server.terminate()
        server.wait(timeout=10)
    if done.returncode not in (0, 1):
        raise SystemExit(f"the review failed ({done.returncode}): {done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    requests = args.artifacts * args.models
    ideal = math.ceil(requests / args.concurrent) * args.latency
    print(f"{platform.python_version()} · {platform.machine()} · {os.cpu_count()} cores")
    print(f"{args.artifacts} artifacts x {args.models} models, latency {args.latency:g} s, at most {args.concurrent} in flight: "
          f"{wall:.1f} s wall ({args.artifacts / wall * 60:.0f} artifacts/min), {cpu:.1f} s CPU; "
          f"ideal {ideal:.1f} s ({requests} requests in waves of {args.concurrent})")


if __name__ == "__main__":
    main()
