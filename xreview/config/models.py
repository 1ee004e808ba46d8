"""The user's models file (``models.yaml``): schema, validation and provider aliases.

The models files written for the review specification load unchanged:
vendor names such as ``moonshot`` or ``deepseek`` mean an OpenAI-compatible
endpoint, ``pricing`` is read like ``price``, and ``settings`` holds
per-model request parameters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from xreview.config.endpoints import endpoint_problem
from xreview.config.tools import TOOLS, unsafe_flags
from xreview.config.yamlfile import YamlFile, did_you_mean, load_yaml
from xreview.core.budget import Price
from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER


class ProviderKind(StrEnum):
    """How xreview talks to a model: models.yaml's ``provider:``, vendor aliases resolved. A ``StrEnum``, so a
    kind is also its name (``"cli"``) in comparisons, messages and JSON."""

    OPENAI_COMPAT = "openai_compat"
    GOOGLE = "google"
    ANTHROPIC = "anthropic"
    CLI = "cli"
    BUILTIN = "builtin"
    REPLAY = "replay"


PROVIDERS = tuple(kind.value for kind in ProviderKind)

# Vendor names used by the review specification's models files, and their default endpoints.
VENDOR_ALIASES: dict[str, tuple[str, str | None]] = {
    "openai": ("openai_compat", "https://api.openai.com/v1"),
    "moonshot": ("openai_compat", "https://api.moonshot.ai/v1"),
    "kimi": ("openai_compat", "https://api.moonshot.ai/v1"),
    "deepseek": ("openai_compat", "https://api.deepseek.com"),
    "openrouter": ("openai_compat", "https://openrouter.ai/api/v1"),
    "groq": ("openai_compat", "https://api.groq.com/openai/v1"),
    "together": ("openai_compat", "https://api.together.xyz/v1"),
    "mistral": ("openai_compat", "https://api.mistral.ai/v1"),
    "xai": ("openai_compat", "https://api.x.ai/v1"),
    "ollama": ("openai_compat", "http://localhost:11434/v1"),
    "vllm": ("openai_compat", "http://localhost:8000/v1"),
    "llamacpp": ("openai_compat", "http://localhost:8080/v1"),
    "lmstudio": ("openai_compat", "http://localhost:1234/v1"),
    "gemini": ("google", None),
    "claude": ("anthropic", None),
}

DEFAULT_ENDPOINTS = {
    "openai_compat": "https://api.openai.com/v1",
    "google": "https://generativelanguage.googleapis.com/v1beta",
    "anthropic": "https://api.anthropic.com",
}

MODEL_KEYS = {
    "provider", "model", "endpoint", "api_key_env", "api_key", "price", "pricing", "timeout_seconds",
    "fallback", "command", "context_window", "max_tokens", "max_output_tokens", "temperature",
    "extra_params", "name", "display_name", "description", "enabled", "cassette", "local",
    "max_answer_chars", "max_items_per_answer",
}
TOP_KEYS = {"models", "settings", "version"}
PRICE_KEYS = {"input", "output", "cached_input", "input_per_million", "output_per_million", "cached_input_per_million"}
BUILTIN_MODELS = ("lint", "rubric")

# The variable each command-line tool reads its API key from (it may also use its own login).
CLI_KEY_ENV = {name: tool.key_env for name, tool in TOOLS.items() if tool.key_env}

# The environment variable a vendor's own tools read, used when a model names none.
DEFAULT_KEY_ENV = {
    "openai": "OPENAI_API_KEY", "moonshot": "MOONSHOT_API_KEY", "kimi": "MOONSHOT_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY", "openrouter": "OPENROUTER_API_KEY", "groq": "GROQ_API_KEY",
    "together": "TOGETHER_API_KEY", "mistral": "MISTRAL_API_KEY", "xai": "XAI_API_KEY",
    "google": "GOOGLE_API_KEY", "gemini": "GOOGLE_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "claude": "ANTHROPIC_API_KEY",
}


@dataclass
class ModelConfig:
    """One configured model (or built-in reviewer)."""

    id: str
    provider: ProviderKind
    model: str
    endpoint: str | None = None
    vendor: str | None = None
    api_key_env: str | None = None
    api_key: str | None = field(default=None, repr=False)
    price: Price | None = None
    timeout_seconds: float | None = None
    fallback: list[str] = field(default_factory=list)
    command: list[str] | None = None
    context_window: int | None = None
    max_output_tokens: int | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    display_name: str | None = None
    enabled: bool = True
    cassette: str | None = None
    local: bool = False  # the user vouches that this model's server (or tool) keeps text on machines they control
    max_answer_chars: int = MAX_ANSWER_CHARS  # the rest of a longer answer is not read
    max_items_per_answer: int = MAX_ITEMS_PER_ANSWER  # items past this are left out of synthesis
    origin: str = "built-in"
    price_source: str = "models.yaml"

    def __post_init__(self) -> None:
        self.provider = ProviderKind(self.provider)  # a kind's name is accepted too (tests, built-ins)

    @property
    def label(self) -> str:
        return self.display_name or self.id


def builtin_models() -> dict[str, ModelConfig]:
    """The reviewers that need no key and no network."""
    return {
        "lint": ModelConfig("lint", ProviderKind.BUILTIN, "lint", display_name="Lint", price=Price(0, 0)),
        "rubric": ModelConfig("rubric", ProviderKind.BUILTIN, "rubric", display_name="Rubric", price=Price(0, 0)),
    }


def load_models_file(path: Path) -> dict[str, ModelConfig]:
    """Read and validate a models file; every problem is a one-line ConfigError."""
    doc = load_yaml(path)
    data = doc.data
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise doc.error((), "expected a mapping with a 'models:' key")
    for key in data:
        if key not in TOP_KEYS:
            raise doc.error((key,), f"unknown key '{key}'", key=True, hint=did_you_mean(key, TOP_KEYS))
    raw_models = data.get("models") or {}
    if not isinstance(raw_models, dict):
        raise doc.error(("models",), "'models' must be a mapping of model ids to their settings")
    settings = data.get("settings") or {}
    if not isinstance(settings, dict):
        raise doc.error(("settings",), "'settings' must be a mapping of model ids to request parameters")
    for model_id, value in settings.items():
        if model_id not in raw_models:
            raise doc.error(("settings", model_id), f"settings for unknown model '{model_id}'", key=True,
                            hint=did_you_mean(model_id, list(raw_models)))
        if not isinstance(value, dict):
            raise doc.error(("settings", model_id), "model settings must be a mapping such as {temperature: 0.6}")
    models: dict[str, ModelConfig] = {}
    for model_id, raw in raw_models.items():
        models[str(model_id)] = _model(doc, str(model_id), raw, settings.get(model_id) or {})
    for model in models.values():
        for index, other in enumerate(model.fallback):
            if other not in models and other not in BUILTIN_MODELS:
                raise doc.error(("models", model.id, "fallback", index), f"fallback '{other}' is not a configured model",
                                hint=did_you_mean(other, list(models)))
    return models


def _model(doc: YamlFile, model_id: str, raw: Any, settings: dict[str, Any]) -> ModelConfig:
    path = ("models", model_id)
    if not isinstance(raw, dict):
        raise doc.error(path, f"model '{model_id}' must be a mapping with at least 'provider' and 'model'")
    for key in raw:
        if key not in MODEL_KEYS:
            raise doc.error((*path, key), f"unknown key '{key}' in model '{model_id}'", key=True,
                            hint=did_you_mean(key, MODEL_KEYS))
    kind, vendor, endpoint_default = _kind(doc, path, model_id, raw.get("provider"))
    model_name = raw.get("model")
    if kind in ("openai_compat", "google", "anthropic") and not model_name:
        raise doc.error(path, f"model '{model_id}' needs 'model:' (the vendor's model name)", key=True)
    command = _command(doc, path, kind, raw)
    endpoint = _endpoint(doc, path, raw.get("endpoint", endpoint_default or DEFAULT_ENDPOINTS.get(kind)))
    for key in ("api_key_env", "api_key", "display_name", "name", "cassette"):
        if key in raw and not isinstance(raw[key], str):
            raise doc.error((*path, key), f"'{key}' must be a string")
    line, _col = doc.key_marks.get(path, (1, 1))
    return ModelConfig(
        id=model_id,
        provider=ProviderKind(kind),
        model=str(model_name or (command[0] if command else model_id)),
        endpoint=endpoint.rstrip("/") if endpoint is not None else None,
        vendor=vendor,
        api_key_env=raw.get("api_key_env") or (
            CLI_KEY_ENV.get(command[0].rsplit("/", 1)[-1]) if kind == "cli" and command else DEFAULT_KEY_ENV.get(vendor or kind)
        ),
        api_key=raw.get("api_key"),
        price=_price(doc, (*path, "price" if "price" in raw else "pricing"), raw.get("price", raw.get("pricing"))),
        timeout_seconds=_number(doc, (*path, "timeout_seconds"), raw.get("timeout_seconds"), positive=True),
        fallback=_fallback(doc, path, raw.get("fallback")),
        command=list(command) if command else None,
        context_window=_int(doc, (*path, "context_window"), raw.get("context_window")),
        max_output_tokens=_int(doc, (*path, "max_output_tokens"), raw.get("max_output_tokens", raw.get("max_tokens"))),
        settings=_model_settings(doc, path, raw, settings),
        local=_flag(doc, path, raw, "local", False, hint="true only for a server or tool that keeps text on machines you control"),
        max_answer_chars=_int(doc, (*path, "max_answer_chars"), raw.get("max_answer_chars")) or MAX_ANSWER_CHARS,
        max_items_per_answer=_int(doc, (*path, "max_items_per_answer"), raw.get("max_items_per_answer")) or MAX_ITEMS_PER_ANSWER,
        display_name=raw.get("display_name") or raw.get("name"),
        enabled=_flag(doc, path, raw, "enabled", True),
        cassette=_cassette(doc, path, kind, raw.get("cassette")),
        origin=f"{doc.display}:{line}",
    )


def _kind(doc: YamlFile, path: tuple[Any, ...], model_id: str, provider: Any) -> tuple[str, str | None, str | None]:
    """(provider kind, the vendor an alias named, that vendor's endpoint) for models.yaml's ``provider:``."""
    if not isinstance(provider, str) or not provider:
        raise doc.error(path, f"model '{model_id}' has no 'provider'", key=True, hint="one of " + ", ".join(PROVIDERS))
    vendor = None
    endpoint_default = None
    kind = provider.lower()
    if kind in VENDOR_ALIASES:
        vendor = kind
        kind, endpoint_default = VENDOR_ALIASES[kind]
    if kind not in PROVIDERS:
        raise doc.error((*path, "provider"), f"unknown provider '{provider}'",
                        hint=did_you_mean(provider, [*PROVIDERS, *VENDOR_ALIASES]) or "one of " + ", ".join(PROVIDERS))
    return kind, vendor, endpoint_default


def _command(doc: YamlFile, path: tuple[Any, ...], kind: str, raw: dict[str, Any]) -> list[str] | None:
    """A command-line tool's argv, which must never let the tool edit files."""
    command = raw.get("command")
    if kind != "cli":
        if command is not None:
            raise doc.error((*path, "command"), f"'command' only applies to provider 'cli', not '{raw.get('provider')}'")
        return None
    if isinstance(command, str):
        command = [command]
    if not (isinstance(command, list) and command and all(isinstance(c, str) and c for c in command)):
        raise doc.error((*path, "command"), "'command' must be a tool name (codex, gemini, claude, llm, ollama) or an argv list")
    bad = unsafe_flags(command, command[0].rsplit("/", 1)[-1] in TOOLS)
    if bad:
        raise doc.error((*path, "command"), f"'{bad[0]}' would let the tool edit files; a review runs tools read-only",
                        hint="remove it; xreview adds the read-only flags itself")
    return command


def _endpoint(doc: YamlFile, path: tuple[Any, ...], endpoint: Any) -> str | None:
    if endpoint is not None and (not isinstance(endpoint, str) or not endpoint.startswith(("http://", "https://"))):
        raise doc.error((*path, "endpoint"), "'endpoint' must be an http:// or https:// base URL")
    if isinstance(endpoint, str):
        problem = endpoint_problem(endpoint)
        if problem:
            raise doc.error((*path, "endpoint"), problem)
    return endpoint


def _fallback(doc: YamlFile, path: tuple[Any, ...], fallback: Any) -> list[str]:
    fallback = fallback or []
    if isinstance(fallback, str):
        fallback = [fallback]
    if not isinstance(fallback, list) or not all(isinstance(f, str) for f in fallback):
        raise doc.error((*path, "fallback"), "'fallback' must be a list of model ids")
    return list(fallback)


def _model_settings(doc: YamlFile, path: tuple[Any, ...], raw: dict[str, Any], settings: dict[str, Any]) -> dict[str, Any]:
    """The request settings: the file's defaults for this model, its extra_params, its temperature."""
    merged = dict(settings)
    extra = raw.get("extra_params") or {}
    if not isinstance(extra, dict):
        raise doc.error((*path, "extra_params"), "'extra_params' must be a mapping")
    merged.update(extra)
    if "temperature" in raw:
        merged.setdefault("temperature", raw["temperature"])
    return merged


def _flag(doc: YamlFile, path: tuple[Any, ...], raw: dict[str, Any], key: str, default: bool, hint: str | None = None) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise doc.error((*path, key), f"'{key}' must be true or false", hint=hint)
    return value


def _cassette(doc: YamlFile, path: tuple[Any, ...], kind: str, raw: Any) -> str | None:
    """A replay model's recording: a cassette file or a folder of them, relative to the models file."""
    if kind != "replay":
        if raw is not None:
            raise doc.error((*path, "cassette"), f"'cassette' only applies to provider 'replay', not '{kind}'")
        return None
    if not raw:
        raise doc.error(path, "a replay model needs 'cassette:' (a recorded review, or a folder from `--record`)", key=True)
    where = (doc.path.parent / str(raw)).expanduser()
    if not where.exists():
        raise doc.error((*path, "cassette"), f"cassette not found: {where}",
                        hint="record one with `xreview review --headless --record DIR`")
    return str(where)


def _price(doc: YamlFile, path: tuple[Any, ...], raw: Any) -> Price | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise doc.error(path, "price must be a mapping such as {input: 0.60, output: 2.50} (USD per million tokens)")
    for key in raw:
        if key not in PRICE_KEYS:
            raise doc.error((*path, key), f"unknown price key '{key}'", key=True, hint=did_you_mean(key, PRICE_KEYS))
    values: dict[str, float | None] = {}
    for name in ("input", "output", "cached_input"):
        value = raw.get(name, raw.get(f"{name}_per_million"))
        key_used = name if name in raw else f"{name}_per_million"
        values[name] = _number(doc, (*path, key_used), value, positive=False)
    if values["input"] is None or values["output"] is None:
        raise doc.error(path, "price needs both 'input' and 'output' (USD per million tokens)")
    return Price(values["input"], values["output"], values["cached_input"])


def _number(doc: YamlFile, path: tuple[Any, ...], value: Any, *, positive: bool) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise doc.error(path, f"'{path[-1]}' must be a number, not {value!r}")
    if value < 0 or (positive and value == 0):
        raise doc.error(path, f"'{path[-1]}' must be {'positive' if positive else 'zero or more'}")
    return float(value)


def _int(doc: YamlFile, path: tuple[Any, ...], value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise doc.error(path, f"'{path[-1]}' must be a positive whole number")
    return value
