"""Sentence vectors for synthesis: a static word-embedding model shipped in its wheel.

wordllama's 256-dimension model (16 MB of weights inside the package) turns a
review item into a vector in well under a millisecond. It is loaded from the
installed package only — ``disable_download`` — so it never reaches for the
network, and once per process. Without it (not installed, or its files
unreadable) synthesis falls back to comparing words, and says so.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from xreview.core.similarity import Embedder

_lock = threading.Lock()
_state: dict[str, Any] = {}


def load_embedder() -> Embedder | None:
    """The process's embedder, loading it on first use; None when it cannot be loaded."""
    with _lock:
        if "embedder" not in _state:
            _state["embedder"], _state["problem"] = _load()
        return _state["embedder"]


def embedder_problem() -> str | None:
    """Why there is no embedder (after ``load_embedder`` returned None)."""
    return _state.get("problem")


def warm_up() -> None:
    """Load the model in a background thread, once, so that the first synthesis does not wait for it: a review
    sends its requests first and loads the model (and numpy) while the models think."""
    with _lock:
        if "embedder" in _state or "warming" in _state:
            return
        _state["warming"] = True
    threading.Thread(target=load_embedder, name="xreview-embedding", daemon=True).start()


def _load() -> tuple[Embedder | None, str | None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        import wordllama
        from wordllama import WordLlama
    except ImportError as exc:
        return None, f"wordllama is not installed ({exc}); items are compared by their words only"
    finally:
        # wordllama calls logging.basicConfig(level=INFO) on import, which would print every HTTP request
        # httpx logs (URLs included) on stderr: the application's logging is not a library's to configure
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    try:
        model = WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    except Exception as exc:  # any failure to read the bundled files: fall back, never crash a review
        return None, f"the embedding model could not be loaded ({type(exc).__name__}: {exc}); items are compared by their words only"

    def embed(texts: list[str]):  # type: ignore[no-untyped-def]
        return model.embed(texts, norm=True)

    return embed, None
