"""Resolving what a review will use, each value remembering where it came from.

stage    = --stage > artifact frontmatter (stage:, else type:) > status.md > design
artifact = argument > artifacts[stage]
prompt   = --prompt > the prompt server (applied by the session: ``xreview.session.prompt_source``) > prompts[stage]
           > built-in prompt for the stage
models   = --models > default_models > every configured model with a usable key > built-in reviewers
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from platformdirs import user_config_dir

from xreview.artifact.document import MarkdownDocument
from xreview.config.fixing import check_fixing
from xreview.config.models import BUILTIN_MODELS, ModelConfig, builtin_models, load_models_file
from xreview.config.prices import apply_price_table
from xreview.config.project import STAGES, Setting, find_project_file, load_layer, packaged_defaults
from xreview.config.yamlfile import did_you_mean, load_yaml
from xreview.core.budget import Budget, BudgetLimits
from xreview.core.cycle import CyclePolicy
from xreview.core.prompt import prompt_problem
from xreview.errors import ConfigError, NothingToReview, UsageError
from xreview.paths import display_path
from xreview.resources import read_default

_STAGE_WORDS = {"discover": "discover", "discovery": "discover", "design": "design", "develop": "develop", "development": "develop"}


@dataclass
class ResolveOptions:
    """What the command line said."""

    artifact: str | None = None
    stage: str | None = None
    models: list[str] | None = None
    prompt: str | None = None
    config: str | None = None
    models_file: str | None = None
    min_cycles: int | None = None
    max_cycles: int | None = None
    budget: float | None = None
    fixer: str | None = None  # --fixer: one id or a chain, comma-separated
    fix_checker: str | None = None  # --fix-checker
    cwd: Path = field(default_factory=Path.cwd)
    need_artifact: bool = True  # False for `xreview config`: a default artifact that does not exist yet is shown as such
    prompt_source: PromptSource | None = None  # a prompt given as text (the MCP review tool's), not as a file
    timeout_seconds: float | None = None  # each model's deadline, instead of execution.timeout_seconds
    given_by: str = "command line"  # where prompt_source and timeout_seconds came from, for their origin
    no_cache: bool = False  # --no-cache: every request goes to its model


@dataclass(frozen=True)
class PromptSource:
    label: str
    text: str


@dataclass
class Resolution:
    stage: Setting[str]
    artifact: Setting[Path]
    prompt: Setting[PromptSource]
    models: Setting[list[str]]
    settings: dict[str, Setting[Any]]  # the rest, by dotted key (cycles.max, budget.per_task_usd, …)
    model_configs: dict[str, ModelConfig]
    project_file: Path | None
    models_file: Path | None
    warnings: list[str] = field(default_factory=list)
    limits: BudgetLimits = BudgetLimits(None, None)  # budget.per_task_usd and per_session_usd, typed

    def with_models(self, models: list[str], origin: str) -> Resolution:
        """This resolution with other models (chosen on the confirmation screen, say)."""
        return dataclasses.replace(self, models=Setting(list(models), origin))

    def get(self, key: str) -> Any:
        return self.settings[key].value

    def policy(self) -> CyclePolicy:
        return CyclePolicy(
            min_cycles=self.get("cycles.min"),
            max_cycles=self.get("cycles.max"),
            structural_problem_signal=self.get("cycles.structural_problem_signal"),
            stuck_signal=self.get("cycles.stuck_signal"),
        )

    def budget(self) -> Budget:
        """A new spend counter against the configured limits (a review makes one, and keeps it)."""
        return self.limits.budget()

    def selected(self) -> list[ModelConfig]:
        return [self.model_configs[m] for m in self.models.value]

    def rows(self) -> list[tuple[str, str, str]]:
        """(name, value, origin) for ``xreview config`` and the confirmation screen."""
        artifact: Path = self.artifact.value
        rows = [
            ("stage", self.stage.value, self.stage.origin),
            ("artifact", display_path(artifact), self.artifact.origin),
            ("prompt", self.prompt.value.label, self.prompt.origin),
            ("models", ", ".join(self.models.value), self.models.origin),
        ]
        for key in sorted(self.settings):
            if key.startswith(("cycles.", "execution.", "budget.", "prompt_server.")) or key in (
                    "synthesizer", "verify", "fixer", "fixer_order", "fix_checker", "weight_by_precision"):
                value = self.settings[key].value
                if isinstance(value, list):
                    value = (" ".join(value) if key == "prompt_server.command" else ", ".join(value)) or "none"
                rows.append((key, "none" if value is None else str(value).lower() if isinstance(value, bool) else str(value), self.settings[key].origin))
        rows.append(("project config", display_path(self.project_file) if self.project_file else "none", "found upward from the artifact" if self.project_file else "no .xreview.yaml found"))
        rows.append(("models file", display_path(self.models_file) if self.models_file else "none", "exists" if self.models_file and self.models_file.is_file() else "not found (built-in reviewers only)"))
        return rows


def config_dir() -> Path:
    """The user's config folder: $XREVIEW_CONFIG_DIR, else the platform's."""
    env = os.environ.get("XREVIEW_CONFIG_DIR")
    return Path(env).expanduser() if env else Path(user_config_dir("xreview", appauthor=False))


def data_dir() -> Path:
    """Sessions, logs and cache: $XREVIEW_DATA_DIR, else the platform's user data folder."""
    from platformdirs import user_data_dir

    env = os.environ.get("XREVIEW_DATA_DIR")
    return Path(env).expanduser() if env else Path(user_data_dir("xreview", appauthor=False))


def models_file_path(option: str | None) -> Path:
    return Path(option).expanduser() if option else config_dir() / "models.yaml"


def load_models(option: str | None) -> tuple[dict[str, ModelConfig], Path]:
    """Built-in reviewers plus the user's models file (which may override them by id)."""
    path = models_file_path(option)
    models = builtin_models()
    if option and not path.is_file():
        raise UsageError(f"{option}: models file not found", hint="check the --models-file path")
    if path.is_file():
        models.update(load_models_file(path))
    apply_price_table(models)
    return models, path


def resolve(
    options: ResolveOptions,
    *,
    usable: Callable[[ModelConfig], bool],
) -> Resolution:
    """Work out stage, artifact, prompt, models and settings; raise a one-line error when impossible."""
    cwd = options.cwd
    artifact_arg = Path(options.artifact).expanduser() if options.artifact else None
    if artifact_arg is not None and not artifact_arg.is_absolute():
        artifact_arg = cwd / artifact_arg
    project_file = _project_file(options, artifact_arg)
    settings = packaged_defaults()
    if project_file is not None:
        settings.update(load_layer(load_yaml(project_file)))
    _apply_cli(settings, options)
    root = project_file.parent if project_file else cwd
    stage, artifact = _resolve_artifact(options, settings, artifact_arg, root)
    prompt = _resolve_prompt(options, settings, stage.value, root)
    models_cfg, models_path = load_models(options.models_file)
    models = _resolve_models(options, settings, models_cfg, usable)
    _check_helpers(options, settings, models_cfg)
    warnings = [f"model '{model_id}' has an inline api_key ({models_cfg[model_id].origin}); prefer the keyring or an "
                "environment variable" for model_id in models.value
                if models_cfg[model_id].api_key and models_cfg[model_id].api_key_env is None]
    limits = BudgetLimits(settings["budget.per_task_usd"].value, settings["budget.per_session_usd"].value)
    return Resolution(stage, artifact, prompt, models, settings, models_cfg, project_file, models_path, warnings, limits)


def _project_file(options: ResolveOptions, artifact_arg: Path | None) -> Path | None:
    """--config, else the nearest .xreview.yaml above the artifact, else above the working folder."""
    if options.config:
        given = Path(options.config).expanduser()
        if not given.is_file():
            raise UsageError(f"{options.config}: config file not found", hint="check the --config path")
        return given
    starts = [artifact_arg.parent] if artifact_arg is not None and artifact_arg.parent.is_dir() else []
    return find_project_file(*starts, options.cwd)


def _resolve_artifact(options: ResolveOptions, settings: dict[str, Setting[Any]], artifact_arg: Path | None,
                      root: Path) -> tuple[Setting[str], Setting[Path]]:
    """The stage and the artifact: the one named, else the stage's configured one — a file with something in it."""
    stage = _resolve_stage(options, artifact_arg, root)
    if artifact_arg is not None:
        artifact = Setting(artifact_arg, "command-line argument")
    else:
        entry = settings.get(f"artifacts.{stage.value}")
        if entry is None:
            raise UsageError(f"no artifact given and none configured for stage '{stage.value}'",
                             hint="name the Markdown file to review")
        artifact = Setting(root / entry.value, f"artifacts.{stage.value} ({entry.origin})")
        if stage.origin == "default" and artifact.value.is_file():
            stage = _frontmatter_stage(artifact.value) or stage
    path: Path = artifact.value
    if path.is_dir():
        raise UsageError(f"{display_path(path)}: is a directory", hint="name the Markdown file in it to review")
    if not path.exists():
        if artifact_arg is None and not options.need_artifact:
            return stage, Setting(path, f"{artifact.origin}; not found")
        if artifact_arg is None:
            raise NothingToReview(f"nothing to review: no ARTIFACT given and {display_path(path)} "
                                  f"(artifacts.{stage.value}) does not exist",
                                  hint=f"name a Markdown file, or set artifacts.{stage.value} in .xreview.yaml")
        raise UsageError(f"{display_path(path)}: artifact not found", hint="name an existing Markdown file")
    if not path.is_file():
        raise UsageError(f"{display_path(path)}: not a regular file", hint="name a Markdown file")
    if options.need_artifact and _is_empty(path):
        raise UsageError(f"{display_path(path)}: is empty: nothing to review", hint="write the document first")
    return stage, artifact


def _check_helpers(options: ResolveOptions, settings: dict[str, Setting[Any]], models_cfg: dict[str, ModelConfig]) -> None:
    """The synthesizer and the fixer name models that exist and can answer a free-form request."""
    arbiter = settings.get("synthesizer")
    if arbiter is not None and arbiter.value != "local" and arbiter.value not in models_cfg:
        raise ConfigError(f"{arbiter.origin}: synthesizer names unknown model '{arbiter.value}'",
                          hint=did_you_mean(arbiter.value, list(models_cfg)) or "use 'local' or a model from `xreview models`")
    if arbiter is not None and arbiter.value != "local" and models_cfg[arbiter.value].provider in ("builtin", "replay"):
        kind = "a built-in reviewer" if models_cfg[arbiter.value].provider == "builtin" else "a replayed cassette"
        raise ConfigError(f"{arbiter.origin}: synthesizer '{arbiter.value}' is {kind}, which cannot answer a free-form request",
                          hint="name an HTTP model or an AI command-line tool, or 'local'")
    check_fixing(options.fixer, options.fix_checker, settings, models_cfg)


def _is_empty(path: Path) -> bool:
    """Nothing but white space (or nothing at all): there is no document to review."""
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(65536):
                if chunk.replace(b"\xef\xbb\xbf", b"").strip():
                    return False
    except OSError:
        return False  # reading it is the session's to report, with its own words
    return True


def _apply_cli(settings: dict[str, Setting[Any]], options: ResolveOptions) -> None:
    if options.min_cycles is not None:
        settings["cycles.min"] = Setting(options.min_cycles, "--min-cycles")
    if options.max_cycles is not None:
        settings["cycles.max"] = Setting(options.max_cycles, "--max-cycles")
    if options.budget is not None:
        settings["budget.per_task_usd"] = Setting(options.budget, "--budget")
    if options.timeout_seconds is not None:
        settings["execution.timeout_seconds"] = Setting(options.timeout_seconds, options.given_by)
    if options.no_cache:
        settings["cache.enabled"] = Setting(False, "--no-cache")
    low, high = settings["cycles.min"].value, settings["cycles.max"].value
    if high < 1:
        raise UsageError("--max-cycles must be at least 1")
    if low > high:
        raise UsageError(
            f"minimum cycles ({low}, {settings['cycles.min'].origin}) exceeds maximum ({high}, {settings['cycles.max'].origin})"
        )


def _resolve_stage(options: ResolveOptions, artifact: Path | None, root: Path) -> Setting[str]:
    if options.stage:
        stage = options.stage.lower()
        if stage not in STAGES:
            raise UsageError(f"--stage {options.stage}: unknown stage", hint=did_you_mean(stage, STAGES) or "one of " + ", ".join(STAGES))
        return Setting(stage, "--stage")
    if artifact is not None and artifact.is_file():
        found = _frontmatter_stage(artifact)
        if found is not None:
            return found
    status = root / "status.md"
    if status.is_file():
        text = status.read_text(encoding="utf-8", errors="replace")
        match = re.search(r"stage\W{0,4}[:=]\s*[*_`]*\s*(discover|discovery|design|develop|development)\b", text, re.IGNORECASE)
        if match:
            return Setting(_STAGE_WORDS[match.group(1).lower()], f"{display_path(status)}")
    return Setting("design", "default")


def _frontmatter_stage(artifact: Path) -> Setting[str] | None:
    try:
        text = artifact.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    doc = MarkdownDocument.parse(text)
    if doc.frontmatter is None:
        return None
    try:
        data = yaml.safe_load(doc.frontmatter.body)
    except yaml.YAMLError:
        return None
    if not isinstance(data, dict):
        return None
    for key in ("stage", "type"):
        value = data.get(key)
        if not isinstance(value, str):
            continue
        word = re.split(r"[^a-z]+", value.lower().strip())[0] if value.strip() else ""
        if word in _STAGE_WORDS:
            return Setting(_STAGE_WORDS[word], f"frontmatter {key}: ({display_path(artifact)})")
        if key == "stage":
            raise ConfigError(
                f"{display_path(artifact)}: frontmatter stage '{value}' is not a stage",
                hint="use discover, design or develop, or pass --stage",
            )
    return None


def _resolve_prompt(options: ResolveOptions, settings: dict[str, Setting[Any]], stage: str, root: Path) -> Setting[PromptSource]:
    if options.prompt_source is not None:
        return Setting(options.prompt_source, options.given_by)
    if options.prompt:
        path = Path(options.prompt).expanduser()
        return Setting(PromptSource(display_path(path), _read_prompt(path, "--prompt")), "--prompt")
    entry = settings.get(f"prompts.{stage}")
    if entry is not None and entry.value != "builtin":
        path = (root / Path(str(entry.value)).expanduser()).resolve()
        allowed = [root.resolve(), config_dir().resolve()]
        if not any(path == base or base in path.parents for base in allowed):
            # a .xreview.yaml found above the artifact (a cloned repository's, say) must not make any file the prompt
            raise ConfigError(f"{entry.origin}: prompts.{stage} points outside the project ({display_path(path)})",
                              hint="keep prompt files in the project or in your config folder; or pass --prompt FILE")
        return Setting(PromptSource(display_path(path), _read_prompt(path, entry.origin)), f"prompts.{stage} ({entry.origin})")
    return Setting(PromptSource(f"{stage} (built-in)", read_default("prompts", f"{stage}.md")), "built-in prompt for the stage")


def _read_prompt(path: Path, origin: str) -> str:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise UsageError(f"{display_path(path)}: prompt file not found ({origin})") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{display_path(path)}: cannot read prompt ({exc})") from None
    problem = prompt_problem(text)
    if problem is not None:
        raise UsageError(f"{display_path(path)}: {problem} ({origin})", hint="a review prompt is instructions for the reviewers")
    return text


def _resolve_models(
    options: ResolveOptions,
    settings: dict[str, Setting[Any]],
    models: dict[str, ModelConfig],
    usable: Callable[[ModelConfig], bool],
) -> Setting[list[str]]:
    if options.models:
        chosen = _dedupe(options.models)
        for model_id in chosen:
            if model_id not in models:
                raise UsageError(f"--models: unknown model '{model_id}'", hint=did_you_mean(model_id, list(models)) or "see `xreview models`")
        return Setting(chosen, "--models")
    default = settings.get("default_models")
    if default is not None and default.value:
        for model_id in default.value:
            if model_id not in models:
                raise ConfigError(f"{default.origin}: default_models names unknown model '{model_id}'",
                                  hint=did_you_mean(model_id, list(models)) or "add it to models.yaml")
        return Setting(_dedupe(default.value), f"default_models ({default.origin})")
    ready = [m.id for m in models.values() if m.provider != "builtin" and m.enabled and usable(m)]
    if ready:
        return Setting(ready, "every configured model with a usable key")
    return Setting(list(BUILTIN_MODELS), "built-in reviewers (no configured model has a usable key)")


def _dedupe(ids: list[str]) -> list[str]:
    seen: list[str] = []
    for model_id in ids:
        if model_id and model_id not in seen:
            seen.append(model_id)
    return seen
