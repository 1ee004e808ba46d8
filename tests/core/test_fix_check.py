"""The fix checker's strict answer, a model's family, and what the next fixer of a chain is told."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xreview.config.project import fixer_chain
from xreview.core.fix_check import escalation_reference, model_family, parse_check


def verdict(n: int, word: str = "approve", **changes: object) -> dict[str, object]:
    answer: dict[str, object] = {"edit": n, "verdict": word, "resolves": word == "approve", "changes_other": False,
                                 "contradicts": False, "reason": f"edit {n} checked"}
    return {**answer, **changes}


def test_one_verdict_per_edit_in_edit_order_even_fenced() -> None:
    answer = "```json\n" + json.dumps({"verdicts": [verdict(2, "reject"), verdict(1)]}) + "\n```"
    first, second = parse_check(answer, 2, "gemini")
    assert (first.approve, first.checker, first.reason) == (True, "gemini", "edit 1 checked")
    assert (second.approve, second.label) == (False, "rejected by gemini")


@pytest.mark.parametrize(("answer", "why"), [
    ("I approve both edits.", "not JSON"),
    (json.dumps({"verdict": "approve"}), 'no "verdicts" list'),
    (json.dumps({"verdicts": [verdict(1)]}), "no verdict for edit 2"),
    (json.dumps({"verdicts": [verdict(1), verdict(1)]}), "edit 1 is judged twice"),
    (json.dumps({"verdicts": [verdict(1), verdict(3)]}), "names edit 3; there are 2"),
    (json.dumps({"verdicts": [verdict(1), verdict(2, "looks fine")]}), 'neither "approve" nor "reject"'),
    (json.dumps({"verdicts": [verdict(1), verdict(2, resolves="yes")]}), '"resolves" missing or not a bool'),
    (json.dumps({"verdicts": [verdict(1), verdict(2, edit=True)]}), '"edit" missing or not a int'),
    (json.dumps({"verdicts": [verdict(1), verdict(2, reason="  ")]}), "edit 2: no reason given"),
    (json.dumps({"verdicts": [verdict(1), verdict(2, contradicts=True)]}), "approved, yet the answer says"),
])
def test_anything_but_the_exact_shape_is_refused_with_what_is_wrong(answer: str, why: str) -> None:
    with pytest.raises(ValueError, match=None) as caught:
        parse_check(answer, 2, "gemini")
    assert why in str(caught.value)


@given(st.text(max_size=200))
def test_no_text_makes_the_parser_crash(answer: str) -> None:
    try:
        parse_check(answer, 1, "gemini")
    except ValueError:
        pass


@pytest.mark.parametrize(("names", "family"), [
    (("claude-sonnet-4-5", "claude-sonnet", "anthropic"), "anthropic"),
    (("anthropic/claude-3.5-haiku", "sonnet", "openai_compat"), "anthropic"),
    (("gpt-5-codex", "codex", "codex", "cli"), "openai"),
    (("o3", "reasoner", "openai_compat"), "openai"),
    (("gemini-2.5-pro", "gemini", "google"), "google"),
    (("moonshotai/kimi-k2-0905", "kimi-k2", "openai_compat"), "moonshot"),
    (("deepseek-chat", "deepseek", "openai_compat"), "deepseek"),
    (("local-model", "mine", "openai_compat"), "own:local-model"),
])
def test_a_model_family_from_its_names(names: tuple[str, ...], family: str) -> None:
    assert model_family(*names) == family


def test_the_next_fixer_is_told_each_earlier_proposal_and_why_it_failed() -> None:
    text = escalation_reference([("codex", "Issue I-1a2b: capped.\n<<<<<<< SEARCH\nx\n", ["rejected by gemini: still unbounded"])])
    assert "codex proposed:" in text and "<previous-answer>\nIssue I-1a2b: capped." in text
    assert "- rejected by gemini: still unbounded" in text
    assert escalation_reference([]) == ""


def test_a_chain_from_any_spelling() -> None:
    assert fixer_chain("codex, gemini,codex") == ["codex", "gemini"]
    assert fixer_chain(["claude", "none"]) == ["claude"]
    assert fixer_chain("none") == [] and fixer_chain(" , ") == []


def test_a_reason_from_the_checker_is_untrusted_text() -> None:
    answer = json.dumps({"verdicts": [verdict(1, "reject", reason="it \x1b[2Jclears\x07 the screen")]})
    [rejected] = parse_check(answer, 1, "gemini")
    assert "\x1b" not in rejected.reason and "\x07" not in rejected.reason and "clears" in rejected.reason
