"""Auto-fix with a loopback fixer model: headless --auto-fix, refusals, CRLF, code fences, undo."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import EXAMPLE
from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer
from tests.support.scenarios import FIXED_LINE, GOOD_EDIT, ORIGINAL_LINE, FixerBrains, block
from tests.support.scenarios import setup_fixer as setup
from xreview.artifact.owned import content_signature


@pytest.fixture
def brains() -> Iterator[tuple[LLMServer, FixerBrains]]:
    brain = FixerBrains()
    with LLMServer(auto=brain) as server:
        yield server, brain


def review(project: Path, env: dict[str, str], *extra: str) -> tuple[dict, str]:  # type: ignore[type-arg]
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", *extra, cwd=project, env=env)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout), result.stderr


def body(text: str) -> str:
    """The artifact without the sections and fields xreview writes."""
    return content_signature(text)


def test_a_clean_fix_is_applied_logged_resolved_and_the_next_cycle_reviews_the_fixed_text(
    project: Path, isolated_dirs: Path, brains  # type: ignore[no-untyped-def]
) -> None:
    server, brain = brains
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries at 5 attempts over 10 minutes.\n\n{GOOD_EDIT}"]
    env = setup(project, isolated_dirs / "config", server)
    report, stderr = review(project, env, "--auto-fix")
    first, second = report["cycles"]
    retry = next(i for i in first["issues"] if i["title"] == "No retry budget for vendor calls")
    assert retry["status"] == "resolved"
    assert retry["resolution"] == "Auto-fixed by fixer, 1st attempt, approved by kimi: capped retries at 5 attempts over 10 minutes."
    assert retry["fix"] == {"fixer": "fixer", "attempts": 1, "checker": "kimi", "verdict": "approved", "outside_section": False}
    assert [a["purpose"] for a in first["assists"]] == ["fixer", "fix_check"]
    assert all(i["title"] != "No retry budget for vendor calls" for i in second["issues"])
    assert report["stop_reason"] == "clean"
    assert "fixed docs/design.md: 1 edit(s) applied; resolved " + retry["id"] in stderr
    assert FIXED_LINE not in brain.reviewed[0] and FIXED_LINE in brain.reviewed[1]
    # the fixer was given the issue in the reviewer's words, its location, and the document
    request = brain.fixer_requests[0]
    assert f"Issue {retry['id']}: No retry budget for vendor calls (High; Error Handling" in request
    assert "kimi wrote: ### [High/Low] No retry budget for vendor calls" in request and "<document>" in request

    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert FIXED_LINE + "\nA message that still fails" in text
    assert "| Resolved | Auto-fixed by fixer, 1st attempt, approved by kimi: capped retries at 5 attempts over 10 minutes. |" in text
    assert "  - Auto-fixed: 1" in text
    # only the SEARCH block changed in the body
    original = EXAMPLE.read_text(encoding="utf-8")
    assert body(text).replace(FIXED_LINE + "\nA message that still fails", ORIGINAL_LINE) == body(original)

    undone = run_cli("undo", "docs/design.md", cwd=project)
    assert undone.returncode == 0, undone.stderr
    assert "restored docs/design.md as it was before the fixes for " + retry["id"] in undone.stderr
    assert (project / "docs" / "design.md").read_text(encoding="utf-8") == original
    again = run_cli("undo", "docs/design.md", cwd=project)
    assert again.returncode == 2 and "no fixes to undo" in again.stderr


def test_a_search_that_matches_nothing_is_refused_and_the_document_stays_as_it_was(
    project: Path, isolated_dirs: Path, brains  # type: ignore[no-untyped-def]
) -> None:
    server, brain = brains
    wrong = block("Vendor calls are retried with exponential backof. A message that still fails!", "whatever")
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries.\n{wrong}"] * 2
    env = setup(project, isolated_dirs / "config", server)
    report, stderr = review(project, env, "--auto-fix")
    [cycle] = report["cycles"]
    retry = next(i for i in cycle["issues"] if i["title"] == "No retry budget for vendor calls")
    assert retry["status"] == "flagged" and "note" not in retry
    assert retry["resolution"].startswith("Not fixed: no fix accepted after 2 attempt(s): fixer #1: 0 edit(s) placed, 1 refused (")
    assert "the SEARCH text is not in the document" in brain.fixer_requests[1]
    assert len(brain.fixer_requests) == 2  # one more round, then no more
    assert "These edits could not be applied" in brain.fixer_requests[1]
    line = EXAMPLE.read_text(encoding="utf-8").splitlines().index(ORIGINAL_LINE) + 1
    assert f"did you mean line {line}: “{ORIGINAL_LINE}”" in brain.fixer_requests[1]
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert body(text) == body(EXAMPLE.read_text(encoding="utf-8"))
    assert report["stop_reason"] == "stuck" and "fixed docs/design.md" not in stderr
    assert run_cli("undo", "docs/design.md", cwd=project).returncode == 2


def test_an_ambiguous_search_is_refused_and_the_second_round_can_fix_it(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.fixes = [
        lambda issue: f"Issue {issue}: capped retries.\n{block('retried', 'retried at most 5 times')}",
        lambda issue: f"Issue {issue}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}",
    ]
    (project / "docs" / "design.md").write_text(
        EXAMPLE.read_text(encoding="utf-8").replace("## Testing\n", "## Testing\n\nFailed vendor calls are retried in tests too.\n"),
        encoding="utf-8")
    env = setup(project, isolated_dirs / "config", server)
    lines = [n + 1 for n, line in enumerate((project / "docs" / "design.md").read_text(encoding="utf-8").splitlines()) if "retried" in line]
    report, _ = review(project, env, "--auto-fix")
    assert f"the SEARCH text occurs 2 times (lines {lines[0]}, {lines[1]})" in brain.fixer_requests[1]
    retry = next(i for i in report["cycles"][0]["issues"] if i["title"] == "No retry budget for vendor calls")
    assert retry["status"] == "resolved"
    assert FIXED_LINE in (project / "docs" / "design.md").read_text(encoding="utf-8")


def test_a_crlf_document_stays_crlf(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]
    path = project / "docs" / "design.md"
    path.write_bytes(EXAMPLE.read_bytes().replace(b"\n", b"\r\n"))
    env = setup(project, isolated_dirs / "config", server)
    report, _ = review(project, env, "--auto-fix")
    raw = path.read_bytes()
    assert (FIXED_LINE + "\r\nA message that still fails").encode() in raw
    assert b"\n" not in raw.replace(b"\r\n", b"")
    assert report["stop_reason"] == "clean"


def test_a_fix_inside_a_code_fence(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    fence = "```yaml\nretry:\n  backoff: exponential\n  max_attempts: unbounded\n```\n"
    path = project / "docs" / "design.md"
    path.write_text(EXAMPLE.read_text(encoding="utf-8").replace("## Testing\n", fence + "\n## Testing\n"), encoding="utf-8")
    edit = block("  max_attempts: unbounded", "  max_attempts: 5\n  max_total_minutes: 10")
    brain.fixes = [lambda issue: f"Issue {issue}: capped retries in the config example.\n{edit}"]
    env = setup(project, isolated_dirs / "config", server)
    report, _ = review(project, env, "--auto-fix", "--max-cycles", "1")
    retry = next(i for i in report["cycles"][0]["issues"] if i["title"] == "No retry budget for vendor calls")
    assert retry["status"] == "resolved"
    text = path.read_text(encoding="utf-8")
    assert "```yaml\nretry:\n  backoff: exponential\n  max_attempts: 5\n  max_total_minutes: 10\n```\n" in text


def test_without_auto_fix_the_report_says_the_issues_await_a_fix(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    env = setup(project, isolated_dirs / "config", server)
    result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project, env=env)
    assert result.returncode == 1
    assert "open (awaits a fix)" in result.stdout and brain.fixer_requests == []
    bad = run_cli("review", "docs/design.md", "--headless", "--yes", "--auto-fix", "--fixer", "fixr", cwd=project, env=env)
    assert bad.returncode == 2 and "--fixer: unknown model 'fixr'" in bad.stderr and "fixer" in bad.stderr
    nowrite = run_cli("review", "docs/design.md", "--headless", "--yes", "--auto-fix", "--no-write", cwd=project, env=env)
    assert nowrite.returncode == 2 and "--no-write forbids it" in nowrite.stderr
    builtin = run_cli("review", "docs/design.md", "--headless", "--yes", "--auto-fix", "--fixer", "lint", cwd=project, env=env)
    assert builtin.returncode == 2 and "fixer 'lint' is a built-in reviewer" in builtin.stderr
    (project / ".xreview.yaml").write_text("synthesizer: rubric\n", encoding="utf-8")
    arbiter = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project, env=env)
    assert arbiter.returncode == 2 and ".xreview.yaml" in arbiter.stderr and "synthesizer 'rubric' is a built-in reviewer" in arbiter.stderr


def test_the_fixer_is_outside_too_a_document_holding_a_key_never_reaches_it(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, _brain = brains
    env = setup(project, isolated_dirs / "config", server)
    models = isolated_dirs / "config" / "models.yaml"  # the fixer as it usually is: a service elsewhere
    models.write_text(models.read_text(encoding="utf-8").replace(f"{server.url}/fixer/v1", "https://fixer.invalid/v1"),
                      encoding="utf-8")
    doc = project / "docs" / "design.md"
    key = "sk-proj-" + "Q7w8E9r0T1y2U3i4O5p6"
    doc.write_text(doc.read_text(encoding="utf-8") + f"\nStaging key: {key}\n", encoding="utf-8")
    result = run_cli("review", "docs/design.md", "-m", "lint,rubric", "--fixer", "fixer", "--auto-fix", "--headless", "--yes",
                         cwd=project, env=env)
    assert result.returncode == 2 and "xreview will not send it to fixer" in result.stderr and key not in result.stderr
    assert server.requests == []
