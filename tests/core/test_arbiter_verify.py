"""The arbiter's and the verifier's answers are checked before they are used."""

from __future__ import annotations

import pytest

from xreview.core.arbiter import ArbiterError, parse_clusters
from xreview.core.model import Action, Complexity, Consensus, Issue, Severity, Source, Status, Verdict, Verification
from xreview.core.verify import apply_verification, needs_verification, parse_verdict


def test_clusters_are_read_from_bare_or_fenced_json() -> None:
    assert parse_clusters('{"clusters": [[2, 1], [3]]}', 3) == [[0, 1], [2]]
    assert parse_clusters('```json\n{"clusters": [[1], [2, 3]]}\n```', 3) == [[0], [1, 2]]


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("[[1, 2, 3]]", 'no "clusters" list'),
        ('{"clusters": [[1, 2], []]}', "cluster 2 is not a non-empty list"),
        ('{"clusters": [[1, 2], [4]]}', "names 4, not an item number from 1 to 3"),
        ('{"clusters": [[1, true], [3]]}', "names True"),
        ('{"clusters": [["1"], [2, 3]]}', "names '1'"),
        ('{"clusters": [[1, 2], [2, 3]]}', "item 2 is placed twice (clusters 1 and 2)"),
        ('{"clusters": [[1]]}', "items 2, 3 placed in no cluster"),
    ],
)
def test_an_answer_that_breaks_the_schema_is_refused_with_the_reason(answer: str, message: str) -> None:
    with pytest.raises(ArbiterError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_clusters(answer, 3)


def test_verdicts_in_json_or_as_a_leading_word() -> None:
    assert parse_verdict('{"verdict": "agree", "reason": "Yes."}') == (Verdict.AGREE, "Yes.")
    assert parse_verdict('{"verdict": "cannot_tell", "reason": ""}') == (Verdict.CANNOT_TELL, "")
    assert parse_verdict("Disagree. Section 4 covers it.") == (Verdict.DISAGREE, "Section 4 covers it.")
    assert parse_verdict("cannot tell - the doc is silent")[0] is Verdict.CANNOT_TELL
    with pytest.raises(ValueError, match="unknown verdict 'maybe'"):
        parse_verdict('{"verdict": "maybe"}')
    with pytest.raises(ValueError):
        parse_verdict("I think the reviewer has a point.")


def _issue(severity: Severity, consensus: Consensus = Consensus.SINGLE) -> Issue:
    return Issue("I-1", "t", "d", severity, Complexity.MEDIUM, Action.AUTO_FIX, consensus, Status.OPEN, [Source("kimi", severity, None, "t")])


def test_only_single_model_critical_or_high_issues_are_checked() -> None:
    assert needs_verification(_issue(Severity.CRITICAL)) and needs_verification(_issue(Severity.HIGH))
    assert not needs_verification(_issue(Severity.LOW))
    assert not needs_verification(_issue(Severity.HIGH, Consensus.SOME))


def test_a_verdict_moves_confidence_one_step_and_a_disagreement_logs_a_high_issue() -> None:
    agreed = _issue(Severity.HIGH)
    apply_verification(agreed, Verification("gemini", Verdict.AGREE, "yes"))
    assert agreed.confidence == "medium" and agreed.action is Action.AUTO_FIX
    doubted = _issue(Severity.HIGH)
    apply_verification(doubted, Verification("gemini", Verdict.DISAGREE, "covered in 4.2"))
    assert doubted.confidence == "very low" and doubted.action is Action.LOG and doubted.status is Status.LOGGED
    critical = _issue(Severity.CRITICAL)
    apply_verification(critical, Verification("gemini", Verdict.DISAGREE, "no"))
    assert critical.action is Action.AUTO_FIX and critical.status is Status.OPEN  # blocking stays acted on
    unsure = _issue(Severity.HIGH)
    apply_verification(unsure, Verification("gemini", Verdict.CANNOT_TELL, ""))
    assert unsure.confidence == "low"
    assert unsure.as_dict()["verification"] == {"model": "gemini", "verdict": "cannot tell", "reason": ""}
