"""The one similarity measure, on text that is not English and on items that share only a file name."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(max_examples=200, deadline=None)
@given(st.lists(st.frozensets(st.sampled_from("alpha beta gamma delta epsilon zeta eta theta".split()), max_size=6),
                max_size=12))
def test_word_overlap_is_the_mean_of_jaccard_and_containment_for_every_pair(sets: list[frozenset[str]]) -> None:
    from xreview.core.similarity import lexical_overlap

    matrix = lexical_overlap(sets)
    assert matrix.dtype.name == "float32" and matrix.shape == (len(sets), len(sets))
    for i, a in enumerate(sets):
        for j, b in enumerate(sets):
            common = len(a & b)
            expected = (common / len(a | b) + common / min(len(a), len(b))) / 2 if common else 0.0
            assert abs(float(matrix[i, j]) - expected) < 1e-6, (a, b)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abc"), st.floats(0, 1)), min_size=2, max_size=10), st.floats(0.1, 2))
def test_merge_evidence_adds_the_lead_over_each_side_next_best_match(cells: list[tuple[str, float]], margin: float) -> None:
    from xreview.core.similarity import merge_evidence

    reviewers = [r for r, _ in cells]
    rng = np.random.default_rng(len(cells))
    matrix = rng.random((len(cells), len(cells)), dtype=np.float32)
    matrix = (matrix + matrix.T) / 2
    evidence = merge_evidence(matrix, reviewers, margin)
    if len(reviewers) < 2:
        return
    for i in range(len(cells)):
        for j in range(len(cells)):
            if reviewers[i] == reviewers[j]:
                assert evidence[i, j] == matrix[i, j]
                continue
            # j's best rival for i in j's review, and i's best rival for j in i's review
            rival_j = max((matrix[i, k] for k in range(len(cells)) if reviewers[k] == reviewers[j] and k != j), default=0.0)
            rival_i = max((matrix[j, k] for k in range(len(cells)) if reviewers[k] == reviewers[i] and k != i), default=0.0)
            expected = matrix[i, j] + margin * (matrix[i, j] - max(rival_j, rival_i))
            assert abs(float(evidence[i, j]) - float(expected)) < 1e-5


def test_a_shared_folder_is_no_evidence_only_a_shared_file_is() -> None:
    def pair(folder: str, second_file: str) -> float:
        voice = ReviewItem(title="Voice handler misses the typing controller assignment", text="",
                           description=f"- File: `{folder}voice.ts:88`\n- Issue: stop cannot end the typing indicator.")
        archive = ReviewItem(title="Archive extraction trusts attacker-controlled paths", text="",
                             description=f"- File: `{folder}{second_file}:146`\n- Issue: a crafted archive escapes the temp dir.")
        return float(similarity_matrix([voice, archive], None, LEXICAL_ONLY)[0, 1])

    deep = "super_turtle/claude-telegram-bot/src/handlers/"
    assert pair(deep, "document.ts") == pair("", "document.ts")  # the folders the two share say nothing
    assert pair(deep, "voice.ts") > pair(deep, "document.ts")  # the file they share still does


def test_a_links_target_is_no_evidence_its_text_is() -> None:
    """Codex cites code as Markdown links whose target repeats the path under the reviewer's home folder
    ("[src/core/Try.ts:745](/Users/wolf/sources/try-catch/src/core/Try.ts:745)", round 97): two unrelated findings
    citing one checkout shared every folder of it, and the targets ate the description's first 300 characters."""
    def pair(cite: str) -> float:
        breadcrumbs = ReviewItem(title="Breadcrumb compatibility is misstated", text="",
                                 description=f"Today value() adds breadcrumbs even without report() on failure at {cite('src/core/Try.ts:745')}.")
        invariant = ReviewItem(title="The rethrow reporting invariant is untested today", text="",
                               description=f"The suite asserts the rethrow shape only, not the capture, at {cite('src/core/Try.ts:399')}.")
        return float(similarity_matrix([breadcrumbs, invariant], None, LEXICAL_ONLY)[0, 1])

    assert pair(lambda path: f"[{path}](/Users/wolf/sources/try-catch/{path})") == pair(lambda path: f"[{path}]")
