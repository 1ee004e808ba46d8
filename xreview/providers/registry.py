"""From a model's configuration to the provider that runs it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import xreview
from xreview.config.models import BUILTIN_MODELS, ModelConfig, ProviderKind
from xreview.config.secrets import lookup_key, needs_key
from xreview.errors import UsageError
from xreview.providers.base import Provider
from xreview.providers.builtin import BuiltinProvider

if TYPE_CHECKING:
    import httpx

HTTP_PROVIDERS = (ProviderKind.OPENAI_COMPAT, ProviderKind.GOOGLE, ProviderKind.ANTHROPIC)
SUPPORTED = (ProviderKind.BUILTIN, ProviderKind.CLI, ProviderKind.REPLAY, *HTTP_PROVIDERS)


class UnsupportedProviderError(UsageError):
    """This version of xreview cannot run the model's provider."""


def is_supported(model: ModelConfig) -> bool:
    if model.provider is ProviderKind.BUILTIN:
        return model.model in BUILTIN_MODELS
    return model.provider in SUPPORTED


def quick_health(model: ModelConfig) -> tuple[str, str]:
    """(ready | disabled | unavailable, why) for one model, without calling anything: supported, enabled,
    its tool on PATH or its key present."""
    if not is_supported(model):
        return "unavailable", f"provider '{model.provider}' is not supported by this version"
    if not model.enabled:
        return "disabled", "enabled: false"
    if model.provider is ProviderKind.CLI:
        import shutil

        command = model.command or [model.model]
        if shutil.which(command[0]) is None:
            return "unavailable", f"`{command[0]}` is not on PATH"
        return "ready", f"`{command[0]}` on PATH"
    if needs_key(model):
        found = lookup_key(model)
        if not found.key:
            fix = f"`xreview keys set {model.id}`" + (f" or export {model.api_key_env}" if model.api_key_env else "")
            return "unavailable", f"{found.origin} — fix: {fix}"
        return "ready", f"key from {found.origin}"
    return "ready", "no key needed"


def usable(model: ModelConfig) -> bool:
    """A model that can review now, as far as can be told without calling it (the default model choice)."""
    return quick_health(model)[0] == "ready"


def unsupported(model: ModelConfig) -> UnsupportedProviderError | None:
    """Why no provider can be built for ``model`` (the error ``create_provider`` would raise), or None."""
    if model.provider is ProviderKind.BUILTIN and not is_supported(model):
        return UnsupportedProviderError(f"model '{model.id}': unknown built-in reviewer '{model.model}' (lint or rubric)")
    if model.provider not in SUPPORTED:
        return UnsupportedProviderError(
            f"model '{model.id}': provider '{model.provider}' cannot be run by xreview {xreview.__version__}",
            hint="choose other models with --models, e.g. -m lint,rubric",
        )
    return None


def create_provider(model: ModelConfig, *, client: httpx.AsyncClient | None = None) -> Provider:
    """The provider for ``model``; HTTP providers share ``client`` and get their key here."""
    error = unsupported(model)
    if error is not None:
        raise error
    if model.provider is ProviderKind.BUILTIN:
        return BuiltinProvider(model)
    if model.provider in HTTP_PROVIDERS:
        from xreview.providers.http import HttpProvider

        key = lookup_key(model).key
        provider_class: type[HttpProvider]
        if model.provider is ProviderKind.OPENAI_COMPAT:
            from xreview.providers.openai_compat import OpenAICompatProvider as provider_class
        elif model.provider is ProviderKind.GOOGLE:
            from xreview.providers.google import GoogleProvider as provider_class
        else:
            from xreview.providers.anthropic import AnthropicProvider as provider_class
        return provider_class(model, key=key, client=client, requires_key=needs_key(model))
    if model.provider is ProviderKind.REPLAY:
        from xreview.providers.replay import ReplayProvider

        return ReplayProvider(model)
    if model.provider is ProviderKind.CLI:
        from xreview.providers.cli_tools import CliProvider

        return CliProvider(model, key=lookup_key(model).key)
    raise AssertionError(f"unsupported() let provider {model.provider!r} through")
