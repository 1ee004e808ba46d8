"""A runaway model: the time and peak memory of one headless review whose models answer 10,000 issues.

    python benchmarks/runaway.py [--items 10000] [--models 1,2] [--runs 1]

A loopback server (tests/support/llm_server.py, in its own process) answers
every model at once with the same Markdown list of ``--items`` distinct-looking
issues (about 90 characters each). The script runs `xreview review --headless
--no-write` against N such models with the default output caps
(``max_answer_chars`` 200,000, ``max_items_per_answer`` 200) and reports the
wall time and the peak resident memory of the xreview process (from
``wait4``'s rusage), with ``--no-caps`` raising both caps out of the way to
show what a cap saves.
"""

from __future__ import annotations

import argparse
import os
import platform
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


def answer(items: int) -> str:
    lines = ["## Issues", ""]
    for n in range(items):
        lines.append(f"- **High**: Component {n} has no timeout on call path {n * 7}; retries pile up (section {n % 50}).")
    return "\n".join(lines) + "\n"


def start_server(answer_file: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.support.llm_server", "--port", str(port), "--latency", "0", "--rate", "0",
         "--answer", str(answer_file)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    assert process.stdout is not None
    process.stdout.readline()  # "loopback LLM server on …": it is listening
    return process, f"http://127.0.0.1:{port}"


def run_once(models: int, url: str, folder: Path, caps: bool) -> tuple[float, float, str]:
    extra = "" if caps else ", max_answer_chars: 100000000, max_items_per_answer: 100000"
    entries = "".join(f"  m{i}: {{provider: moonshot, endpoint: \"{url}/v1\", model: kimi-k2{extra}}}\n" for i in range(models))
    (folder / "models.yaml").write_text("models:\n" + entries, encoding="utf-8")
    env = dict(os.environ, XREVIEW_CONFIG_DIR=str(folder), XREVIEW_DATA_DIR=str(folder / "data"), MOONSHOT_API_KEY="any",
               XREVIEW_NO_KEYRING="1")
    ids = ",".join(f"m{i}" for i in range(models))
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "xreview", "review", str(ROOT / "examples" / "design.md"), "-m", ids, "--headless",
         "--yes", "--no-write", "--format", "json"],
        cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    assert process.stderr is not None
    stderr = process.stderr.read().decode("utf-8", "replace")
    _, _, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    cut = next((line.split("cut: ", 1)[1] for line in stderr.splitlines() if " cut: " in line), "nothing cut")
    return seconds, usage.ru_maxrss / 1024, cut


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=10_000)
    parser.add_argument("--models", default="1,2")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--no-caps", action="store_true", help="raise both caps out of the way")
    args = parser.parse_args()
    print(f"{time.strftime('%Y-%m-%d')} · Python {platform.python_version()} · {platform.machine()} · "
          f"{os.cpu_count()} cores · {args.items:,} items per answer · caps {'raised' if args.no_caps else 'default'}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        answer_file = folder / "answer.md"
        answer_file.write_text(answer(args.items), encoding="utf-8")
        print(f"answer: {answer_file.stat().st_size / 1e6:.2f} MB")
        server, url = start_server(answer_file)
        try:
            for models in (int(m) for m in args.models.split(",")):
                for _ in range(args.runs):
                    seconds, peak_mb, cut = run_once(models, url, folder, not args.no_caps)
                    print(f"{models} model(s): {seconds:6.1f} s, peak {peak_mb:7.0f} MB — {cut}")
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
