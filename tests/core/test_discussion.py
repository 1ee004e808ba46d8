"""Discussion rounds in code: the strict answer, the convergence score, what a round does to the issues."""

from __future__ import annotations

import json

import pytest

from xreview.core.discussion import (
    AnswerError,
    CrossAnswer,
    DiscussionTuning,
    apply_round,
    clarification_questions,
    convergence,
    cross_request,
    parse_cross_answer,
)
from xreview.core.model import Action, Complexity, Consensus, Issue, Location, Severity, Source, Status, Verdict


def _issue(issue_id: str, title: str, models: list[str], severity: Severity = Severity.HIGH) -> Issue:
    return Issue(issue_id, title, title, severity, Complexity.MEDIUM, Action.FLAG, Consensus.SINGLE, Status.FLAGGED,
                 [Source(m, None, None, f"{title} (as {m} put it)", 0) for m in models], Location())


def _answer(model: str, verdicts: dict[str, str], confidence: float = 0.9, severity: str = "High",
            additions: list[dict[str, str]] | None = None) -> str:
    body = {"verdicts": [{"id": i, "verdict": v, "reason": f"{model} on {i}", "confidence": confidence, "severity": severity}
                         for i, v in verdicts.items()], "additions": additions or []}
    return json.dumps(body)


def test_an_answer_in_a_fenced_block_is_read_with_every_stance_and_addition() -> None:
    text = "Here it is:\n```json\n" + _answer("a", {"I-1": "agree", "I-2": "cannot_tell"},
                                            additions=[{"title": "No rollback", "severity": "Medium", "description": "x"}]) + "\n```\n"
    answer = parse_cross_answer(text, "a", 2, ["I-1", "I-2"])
    assert answer.stances["I-1"].verdict is Verdict.AGREE
    assert answer.stances["I-2"].verdict is Verdict.CANNOT_TELL
    assert answer.stances["I-1"].severity is Severity.HIGH and answer.stances["I-1"].round == 2
    assert [a.title for a in answer.additions] == ["No rollback"]


@pytest.mark.parametrize(("text", "problem"), [
    ("I agree with all of them.", "not JSON"),
    (json.dumps({"verdicts": [{"id": "I-1", "verdict": "agree", "reason": "r", "confidence": 0.5}]}), "no verdict for I-2"),
    (json.dumps({"verdicts": [{"id": "I-9", "verdict": "agree", "reason": "r", "confidence": 0.5}]}), "names 'I-9'"),
    (_answer("a", {"I-1": "maybe", "I-2": "agree"}), "not agree, disagree or cannot_tell"),
    (_answer("a", {"I-1": "agree", "I-2": "agree"}, confidence=1.5), "not a number from 0 to 1"),
    (_answer("a", {"I-1": "agree", "I-2": "agree"}, severity="Urgent"), "not Critical, High or Low"),
])
def test_an_answer_that_breaks_the_shape_is_refused_with_the_reason(text: str, problem: str) -> None:
    with pytest.raises(AnswerError, match=problem):
        parse_cross_answer(text, "a", 2, ["I-1", "I-2"])


def test_the_score_is_half_agreement_three_tenths_confidence_a_fifth_stability() -> None:
    issues = [_issue("I-1", "Retries never stop", ["a"]), _issue("I-2", "No auth on the admin API", ["b"])]
    answers = [parse_cross_answer(_answer("a", {"I-1": "agree", "I-2": "disagree"}, confidence=0.5), "a", 2, ["I-1", "I-2"]),
               parse_cross_answer(_answer("b", {"I-1": "agree", "I-2": "agree"}, confidence=0.7), "b", 2, ["I-1", "I-2"])]
    settled = convergence(answers, issues, new_insights=0)
    assert settled.agreement_ratio == pytest.approx(3 / 4)
    assert settled.mean_confidence == pytest.approx(0.6)
    assert settled.score == pytest.approx(0.5 * 0.75 + 0.3 * 0.6 + 0.2 * 1.0)
    assert settled.recommendation == "continue"  # 0.755 < 0.8, one disputed issue
    assert convergence(answers, issues, new_insights=0, tuning=DiscussionTuning(converge_at=0.75)).recommendation == "converged"
    assert convergence(answers, issues, new_insights=2).stability == 0.0


def test_more_disputed_issues_than_allowed_need_the_person() -> None:
    ids = [f"I-{n}" for n in range(5)]
    issues = [_issue(i, f"Problem {i}", ["a"]) for i in ids]
    answers = [parse_cross_answer(_answer("b", dict.fromkeys(ids, "disagree"), confidence=0.9), "b", 2, ids)]
    settled = convergence(answers, issues, new_insights=0)
    assert settled.disputed == 5 and settled.recommendation == "user_input_needed"


def test_a_round_sets_consensus_from_support_and_marks_disputed_and_rejected_issues() -> None:
    issues = [_issue("I-1", "Retries never stop", ["a"]), _issue("I-2", "Clock skew loses edits", ["a"]),
              _issue("I-3", "GraphQL would be simpler", ["c"])]
    ids = [i.id for i in issues]
    answers = [parse_cross_answer(_answer("b", {"I-1": "agree", "I-2": "disagree", "I-3": "disagree"}), "b", 2, ids),
               parse_cross_answer(_answer("c", {"I-1": "agree", "I-2": "cannot_tell", "I-3": "disagree"}), "c", 2, ids)]
    outcome = apply_round(issues, answers, voters=3)
    assert outcome == {"I-1": "accepted", "I-2": "disputed", "I-3": "rejected"}
    assert issues[0].consensus is Consensus.ALL  # raised by a, agreed by b and c
    assert issues[1].note == "disputed: b disagrees" and issues[1].consensus is Consensus.SINGLE
    assert issues[2].action is Action.LOG and issues[2].status is Status.LOGGED  # its own reviewer withdrew it too
    assert [s.model for s in issues[0].discussion] == ["b", "c"]
    assert issues[0].as_dict()["discussion"][0]["verdict"] == "agree"


def test_questions_come_from_disputes_then_severities_at_most_four() -> None:
    issues = [_issue(f"I-{n}", f"Problem {n}", ["a"]) for n in range(6)]
    ids = [i.id for i in issues]
    b = CrossAnswer("b", {i: s for i, s in parse_cross_answer(_answer("b", dict.fromkeys(ids, "disagree")), "b", 2, ids).stances.items()})
    questions = clarification_questions(issues, [b])
    assert len(questions) == 4 and all("Is it a real problem" in q for q in questions)
    low = parse_cross_answer(_answer("c", dict.fromkeys(ids, "agree"), severity="Low"), "c", 2, ids)
    high = parse_cross_answer(_answer("d", dict.fromkeys(ids, "agree"), severity="High"), "d", 2, ids)
    assert "severity is disputed (c Low, d High)" in clarification_questions(issues[:1], [low, high])[0]


def test_the_request_carries_the_issues_the_feedback_and_the_answers_before() -> None:
    issue = _issue("I-1", "Retries never stop", ["a"])
    before = parse_cross_answer(_answer("b", {"I-1": "disagree"}), "b", 2, ["I-1"])
    text = cross_request([issue], 2, "design.md", "# Design\n", feedback="Retries are capped in the SDK.", before=[before])
    assert "I-1 [High] Retries never stop" in text and "raised by: a" in text
    assert "Retries are capped in the SDK." in text
    assert "b answered before you: I-1 disagree (b on I-1)" in text
    assert text.rstrip().endswith("</document>")


def test_a_lone_voice_the_others_back_in_discussion_is_acted_on_again() -> None:
    issue = _issue("I-1", "Retries never stop", ["a"])
    issue.action, issue.status = Action.LOG, Status.LOGGED
    issue.note = "raised by one reviewer of 3; logged rather than acted on"
    answers = [parse_cross_answer(_answer(m, {"I-1": "agree"}), m, 2, ["I-1"]) for m in ("b", "c")]
    apply_round([issue], answers, voters=3)
    assert issue.consensus is Consensus.ALL and issue.note is None
    assert issue.action is not Action.LOG and issue.status is not Status.LOGGED
