"""`xreview undo`: the artifact as it was before the fixer's last edits.

When fixes are applied, the artifact's previous bytes are kept in the data
dir (``undo/<hash>/<name>``) with a note of what the fixed text looked like.
Undo restores those bytes — atomically, keeping the current version as the
artifact's backup — but only while the artifact still reads as the fixer left
it (the logs written since do not count); after later edits it asks for
``--force``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from xreview.artifact.files import (
    backup_path,
    decode,
    read_bytes,
    remove_stale_temps,
    replace_bytes,
    undo_path,
)
from xreview.artifact.owned import content_signature
from xreview.config.resolve import data_dir
from xreview.errors import ArtifactError, UsageError
from xreview.paths import display_path


def undo_fixes(artifact: Path, *, force: bool = False) -> str:
    """Restore the version before the last fixes; the message to show. Raises a one-line error when it cannot."""
    if not artifact.is_file():
        raise UsageError(f"{artifact}: artifact not found", hint="name the Markdown file the fixes were applied to")
    kept = undo_path(data_dir(), artifact)
    meta_path = kept.with_suffix(kept.suffix + ".json")
    if not kept.is_file() or not meta_path.is_file():
        raise UsageError(f"{display_path(artifact)}: no fixes to undo", hint="undo restores the artifact from before the fixer's last edits")
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        previous = kept.read_bytes()
    except (OSError, ValueError) as exc:
        raise ArtifactError(f"{kept}: the kept version cannot be read ({exc})") from None
    current = read_bytes(artifact)
    signature = hashlib.sha256(content_signature(decode(current, artifact)).encode("utf-8")).hexdigest()
    if signature != meta.get("fixed_signature") and not force:
        raise UsageError(
            f"{display_path(artifact)}: changed since the fixes of {meta.get('when', 'the last review')} (a later cycle or your edits)",
            hint="`xreview undo --force` restores it anyway; the current version is kept as a backup",
        )
    backup = backup_path(data_dir(), artifact)
    remove_stale_temps(artifact, backup)
    replace_bytes(artifact, previous, backup=backup)
    kept.unlink()
    meta_path.unlink()
    issues = ", ".join(meta.get("issues", [])) or "the fixed issues"
    return f"restored {display_path(artifact)} as it was before the fixes for {issues}; the fixed version is kept in {backup}"
