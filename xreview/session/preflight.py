"""Before the first call, and before each cycle's: nothing that looks like a credential leaves the machine — in
the document or in the prompt — for any outside model the review may send them to (see ``xreview.guard``)."""

from __future__ import annotations

from pathlib import Path

from xreview.artifact.credentials import find_secrets
from xreview.artifact.document import MarkdownDocument
from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution
from xreview.config.secrets import is_outside
from xreview.errors import ArtifactError
from xreview.guard import secret_in
from xreview.paths import display_path


def outside_recipients(resolution: Resolution, models: list[ModelConfig]) -> list[ModelConfig]:
    """Every outside model this review may send the document, the prompt or quoted text to: the reviewers,
    their stand-ins, the fixers, the fix checker and the synthesizer."""
    configs = resolution.model_configs
    wanted: list[str] = [m.id for m in models]
    for model in models:
        wanted += [f for f in model.fallback if f in configs]
    fixers = resolution.settings["fixer"].value if "fixer" in resolution.settings else []
    checker = resolution.settings["fix_checker"].value if "fix_checker" in resolution.settings else None
    for helper in (*fixers, *([checker] if fixers else []), resolution.get("synthesizer")):
        if helper and helper != "local" and helper in configs:
            wanted.append(helper)
    seen: list[ModelConfig] = []
    for model_id in wanted:
        config = configs.get(model_id)
        if config is not None and is_outside(config) and config not in seen:
            seen.append(config)
    return seen


def secret_in_document(path: Path, doc: MarkdownDocument, recipients: list[ModelConfig]) -> str | None:
    """Why ``doc`` may not go to ``recipients`` (the first credential found in it), or None."""
    if not recipients:
        return None
    found = find_secrets(doc)
    if not found:
        return None
    line, kind, masked = found[0]
    more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
    names = ", ".join(m.id for m in recipients)
    return (f"{display_path(path)}:{line + 1}: looks like a credential ({kind}, {masked}){more}; "
            f"xreview will not send it to {names}")


def refuse_secrets(resolution: Resolution, path: Path, text: str, recipients: list[ModelConfig]) -> None:
    """Raise when the document or the prompt holds what looks like a credential and an outside model may get it."""
    secret = secret_in_document(path, MarkdownDocument.parse(text), recipients)
    if secret:
        raise ArtifactError(secret, hint="remove it from the document, or review with local or built-in models only, e.g. -m lint,rubric")
    prompt = resolution.prompt.value
    found = secret_in(prompt.text)
    if found and recipients:
        line, kind, masked = found
        raise ArtifactError(
            f"{prompt.label}:{line + 1}: the prompt holds what looks like a credential ({kind}, {masked}); "
            f"xreview will not send it to {', '.join(m.id for m in recipients)}",
            hint="remove it from the prompt file")
