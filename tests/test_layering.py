"""The layering contract of design.md §5, enforced."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "xreview"
FORBIDDEN = {
    "core": {"textual", "rich", "httpx", "httpx_sse", "keyring", "watchfiles", "xreview.tui", "xreview.providers", "xreview.config"},
    "artifact": {"textual", "rich", "httpx", "httpx_sse", "keyring", "watchfiles", "xreview.tui", "xreview.providers"},
    "providers": {"textual", "xreview.tui"},
    "config": {"textual", "xreview.tui"},
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _violates(name: str, forbidden: set[str]) -> bool:
    return any(name == f or name.startswith(f + ".") for f in forbidden)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_nothing_forbidden(layer: str) -> None:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, f"no modules found in xreview/{layer}"
    bad = [
        f"{path.relative_to(PACKAGE.parent)} imports {name}"
        for path in files
        for name in imported_modules(path)
        if _violates(name, FORBIDDEN[layer])
    ]
    assert bad == []


def test_only_cli_imports_the_tui() -> None:
    bad = [
        str(path.relative_to(PACKAGE.parent))
        for path in PACKAGE.rglob("*.py")
        if "tui" not in path.relative_to(PACKAGE).parts[:1] and path.name != "cli.py"
        and any(_violates(n, {"xreview.tui", "textual"}) for n in imported_modules(path))
    ]
    assert bad == []


def test_headless_modules_never_load_textual() -> None:
    """Importing the headless path in a fresh interpreter must not pull Textual in."""
    code = (
        "import sys, xreview.cli, xreview.session, xreview.headless, xreview.core.synthesis, "
        "xreview.artifact.document, xreview.providers.registry; "
        "bad = [m for m in ('textual', 'rich') if m in sys.modules]; print(','.join(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
