"""The one similarity measure, on text that is not English and on items that share only a file name."""

from __future__ import annotations

import numpy as np

from xreview.core.model import ReviewItem
from xreview.core.similarity import (
    LEXICAL_ONLY,
    WITH_EMBEDDINGS,
    similarity_matrix,
    word_sets,
)


def test_japanese_is_compared_by_character_pairs_not_by_whole_runs() -> None:
    [same_a, same_b, other] = word_sets(["管理画面CSSの混入リスク", "管理画面のCSSが公開側に混入する", "楽観ロックが履歴を汚染する"])
    assert {"管理", "混入"} <= same_a & same_b
    assert not (same_a & other)


def test_for_chinese_or_japanese_the_words_decide_not_an_english_embedding() -> None:
    def constant(texts: list[str]) -> np.ndarray:  # an embedding that finds every text alike
        return np.ones((len(texts), 4), dtype=np.float32) / 2.0

    items = [ReviewItem("管理画面CSSの混入リスク", ""), ReviewItem("楽観ロックが履歴を汚染する", ""),
             ReviewItem("Retries are unbounded", ""), ReviewItem("Nothing caps the retry budget", "")]
    matrix = similarity_matrix(items, constant, WITH_EMBEDDINGS)
    assert matrix[0, 1] == 0.0  # unrelated Japanese items: the constant embedding adds nothing
    assert matrix[2, 3] >= WITH_EMBEDDINGS.embedding  # English items: it still counts


def test_within_one_review_a_shared_location_line_is_no_evidence() -> None:
    a = ReviewItem("Rich text is limited to two tags", "", description="Location: docs/implementation-plan.md:147\nEm and b are lost.")
    b = ReviewItem("Optimistic locking pollutes history", "", description="Location: docs/implementation-plan.md:295\nA lost update is kept.")
    across = similarity_matrix([a, b], None, LEXICAL_ONLY)[0, 1]
    within = similarity_matrix([a, b], None, LEXICAL_ONLY, locations=False)[0, 1]
    assert within < across / 2


def test_loading_the_embedding_model_leaves_logging_alone() -> None:
    """wordllama configures the root logger on import; left so, every HTTP request httpx makes (its URL
    included) would be printed on stderr in the middle of the progress lines."""
    import subprocess
    import sys

    code = ("import logging\nfrom xreview.embedding import load_embedder\nload_embedder()\n"
            "logging.getLogger('httpx').info('HTTP Request: POST http://127.0.0.1/v1/chat/completions')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
