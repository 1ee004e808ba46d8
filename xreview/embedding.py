"""Sentence vectors for synthesis: a static word-embedding model shipped in its wheel.

wordllama's 256-dimension model (16 MB of weights inside the package) turns a
review item into a vector in well under a millisecond. It is loaded from the
installed package only — ``disable_download`` — so it never reaches for the
network, and once per process. Without it (not installed, or its files
unreadable) synthesis falls back to comparing words, and says so.
"""

from __future__ import annotations

import importlib
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


# What reading the answers needs and sending the requests does not: imported by the warm-up thread first
_READING = ("xreview.core.parse", "snowballstemmer")


def warm_up() -> None:
    """Load the model in a background thread, once, so that the first synthesis does not wait for it: a review
    sends its requests first and loads the model (and numpy) while the models think — and, first, the modules
    it will need once the answers are in (the parser, the stemmer)."""
    with _lock:
        if "embedder" in _state or "warming" in _state:
            return
        _state["warming"] = True

    def load() -> None:
        for module in _READING:
            importlib.import_module(module)
        load_embedder()

    threading.Thread(target=load, name="xreview-embedding", daemon=True).start()


def _load() -> tuple[Embedder | None, str | None]:
    try:
        return _load_direct(), None
    except Exception:  # not the files this loader knows (another wordllama): the library's own loader
        return _load_library()


# The model wordllama's WordLlama.load() gives by default (l2_supercat, 256 dimensions), read from its files
_WEIGHTS = ("weights", "l2_supercat_256.safetensors")
_TOKENIZER = ("tokenizers", "l2_supercat_tokenizer_config.json")
_BATCH = 64


def _load_direct() -> Embedder:
    """The same vectors as wordllama's ``embed(texts, norm=True)``, from the same files, read with safetensors and
    tokenizers directly: importing wordllama costs 0.2-0.3 s (pydantic, requests, its own logging set-up) and
    none of it is needed to look up and average token vectors."""
    import importlib.util

    import numpy as np
    from safetensors import safe_open
    from tokenizers import Tokenizer

    spec = importlib.util.find_spec("wordllama")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("wordllama")
    root = Path(next(iter(spec.submodule_search_locations)))
    tokenizer = Tokenizer.from_file(str(root.joinpath(*_TOKENIZER)))
    tokenizer.enable_padding()
    tokenizer.no_truncation()
    with safe_open(str(root.joinpath(*_WEIGHTS)), framework="np", device="cpu") as weights:
        table = np.ascontiguousarray(weights.get_tensor("embedding.weight").astype(np.float32))

    def embed(texts: list[str]):  # type: ignore[no-untyped-def]
        out = np.empty((len(texts), table.shape[1]), dtype=np.float32)
        for start in range(0, len(texts), _BATCH):
            encoded = tokenizer.encode_batch(texts[start : start + _BATCH], is_pretokenized=False, add_special_tokens=False)
            ids = np.array([e.ids for e in encoded], dtype=np.int32)
            mask = np.array([e.attention_mask for e in encoded], dtype=np.float32)
            np.clip(ids, 0, table.shape[0] - 1, out=ids)
            total = np.maximum(mask.sum(axis=1, keepdims=True), 1.0).astype(np.float32)
            pooled = np.sum(table[ids] * mask[..., np.newaxis], axis=1, dtype=np.float32) / total
            with np.errstate(invalid="ignore"):  # an empty text: 0/0, as wordllama gives it
                pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
            out[start : start + len(encoded)] = pooled
        return out

    return embed


def _load_library() -> tuple[Embedder | None, str | None]:
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
