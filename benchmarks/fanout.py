"""Parallel fan-out: the wall time of one headless cycle with N models, against the models' latency L.

    python benchmarks/fanout.py [--latencies 0.5,1,2] [--models 1,4,8] [--runs 3]

A loopback server (tests/support/llm_server.py, in its own process so that it
does not share the interpreter with xreview) answers every model after L
seconds and then streams the same canned review for S seconds. If the models
really run in parallel, one cycle takes about L + S whatever N is; the
overhead is what remains: parsing, synthesis, events, connection set-up.
The script measures the cycle in-process (ReviewSession.run with one cycle, no start-up)
and the whole `xreview review --headless` command (start-up included), and
prints the median of ``--runs`` runs per (N, L).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support.llm_server import CANNED  # noqa: E402

STREAM_SECONDS = 0.25


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(latency: float) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    rate = len(CANNED) / STREAM_SECONDS
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.support.llm_server", "--port", str(port), "--latency", str(latency), "--rate", str(rate)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    assert process.stdout is not None
    process.stdout.readline()  # "loopback LLM server on ..."
    return process, f"http://127.0.0.1:{port}"


def write_config(folder: Path, url: str, n: int) -> None:
    (folder / "config").mkdir(parents=True, exist_ok=True)
    lines = ["models:"]
    for i in range(n):
        lines += [f"  m{i}:", "    provider: openai_compat", f"    endpoint: {url}/v1", "    model: kimi-k2-0905",
                  "    price: {input: 0.60, output: 2.50}"]
    (folder / "config" / "models.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "design.md").write_text((ROOT / "examples" / "design.md").read_text(encoding="utf-8"), encoding="utf-8")


async def one_cycle(folder: Path, n: int) -> float:
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.session import ReviewSession

    resolution = resolve(ResolveOptions(artifact=str(folder / "design.md"), models=[f"m{i}" for i in range(n)],
                                        max_cycles=1, cwd=folder), usable=lambda m: True)
    session = ReviewSession(resolution, write=False, calls_log=False, state_dir=folder / "data")
    started = time.perf_counter()
    report = await session.run()
    took = time.perf_counter() - started
    record = report.cycles[0]
    assert all(r.status == "success" for r in record.reviews), [r.error for r in record.reviews]
    return took


def whole_command(folder: Path, n: int) -> float:
    env = dict(os.environ, XREVIEW_CONFIG_DIR=str(folder / "config"), XREVIEW_DATA_DIR=str(folder / "data"), XREVIEW_NO_KEYRING="1")
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "xreview", "review", "design.md", "-m", ",".join(f"m{i}" for i in range(n)),
                    "--headless", "--yes", "--no-write", "--max-cycles", "1"], cwd=folder, env=env, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latencies", default="0.5,1,2")
    parser.add_argument("--models", default="1,4,8")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    latencies = [float(x) for x in args.latencies.split(",")]
    counts = [int(x) for x in args.models.split(",")]
    os.environ["XREVIEW_NO_KEYRING"] = "1"
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; "
          f"stream S = {STREAM_SECONDS} s, median of {args.runs} runs")
    print(f"{'N':>3} {'L (s)':>6} {'cycle (s)':>10} {'overhead':>9} {'% of L':>7} {'command (s)':>12}")
    for latency in latencies:
        server, url = start_server(latency)
        try:
            for n in counts:
                with tempfile.TemporaryDirectory() as tmp:
                    folder = Path(tmp)
                    os.environ["XREVIEW_CONFIG_DIR"] = str(folder / "config")
                    os.environ["XREVIEW_DATA_DIR"] = str(folder / "data")
                    write_config(folder, url, n)
                    cycles = [asyncio.run(one_cycle(folder, n)) for _ in range(args.runs)]
                    commands = [whole_command(folder, n) for _ in range(args.runs)]
                cycle = statistics.median(cycles)
                overhead = cycle - latency - STREAM_SECONDS
                print(f"{n:>3} {latency:>6.2f} {cycle:>10.3f} {overhead:>9.3f} {100 * overhead / latency:>6.1f}% "
                      f"{statistics.median(commands):>12.3f}")
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
