"""Showing paths to a user: relative to the working directory when they are under it."""

from __future__ import annotations

from pathlib import Path


def display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
