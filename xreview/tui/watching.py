"""Noticing the person's own edits of the artifact while the cockpit is open."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

from xreview.errors import XReviewError
from xreview.session import artifact_signature, read_artifact


async def edits_of(path: Path, reviewed: Callable[[], str]) -> AsyncIterator[None]:
    """Once for each save of ``path`` whose text differs from what was last reviewed (``reviewed()``, its
    signature; empty before the first cycle). The logs xreview writes are not an edit."""
    from watchfiles import awatch

    path = path.resolve()
    async for _changes in awatch(path.parent, watch_filter=lambda _change, changed: Path(changed) == path,
                                 debounce=300, step=100):
        try:
            signature = artifact_signature(read_artifact(path))
        except XReviewError:
            continue
        if reviewed() and signature != reviewed():
            yield None
