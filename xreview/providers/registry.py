"""From a model's configuration to the provider that runs it."""

from __future__ import annotations

import xreview
from xreview.config.models import BUILTIN_MODELS, ModelConfig
from xreview.errors import UsageError
from xreview.providers.base import Provider
from xreview.providers.builtin import BuiltinProvider

SUPPORTED = ("builtin",)


class UnsupportedProviderError(UsageError):
    """This version of xreview cannot run the model's provider."""


def is_supported(model: ModelConfig) -> bool:
    if model.provider == "builtin":
        return model.model in BUILTIN_MODELS
    return model.provider in SUPPORTED


def create_provider(model: ModelConfig) -> Provider:
    """The provider for ``model``."""
    if model.provider == "builtin":
        if not is_supported(model):
            raise UnsupportedProviderError(f"model '{model.id}': unknown built-in reviewer '{model.model}' (lint or rubric)")
        return BuiltinProvider(model)
    raise UnsupportedProviderError(
        f"model '{model.id}': provider '{model.provider}' cannot be run by xreview {xreview.__version__}",
        hint="choose other models with --models, e.g. -m lint,rubric",
    )
