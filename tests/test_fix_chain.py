"""The fixer chain with loopback models: escalation from one fixer to the next, the fix checker, credentials
refused, the budget, the order by price, the scope of an edit — headless, as CI runs it."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import EXAMPLE
from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, json_reply, openai_reply
from tests.support.scenarios import FIXED_LINE, GOOD_EDIT, FixerBrains, block
from xreview.artifact.owned import content_signature

NEVER_MATCHES = block("Vendor calls are retried with exponential backof. A message that still fails!", "whatever")
OUTSIDE_EDIT = block("We will migrate one product team at a time, starting with the billing team.",
                     "We will migrate one product team at a time, starting with the billing team, once retries are capped.")


@pytest.fixture
def brains() -> Iterator[tuple[LLMServer, FixerBrains]]:
    brain = FixerBrains()
    with LLMServer(auto=brain) as server:
        yield server, brain


def setup(project: Path, config_dir: Path, server: LLMServer, prices: dict[str, float], project_config: str) -> dict[str, str]:
    """kimi reviews; each of ``prices`` (name -> USD per million input tokens) is a fixer-capable model."""
    config_dir.mkdir(parents=True, exist_ok=True)
    entries = "".join(
        f"  {name}:\n    provider: openai_compat\n    endpoint: {server.url}/{name}/v1\n    model: {name}-1\n"
        f"    api_key_env: {name.upper().replace('-', '_')}_KEY\n    price: {{input: {price}, output: {price * 2}}}\n"
        for name, price in {"kimi": 1.0, **prices}.items()
    )
    (config_dir / "models.yaml").write_text("models:\n" + entries, encoding="utf-8")
    (project / ".xreview.yaml").write_text("default_models: [kimi]\nexecution: {retry_attempts: 0}\n" + project_config,
                                          encoding="utf-8")
    return {f"{name.upper().replace('-', '_')}_KEY": f"sk-{name}-0123456789abcdef" for name in ("kimi", *prices)}


def review(project: Path, env: dict[str, str], *extra: str) -> tuple[dict, str]:  # type: ignore[type-arg]
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", "--auto-fix", "--no-cache",
                     "--max-cycles", "1", *extra, cwd=project, env=env)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout), result.stderr


def retry_issue(report: dict) -> dict:  # type: ignore[type-arg]
    return next(i for i in report["cycles"][0]["issues"] if i["title"] == "No retry budget for vendor calls")


def fixed(project: Path) -> bool:
    return FIXED_LINE in (project / "docs" / "design.md").read_text(encoding="utf-8")


def unchanged(project: Path) -> bool:
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    return content_signature(text) == content_signature(EXAMPLE.read_text(encoding="utf-8"))


def test_a_fixer_whose_edits_never_match_hands_over_to_the_next_which_fixes(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.by_fixer = {"fixer-a": [lambda i: f"Issue {i}: capped retries.\n{NEVER_MATCHES}"] * 2,
                      "fixer-b": [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]}
    env = setup(project, isolated_dirs / "config", server, {"fixer-a": 0.5, "fixer-b": 3.0}, "fixer: [fixer-b, fixer-a]\n")
    report, stderr = review(project, env)
    assert brain.fixers_asked == ["fixer-a", "fixer-a", "fixer-b"]  # cheapest first, two attempts, then the next
    issue = retry_issue(report)
    assert issue["status"] == "resolved" and fixed(project)
    assert issue["fix"] == {"fixer": "fixer-b", "attempts": 3, "checker": "kimi", "verdict": "approved", "outside_section": False}
    assert issue["resolution"].startswith("Auto-fixed by fixer-b, 3rd attempt, approved by kimi: ")
    # the second fixer had the first one's proposal and why it was not accepted
    handover = brain.fixer_requests[2]
    assert "fixer-a proposed:" in handover and "exponential backof. A message that still fails!" in handover
    assert "the SEARCH text is not in the document" in handover
    purposes = [a["purpose"] for a in report["cycles"][0]["assists"]]
    assert purposes == ["fixer", "fixer", "fixer", "fix_check"]
    assert "fixer fixer-a: attempt 2: 0 edit(s) placed, 1 refused" in stderr
    # the Review Log names the fixer, the attempts and the checker
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert "Auto-fixed by fixer-b, 3rd attempt, approved by kimi" in text.split("## Review Log")[1]


def test_a_rejected_edit_is_not_applied_headless_and_the_fixer_hears_why(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.fixes = [lambda i: f"Issue {i}: capped retries.\n{GOOD_EDIT}", lambda i: f"Issue {i}: capped them again.\n{GOOD_EDIT}"]
    brain.verdicts = lambda count: [{"edit": n, "verdict": "reject", "resolves": False, "changes_other": False,
                                     "contradicts": True, "reason": "the Testing section still says retries are unbounded"}
                                    for n in range(1, count + 1)]
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\n")
    report, stderr = review(project, env)
    assert unchanged(project)
    issue = retry_issue(report)
    assert issue["status"] == "flagged" and "fix" not in issue
    assert "rejected by kimi: the Testing section still says retries are unbounded" in issue["resolution"]
    assert issue["resolution"].startswith("Not fixed: no fix accepted after 2 attempt(s): fixer #1: 1 edit(s) placed, 1 rejected (")
    log = (project / "docs" / "design.md").read_text(encoding="utf-8").split("## Review Log")[1]
    assert "No retry budget for vendor calls (High, Low complexity) — Not fixed: no fix accepted after 2 attempt(s)" in log
    assert "rejected by kimi: the Testing section still says retries are unbounded" in brain.fixer_requests[1]
    assert [c for c, _ in brain.check_requests] == ["kimi", "kimi"]
    assert "fix check kimi: 0 approved, 1 rejected" in stderr and "fixed docs/design.md" not in stderr


def test_an_unreadable_verdict_leaves_the_edit_unchecked_and_unapplied(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.fixes = [lambda i: f"Issue {i}: capped retries.\n{GOOD_EDIT}"]
    brain.verdicts = lambda count: '{"verdicts": [{"edit": 1, "verdict": "looks fine"}]}'
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\n")
    report, _ = review(project, env)
    issue = retry_issue(report)
    assert unchanged(project) and issue["status"] == "flagged"
    assert issue["resolution"].startswith("Not fixed: fix not applied: not checked: kimi's answer was refused: verdict 1: ")
    assert len(brain.fixer_requests) == 1  # not the fixer's fault: no second attempt


def test_a_fixer_answering_401_is_reported_with_the_fix_and_not_asked_again(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    server.script("/fixer-a/", json_reply(401, {"error": {"message": "Invalid API key", "type": "invalid_request_error"}}))
    brain.by_fixer = {"fixer-b": [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]}
    env = setup(project, isolated_dirs / "config", server, {"fixer-a": 0.5, "fixer-b": 3.0}, "fixer: [fixer-a, fixer-b]\n")
    report, stderr = review(project, env)
    calls = [r.path for r in server.requests if "/fixer-a/" in r.path]
    assert len(calls) == 1  # no second attempt for a key that was refused
    assert "fixer fixer-a: attempt 1: credentials refused" in stderr
    assert "fix: `xreview keys set fixer-a` or export FIXER_A_KEY; not asked again in this session" in stderr
    assert "sk-fixer-a-0123456789abcdef" not in stderr + json.dumps(report)
    issue = retry_issue(report)
    assert issue["status"] == "resolved" and issue["fix"]["fixer"] == "fixer-b" and issue["fix"]["attempts"] == 2


def test_the_order_is_by_price_unless_as_listed_and_a_fixer_over_budget_is_skipped(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    good = [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]
    brain.by_fixer = {"fixer-dear": list(good), "fixer-cheap": list(good)}
    env = setup(project, isolated_dirs / "config", server, {"fixer-dear": 9.0, "fixer-cheap": 0.1},
                "fixer: [fixer-dear, fixer-cheap]\nfixer_order: as_listed\n")
    review(project, env)
    assert brain.fixers_asked == ["fixer-dear"]
    # cheapest first; and the cheap one cannot be afforded: skipped with a note, the next one fixes
    (project / "docs" / "design.md").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    brain.fixers_asked.clear()
    brain.by_fixer = {"fixer-dear": list(good)}
    env = setup(project, isolated_dirs / "config", server, {"fixer-dear": 0.5, "fixer-cheap": 0.1, "fixer-huge": 900000.0},
                "fixer: [fixer-dear, fixer-huge]\n")
    report, stderr = review(project, env, "--fixer", "fixer-huge,fixer-dear", "--budget", "1")
    assert brain.fixers_asked == ["fixer-dear"]
    assert "fixer fixer-huge: attempt 1: skipped: over budget" not in stderr  # cheaper one first: never needed
    assert retry_issue(report)["fix"]["fixer"] == "fixer-dear"
    brain.fixers_asked.clear()
    (project / "docs" / "design.md").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    brain.by_fixer = {"fixer-dear": list(good)}
    report, stderr = review(project, env, "--fixer", "fixer-huge,fixer-dear", "--budget", "1", "--config", str(_as_listed(project)))
    assert brain.fixers_asked == ["fixer-dear"] and "fixer fixer-huge: attempt 1: skipped: over budget" in stderr
    assert retry_issue(report)["status"] == "resolved"


def _as_listed(project: Path) -> Path:
    path = project / "as-listed.yaml"
    path.write_text((project / ".xreview.yaml").read_text(encoding="utf-8") + "fixer_order: as_listed\n", encoding="utf-8")
    return path


def test_the_fixer_never_checks_its_own_edit(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    brain.by_fixer = {"fixer-a": [lambda i: f"Issue {i}: capped retries.\n{NEVER_MATCHES}"] * 2,
                      "fixer-b": [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]}
    env = setup(project, isolated_dirs / "config", server, {"fixer-a": 0.5, "fixer-b": 3.0},
                "fixer: [fixer-a, fixer-b]\nfix_checker: fixer-b\n")
    report, stderr = review(project, env)
    assert [c for c, _ in brain.check_requests] == ["kimi"]  # fixer-b wrote the edit: kimi checks it, not fixer-b
    assert "fixer chain: fixer-b wrote these edits, so another model checks them; kimi checks instead" in stderr
    assert retry_issue(report)["fix"]["checker"] == "kimi"
    # and fixer-a's edits are checked by the configured checker
    (project / "docs" / "design.md").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    brain.check_requests.clear()
    brain.by_fixer = {"fixer-a": [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]}
    report, _ = review(project, env)
    assert [c for c, _ in brain.check_requests] == ["fixer-b"] and retry_issue(report)["fix"]["checker"] == "fixer-b"


def test_an_edit_outside_the_issue_section_needs_the_checker(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, brain = brains
    answer = [lambda i: f"Issue {i}: capped retries and said so in Rollout.\n{GOOD_EDIT}\n{OUTSIDE_EDIT}"]
    brain.fixes = list(answer)
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\nfix_checker: none\n")
    report, _ = review(project, env)
    issue = retry_issue(report)
    assert issue["status"] == "flagged" and "“Rollout”, outside its section, and no checker approved that" in issue["resolution"]
    assert brain.check_requests == []
    # with a checker that approves, both edits go in; the request said which one was outside
    brain.fixes = list(answer)
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\n")
    report, _ = review(project, env)
    issue = retry_issue(report)
    assert issue["status"] == "resolved" and issue["fix"]["outside_section"] is True
    [(checker, request)] = brain.check_requests
    assert "It changes the section “Rollout”, OUTSIDE the issue's section" in request
    assert "It changes the section “Error Handling”." in request
    assert "once retries are capped" in (project / "docs" / "design.md").read_text(encoding="utf-8")


def test_the_chain_and_the_checker_are_checked_before_anything_runs(project: Path, isolated_dirs: Path, brains) -> None:  # type: ignore[no-untyped-def]
    server, _brain = brains
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\nfixer_order: fastest\n")
    bad = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project, env=env)
    assert bad.returncode == 2 and ".xreview.yaml:4" in bad.stderr and "'fixer_order' must be cheapest or as_listed" in bad.stderr
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: [fixer, lint]\n")
    bad = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project, env=env)
    assert bad.returncode == 2 and "fixer 'lint' is a built-in reviewer" in bad.stderr
    env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\n")
    bad = run_cli("review", "docs/design.md", "--headless", "--yes", "--fix-checker", "kimmi", cwd=project, env=env)
    assert bad.returncode == 2 and "--fix-checker: unknown model 'kimmi'" in bad.stderr and "kimi" in bad.stderr
    bad = run_cli("review", "docs/design.md", "--headless", "--yes", "--fixer", "fixer,fixr", cwd=project, env=env)
    assert bad.returncode == 2 and "--fixer: unknown model 'fixr'" in bad.stderr
    shown = json.loads(run_cli("config", "--format", "json", cwd=project, env=env).stdout)
    assert shown["fixer"]["value"] == "fixer" and shown["fix_checker"]["value"] == "auto"
    assert shown["fixer_order"] == {"value": "cheapest", "origin": "packaged default"}
    assert server.requests == []


def test_a_command_line_fixer_logged_out_at_dispatch_is_left_out_with_the_fix(project: Path, isolated_dirs: Path, brains,  # type: ignore[no-untyped-def]
                                                                             tmp_path: Path) -> None:
    from tests.support.fake_tools import FakeTools

    server, brain = brains
    tools = FakeTools(tmp_path / "tools", ("codex",))
    tools.mode("codex", "auth")  # was logged in when the review began, say; not any more
    brain.by_fixer = {"fixer-b": [lambda i: f"Issue {i}: capped retries at 5 attempts over 10 minutes.\n{GOOD_EDIT}"]}
    env = setup(project, isolated_dirs / "config", server, {"fixer-b": 3.0}, "fixer: [codex, fixer-b]\nfixer_order: as_listed\n")
    models = isolated_dirs / "config" / "models.yaml"
    models.write_text(models.read_text(encoding="utf-8") + "  codex:\n    provider: cli\n    command: codex\n", encoding="utf-8")
    env["PATH"] = f"{tools.bin}{os.pathsep}{os.environ['PATH']}"
    report, stderr = review(project, env)
    assert "fixer chain: fixer codex left out: unavailable: codex 9.9.9, not logged in: " in stderr
    assert [call["argv"][1:3] for call in tools.calls("codex")] == []  # asked only whether it is logged in
    issue = retry_issue(report)
    assert issue["status"] == "resolved" and issue["fix"]["fixer"] == "fixer-b"


TWO_ISSUES = """## Issues

### [High/Low] No retry budget for vendor calls
**Location:** Error Handling
**Problem:** Retries are exponential but unbounded in total time.

### [High/Low] Success criteria are not measurable
**Location:** Success Criteria
**Problem:** "Fast and reliable" cannot be checked.
"""
CRITERIA_EDIT = block("- Delivery is fast and reliable for all channels.",
                      "- 99.9 % of messages are handed to their vendor within 60 seconds.")


def test_a_second_attempt_that_repeats_an_edit_of_an_issue_already_fixed_places_only_the_rest(
        project: Path, isolated_dirs: Path) -> None:
    class TwoIssues(FixerBrains):
        def __call__(self, recorded):  # type: ignore[no-untyped-def]
            model = recorded.path.strip("/").split("/")[0]
            if model == "kimi" and not next(m["content"] for m in recorded.body["messages"]
                                            if m["role"] == "user").startswith("Check the "):
                return openai_reply(TWO_ISSUES, 2000, 200)
            return super().__call__(recorded)

    brain = TwoIssues()
    ids: list[str] = []

    def first(_issue: str) -> str:
        request = brain.fixer_requests[-1]
        ids.extend(re.findall(r"^Issue (I-[0-9a-f]+\d*): (?:No retry|Success)", request, re.MULTILINE))
        return (f"Issue {ids[0]}: capped retries.\n{GOOD_EDIT}\n"
                f"Issue {ids[1]}: stated a number.\n{block('- Delivery is fast and reliable for all channel.', 'x')}")

    brain.by_fixer = {"fixer": [first, lambda _issue: (f"Issue {ids[0]}: capped retries.\n{GOOD_EDIT}\n"
                                                        f"Issue {ids[1]}: stated a number.\n{CRITERIA_EDIT}")]}
    with LLMServer(auto=brain) as server:
        env = setup(project, isolated_dirs / "config", server, {"fixer": 1.0}, "fixer: fixer\n")
        report, _ = review(project, env)
    issues = {i["title"]: i for i in report["cycles"][0]["issues"]}
    assert issues["No retry budget for vendor calls"]["fix"]["attempts"] == 1
    assert issues["Success criteria are not measurable"]["fix"]["attempts"] == 2
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert FIXED_LINE in text and "within 60 seconds" in text
