"""`xreview keys`: API keys in the OS keyring — stored, deleted, and where each model's would come from."""

from __future__ import annotations

import sys
from typing import Any

import click

from xreview.errors import UsageError


@click.group()
def keys() -> None:
    """Store API keys in the OS keyring (service "xreview"), delete them, or see where each comes from."""


def _keys_models() -> dict[str, Any]:
    from xreview.config.resolve import load_models

    return load_models(None)[0]


@keys.command(name="set")
@click.argument("model_id")
def keys_set(model_id: str) -> None:
    """Store MODEL_ID's key: typed at a hidden prompt, or read from stdin when it is piped."""
    from xreview.config.secrets import KeyringUnavailableError, store_key

    configured = _keys_models()
    if model_id not in configured:
        from xreview.config.yamlfile import did_you_mean

        raise UsageError(f"unknown model '{model_id}'", hint=did_you_mean(model_id, list(configured)) or "see `xreview models`")
    from xreview.config.secrets import KEYLESS_PROVIDERS

    if configured[model_id].provider in KEYLESS_PROVIDERS:
        raise UsageError(f"model '{model_id}' needs no key ({configured[model_id].provider} provider)")
    if sys.stdin.isatty():
        key = click.prompt(f"API key for {model_id}", hide_input=True, err=True)
    else:
        key = sys.stdin.readline()
    key = key.strip()
    if not key:
        raise UsageError("no key given", hint=f"type it at the prompt, or pipe it: `xreview keys set {model_id} < keyfile`")
    try:
        backend = store_key(model_id, key)
    except KeyringUnavailableError as exc:
        env = configured[model_id].api_key_env
        raise UsageError(f"cannot store the key: {exc}",
                         hint=f"set ${env} instead" if env else "name an environment variable in api_key_env instead") from None
    click.echo(f"stored the key for {model_id} in the OS keyring ({backend})", err=True)


@keys.command(name="delete")
@click.argument("model_id")
def keys_delete(model_id: str) -> None:
    """Remove MODEL_ID's key from the OS keyring."""
    from xreview.config.secrets import KeyringUnavailableError, delete_key

    try:
        deleted = delete_key(model_id)
    except KeyringUnavailableError as exc:
        raise UsageError(f"cannot delete the key: {exc}") from None
    click.echo(f"deleted the key for {model_id}" if deleted else f"no key for {model_id} in the keyring", err=True)


@keys.command(name="list")
def keys_list() -> None:
    """Where each model's key comes from (never the key itself)."""
    from xreview.config.secrets import KEYLESS_PROVIDERS, lookup_key, needs_key

    keyed = [model for model in _keys_models().values() if model.provider not in KEYLESS_PROVIDERS]
    if not keyed:
        click.echo("no configured model needs a key (see `xreview init` and models.yaml)")
    for model in keyed:
        found = lookup_key(model)
        if found.key:
            where = found.origin
        elif model.provider == "cli":
            where = "none: the tool signs in on its own (a key stored here would be passed to it)"
        else:
            where = "none needed (local endpoint)" if not needs_key(model) else found.origin
        click.echo(f"  {model.id:<14} {where}")
