"""The embedding model xreview reads from wordllama's files gives exactly wordllama's own vectors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

from xreview.embedding import _load_direct

REAL = Path(__file__).resolve().parent.parent / "benchmarks" / "synthesis" / "real" / "reviews"


def test_the_direct_loader_gives_wordllamas_vectors_bit_for_bit() -> None:
    import wordllama
    from wordllama import WordLlama

    library = WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    texts = [line.strip() for path in sorted(REAL.glob("*/*.md"))[:6] for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip()][:300]
    texts += ["", "日本語のレビュー", "x" * 3000, "API key rotation"]  # empty, not English, long, short
    assert len(texts) > 100
    with np.errstate(invalid="ignore"):
        expected = library.embed(texts, norm=True)
    assert np.array_equal(_load_direct()(texts), expected, equal_nan=True)


def test_loading_the_model_neither_imports_wordllama_nor_configures_logging() -> None:
    probe = ("import logging, sys\nfrom xreview.embedding import load_embedder\nassert load_embedder() is not None\n"
             "print('wordllama' in sys.modules, 'pydantic' in sys.modules, logging.getLogger().handlers)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "False False []", done.stdout + done.stderr
