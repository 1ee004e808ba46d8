"""Showing paths to a user: relative to the working directory when they are under it."""

from __future__ import annotations

import os
from pathlib import Path


def display_path(path: Path) -> str:
    """``path`` as the user named it, relative to the working directory when it lies under it. Links are not
    followed first, so a file that became a link is still shown by its own name."""
    cwd = Path.cwd()
    try:
        return str(Path(os.path.abspath(path)).relative_to(cwd))
    except ValueError:
        pass
    try:
        return str(path.resolve().relative_to(cwd.resolve()))
    except ValueError:
        return str(path)
