"""The review report: ``xreview.report/1`` JSON, and text and Markdown renderings of it."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from xreview.core.caps import cut_note
from xreview.core.cycle import StopReason
from xreview.core.discussion import RoundRecord
from xreview.core.model import Action, Issue, Severity, Status
from xreview.core.text import clean_text, json_safe, one_line

SCHEMA = "xreview.report/1"


@dataclass
class ReviewRecord:
    """One model's call in one cycle."""

    model: str
    status: str  # success | error | skipped | unreadable (answered, but nothing in it could be read: it abstains)
    error_type: str | None = None
    error: str | None = None
    latency_ms: int = 0
    retries: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    stood_in_for: str | None = None
    issues_found: int = 0
    purpose: str = "review"  # review, or what a helper call was for: synthesizer, verify
    note: str | None = None  # what came of a helper call
    cut_at: int = 0  # the answer passed max_answer_chars: only this many characters were read
    items_cut: int = 0  # items past max_items_per_answer, left out of synthesis
    items_kept: int = 0  # … and how many were kept
    malformed_events: int = 0  # stream events that could not be read, after the answer was complete
    cached: bool = False  # answered from the response cache (free)

    @property
    def cut_note(self) -> str:
        """What the output caps left out of this answer, in one line ('' when nothing)."""
        return cut_note(self.cut_at, self.items_cut, self.items_kept)

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "model": self.model,
            "status": self.status,
            "error_type": self.error_type,
            "error": self.error,
            "latency_ms": self.latency_ms,
            "retries": self.retries,
            "tokens_used": {"input": self.tokens_in, "output": self.tokens_out},
            "cost_usd": round(self.cost_usd, 6),
        }
        if self.stood_in_for:
            data["stood_in_for"] = self.stood_in_for
        if self.cached:
            data["cached"] = True
        if self.purpose != "review":
            data["purpose"] = self.purpose
        if self.note:
            data["note"] = self.note
        if self.malformed_events:
            data["malformed_events"] = self.malformed_events
        if self.cut_at or self.items_cut:
            cut: dict[str, object] = {"note": self.cut_note}
            if self.cut_at:
                cut["answer_chars_read"] = self.cut_at
            if self.items_cut:
                cut["items_found"] = self.items_kept + self.items_cut
                cut["items_kept"] = self.items_kept
            data["cut"] = cut
        return data


@dataclass
class CycleRecord:
    n: int
    reviews: list[ReviewRecord] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)
    assists: list[ReviewRecord] = field(default_factory=list)  # the arbiter's and verifiers' calls
    synthesized_by: str = "local"  # or the arbiter model whose grouping was used

    @property
    def calls(self) -> list[ReviewRecord]:
        return self.reviews + self.assists

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "n": self.n,
            "reviews": [r.as_dict() for r in self.reviews],
            "issues": [i.as_dict() for i in self.issues],
        }
        if self.assists or self.synthesized_by != "local":
            data["synthesized_by"] = self.synthesized_by
            data["assists"] = [a.as_dict() for a in self.assists]
        return data


@dataclass
class Report:
    artifact: str
    stage: str
    prompt: str
    models: list[str]
    cycles: list[CycleRecord] = field(default_factory=list)
    stop_reason: StopReason | None = None
    stop_explanation: str = ""
    artifact_written: bool = False
    write_note: str = ""
    write_failed: bool = False
    rounds: list[RoundRecord] = field(default_factory=list)  # `xreview discuss`: each round, in order
    discussion_id: str | None = None
    recipe: str | None = None  # `xreview run`: the recipe (and version) whose review step this is

    @property
    def cost_usd(self) -> float:
        return sum(r.cost_usd for c in self.cycles for r in c.calls)

    @property
    def final_issues(self) -> list[Issue]:
        return self.cycles[-1].issues if self.cycles else []

    @property
    def reviews_obtained(self) -> int:
        return sum(1 for c in self.cycles for r in c.reviews if r.status == "success")

    def unresolved_at(self, threshold: Severity | None) -> list[Issue]:
        """Issues of the last cycle still unresolved at or above ``threshold`` (None: never fails)."""
        if threshold is None:
            return []
        return [i for i in self.final_issues if i.status.unresolved and i.severity.rank >= threshold.rank]

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "schema": SCHEMA,
            "artifact": self.artifact,
            "stage": self.stage,
            "prompt": self.prompt,
            "models": self.models,
            "cycles": [c.as_dict() for c in self.cycles],
            "stop_reason": self.stop_reason.value if self.stop_reason else None,
            "stop_explanation": self.stop_explanation,
            "cost_usd": round(self.cost_usd, 6),
            "artifact_written": self.artifact_written,
        }
        if self.recipe is not None:
            data["recipe"] = self.recipe
        if self.discussion_id is not None:
            data["discussion"] = self.discussion_id
            data["rounds"] = [r.as_dict() for r in self.rounds]
        return data


def render_json(report: Report) -> str:
    return json_safe(json.dumps(report.as_dict(), indent=2, ensure_ascii=False))


def severity_counts(issues: list[Issue]) -> str:
    counts = Counter(i.severity for i in issues)
    return ", ".join(f"{counts[s]} {s.value}" for s in Severity if counts[s]) or "none"


def _status_word(issue: Issue) -> str:
    if issue.status is Status.OPEN and issue.action is Action.AUTO_FIX:
        return "open (awaits a fix)"
    return issue.status.value + reraise_note(issue)


def reraise_note(issue: Issue) -> str:
    """" (re-raised)" for a closed issue reopened; " (re-raised? …)" while nobody has confirmed it."""
    if issue.reraise is None:
        return ""
    if issue.reraise.confirmed:
        return " (re-raised)"
    row = f"row #{issue.reraise.row} " if issue.reraise.row is not None else ""
    return f" (re-raised? {row}left {issue.reraise.was})"


def render_text(report: Report) -> str:
    """A plain report for a terminal or a CI log."""
    out: list[str] = []
    out.append(f"xreview report — {report.artifact}")
    out.append(f"stage {report.stage} · prompt {report.prompt} · models {', '.join(report.models)}")
    for cycle in report.cycles:
        out.append("")
        out.append(f"Cycle {cycle.n}")
        for r in cycle.reviews:
            if r.status == "success":
                detail = f"{r.issues_found} issue(s), {r.latency_ms} ms, ${r.cost_usd:.4f}"
            else:
                detail = f"{r.status}: {r.error_type or ''} {('— ' + r.error) if r.error else ''}".rstrip()
            stand_in = f" (standing in for {r.stood_in_for})" if r.stood_in_for else ""
            out.append(f"  {r.model}{stand_in}: {detail}")
            if r.cut_note:
                out.append(f"    cut: {r.cut_note}")
            if r.malformed_events:
                out.append(f"    {r.malformed_events} malformed stream event(s) after the end of the answer, ignored")
        out.append(f"  Issues: {severity_counts(cycle.issues)}")
    issues = report.final_issues
    if issues:
        out.append("")
        out.append("Issues")
        for i in issues:
            loc = ""
            if i.location.heading or i.location.line:
                loc = f" @ {i.location.heading or ''}{(' line ' + str(i.location.line)) if i.location.line else ''}".rstrip()
            out.append(
                f"  {i.id}  {i.severity.value:<8} {i.complexity.value:<6} {i.action.value:<8} "
                f"{i.consensus.value:<8} {one_line(i.title, 90)}{loc}"
            )
            out.append(f"         sources: {', '.join(i.models)} · status: {_status_word(i)}")
            if i.disagreement:
                out.append(f"         disagreement: {i.disagreement}")
            if i.note:
                out.append(f"         note: {i.note}")
    out += discussion_lines(report)
    out.append("")
    reason = report.stop_reason.value if report.stop_reason else "unknown"
    out.append(f"Stop: {reason} — {report.stop_explanation}")
    out.append(f"Cost: ${report.cost_usd:.4f}")
    out.append(f"Artifact written: {'yes' if report.artifact_written else 'no'}{(' — ' + report.write_note) if report.write_note else ''}")
    return clean_text("\n".join(out)) + "\n"  # headings quoted from the artifact too: nothing moves the terminal


def _cell(text: str) -> str:
    return one_line(text, 200).replace("|", "\\|")


def render_markdown(report: Report) -> str:
    """A Markdown report, for a pull-request comment or a wiki page."""
    out: list[str] = [f"# xreview report: `{report.artifact}`", ""]
    out.append(f"- **Stage:** {report.stage}")
    out.append(f"- **Prompt:** {report.prompt}")
    out.append(f"- **Models:** {', '.join(report.models)}")
    out.append(f"- **Cycles:** {len(report.cycles)}")
    reason = report.stop_reason.value if report.stop_reason else "unknown"
    out.append(f"- **Stop reason:** {reason} — {report.stop_explanation}")
    out.append(f"- **Cost:** ${report.cost_usd:.4f}")
    out.append("")
    for cycle in report.cycles:
        out.append(f"## Cycle {cycle.n}")
        out.append("")
        out.append("| Model | Status | Latency | Tokens in/out | Cost |")
        out.append("|---|---|---|---|---|")
        for r in cycle.reviews:
            status = r.status if r.status == "success" else f"{r.status}: {r.error_type}"
            if r.cut_note:
                status += f" — {r.cut_note}"
            out.append(f"| {_cell(r.model)} | {_cell(status)} | {r.latency_ms} ms | {r.tokens_in}/{r.tokens_out} | ${r.cost_usd:.4f} |")
        out.append("")
    issues = report.final_issues
    out.append("## Issues")
    out.append("")
    if not issues:
        out.append("No issues.")
    else:
        out.append("| ID | Severity | Complexity | Action | Consensus | Issue | Sources | Status |")
        out.append("|---|---|---|---|---|---|---|---|")
        for i in issues:
            out.append(
                f"| {i.id} | {i.severity.value} | {i.complexity.value} | {i.action.value} | {i.consensus.value} "
                f"| {_cell(i.title)} | {_cell(', '.join(i.models))} | {_status_word(i)} |"
            )
    out += [line.replace("Discussion ", "## Discussion ", 1) if line.startswith("Discussion ") else line
            for line in discussion_lines(report)]
    return clean_text("\n".join(out)) + "\n"


def discussion_lines(report: Report) -> list[str]:
    """The rounds of a discussion, one line each, then the questions left for the person."""
    if report.discussion_id is None or not report.rounds:
        return []
    last = report.rounds[-1]
    out = ["", f"Discussion {report.discussion_id}: {len(report.rounds)} round(s), final convergence "
                f"{last.convergence.score:.2f} ({last.convergence.recommendation})"]
    for r in report.rounds:
        c = r.convergence
        out.append(f"  round {r.round}: score {c.score:.2f}, {c.agreements} agree / {c.disagreements} disagree, "
                   f"{c.new_insights} new, {c.disputed} disputed -> {c.recommendation}{(' — ' + r.note) if r.note else ''}")
    if last.questions:
        out.append("  Questions for you:")
        out += [f"  - {q}" for q in last.questions]
    return out


RENDERERS = {"json": render_json, "text": render_text, "markdown": render_markdown}
