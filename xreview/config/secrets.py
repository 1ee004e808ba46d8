"""API keys: the OS keyring, then the environment, then an inline key (with a warning).

Keys are looked up only when needed, never logged, and never part of an
error message; ``redact`` scrubs any known key out of text shown to a user.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from xreview.config.endpoints import is_local_endpoint
from xreview.config.models import ModelConfig

SERVICE = "xreview"
KEYLESS_PROVIDERS = ("builtin", "replay")


@dataclass(frozen=True)
class KeyLookup:
    """A key and where it came from (``keyring``, ``env:NAME``, ``inline``), or why there is none."""

    key: str | None
    origin: str
    warning: str | None = None


class KeyringUnavailableError(Exception):
    """No usable OS keyring backend on this machine."""


def _keyring_get(model_id: str) -> str | None:
    try:
        import keyring
        from keyring.errors import KeyringError, NoKeyringError
    except ImportError:  # pragma: no cover - keyring is a dependency
        return None
    try:
        return keyring.get_password(SERVICE, model_id)
    except NoKeyringError:
        return None
    except KeyringError:
        return None
    except Exception:  # noqa: BLE001 - a broken backend must not stop a review
        return None


def _keyring_disabled() -> bool:
    return os.environ.get("XREVIEW_NO_KEYRING") == "1"


def _backend():  # type: ignore[no-untyped-def]
    """The keyring module, or KeyringUnavailableError saying why it cannot be used."""
    if _keyring_disabled():
        raise KeyringUnavailableError("the keyring is turned off by XREVIEW_NO_KEYRING=1")
    import keyring
    from keyring.backends import fail

    backend = keyring.get_keyring()
    if isinstance(backend, fail.Keyring):
        raise KeyringUnavailableError("no usable OS keyring on this machine (no Secret Service, KWallet or Keychain)")
    return keyring


def store_key(model_id: str, key: str) -> str:
    """Save ``key`` for ``model_id`` in the OS keyring; return the backend's name."""
    keyring = _backend()
    try:
        keyring.set_password(SERVICE, model_id, key)
    except Exception as exc:  # noqa: BLE001 - every backend failure becomes one clear message
        raise KeyringUnavailableError(f"the keyring refused the key ({type(exc).__name__})") from None
    return type(keyring.get_keyring()).__name__


def delete_key(model_id: str) -> bool:
    """Remove ``model_id``'s key from the keyring; False when there was none."""
    keyring = _backend()
    from keyring.errors import PasswordDeleteError

    try:
        keyring.delete_password(SERVICE, model_id)
    except PasswordDeleteError:
        return False
    except Exception as exc:  # noqa: BLE001
        raise KeyringUnavailableError(f"the keyring could not delete the key ({type(exc).__name__})") from None
    return True


def lookup_key(model: ModelConfig, *, use_keyring: bool = True) -> KeyLookup:
    """The key to use for ``model``, in the documented order."""
    if model.provider in KEYLESS_PROVIDERS:
        return KeyLookup(None, "not needed")
    if use_keyring and not _keyring_disabled():
        key = _keyring_get(model.id)
        if key:
            return KeyLookup(key, "keyring")
    if model.api_key_env:
        key = os.environ.get(model.api_key_env)
        if key:
            return KeyLookup(key, f"env:{model.api_key_env}")
    if model.api_key:
        return KeyLookup(
            model.api_key,
            "inline",
            f"model '{model.id}' has an inline api_key in {model.origin}; store it with "
            f"`xreview keys set {model.id}` or an environment variable instead",
        )
    where = f"${model.api_key_env} unset" if model.api_key_env else "no api_key_env set"
    return KeyLookup(None, f"no key: keyring empty, {where}")


def needs_key(model: ModelConfig) -> bool:
    """True when a call cannot work without a key (a CLI tool may use its own login instead)."""
    return model.provider not in (*KEYLESS_PROVIDERS, "cli") and not (
        model.provider == "openai_compat" and model.endpoint and is_local_endpoint(model.endpoint)
    )


def is_local(model: ModelConfig) -> bool:
    """A model whose text stays on this machine: a built-in or replayed reviewer, a server on a loopback
    address, or one marked ``local: true``."""
    if model.provider in KEYLESS_PROVIDERS or model.local:
        return True
    return model.provider != "cli" and bool(model.endpoint) and is_local_endpoint(model.endpoint or "")


def is_outside(model: ModelConfig) -> bool:
    """Every reviewer that is not built-in is outside unless its endpoint is proven local (or marked so):
    a command-line tool (codex, claude, gemini, …) sends what it is given to its own service."""
    return not is_local(model)


def redact(text: str, secrets: list[str]) -> str:
    """``text`` with every secret replaced, so no key reaches output, logs or errors."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "[redacted]")
    return text
