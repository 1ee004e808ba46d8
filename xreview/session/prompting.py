"""What the models are sent, what the person confirms, and the artifact as the session sees it: the front ends
ask here instead of parsing the document or building prompts themselves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.files import read_exact
from xreview.artifact.issue_log import LogRow, read_issue_log
from xreview.artifact.owned import content_signature
from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution
from xreview.core.prompt import TrackedRow, build_messages
from xreview.session.caller import estimate_call
from xreview.session.fix_chain import in_order


def tracked_rows(rows: list[LogRow]) -> list[TrackedRow]:
    """The Issue Log's rows as the prompt lists them ("already tracked")."""
    return [TrackedRow(r.number, r.title, r.severity, r.status) for r in rows]


def messages(resolution: Resolution, text: str, rows: list[LogRow] | None = None) -> tuple[str, str]:
    """(system, user): what every reviewer gets for the artifact ``text`` whose Issue Log holds ``rows``."""
    return build_messages(resolution.prompt.value.text, stage=resolution.stage.value,
                          artifact_name=Path(resolution.artifact.value).name, artifact_text=text,
                          tracked=tracked_rows(rows or []))


def prompt_for(resolution: Resolution, text: str) -> str:
    """The whole prompt a model gets for ``text`` (for estimates before a review starts)."""
    system, user = messages(resolution, text)
    return system + user


def system_prompt(resolution: Resolution, text: str) -> str:
    """The instructions the models will get, as they will get them (stage and tracked issues filled in)."""
    system, _user = messages(resolution, "", read_issue_log(MarkdownDocument.parse(text)))
    return system


def read_artifact(path: Path) -> str:
    """The artifact's text as it is on disk now, byte for byte (line endings untouched)."""
    return read_exact(path)


def artifact_signature(text: str) -> str:
    """What the artifact says, leaving out the logs xreview writes: equal signatures, nothing edited."""
    return content_signature(text)


def confirmation_rows(resolution: Resolution, text: str, *, write: bool) -> list[tuple[str, str, str]]:
    """What the person confirms before a review starts: (setting, value, where it came from)."""
    rows = []
    for name, value, origin in resolution.rows()[:3]:
        if name == "artifact":
            lines = len(text.splitlines())
            value = f"{value} ({lines:,} line{'s' if lines != 1 else ''}, ~{len(text) // 4:,} tokens)"
        if name == "prompt":
            value = f"{value} (v to view)"
        rows.append((name, str(value), origin))
    budget = resolution.limits
    limits = []
    if budget.per_task_usd is not None:
        limits.append(f"${budget.per_task_usd:.2f} per task")
    if budget.per_session_usd is not None:
        limits.append(f"${budget.per_session_usd:.2f} per session")
    origins = dict.fromkeys(resolution.settings[key].origin
                            for key in ("budget.per_task_usd", "budget.per_session_usd")
                            if resolution.settings[key].value is not None)
    rows.append(("budget", ", ".join(limits) or "none", ", ".join(origins) or "default"))
    rows.append(("write", "Issue Log and Review Log into the artifact" if write else "no",
                 "default" if write else "--no-write"))
    arbiter = resolution.settings["synthesizer"]
    if arbiter.value != "local":
        rows.append(("synthesizer", f"{arbiter.value} groups the issues (local synthesis if it fails)", arbiter.origin))
    fixer = resolution.settings["fixer"]
    if fixer.value:
        order = resolution.settings["fixer_order"].value
        chain = " → ".join(in_order(fixer.value, resolution.model_configs, order, text))
        if len(fixer.value) > 1:
            chain += " (in turn, " + ("as listed)" if order == "as_listed" else "cheapest first)")
        rows.append(("fixer", f"{chain} proposes edits for accepted auto-fix issues; you approve each diff", fixer.origin))
        checker = resolution.settings["fix_checker"]
        said = {"auto": "a reviewer of another family than the fixer", "none": "nobody: edits go unchecked"}
        rows.append(("fix checker", f"{said.get(checker.value, checker.value)} checks each edit", checker.origin))
    verify = resolution.settings["verify"]
    if verify.value:
        rows.append(("verify", "single-model Critical/High issues get a second opinion", verify.origin))
    return rows


@dataclass
class ModelChoice:
    """A model as the confirmation offers it: whether it can review now, and what a cycle of it should cost."""

    id: str
    provider: str
    health: str  # ready | unavailable | disabled
    reason: str
    estimate_usd: float
    selected: bool


def model_choices(resolution: Resolution, text: str, health: Callable[[ModelConfig], tuple[str, str]]) -> list[ModelChoice]:
    """Every configured model for the confirmation: ``health`` (the registry's quick check) and the cost of
    one cycle of ``text``; the resolved models are selected."""
    prompt = prompt_for(resolution, text)
    selected = set(resolution.models.value)
    choices = []
    for model in resolution.model_configs.values():
        state, reason = health(model)
        choices.append(ModelChoice(model.id, model.vendor or model.provider, state, "" if state == "ready" else reason,
                                   estimate_call(model, prompt), model.id in selected))
    return choices
