"""Discussion rounds: after a review, every model checks the synthesized issues until they converge.

Round 1 is a review. In each later round every model answers, per issue of the round before, agree /
disagree / cannot tell with a one-line reason, a confidence and the severity it would give, plus the issues it
would add — strict JSON, validated here (``parse_cross_answer``). The round's answers then decide, in code:

- each issue's **resolution**: accepted (someone supports it, nobody objects), rejected (objections and no
  support), disputed (both), unclear (nobody took a side); its consensus becomes the share of models that
  support it (the models that raised it count as supporters unless they now disagree);
- the round's **convergence**: ``score = 0.5 × agreement ratio + 0.3 × mean confidence + 0.2 × stability``,
  where the agreement ratio is agreements / (agreements + disagreements) over every answer of the round (0 when
  nobody took a side), the mean confidence is that of the answers (0 to 1), and stability is 1 when the round
  added no new issue, else 0; the **recommendation** is ``converged`` when the score reaches
  ``converge_at`` (0.8), ``user_input_needed`` when more than ``max_disputed`` (3) issues stay disputed, else
  ``continue``;
- up to four **clarification questions** for the person: the disputed issues first, then issues whose
  severity the models see differently.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from xreview.core.matrix import action_for, initial_status
from xreview.core.model import Action, Consensus, Issue, Severity, Stance, Status, Verdict
from xreview.core.synthesis import consensus_for
from xreview.core.tags import SEVERITY_WORDS
from xreview.core.text import one_line

MOST_QUESTIONS = 4
_VERDICTS = {"agree": Verdict.AGREE, "disagree": Verdict.DISAGREE, "cannot_tell": Verdict.CANNOT_TELL,
             "cannot tell": Verdict.CANNOT_TELL}
_FENCED = re.compile(r"```(?:json)?\s*\n(.*?)\n\s*```", re.DOTALL | re.IGNORECASE)


class AnswerError(ValueError):
    """A cross-verification answer that breaks the shape asked for; the message says what is wrong."""


@dataclass(frozen=True)
class DiscussionTuning:
    """The recommendation's thresholds (``discussion:`` in the config)."""

    converge_at: float = 0.8  # a round scoring at least this has converged
    max_disputed: int = 3  # more disputed issues than this need the person


@dataclass(frozen=True)
class Addition:
    """An issue a model adds in a discussion round."""

    title: str
    severity: Severity | None
    description: str

    def as_markdown(self) -> str:
        tag = f"[{self.severity.value}] " if self.severity else ""
        return f"### {tag}{self.title}\n\n{self.description}\n"


@dataclass
class CrossAnswer:
    """One model's answer in a discussion round."""

    model: str
    stances: dict[str, Stance] = field(default_factory=dict)  # issue id -> the model's stance
    additions: list[Addition] = field(default_factory=list)


def parse_cross_answer(answer: str, model: str, round_n: int, issue_ids: list[str]) -> CrossAnswer:
    """The answer as asked for: one JSON object (bare or in a fenced block) with a verdict for every issue id
    and optional additions; AnswerError naming the first thing wrong."""
    data = _json_object(answer)
    verdicts = data.get("verdicts")
    if not isinstance(verdicts, list):
        raise AnswerError('no "verdicts" list')
    known = set(issue_ids)
    out = CrossAnswer(model)
    for position, entry in enumerate(verdicts, 1):
        if not isinstance(entry, dict):
            raise AnswerError(f"verdict {position} is not an object")
        issue_id = str(entry.get("id", "")).strip()
        if issue_id not in known:
            raise AnswerError(f"verdict {position} names {issue_id or 'no issue'!r}, not one of {', '.join(issue_ids)}")
        if issue_id in out.stances:
            raise AnswerError(f"{issue_id} is answered twice")
        out.stances[issue_id] = _stance(entry, issue_id, model, round_n)
    missing = [i for i in issue_ids if i not in out.stances]
    if missing:
        raise AnswerError(f"no verdict for {', '.join(missing[:6])}{' …' if len(missing) > 6 else ''}")
    additions = data.get("additions", [])
    if not isinstance(additions, list):
        raise AnswerError('"additions" is not a list')
    for position, entry in enumerate(additions, 1):
        if not isinstance(entry, dict) or not str(entry.get("title", "")).strip():
            raise AnswerError(f"addition {position} has no title")
        out.additions.append(Addition(one_line(str(entry["title"]), 200), _severity(entry.get("severity"), f"addition {position}"),
                                      str(entry.get("description") or "").strip()[:4000]))
    return out


def _json_object(answer: str) -> dict[str, object]:
    text = answer.strip()
    fenced = _FENCED.findall(text)
    if len(fenced) > 1:
        raise AnswerError("more than one fenced block: send one JSON object")
    candidate = fenced[0] if fenced else text
    try:
        data = json.loads(candidate)
    except json.JSONDecodeError as exc:
        raise AnswerError(f"not JSON ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise AnswerError("the JSON is not an object")
    return data


def _stance(entry: dict[str, object], issue_id: str, model: str, round_n: int) -> Stance:
    word = str(entry.get("verdict", "")).strip().lower().replace("-", "_")
    verdict = _VERDICTS.get(word) or _VERDICTS.get(word.replace("_", " "))
    if verdict is None:
        raise AnswerError(f"{issue_id}: verdict {entry.get('verdict')!r} is not agree, disagree or cannot_tell")
    confidence = entry.get("confidence")
    if isinstance(confidence, bool) or not isinstance(confidence, int | float) or not 0 <= float(confidence) <= 1:
        raise AnswerError(f"{issue_id}: confidence {confidence!r} is not a number from 0 to 1")
    reason = one_line(str(entry.get("reason") or ""), 300)
    if not reason:
        raise AnswerError(f"{issue_id}: no reason")
    return Stance(model, round_n, verdict, reason, float(confidence), _severity(entry.get("severity"), issue_id))


def _severity(value: object, where: str) -> Severity | None:
    if value is None or value == "":
        return None
    severity = SEVERITY_WORDS.get(str(value).strip().lower())  # "Medium" reads as High, as in a review
    if severity is None:
        raise AnswerError(f"{where}: severity {value!r} is not Critical, High or Low")
    return severity


# -- what a round decides -------------------------------------------------------------------------------------


def resolution_of(issue: Issue, answers: list[CrossAnswer]) -> tuple[str, list[str], list[str]]:
    """(accepted | rejected | disputed | unclear, supporters, objectors) of ``issue`` after a round."""
    objectors = [a.model for a in answers if (s := a.stances.get(issue.id)) and s.verdict is Verdict.DISAGREE]
    agreeing = [a.model for a in answers if (s := a.stances.get(issue.id)) and s.verdict is Verdict.AGREE]
    supporters = list(dict.fromkeys([m for m in issue.models if m not in objectors] + agreeing))
    if supporters and objectors:
        return "disputed", supporters, objectors
    if objectors:
        return "rejected", supporters, objectors
    return ("accepted" if supporters else "unclear"), supporters, objectors


@dataclass
class Convergence:
    """How far a round settled the issues (see the module's docstring for the formula)."""

    score: float
    agreement_ratio: float
    mean_confidence: float
    stability: float
    new_insights: int
    agreements: int
    disagreements: int
    disputed: int
    recommendation: str  # converged | user_input_needed | continue

    def as_dict(self) -> dict[str, object]:
        return {"score": round(self.score, 3), "agreement_ratio": round(self.agreement_ratio, 3),
                "mean_confidence": round(self.mean_confidence, 3), "stability": self.stability,
                "new_insights": self.new_insights, "recommendation": self.recommendation}


def convergence(answers: list[CrossAnswer], issues: list[Issue], new_insights: int,
                tuning: DiscussionTuning = DiscussionTuning()) -> Convergence:
    stances = [s for a in answers for s in a.stances.values()]
    agreements = sum(1 for s in stances if s.verdict is Verdict.AGREE)
    disagreements = sum(1 for s in stances if s.verdict is Verdict.DISAGREE)
    ratio = agreements / (agreements + disagreements) if agreements + disagreements else 0.0
    confidence = sum(s.confidence for s in stances) / len(stances) if stances else 0.0
    stability = 0.0 if new_insights else 1.0
    score = 0.5 * ratio + 0.3 * confidence + 0.2 * stability
    disputed = sum(1 for issue in issues if resolution_of(issue, answers)[0] == "disputed")
    if score >= tuning.converge_at:
        recommendation = "converged"
    elif disputed > tuning.max_disputed:
        recommendation = "user_input_needed"
    else:
        recommendation = "continue"
    return Convergence(score, ratio, confidence, stability, new_insights, agreements, disagreements, disputed,
                       recommendation)


def apply_round(issues: list[Issue], answers: list[CrossAnswer], voters: int) -> dict[str, str]:
    """Record each model's stance on each issue, and let the round's support set consensus; a disputed issue
    says so, a rejected one is logged rather than acted on. Returns {issue id: resolution}."""
    resolutions: dict[str, str] = {}
    for issue in issues:
        for answer in answers:
            stance = answer.stances.get(issue.id)
            if stance is not None:
                issue.discussion.append(stance)
        outcome, supporters, objectors = resolution_of(issue, answers)
        resolutions[issue.id] = outcome
        if not answers:
            continue
        issue.consensus = consensus_for(len(supporters), voters) if supporters else Consensus.SINGLE
        if outcome == "disputed":
            issue.note = f"disputed: {', '.join(objectors)} disagree{'s' if len(objectors) == 1 else ''}"
        elif outcome == "rejected":
            issue.note = f"rejected in discussion by {', '.join(objectors)}; logged rather than acted on"
            issue.action = Action.LOG
            if issue.status in (Status.OPEN, Status.FLAGGED):
                issue.status = Status.LOGGED
        elif outcome == "accepted":
            _accepted(issue)
    return resolutions


def _accepted(issue: Issue) -> None:
    """An issue the discussion backs: no longer disputed, and acted on when only its lone voice had kept it logged."""
    if issue.note and issue.note.startswith(("disputed:", "rejected in discussion")):
        issue.note = None
    if issue.consensus is not Consensus.SINGLE and issue.note and issue.note.startswith("raised by one reviewer"):
        issue.note = None
        issue.action = action_for(issue.severity, issue.complexity)
        if issue.status is Status.LOGGED:
            issue.status = initial_status(issue.action)


def clarification_questions(issues: list[Issue], answers: list[CrossAnswer]) -> list[str]:
    """At most four questions for the person: disputed issues (most severe first), then disputed severities."""
    questions: list[str] = []
    for issue in sorted(issues, key=lambda i: -i.severity.rank):
        outcome, supporters, objectors = resolution_of(issue, answers)
        if outcome != "disputed":
            continue
        reasons = "; ".join(f"{a.model}: {a.stances[issue.id].reason}" for a in answers
                            if issue.id in a.stances and a.model in objectors)
        questions.append(f"{issue.id} \"{one_line(issue.title, 80)}\" — {_say(supporters)} it is a problem, "
                         f"{_say(objectors)} not ({one_line(reasons, 200)}). Is it a real problem in this document?")
    for issue in sorted(issues, key=lambda i: -i.severity.rank):
        seen = {a.model: a.stances[issue.id].severity for a in answers
                if issue.id in a.stances and a.stances[issue.id].severity is not None}
        if len(set(seen.values())) > 1:
            views = ", ".join(f"{model} {severity.value if severity else '?'}" for model, severity in seen.items())
            questions.append(f"{issue.id} \"{one_line(issue.title, 80)}\" — the severity is disputed ({views}). "
                             f"Which is right?")
    return questions[:MOST_QUESTIONS]


def _say(models: list[str]) -> str:
    return f"{', '.join(models)} {'says' if len(models) == 1 else 'say'}"


# -- what the models are sent ---------------------------------------------------------------------------------


def cross_request(issues: list[Issue], round_n: int, artifact_name: str, artifact_text: str | None, *,
                  feedback: str = "", before: list[CrossAnswer] | None = None) -> str:
    """The user message of a discussion round: the issues so far (who raised them, in their words, and what
    was said of them in earlier rounds), the person's answers, the answers given before this model in a serial
    round, then the document (None: a tool that continues its own session has it already)."""
    lines = [f"Discussion round {round_n} of the review of {artifact_name}. The issues found so far:", ""]
    for issue in issues:
        lines.append(f"{issue.id} [{issue.severity.value}] {one_line(issue.title, 160)}")
        lines.append(f"  raised by: {', '.join(issue.models) or 'nobody (added in discussion)'}")
        for source in issue.sources[:4]:
            lines.append(f"  {source.model} wrote: {one_line(source.text, 300)}")
        for stance in issue.discussion[-6:]:
            lines.append(f"  round {stance.round}, {stance.model}: {stance.verdict.value} — {stance.reason}")
        lines.append("")
    if feedback.strip():
        lines += ["The document's author answered the questions of the last round:", "", feedback.strip(), ""]
    for answer in before or []:
        said = "; ".join(f"{issue_id} {s.verdict.value} ({s.reason})" for issue_id, s in answer.stances.items())
        added = "; ".join(a.title for a in answer.additions)
        lines.append(f"{answer.model} answered before you: {one_line(said, 1200)}" + (f"; added: {one_line(added, 400)}" if added else ""))
    if before:
        lines.append("")
    if artifact_text is None:
        lines += [f"The document is {artifact_name}, which you reviewed earlier in this session.", ""]
    else:
        lines += [f"The document, {artifact_name}:", "", "<document>", artifact_text, "</document>", ""]
    return "\n".join(lines)


def serial_findings(user: str, earlier: list[tuple[str, str]]) -> str:
    """A serial first round: the review request, then the findings of the models that answered before."""
    if not earlier:
        return user
    parts = [user, "", "Reviewers before you found the following. Say which of their findings you agree or disagree "
             "with and why, then add your own.", ""]
    for model, text in earlier:
        parts += [f"<findings of=\"{model}\">", text.strip()[:20000], "</findings>", ""]
    return "\n".join(parts)


@dataclass
class RoundRecord:
    """One finished round, as saved and reported (``rounds`` in the JSON report)."""

    round: int
    issues: list[dict[str, object]]  # the issues as the round left them
    convergence: Convergence
    resolution: dict[str, str]  # issue id -> accepted | rejected | disputed | unclear | unchallenged
    questions: list[str]
    answered: list[str] = field(default_factory=list)  # the models whose answers the round used
    abstained: list[str] = field(default_factory=list)
    feedback: str = ""  # the person's answer to the questions, sent with the next round
    note: str = ""

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "round": self.round,
            "issues": self.issues,
            "convergence": self.convergence.as_dict(),
            "cross_verification": {"agreements": self.convergence.agreements,
                                   "disagreements": self.convergence.disagreements, "resolution": self.resolution},
            "clarification_questions": self.questions,
            "answered": self.answered,
        }
        for key, value in (("abstained", self.abstained), ("feedback", self.feedback), ("note", self.note)):
            if value:
                data[key] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> RoundRecord:
        """A round read back from its ``synthesis.json`` (for ``--resume``)."""
        conv = dict(data["convergence"])  # type: ignore[call-overload]
        cross = dict(data["cross_verification"])  # type: ignore[call-overload]
        settled = Convergence(float(conv["score"]), float(conv["agreement_ratio"]), float(conv["mean_confidence"]),
                              float(conv["stability"]), int(conv["new_insights"]), int(cross["agreements"]),
                              int(cross["disagreements"]), sum(1 for v in dict(cross["resolution"]).values() if v == "disputed"),
                              str(conv["recommendation"]))
        return cls(int(data["round"]), list(data["issues"]), settled, dict(cross["resolution"]),  # type: ignore[call-overload]
                   list(data["clarification_questions"]), list(data.get("answered", [])),  # type: ignore[call-overload]
                   list(data.get("abstained", [])), str(data.get("feedback", "")), str(data.get("note", "")))  # type: ignore[call-overload]
