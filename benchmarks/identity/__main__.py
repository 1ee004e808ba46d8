"""Does a review rewrite history? ``python -m benchmarks.identity``

Each file in ``logs/`` is a real artifact whose Issue Log another review
process wrote (rows marked Resolved, Complete, Deferred to P0, Logged, with
Medium severities, "-" cells and summary rows). xreview reviews a copy with
its built-in reviewers, headless, and this counts, per artifact:

- **rows changed**: rows of the original Issue Log that are no longer byte
  for byte what they were (none of the built-in findings is one of those
  issues, so every change is history rewritten by accident);
- **re-raises**: issues xreview says re-raise a closed row (reported, the row
  left as it was until someone confirms);
- **new rows**: the findings written as rows of their own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.issue_log import read_issue_log

LOGS = Path(__file__).parent / "logs"


def rows(text: str) -> list[str]:
    doc = MarkdownDocument.parse(text)
    return [doc.line_text(row.line) for row in read_issue_log(doc)]


def review(path: Path) -> tuple[list[str], list[str], dict[str, object]]:
    """The Issue Log rows before and after a headless review of a copy, and the JSON report."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / path.name
        copy.write_bytes(path.read_bytes())
        env = dict(os.environ, XREVIEW_DATA_DIR=str(Path(scratch) / "data"), XREVIEW_CONFIG_DIR=str(Path(scratch) / "config"))
        done = subprocess.run(
            [sys.executable, "-m", "xreview", "review", str(copy), "--headless", "--yes", "-m", "lint,rubric", "--format", "json"],
            capture_output=True, text=True, env=env, cwd=scratch, check=False,
        )
        if done.returncode not in (0, 1):
            raise SystemExit(f"{path.name}: xreview exited {done.returncode}: {done.stderr.strip()}")
        return rows(path.read_text(encoding="utf-8")), rows(copy.read_text(encoding="utf-8")), json.loads(done.stdout)


def main() -> int:
    print(f"{'artifact':<32} {'rows':>5} {'changed':>7} {'re-raises':>9} {'new rows':>8}")
    total_changed = 0
    for path in sorted(p for p in LOGS.glob("*.md") if p.name != "README.md"):
        before, after, report = review(path)
        changed = [line for line in before if line not in after]
        issues = [i for c in report["cycles"] for i in c["issues"]]  # type: ignore[index, union-attr]
        reraised = [i for i in issues if i.get("reraised")]
        print(f"{path.stem:<32} {len(before):>5} {len(changed):>7} {len(reraised):>9} {len(after) - len(before):>8}")
        for line in changed:
            print(f"    changed: {line.strip()[:110]}")
        for issue in reraised:
            mark = issue["reraised"]
            row = mark.get("row") if isinstance(mark, dict) else "?"  # older reports said only True
            print(f"    re-raise: {issue['title'][:60]} -> row #{row}")
        total_changed += len(changed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
