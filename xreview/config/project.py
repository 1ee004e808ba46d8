"""The project configuration (``.xreview.yaml``) layered over the packaged defaults."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from xreview.config.yamlfile import YamlFile, did_you_mean, load_yaml
from xreview.resources import default_file

STAGES = ("discover", "design", "develop")
FIXER_ORDERS = ("cheapest", "as_listed")
PROJECT_FILE = ".xreview.yaml"

# key → (type, sub-keys) ; scalars are checked by _check_scalar
SCHEMA: dict[str, dict[str, str] | str] = {
    "prompts": {stage: "str" for stage in STAGES},
    "artifacts": {stage: "str" for stage in STAGES},
    "default_models": "list[str]",
    "cycles": {"min": "int", "max": "int", "structural_problem_signal": "int", "stuck_signal": "int"},
    "execution": {"parallel": "bool", "timeout_seconds": "number", "retry_attempts": "int", "max_concurrent": "int",
                  "max_concurrent_model": "int"},
    "budget": {"per_task_usd": "number?", "per_session_usd": "number?"},
    "synthesizer": "str?",
    "fixer": "ids?",
    "fixer_order": "order",
    "fix_checker": "str?",
    "verify": "bool",
    "weight_by_precision": "bool",
    "discussion": {"converge_at": "number", "max_disputed": "int"},
    "cache": {"enabled": "bool", "ttl_days": "number", "max_mb": "number"},
    "prompt_server": {"command": "argv", "tool": "str", "phase": "str", "timeout_seconds": "number"},
    "version": "any",
    "implements": "any",
}


T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """A configuration value and where it came from; ``Setting[Path]`` holds a path, and so on."""

    value: T
    origin: str


def find_project_file(*starts: Path) -> Path | None:
    """The nearest ``.xreview.yaml`` walking up from each start folder in turn."""
    for start in starts:
        folder = start.resolve()
        if folder.is_file():
            folder = folder.parent
        for candidate in (folder, *folder.parents):
            path = candidate / PROJECT_FILE
            if path.is_file():
                return path
    return None


def load_layer(doc: YamlFile, origin_label: str | None = None) -> dict[str, Setting[Any]]:
    """Validate a project-config file and flatten it to ``section.key`` settings with origins."""
    data = doc.data
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise doc.error((), "expected a mapping of settings (prompts, artifacts, default_models, cycles, execution, budget)")
    flat: dict[str, Setting[Any]] = {}
    for key, value in data.items():
        if key not in SCHEMA:
            raise doc.error((key,), f"unknown key '{key}'", key=True, hint=did_you_mean(key, list(SCHEMA)))
        spec = SCHEMA[key]
        if isinstance(spec, dict):
            if value is None:
                continue
            if not isinstance(value, dict):
                raise doc.error((key,), f"'{key}' must be a mapping with keys {', '.join(spec)}")
            for sub, sub_value in value.items():
                if sub not in spec:
                    raise doc.error((key, sub), f"unknown key '{key}.{sub}'", key=True, hint=did_you_mean(sub, list(spec)))
                _check(doc, (key, sub), sub_value, spec[sub])
                flat[f"{key}.{sub}"] = Setting(sub_value, origin_label or doc.where((key, sub), key=True))
        elif spec != "any":
            _check(doc, (key,), value, spec)
            if value is None:
                value = "local" if key == "synthesizer" else "none" if key in ("fixer", "fix_checker") else value
            if key == "fixer":
                value = fixer_chain(value)
            flat[key] = Setting(value, origin_label or doc.where((key,), key=True))
    _check_relations(doc, flat)
    return flat


def fixer_chain(value: str | list[str]) -> list[str]:
    """The fixers named by ``fixer:`` or ``--fixer``: one id, a comma-separated list or a YAML list, in order,
    each once; 'none' (or nothing) is no fixer."""
    items = value.split(",") if isinstance(value, str) else value
    chain: list[str] = []
    for item in (i.strip() for i in items):
        if item and item != "none" and item not in chain:
            chain.append(item)
    return chain


def packaged_defaults() -> dict[str, Setting[Any]]:
    node = default_file("config.yaml")
    doc = load_yaml(Path(str(node)), node.read_text(encoding="utf-8"))
    return load_layer(doc, "packaged default")


def _check(doc: YamlFile, path: tuple[str, ...], value: Any, kind: str) -> None:
    name = ".".join(path)
    optional = kind.endswith("?")
    kind = kind.rstrip("?")
    if value is None and optional:
        return
    ok = {
        "str": isinstance(value, str) and bool(value.strip()),
        "int": isinstance(value, int) and not isinstance(value, bool) and value >= 0,
        "number": isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0,
        "bool": isinstance(value, bool),
        "list[str]": isinstance(value, list) and all(isinstance(v, str) and v for v in value),
        "ids": (isinstance(value, str) and bool(value.strip())) or (
            isinstance(value, list) and bool(value) and all(isinstance(v, str) and v.strip() for v in value)),
        "order": value in FIXER_ORDERS,
        "argv": isinstance(value, list) and bool(value) and all(isinstance(v, str) and v for v in value),
    }[kind]
    if not ok:
        expected = {
            "str": "a non-empty string",
            "int": "a whole number, 0 or more",
            "number": "a finite number, 0 or more",
            "bool": "true or false",
            "list[str]": "a list of model ids",
            "ids": "a model id, a list of them (a chain), or none",
            "order": " or ".join(FIXER_ORDERS),
            "argv": "a command as a list of arguments, such as [node, acm-server/dist/index.js]",
        }[kind]
        raise doc.error(path, f"'{name}' must be {expected}, not {value!r}")


def _check_relations(doc: YamlFile, flat: dict[str, Setting[Any]]) -> None:
    low = flat.get("cycles.min")
    high = flat.get("cycles.max")
    if low and high and low.value > high.value:
        raise doc.error(("cycles", "min"), f"cycles.min ({low.value}) is larger than cycles.max ({high.value})")
    if high is not None and high.value < 1:
        raise doc.error(("cycles", "max"), "cycles.max must be at least 1")
    if any(key.startswith("prompt_server.") for key in flat) and "prompt_server.command" not in flat:
        raise doc.error(("prompt_server",), "prompt_server needs a command: the server to start, as a list such as "
                                            "[node, acm-server/dist/index.js]")
    deadline = flat.get("prompt_server.timeout_seconds")
    if deadline is not None and deadline.value <= 0:
        raise doc.error(("prompt_server", "timeout_seconds"), "prompt_server.timeout_seconds must be more than 0")
