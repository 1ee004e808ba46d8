"""Who fixes and who checks the fixes: ``fixer:`` (a chain), ``fixer_order:`` and ``fix_checker:`` in the
project config, ``--fixer a,b`` and ``--fix-checker ID`` on the command line, checked against the models."""

from __future__ import annotations

from typing import Any

from xreview.config.models import ModelConfig
from xreview.config.project import Setting, fixer_chain
from xreview.config.yamlfile import did_you_mean
from xreview.errors import ConfigError, UsageError

CHECKER_AUTO = "auto"  # a reviewer of another family than the fixer whose edit it checks


def check_fixing(fixer: str | None, fix_checker: str | None, settings: dict[str, Setting[Any]],
                 models_cfg: dict[str, ModelConfig]) -> None:
    """Apply ``--fixer`` / ``--fix-checker`` over the configured values; every model they name exists and can
    answer a free-form request (an HTTP model or an AI command-line tool)."""
    if fixer is not None:
        settings["fixer"] = Setting(fixer_chain(fixer), "--fixer")
    if fix_checker is not None:
        settings["fix_checker"] = Setting(fix_checker.strip() or "none", "--fix-checker")
    chain = settings.get("fixer")
    for model_id in chain.value if chain is not None else []:
        _check_model("fixer", model_id, chain.origin, models_cfg, off="none")  # type: ignore[union-attr]
    checker = settings.get("fix_checker")
    if checker is not None and checker.value not in (CHECKER_AUTO, "none"):
        _check_model("fix_checker", checker.value, checker.origin, models_cfg, off="auto' or 'none")


def _check_model(role: str, model_id: str, origin: str, models_cfg: dict[str, ModelConfig], off: str) -> None:
    given = origin.startswith("--")
    error = UsageError if given else ConfigError
    if model_id not in models_cfg:
        raise error(f"{origin}: {'' if given else role + ' names '}unknown model '{model_id}'",
                    hint=did_you_mean(model_id, list(models_cfg)) or f"use '{off}' or a model from `xreview models`")
    provider = models_cfg[model_id].provider
    if provider in ("builtin", "replay"):
        kind = "a built-in reviewer" if provider == "builtin" else "a replayed cassette"
        raise error(f"{origin}: {role} '{model_id}' is {kind}, which cannot answer a free-form request",
                    hint=f"name an HTTP model or an AI command-line tool, or '{off}'")
