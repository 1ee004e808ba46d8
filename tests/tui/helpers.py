"""Building the cockpit on replay models for tests, screenshots and benchmarks."""

from __future__ import annotations

from pathlib import Path

from xreview.config.resolve import ResolveOptions, resolve
from xreview.tui.app import XReviewApp
from xreview.tui.screens.confirm_screen import ModelRow

CASSETTES = Path(__file__).resolve().parent.parent / "data" / "cassettes"


def replay_models(config_dir: Path, cassettes: dict[str, Path], speed: float = 50.0) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    lines = ["models:"]
    for model, path in cassettes.items():
        lines += [f"  {model}:", "    provider: replay", f"    cassette: {path}"]
    lines.append("settings:")
    lines += [f"  {model}: {{speed: {speed}}}" for model in cassettes]
    (config_dir / "models.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def cockpit(artifact: Path, config_dir: Path, data_dir: Path, *, models: list[str], min_cycles: int | None = None,
            write: bool = True, cassettes: dict[str, Path] | None = None, speed: float = 50.0) -> XReviewApp:
    """The app on ``artifact`` with replay models (fixed clock, no file watching)."""
    replay_models(config_dir, cassettes or {m: CASSETTES / f"{m}.md" for m in models}, speed)
    resolution = resolve(ResolveOptions(artifact=str(artifact), models=models, min_cycles=min_cycles, cwd=artifact.parent),
                         usable=lambda m: True)
    rows = [ModelRow(m.id, m.provider, "ready", "", 0.0, m.id in models)
            for m in resolution.model_configs.values() if m.provider == "replay"]
    return XReviewApp(resolution, rows, write=write, watch=False, state_dir=data_dir, clock=lambda: 0.0)
