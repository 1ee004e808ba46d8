"""How long write-back takes on a big artifact: parse, merge the logs, write atomically.

    python benchmarks/writeback.py [--size-mb 2] [--runs 7]

Builds a design document of the given size (sections, paragraphs, lists,
tables, code fences, an Issue Log of 300 rows, a Revision History), then times
each stage on it and the whole write-back as the review loop runs it
(``update_file`` + ``apply_plan``: read from disk, parse, merge 60 rows — 40 new,
20 updates — add a Review Log entry, check the result, fsync, rename), and the
whole command a user runs on it: ``xreview review --headless`` with the
built-in reviewers, written back (start-up and the embedding model included).
Parses are timed cold: the parse cache is cleared before each run. Prints the
median and the worst of ``--runs`` runs.
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
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xreview.artifact.document import MarkdownDocument  # noqa: E402
from xreview.artifact.files import update_file  # noqa: E402
from xreview.artifact.review_log import EntryIssue, ReviewEntry  # noqa: E402
from xreview.artifact.writeback import RowValues, WritePlan, apply_plan  # noqa: E402
from xreview.core.model import Action, Complexity, Consensus, Severity, Status  # noqa: E402

SECTION = """## {n}. Component {n}

The component {n} accepts requests from the intake API, validates them against
the schema, and hands them to the dispatcher. It keeps no state of its own;
everything it needs comes with the request or from the `deliveries` table.   
Retries use exponential backoff with jitter, capped at five attempts.

- Owner: team {n}
- Depends on: component {m}, the queue, the vendor adapters
- Fails open: no

| Field | Type | Notes |
|---|---|---|
| id | uuid | primary key |
| payload | jsonb | at most 64 KiB \\| compressed |

```python
def handle(request):
    # ## Issue Log inside a fence is not the log
    return dispatch(validate(request))
```

"""


def build(size: int) -> str:
    parts = ["---\ntitle: Big design\nstatus: in-review\nupdated: 2026-01-01\n---\n\n# Big design\n\n"]
    n = 0
    total = len(parts[0])
    while total < size - 60_000:
        n += 1
        chunk = SECTION.format(n=n, m=n + 1)
        parts.append(chunk)
        total += len(chunk)
    rows = ["## Issue Log\n\n| # | Issue | Source | Severity | Complexity | Status | Resolution |\n|---|---|---|---|---|---|---|\n"]
    for i in range(1, 301):
        rows.append(f"| {i} | Earlier issue number {i} about component {i} | External-Kimi-K2 | High | Low | Open | - |\n")
    parts.append("".join(rows) + "\n## Revision History\n\n| Version | Date | Change |\n|---|---|---|\n| 1.0 | 2026-01-01 | First |\n")
    return "".join(parts)


def plan() -> WritePlan:
    when = datetime(2026, 11, 21, tzinfo=timezone.utc)
    rows = [
        RowValues(key=f"old{i}", title=f"Earlier issue number {i} about component {i}", source="External-Kimi-K2",
                  severity="High", complexity="Low", status=Status.FLAGGED, number=i)
        for i in range(1, 21)
    ] + [
        RowValues(key=f"new{i}", title=f"New issue {i}: the retry budget of component {i} is unbounded",
                  source="External-Kimi-K2, External-Gemini", severity="High", complexity="Medium", status=Status.OPEN)
        for i in range(40)
    ]
    issues = tuple(
        EntryIssue(key=r.key, title=r.title, severity=Severity.HIGH, complexity=Complexity.MEDIUM,
                   action=Action.AUTO_FIX, status=r.status, consensus=Consensus.MAJORITY)
        for r in rows
    )
    entry = ReviewEntry(when=when, reviewers=("External-Kimi-K2", "External-Gemini"), silent=(), cycles=2,
                        issues=issues, outcome="Stopped (max_cycles).", cost_usd=0.12)
    return WritePlan(rows=rows, entry=entry, updated=when)


def timed(runs: int, action) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    text = build(int(args.size_mb * 1_000_000))
    the_plan = plan()
    doc = MarkdownDocument.parse(text)
    print(f"artifact: {len(text.encode()) / 1e6:.2f} MB, {len(doc.lines):,} lines, {len(doc.headings):,} headings")
    print(f"python {platform.python_version()} on {platform.machine()}, {args.runs} runs each")
    cold = MarkdownDocument.parse.cache_clear
    results = {
        "parse": timed(args.runs, lambda: (cold(), MarkdownDocument.parse(text))),
        "apply_plan (parse, merge, splice, verify)": timed(args.runs, lambda: (cold(), apply_plan(text, the_plan))),
    }
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "design.md"

        def full() -> None:
            cold()
            path.write_text(text, encoding="utf-8")
            update_file(path, lambda t: (apply_plan(t, the_plan).text, None), backup=Path(folder) / "backup.md")

        results["write-back end to end (read, apply, backup, fsync, rename)"] = timed(args.runs, full)
        env = dict(os.environ, XREVIEW_CONFIG_DIR=str(Path(folder) / "config"),
                   XREVIEW_DATA_DIR=str(Path(folder) / "data"), XREVIEW_NO_KEYRING="1")

        def review() -> None:
            path.write_text("---\nstage: design\n---\n" + text.split("---\n", 2)[-1], encoding="utf-8")
            done = subprocess.run([sys.executable, "-m", "xreview", "review", str(path), "--headless", "--yes",
                                   "--models", "lint,rubric", "--max-cycles", "1"], env=env, capture_output=True, text=True)
            if done.returncode not in (0, 1) or "wrote" not in done.stderr:
                raise RuntimeError(done.stderr)

        results["xreview review --headless, built-in reviewers, written"] = timed(args.runs, review)
    for name, times in results.items():
        print(f"{name:<62} median {statistics.median(times) * 1000:7.1f} ms   worst {max(times) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
