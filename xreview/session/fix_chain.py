"""Who fixes and who checks the fixes, decided when a fix is dispatched (a tool that was ready when the review
began may not be now).

The fixers are the configured chain (``fixer: [a, b]``, ``--fixer a,b``) less those that cannot be asked
now — disabled, a tool no longer on PATH or logged out, no key, a key refused earlier in this session —
ordered cheapest first by their configured prices (models without a price last) unless
``fixer_order: as_listed``. The checker of an
edit is ``fix_checker`` unless that model wrote the edit (or cannot be asked); otherwise, and by default, the
first reviewer of another family than the edit's writer that can be asked.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from xreview.config.fixing import CHECKER_AUTO
from xreview.config.models import ModelConfig
from xreview.core.fix_check import model_family
from xreview.providers.registry import quick_health
from xreview.session.caller import ModelCaller, estimate_call

TOOL_CHECK_SECONDS = 5.0


@dataclass
class Fixers:
    chain: list[str]  # the fixers that can be asked now, in the order they are tried
    notes: list[str] = field(default_factory=list)  # the configured ones left out, and why


def in_order(fixers: list[str], configs: dict[str, ModelConfig], order: str, prompt: str) -> list[str]:
    """``fixers`` in the order they are tried: as listed, or cheapest first for ``prompt`` by their configured
    prices (models without a price last; equal prices keep the listed order)."""
    if order == "as_listed":
        return list(fixers)

    def price(model_id: str) -> tuple[int, float]:
        model = configs[model_id]
        return (0, estimate_call(model, prompt)) if model.price is not None else (1, 0.0)

    return sorted(fixers, key=price)


def family_of(model: ModelConfig) -> str:
    """The family of a model: its model name tells most, then its id, its provider and its tool's name."""
    command = os.path.basename((model.command or [""])[0])
    return model_family(model.model, model.id, command, str(getattr(model.provider, "value", model.provider)))


class FixChain:
    """The fixers and checkers of one review's fixes; ``reviewers`` are the ids of the review's models."""

    def __init__(self, caller: ModelCaller, reviewers: list[str]) -> None:
        self.caller = caller
        self.reviewers = reviewers
        settings = caller.resolution.settings
        self.configured: list[str] = list(settings["fixer"].value) if "fixer" in settings else []
        self.order: str = settings["fixer_order"].value if "fixer_order" in settings else "cheapest"
        self.checking: str = settings["fix_checker"].value if "fix_checker" in settings else CHECKER_AUTO

    def unready(self, model_id: str) -> str | None:
        """Why ``model_id`` cannot be asked now, or None."""
        model = self.caller.resolution.model_configs.get(model_id)
        if model is None:
            return "not a configured model"
        if model_id in self.caller.auth_failed:
            return f"its credentials were refused earlier in this session — fix: {self.caller.auth_failed[model_id]}"
        if not self.caller.can_consult(model_id):
            return "disabled, or cannot answer a free-form request"
        health, reason = quick_health(model)
        return None if health == "ready" else f"{health}: {reason}"

    async def fixers(self, prompt: str) -> Fixers:
        """The chain as it can be tried now, ``prompt`` (the fixer's request) pricing each call. A command-line
        fixer is also asked whether it is installed and logged in (`codex login status` and the like: local and
        quick); an HTTP fixer's key is checked to be there, its answer tells the rest."""
        found = Fixers([])
        for model_id in self.configured:
            why = self.unready(model_id) or await self._tool_unready(model_id)
            if why is None:
                found.chain.append(model_id)
            else:
                found.notes.append(f"fixer {model_id} left out: {why}")
        found.chain = in_order(found.chain, self.caller.resolution.model_configs, self.order, prompt)
        return found

    async def _tool_unready(self, model_id: str) -> str | None:
        model = self.caller.resolution.model_configs[model_id]
        if str(getattr(model.provider, "value", model.provider)) != "cli":
            return None
        from xreview.providers.health import check_tool

        health, reason = await check_tool(model, TOOL_CHECK_SECONDS)
        return None if health == "ready" else f"{health}: {reason}"

    def checker_for(self, fixer: str) -> tuple[str | None, str]:
        """(the model that checks ``fixer``'s edits, or None; a note when the choice needs saying)."""
        if self.checking == "none":
            return None, "fix_checker: none — the edits go unchecked"
        note = ""
        if self.checking != CHECKER_AUTO:
            if self.checking == fixer:
                note = f"{fixer} wrote these edits, so another model checks them"
            elif (why := self.unready(self.checking)) is not None:
                note = f"fix checker {self.checking} cannot be asked ({why})"
            else:
                return self.checking, ""
        configs = self.caller.resolution.model_configs
        family = family_of(configs[fixer])
        for reviewer in self.reviewers:
            if reviewer != fixer and family_of(configs[reviewer]) != family and self.unready(reviewer) is None:
                return reviewer, f"{note}; {reviewer} checks instead" if note else ""
        return None, (f"{note}; " if note else "") + f"no reviewer of another family than {fixer} can check its edits"

    def auth_fix(self, model_id: str) -> str:
        """The command that fixes ``model_id``'s credentials."""
        from xreview.config.tools import TOOLS
        from xreview.providers.cli_tools import tool_of

        model = self.caller.resolution.model_configs[model_id]
        tool = tool_of(model) if str(getattr(model.provider, "value", model.provider)) == "cli" else None
        if tool is not None:
            return TOOLS[tool].login_hint.replace("ID", model_id)
        return f"`xreview keys set {model_id}`" + (f" or export {model.api_key_env}" if model.api_key_env else "")
