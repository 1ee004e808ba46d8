"""The layering contract of design.md §5, enforced."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "xreview"
FRONT_ENDS = {"xreview.cli", "xreview.mcp_server", "xreview.headless", "xreview.tui"}
ABOVE = {"xreview.session", "xreview.guard", *FRONT_ENDS}
LIBRARIES = {"textual", "rich", "httpx", "httpx_sse", "keyring", "watchfiles"}
FORBIDDEN = {
    # core uses nothing outside itself; artifact only core; config never providers; nothing below reaches up
    "core": {*LIBRARIES, *ABOVE, "xreview.providers", "xreview.config", "xreview.artifact"},
    "artifact": {*LIBRARIES, *ABOVE, "xreview.providers", "xreview.config"},
    "config": {"textual", "xreview.tui", *ABOVE, "xreview.providers"},
    "providers": {"textual", *ABOVE},
    # the cockpit asks the session for the prompt, the artifact's text and its signature
    "tui": {"xreview.artifact", "xreview.core.prompt", "xreview.providers.registry", "xreview.cli", "xreview.mcp_server",
            "xreview.headless"},
}
# a front end never imports another (the command line starts the others: it is the entry point)
FRONT_END_FILES = {"mcp_server.py": FRONT_ENDS - {"xreview.mcp_server"},
                   "headless.py": FRONT_ENDS - {"xreview.headless"},
                   "tui": FRONT_ENDS - {"xreview.tui"}}


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
        if path.relative_to(PACKAGE).parts[0] not in ("tui", "cli")
        and any(_violates(n, {"xreview.tui", "textual"}) for n in imported_modules(path))
    ]
    assert bad == []


def test_headless_modules_never_load_textual() -> None:
    """Importing the headless path in a fresh interpreter must not pull Textual in."""
    code = (
        "import sys, xreview.cli, xreview.session, xreview.session.review, xreview.headless, xreview.core.synthesis, "
        "xreview.artifact.document, xreview.providers.registry; "
        "bad = [m for m in ('textual', 'rich') if m in sys.modules]; print(','.join(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


@pytest.mark.parametrize("front_end", sorted(FRONT_END_FILES))
def test_front_ends_never_import_each_other(front_end: str) -> None:
    target = PACKAGE / front_end
    files = sorted(target.rglob("*.py")) if target.is_dir() else [target]
    bad = [f"{path.relative_to(PACKAGE.parent)} imports {name}" for path in files for name in imported_modules(path)
           if _violates(name, FRONT_END_FILES[front_end])]
    assert bad == []


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_import_cycles() -> None:
    """Among xreview's modules, counting the imports inside functions too: a cycle is a knot a newcomer has to
    untie before changing either side."""
    modules = {_module(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            imported = ([alias.name for alias in node.names] if isinstance(node, ast.Import) else
                        [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
                        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 else [])
            for target in imported:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name and target != "xreview":
                    deps.add(target)
        graph[name] = deps
    cycles = []
    state: dict[str, int] = {}  # 1 on the current path, 2 done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for dep in sorted(graph[node]):
            if state.get(dep) == 1:
                cycles.append(" -> ".join([*path[path.index(dep):], dep]))
            elif dep not in state:
                visit(dep, [*path, dep])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert cycles == []


def test_tests_never_import_from_another_test_module() -> None:
    """Shared helpers live in tests/support/: a test module is run, never imported."""
    tests = PACKAGE.parent / "tests"
    bad = [f"{path.relative_to(tests.parent)} imports {name}" for path in sorted(tests.rglob("*.py"))
           for name in imported_modules(path) if name.split(".")[-1].startswith("test_")]
    assert bad == []


def test_modules_and_functions_stay_readable() -> None:
    """No module over 400 lines, no function over 60: a newcomer reads either in a sitting, a function in a
    screen."""
    long_modules, long_functions = [], []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(PACKAGE.parent)
        if len(text.splitlines()) > 400:
            long_modules.append(f"{where}: {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
                length = node.end_lineno - node.lineno + 1
                if length > 60:
                    long_functions.append(f"{where}:{node.lineno} {node.name}: {length} lines")
    assert long_modules == [] and long_functions == []
