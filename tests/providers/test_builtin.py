"""The built-in reviewers find planted weaknesses, and the synthesis gives each the right action."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import run_cli
from xreview.core.model import Action, Severity

FAKE_KEY = "sk-proj-" + "Zx8Qw2Lm9Rt4Yu7Io1Pa5Sd3Fg6Hj0Kl"

PLANTED = f"""---
title: Payments ledger
stage: design
---

# Payments ledger

## Problem

Ledger entries are written by three services.

## Goals

- One writer for ledger entries.

## Success Criteria

- The ledger is fast and reliable.
- Reconciliation finishes within 15 minutes for 1 million entries.

## Architecture

A single writer service owns the ledger table. TODO: pick the queue.

Staging key for the bank API: {FAKE_KEY}

## Interfaces

`POST /entries` appends an entry.

## Error Handling

Writes are idempotent by entry id.

## Testing

Property tests over generated entry streams.

## Rollout

Shadow writes for two weeks, then switch.
"""


def review_json(path: Path) -> dict:  # type: ignore[type-arg]
    result = run_cli("review", str(path), "--headless", "--yes", "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def test_planted_weaknesses_are_found_with_the_right_action(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(PLANTED, encoding="utf-8")
    report = review_json(doc)
    issues = report["cycles"][0]["issues"]
    by_title = {i["title"]: i for i in issues}

    todo = next(i for t, i in by_title.items() if t.startswith("Unfinished placeholder"))
    assert todo["location"]["heading"] == "Architecture"
    assert todo["severity"] == Severity.HIGH.value and todo["action"] == Action.AUTO_FIX.value

    criteria = next(i for t, i in by_title.items() if t.startswith("Success criteria that cannot be measured"))
    assert "fast" in criteria["description"] and "Reconciliation" not in criteria["description"]
    assert criteria["action"] == Action.AUTO_FIX.value

    security = by_title["Missing required section: Security"]
    assert security["severity"] == "High" and security["action"] == Action.AUTO_FIX.value
    assert security["sources"][0]["model"] == "rubric"

    secret = next(i for t, i in by_title.items() if t.startswith("Secret pasted into the document"))
    assert secret["severity"] == "Critical" and secret["action"] == Action.AUTO_FIX.value
    assert secret["location"]["line"] == PLANTED.splitlines().index(next(l for l in PLANTED.splitlines() if FAKE_KEY in l)) + 1 == 25

    # every issue carries a location, and the key itself is shown nowhere
    assert all(i["location"]["line"] for i in issues)
    assert FAKE_KEY not in json.dumps(report)


def test_key_never_reaches_stdout_or_stderr(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(PLANTED, encoding="utf-8")
    for fmt in ("text", "markdown", "json"):
        result = run_cli("review", str(doc), "--headless", "--yes", "--format", fmt)
        assert FAKE_KEY not in result.stdout + result.stderr


def test_lint_hygiene_checks(tmp_path: Path) -> None:
    (tmp_path / "present.md").write_text("# here\n")
    doc = tmp_path / "design.md"
    doc.write_text(
        "---\nversion: 1.0\nupdated: 2026-01-01\n---\n# Title\n\n## Empty\n\n## Notes\n\n"
        "See [guide](missing.md), [ok](present.md), [anchor](#nowhere) and [fine](#notes).\n"
        "The code lives in `src/app/main.py`.\n\n#### Deep\n\ntext\n\n## Notes\n\nagain\n\n"
        "```\nTODO inside code is not a marker\n```\n\n"
        "## Revision History\n\n| Version | Date |\n|---|---|\n| 1.0 | 2026-01-01 |\n| 1.1 | 2026-02-03 |\n",
        encoding="utf-8",
    )
    titles = [i["title"] for i in review_json(doc)["cycles"][0]["issues"] if i["sources"][0]["model"] == "lint"]
    assert 'Empty section "Empty"' in titles
    assert "Broken relative link to missing.md" in titles
    assert "Broken anchor link #nowhere" in titles
    assert "Named file not present: src/app/main.py" in titles
    assert 'Heading level jumps from H2 to H4 at "Deep"' in titles
    assert 'Duplicate heading "Notes"' in titles
    assert any(t.startswith("Frontmatter version 1.0 disagrees") for t in titles)
    assert any(t.startswith("Frontmatter 'updated' (2026-01-01) is older") for t in titles)
    assert not any("placeholder" in t for t in titles)
    assert not any("present.md" in t or "#notes" in t for t in titles)


def test_clean_document_exits_zero_with_status_clean(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(PLANTED.replace("TODO: pick the queue.", "The queue is Postgres SKIP LOCKED.")
                   .replace(f"Staging key for the bank API: {FAKE_KEY}", "Keys live in the secret store.")
                   .replace("- The ledger is fast and reliable.\n", "")
                   + "\n## Security\n\nOnly the writer service holds write grants.\n", encoding="utf-8")
    result = run_cli("review", str(doc), "--headless", "--yes", "--format", "json")
    assert result.returncode == 0, result.stdout
    report = json.loads(result.stdout)
    assert report["stop_reason"] == "clean"
    assert report["schema"] == "xreview.report/1"
