"""Themes as YAML files: the packaged ones in ``themes/``, the user's own in ``<config dir>/themes/``.

A broken file is reported and skipped; it never stops the app from starting.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from textual.theme import Theme

from xreview.resources import themes_dir

if TYPE_CHECKING:
    from textual.app import App

COLOURS = ("primary", "secondary", "accent", "foreground", "background", "surface", "panel", "warning", "error", "success")
SEVERITY_VARIABLES = {"severity-critical": "#FF5C5C", "severity-high": "#F2B134", "severity-low": "#8FA3B8",
                      "pane-streaming": "#5FA8D3", "pane-done": "#76B041", "pane-failed": "#E4572E"}


def theme_from(data: object, source: str) -> Theme:
    """A Theme from a parsed YAML mapping; ValueError naming ``source`` when it is not one."""
    if not isinstance(data, dict):
        raise ValueError(f"{source}: a theme is a mapping with at least 'name' and 'primary'")
    name, primary = data.get("name"), data.get("primary")
    if not isinstance(name, str) or not isinstance(primary, str):
        raise ValueError(f"{source}: a theme needs 'name' and 'primary'")
    unknown = set(data) - {*COLOURS, "name", "dark", "variables"}
    if unknown:
        raise ValueError(f"{source}: unknown key '{sorted(unknown)[0]}'")
    variables = data.get("variables") or {}
    if not isinstance(variables, dict):
        raise ValueError(f"{source}: 'variables' must be a mapping")
    try:
        colours: dict[str, Any] = {key: str(data[key]) for key in COLOURS if data.get(key) is not None}
        theme = Theme(
            name=name, dark=bool(data.get("dark", True)),
            variables={**SEVERITY_VARIABLES, **{str(k): str(v) for k, v in variables.items()}},
            **colours,
        )
        theme.to_color_system()  # a bad colour fails here, not later in the middle of the app
    except Exception as exc:  # noqa: BLE001 - any bad value is the file's fault, reported as such
        raise ValueError(f"{source}: {exc}") from None
    return theme


def load_themes(user_dir: Path | None) -> tuple[list[Theme], list[str]]:
    """(themes, problems): the packaged themes, then the user's (which may replace them by name)."""
    themes: list[Theme] = []
    problems: list[str] = []
    sources: list[tuple[str, str]] = []
    for entry in sorted(themes_dir().iterdir(), key=lambda e: e.name):
        if entry.name.endswith((".yaml", ".yml")):
            sources.append((f"themes/{entry.name}", entry.read_text(encoding="utf-8")))
    if user_dir is not None and user_dir.is_dir():
        for path in sorted([*user_dir.glob("*.yaml"), *user_dir.glob("*.yml")]):
            try:
                sources.append((str(path), path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError) as exc:
                problems.append(f"{path}: cannot read ({exc})")
    for source, text in sources:
        try:
            themes.append(theme_from(yaml.safe_load(text), source))
        except yaml.YAMLError as exc:
            problems.append(f"{source}: invalid YAML ({getattr(exc, 'problem', exc)})")
        except ValueError as exc:
            problems.append(str(exc))
    return themes, problems


def load_keymap(path: Path) -> tuple[dict[str, str] | None, str | None]:
    """The binding ids remapped in ``path`` (``triage-accept: y``), or why the file was not loaded."""
    if not path.is_file():
        return None, None
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise ValueError("expected binding ids mapped to keys, e.g. triage-accept: y")
    except (OSError, ValueError, yaml.YAMLError) as exc:
        return None, f"{path}: keymap not loaded ({exc})"
    return data, None


def set_up_looks(app: App[Any], config: Path, wanted: str, default: str) -> None:
    """The packaged and the user's themes registered, ``wanted`` applied (``default`` when there is no such theme),
    and the user's keymap; each problem is a notification, never a failure to start."""
    themes, problems = load_themes(config / "themes")
    for theme in themes:
        app.register_theme(theme)
    for problem in problems:
        app.notify(f"Theme not loaded: {problem}", severity="warning", timeout=8)
    if wanted in app.available_themes:
        app.theme = wanted
    else:
        app.notify(f"No theme named '{wanted}'; using {default}. Themes: {', '.join(sorted(app.available_themes))}",
                   severity="warning", timeout=8)
        app.theme = default
    keymap, keymap_problem = load_keymap(config / "keymap.yaml")
    if keymap_problem:
        app.notify(keymap_problem, severity="warning", timeout=8)
    if keymap:
        app.set_keymap(keymap)
