"""Opening the artifact in the person's editor at an issue's line."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

from textual.app import SuspendNotSupported
from textual.screen import Screen

from xreview.core.model import Issue
from xreview.paths import display_path


def editor_command(path: Path, line: int | None) -> list[str] | None:
    """$VISUAL or $EDITOR on ``path`` at ``line`` (the ``+N`` most terminal editors read), or None if unset."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        return None
    return [*shlex.split(editor), *([f"+{line}"] if line else []), str(path)]


def open_in_editor(screen: Screen[None], issue: Issue) -> None:
    """Open the artifact where ``issue`` sits; when there is no editor to run, say how to open it."""
    path = getattr(screen, "artifact", None)
    if path is None:
        return
    line = issue.location.line
    command = editor_command(path, line)
    shown = display_path(path)
    if command is not None:
        try:
            with screen.app.suspend():
                subprocess.run(command, check=False)
            screen.app.refresh()
            return
        except (SuspendNotSupported, OSError):
            pass
    where = f"+{line} " if line else ""
    screen.notify(f"Yours to fix: open it with `${{EDITOR:-vi}} {where}{shown}` (set $EDITOR to open it from here). "
                  "After w, the next cycle starts when the file changes.", title="Fix it yourself", timeout=12)
