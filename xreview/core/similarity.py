"""How likely two items raise the same issue: sentence embeddings plus content-word overlap.

One measure serves merging across reviewers, folding a reviewer's own
restatements, and issue identity across cycles; it is measured in
``benchmarks/synthesis``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xreview.core.model import ReviewItem
from xreview.core.text import token_set

if TYPE_CHECKING:
    import numpy as np
else:
    from xreview.core.lazy import np  # numpy loads on first use, not with the command line

# Turns texts into L2-normalised sentence vectors (one row per text). Supplied by
# the caller (xreview.embedding loads a static model); core never loads one.
Embedder = Callable[[list[str]], "np.ndarray"]


@dataclass(frozen=True)
class Tuning:
    """How items are judged to raise the same issue; measured in benchmarks/synthesis."""

    embedding: float  # weight of the sentence-embedding cosine
    lexical: float  # weight of the content-word overlap
    threshold: float  # a pair with at least this much evidence may merge
    linkage: float  # two clusters merge when their mean pair evidence reaches threshold × linkage
    margin: float = 0.0  # weight of how far a pair stands above each item's next-best match in the other review


WITH_EMBEDDINGS = Tuning(embedding=0.5, lexical=0.5, threshold=0.4, linkage=0.9, margin=1.0)
LEXICAL_ONLY = Tuning(embedding=0.0, lexical=1.0, threshold=0.3, linkage=0.9, margin=1.0)

# The vocabulary of reviewing itself, shared by items about unrelated things: it is no evidence
# that two items raise the same issue (content words, stemmed as token_set stems them).
_GENERIC = token_set(
    "missing vague add adding fix suggestion suggest recommend recommendation consider need needs ensure "
    "define specify clarify make use"
)
_LABELS = re.compile(r"(?:\*\*|__)?\b(?:suggestion|recommendation|fix|impact|why|location)\b(?:\*\*|__)?\s*:\s*(?:\*\*|__)?", re.IGNORECASE)


_CODE_BLOCK = re.compile(r"^\s*(```|~~~)[^\n]*\n.*?(?:^\s*\1\s*$|\Z)", re.MULTILINE | re.DOTALL)


# "Location: docs/plan.md:147", "- 該当: `app/page.tsx:86`": where an issue is, not what it is — two issues in one file
# share every word of it
_WHERE_LINE = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:locations?|files?|where|lines?|section|該当|位置|位置|文件|emplacement|ubicaci[oó]n)"
                         r"(?:\*\*|__)?\s*[:：].*$", re.IGNORECASE | re.MULTILINE)


def item_text(item: ReviewItem, locations: bool = True) -> str:
    """The words an item is compared by: its title and the start of its description, code blocks left out
    (and its location lines, when ``locations`` is false)."""
    description = _CODE_BLOCK.sub(" ", item.description) if "```" in item.description or "~~~" in item.description else item.description
    if not locations:
        description = _WHERE_LINE.sub(" ", description)
    return item.title + ". " + _LABELS.sub("", description.strip()[:300])


_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")


def word_sets(texts: list[str]) -> list[frozenset[str]]:
    """The content words each text is compared by (numbers and reviewing vocabulary left out). Chinese and
    Japanese write no spaces between words: their runs are compared by overlapping character pairs."""
    out = []
    for text in texts:
        runs = _CJK_RUN.findall(text)
        words = {w for w in token_set(_CJK_RUN.sub(" ", text) if runs else text) - _GENERIC if not w.isdigit()}
        for run in runs:
            words.update(run[i : i + 2] for i in range(len(run) - 1)) if len(run) > 1 else words.add(run)
        out.append(frozenset(words))
    return out


def _cjk_share(text: str) -> float:
    letters = sum(1 for c in text if c.isalpha())
    return sum(len(run) for run in _CJK_RUN.findall(text)) / letters if letters else 0.0


def text_matrix(texts: list[str], embed: Embedder | None, tuning: Tuning) -> np.ndarray:
    """The similarity of every pair of ``texts``, as an n × n matrix."""
    n = len(texts)
    if n == 0:
        return np.zeros((0, 0), dtype=np.float32)
    lexical = lexical_overlap(word_sets(texts))
    score = tuning.lexical * lexical
    if embed is not None and tuning.embedding:
        vectors = np.asarray(embed(texts), dtype=np.float32)
        cosine = np.clip(vectors @ vectors.T, 0.0, 1.0)
        # the embedding model reads English: for Chinese or Japanese text its cosine says little, the words decide
        foreign = np.array([_cjk_share(t) > 0.3 for t in texts])
        either = foreign[:, None] | foreign[None, :]
        score = np.where(either, (tuning.lexical + tuning.embedding) * lexical, score + tuning.embedding * cosine)
    return score.astype(np.float32)


def similarity_matrix(items: list[ReviewItem], embed: Embedder | None, tuning: Tuning | None = None,
                      locations: bool = True) -> np.ndarray:
    """How likely each pair of items raises the same issue, as an n × n matrix. Across reviewers, citing the same
    file is evidence; within one review (``locations`` false) the reviewer cites the same plan everywhere, so it is not."""
    tuning = tuning or (WITH_EMBEDDINGS if embed else LEXICAL_ONLY)
    return text_matrix([item_text(item, locations) for item in items], embed, tuning)


def lexical_overlap(sets: list[frozenset[str]]) -> np.ndarray:
    """``overlap`` (mean of Jaccard and containment) for every pair, computed at once."""
    vocabulary: dict[str, int] = {}
    for words in sets:
        for word in words:
            vocabulary.setdefault(word, len(vocabulary))
    presence = np.zeros((len(sets), max(len(vocabulary), 1)), dtype=np.float32)
    for row, words in enumerate(sets):
        presence[row, [vocabulary[w] for w in words]] = 1.0
    common = presence @ presence.T
    sizes = presence.sum(axis=1)
    union = sizes[:, None] + sizes[None, :] - common
    smaller = np.minimum(sizes[:, None], sizes[None, :])
    with np.errstate(divide="ignore", invalid="ignore"):
        jaccard = np.where(union > 0, common / union, 0.0)
        containment = np.where(smaller > 0, common / smaller, 0.0)
    return ((jaccard + containment) / 2).astype(np.float32)


def merge_evidence(matrix: np.ndarray, reviewers: list[str], margin: float) -> np.ndarray:
    """Similarity plus ``margin`` × how far each pair stands above the next-best match of either item in the other
    item's review: the same issue in other words is usually the best match on both sides, by some distance."""
    if margin == 0 or len(reviewers) < 2:
        return matrix
    n = len(reviewers)
    names = sorted(set(reviewers))
    index = np.array([names.index(r) for r in reviewers])
    evidence = matrix.copy()
    # best and second-best match of every item in every review
    top1 = np.full((n, len(names)), -1.0, dtype=np.float32)
    top2 = np.full((n, len(names)), -1.0, dtype=np.float32)
    best = np.zeros((n, len(names)), dtype=np.int64)
    for r, _name in enumerate(names):
        cols = np.nonzero(index == r)[0]
        block = matrix[:, cols]
        order = np.argsort(-block, axis=1)
        top1[:, r] = block[np.arange(n), order[:, 0]]
        best[:, r] = cols[order[:, 0]]
        if len(cols) > 1:
            top2[:, r] = block[np.arange(n), order[:, 1]]
        else:
            top2[:, r] = 0.0
    rows = np.arange(n)[:, None]
    cols = np.arange(n)[None, :]
    # the best alternative to j among j's review, for i; and to i among i's review, for j
    alt_for_row = np.where(best[rows, index[cols]] == cols, top2[rows, index[cols]], top1[rows, index[cols]])
    alt_for_col = np.where(best[cols, index[rows]] == rows, top2[cols, index[rows]], top1[cols, index[rows]])
    lead = np.minimum(matrix - alt_for_row, matrix - alt_for_col)
    evidence = matrix + margin * lead
    same = index[:, None] == index[None, :]
    evidence[same] = matrix[same]
    return evidence.astype(np.float32)
