"""Review recipes: YAML files whose steps review, ask, verify, fix, or run another recipe.

A recipe is found by name in the project's ``.xreview/recipes/NAME.yaml``, then the user's
``$XREVIEW_CONFIG_DIR/recipes/``, then the ones xreview ships (``config/recipes/``). Everything a run needs is
checked when it loads — step types and fields, the variables each step may use, the models, the recipes it
calls (and their versions), circular calls, nesting deeper than ``MAX_DEPTH`` — so a mistake is one line with
``file:line`` and a "did you mean" before any model is called. Variables (``{name}``) are replaced as plain
text, never evaluated; double braces (a review prompt's own ``{{stage}}``, ``{{tracked_issues}}``) are left as
they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xreview.config.yamlfile import YamlFile, did_you_mean, load_yaml
from xreview.errors import ConfigError
from xreview.resources import default_file

MAX_DEPTH = 10
BUILT_IN_VARIABLES = ("artifact", "artifact_name")
# step type -> (required fields, optional fields); every step also has `type` and `output_var`
STEP_FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "review": (frozenset(), frozenset({"models", "prompt", "prompt_file", "cycles"})),
    "ask": (frozenset({"model", "prompt"}), frozenset({"input"})),
    "verify": (frozenset({"model", "issues"}), frozenset({"severities"})),
    "fix": (frozenset({"issues"}), frozenset({"fixer"})),
    "recipe": (frozenset({"name"}), frozenset({"args"})),
}
_VARIABLE = re.compile(r"(?<!\{)\{([A-Za-z_][\w-]*)\}(?!\})")
_NAME = re.compile(r"^[A-Za-z0-9][\w.-]{0,63}$")
_CONSTRAINT = re.compile(r"^\s*(>=|<=|==|>|<|=)?\s*(\d+(?:\.\d+){0,2})\s*$")


@dataclass(frozen=True)
class Argument:
    flag: str  # --focus
    variable: str  # focus
    default: str | None
    description: str


@dataclass(frozen=True)
class Step:
    type: str
    output_var: str
    fields: dict[str, Any]
    where: str  # file:line of the step, for errors at run time


@dataclass
class Recipe:
    name: str
    description: str
    version: str
    arguments: list[Argument]
    dependencies: list[tuple[str, str | None]]  # (recipe name, version constraint)
    steps: list[Step]
    output: str
    path: Path
    origin: str  # project | user | built-in
    doc: YamlFile = field(repr=False, compare=False)  # the file as parsed, for file:line in later errors

    def argument(self, flag_or_variable: str) -> Argument | None:
        key = flag_or_variable.lstrip("-")
        return next((a for a in self.arguments if a.variable == key or a.flag.lstrip("-") == key), None)


def recipe_dirs(project_root: Path | None, config: Path) -> list[tuple[Path, str]]:
    """Where recipes are looked for, in order: the project's, the user's, the shipped ones."""
    dirs = [(project_root / ".xreview" / "recipes", "project")] if project_root is not None else []
    return [*dirs, (config / "recipes", "user"), (Path(str(default_file("recipes"))), "built-in")]


def available(dirs: list[tuple[Path, str]]) -> dict[str, tuple[Path, str]]:
    """Every recipe by name, the first found winning (a project's recipe hides a shipped one of that name)."""
    found: dict[str, tuple[Path, str]] = {}
    for folder, origin in dirs:
        if folder.is_dir():
            for path in sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml")):
                found.setdefault(path.stem, (path, origin))
    return found


def find(name: str, dirs: list[tuple[Path, str]], *, where: str | None = None) -> tuple[Path, str]:
    known = available(dirs)
    if name not in known:
        places = ", ".join(str(folder) for folder, _ in dirs)
        raise ConfigError(f"{where + ': ' if where else ''}no recipe named '{name}' (looked in {places})",
                          hint=did_you_mean(name, list(known)) or "`xreview recipes` lists them")
    return known[name]


def load(path: Path, origin: str) -> Recipe:
    """One recipe file, its shape checked (the variables each step uses, too); not the recipes it calls."""
    doc = load_yaml(path)
    data = doc.data
    if not isinstance(data, dict):
        raise doc.error((), "a recipe is a mapping with name, steps and output")
    unknown = set(data) - {"name", "description", "version", "arguments", "dependencies", "steps", "output"}
    if unknown:
        key = sorted(unknown)[0]
        raise doc.error((key,), f"unknown field '{key}'", key=True,
                        hint=did_you_mean(key, ["name", "description", "version", "arguments", "dependencies", "steps", "output"]))
    name = _text(doc, ("name",), required=True)
    if not _NAME.match(name):
        raise doc.error(("name",), f"'{name}' is not a recipe name (letters, digits, . _ -)")
    if name != path.stem:
        raise doc.error(("name",), f"the recipe in {path.name} is named '{name}'", hint=f"name it '{path.stem}', or rename the file")
    version = _text(doc, ("version",)) or "0"
    match = _CONSTRAINT.match(version)
    if match is None or match.group(1):
        raise doc.error(("version",), f"version '{version}' is not a version like 1.2.0")
    arguments = _arguments(doc)
    known = set(BUILT_IN_VARIABLES) | {a.variable for a in arguments}
    steps: list[Step] = []
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise doc.error(("steps",), "a recipe needs a list of steps")
    for index in range(len(raw_steps)):
        step = _step(doc, index, known)
        steps.append(step)
        known.add(step.output_var)
    output = _text(doc, ("output",)) or "{" + steps[-1].output_var + "}"
    _variables(doc, ("output",), output, known)
    return Recipe(name, _text(doc, ("description",)), version, arguments, _dependencies(doc), steps, output, path, origin, doc)


def _text(doc: YamlFile, path: tuple[Any, ...], *, required: bool = False) -> str:
    value: Any = doc.data
    for key in path:
        value = value.get(key) if isinstance(value, dict) else value[key] if isinstance(value, list) and isinstance(key, int) else None
    if value is None:
        if required:
            raise doc.error(path[:-1], f"'{path[-1]}' is missing")
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise doc.error(path, f"'{path[-1]}' must be text")
    return str(value)


def _arguments(doc: YamlFile) -> list[Argument]:
    raw = doc.data.get("arguments") or []
    if not isinstance(raw, list):
        raise doc.error(("arguments",), "arguments must be a list")
    out: list[Argument] = []
    for index, entry in enumerate(raw):
        where = ("arguments", index)
        if not isinstance(entry, dict):
            raise doc.error(where, "an argument is a mapping with flag, variable, default, description")
        variable = _text(doc, (*where, "variable"), required=True)
        if variable in BUILT_IN_VARIABLES or not re.fullmatch(r"[A-Za-z_][\w-]*", variable):
            raise doc.error((*where, "variable"), f"'{variable}' cannot be an argument's variable")
        flag = _text(doc, (*where, "flag")) or f"--{variable.replace('_', '-')}"
        if not re.fullmatch(r"--[a-z][a-z0-9-]*", flag):
            raise doc.error((*where, "flag"), f"'{flag}' is not a flag like --focus")
        default = entry.get("default")
        out.append(Argument(flag, variable, None if default is None else str(default), _text(doc, (*where, "description"))))
    return out


def _dependencies(doc: YamlFile) -> list[tuple[str, str | None]]:
    raw = doc.data.get("dependencies") or []
    if not isinstance(raw, list):
        raise doc.error(("dependencies",), "dependencies must be a list of recipe names (optionally 'name >=1.0')")
    out: list[tuple[str, str | None]] = []
    for index, entry in enumerate(raw):
        text = str(entry).strip()
        name, _, constraint = text.partition(" ")
        if not _NAME.match(name) or (constraint and not _CONSTRAINT.match(constraint)):
            raise doc.error(("dependencies", index), f"'{text}' is not a recipe name with an optional version (e.g. 'security-pass >=1.0')")
        out.append((name, constraint.strip() or None))
    return out


def _step(doc: YamlFile, index: int, known: set[str]) -> Step:
    where = ("steps", index)
    entry = doc.data["steps"][index]
    if not isinstance(entry, dict):
        raise doc.error(where, "a step is a mapping with a type and an output_var")
    kind = _text(doc, (*where, "type"), required=True)
    if kind not in STEP_FIELDS:
        raise doc.error((*where, "type"), f"unknown step type '{kind}'", hint=did_you_mean(kind, list(STEP_FIELDS)) or
                        f"the types are {', '.join(STEP_FIELDS)}; no step runs a shell command")
    required, optional = STEP_FIELDS[kind]
    for key in entry:
        if key not in required | optional | {"type", "output_var"}:
            raise doc.error((*where, key), f"a {kind} step has no field '{key}'", key=True,
                            hint=did_you_mean(str(key), list(required | optional | {"output_var"})))
    for key in required:
        if key not in entry:
            raise doc.error(where, f"a {kind} step needs '{key}'")
    output_var = _text(doc, (*where, "output_var"), required=True)
    if output_var in known:
        raise doc.error((*where, "output_var"), f"'{output_var}' is already a variable: give this step's output another name")
    if kind in ("verify", "fix") and str(entry["issues"]).strip("{}") not in known:
        raise doc.error((*where, "issues"), f"'{entry['issues']}' names no earlier step",
                        hint=did_you_mean(str(entry["issues"]).strip("{}"), known))
    for key, value in entry.items():
        for text, path in _strings(value, (*where, key)):
            _variables(doc, path, text, known)
    line = doc.where(where).rsplit(":", 1)[0]
    return Step(kind, output_var, {k: v for k, v in entry.items() if k not in ("type", "output_var")}, line)


def _strings(value: Any, path: tuple[Any, ...]) -> list[tuple[str, tuple[Any, ...]]]:
    if isinstance(value, str):
        return [(value, path)]
    if isinstance(value, list):
        return [s for i, v in enumerate(value) for s in _strings(v, (*path, i))]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(v, (*path, k))]
    return []


def _variables(doc: YamlFile, path: tuple[Any, ...], text: str, known: set[str]) -> None:
    for match in _VARIABLE.finditer(text):
        if match.group(1) not in known:
            raise doc.error(path, f"unknown variable {{{match.group(1)}}}",
                            hint=did_you_mean(match.group(1), known) or f"known here: {', '.join(sorted(known))}")


def substitute(text: str, values: dict[str, str]) -> str:
    """``text`` with each ``{name}`` replaced by its value as plain text (checked at load: every name is known)."""
    return _VARIABLE.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def satisfies(version: str, constraint: str | None) -> bool:
    if constraint is None:
        return True
    match = _CONSTRAINT.match(constraint)
    assert match is not None
    op, wanted = match.group(1) or "==", match.group(2)

    def key(v: str) -> tuple[int, ...]:
        parts = [int(p) for p in v.split(".")]
        return tuple(parts + [0] * (3 - len(parts)))

    have, want = key(version), key(wanted)
    return {"==": have == want, "=": have == want, ">=": have >= want, "<=": have <= want, ">": have > want,
            "<": have < want}[op]


def load_tree(name: str, dirs: list[tuple[Path, str]], models: set[str]) -> dict[str, Recipe]:
    """``name`` and every recipe it calls, each loaded and checked: the recipes exist at the versions asked,
    the models are configured, no recipe calls itself through others, nesting stays within MAX_DEPTH."""
    loaded: dict[str, Recipe] = {}

    def visit(current: str, chain: tuple[str, ...], where: str | None) -> None:
        if current in chain:
            cycle = " → ".join((*chain[chain.index(current):], current))
            raise ConfigError(f"{where}: recipes call each other in a circle: {cycle}",
                              hint="a recipe cannot run itself, directly or through others")
        if len(chain) >= MAX_DEPTH:
            raise ConfigError(f"{where}: recipes nest deeper than {MAX_DEPTH} ({' → '.join((*chain, current))})",
                              hint="flatten the recipes: a recipe step runs at most 10 deep")
        recipe = loaded.get(current)
        if recipe is None:
            path, origin = find(current, dirs, where=where)
            recipe = load(path, origin)
            _check_models(recipe, models)
            loaded[current] = recipe
        for index, (dependency, constraint) in enumerate(recipe.dependencies):
            where_dep = recipe.doc.where(("dependencies", index))
            visit(dependency, (*chain, current), where_dep)  # loaded and checked like a called recipe, cycles too
            dep = loaded[dependency]
            if not satisfies(dep.version, constraint):
                raise ConfigError(f"{where_dep}: {current} needs {dependency} {constraint}, found {dep.version} ({dep.path})")
        for step in recipe.steps:
            if step.type == "recipe":
                inner = str(step.fields["name"])
                visit(inner, (*chain, current), step.where)
                _check_args(loaded[inner], step)

    visit(name, (), None)
    return loaded


def step_models(step: Step, values: dict[str, str] | None = None,
                keys: tuple[str, ...] = ("models", "model", "fixer")) -> list[str]:
    """The model ids a step names under ``keys`` (``models`` as a list, or comma-separated), its variables
    filled in from ``values`` (left as ``{name}`` without them)."""
    listed: list[object] = []
    for key in keys:
        named = step.fields.get(key)
        listed += [named] if isinstance(named, str) else list(named or [])
    texts = [substitute(str(entry), values) if values is not None else str(entry) for entry in listed]
    return [model.strip() for text in texts for model in text.split(",") if model.strip()]


def _check_models(recipe: Recipe, models: set[str]) -> None:
    for index, step in enumerate(recipe.steps):
        for model in step_models(step):
            if "{" in str(model):
                continue  # an argument names it: checked when the run knows its value
            if str(model) not in models:
                raise recipe.doc.error(("steps", index), f"no model '{model}' is configured",
                                       hint=did_you_mean(str(model), models) or "`xreview models` lists them")


def _check_args(inner: Recipe, step: Step) -> None:
    args = step.fields.get("args") or {}
    if not isinstance(args, dict):
        raise ConfigError(f"{step.where}: args must be a mapping of the called recipe's arguments")
    for key in args:
        if inner.argument(str(key)) is None:
            raise ConfigError(f"{step.where}: {inner.name} has no argument '{key}'",
                              hint=did_you_mean(str(key), [a.variable for a in inner.arguments]))
