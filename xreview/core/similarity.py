"""How likely two items raise the same issue: sentence embeddings plus content-word overlap.

One measure serves merging across reviewers, folding a reviewer's own
restatements, and issue identity across cycles; it is measured in
``benchmarks/synthesis``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from xreview.core.model import ReviewItem
from xreview.core.text import token_set
from xreview.core.tongues import CJK_CHARS

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

@cache
def _generic() -> frozenset[str]:
    """The vocabulary of reviewing itself, shared by items about unrelated things: it is no evidence that two
    items raise the same issue (content words, stemmed as token_set stems them; stemmed on first use)."""
    return token_set(
        "missing vague add adding fix suggestion suggest recommend recommendation consider need needs ensure "
        "define specify clarify make use"
    )


_LABELS = re.compile(r"(?:\*\*|__)?\b(?:suggestion|recommendation|fix|impact|why|location|category|description)\b(?:\*\*|__)?\s*:\s*(?:\*\*|__)?", re.IGNORECASE)


_LINK = re.compile(r"\[([^\]\n]{1,200})\]\([^)\s]{1,300}\)")  # a Markdown link: its text, not its target
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
    if "](" in description:
        description = _LINK.sub(r"\1", description)  # "[src/core/Try.ts:745](/Users/…/Try.ts:745)": the target repeats the text
    text = item.title + ". " + _LABELS.sub("", description.strip()[:300])
    return _DIRECTORIES.sub(r"\1", text) if "/" in text else text


# the folders of a path are the repository's layout, shared by every item that cites a file in it: the file is
# the evidence ("super_turtle/bot/src/handlers/voice.ts" and ".../document.ts" are not the same place)
_DIRECTORIES = re.compile(r"(?<![\w/])(?:[\w.-]+/){2,}([\w.-]+\.\w+)")


CJK_RUN = re.compile(f"[{CJK_CHARS}]+")


_HANGUL = re.compile(r"^[\uac00-\ud7af]+$")
# the stems every Korean sentence is built with ("있습니다", "하는", "경우", "통해"): no evidence of a shared subject
_KOREAN_FUNCTION = frozenset("있습 있는 있어 있으 있다 없습 없는 없어 없이 합니 하는 하여 하고 하지 하면 하기 해야 했습 됩니 되는 되어 되지 "
                             "되면 수정 경우 통해 대한 대해 위해 위한 같은 같이 이는 이를 이것 그러 그리 또한 현재 모든 가능 필요 좋습 "
                             "것이 것을 것은 않습 않는 않아".split())


def _run_words(run: str) -> set[str]:
    """Korean writes a word's endings onto it ("속성이", "속성을"): a word is its first two syllables. Chinese
    and Japanese write no spaces between words: a run is its overlapping character pairs."""
    if _HANGUL.match(run):
        return {run[:2]} - _KOREAN_FUNCTION if len(run) > 1 else set()
    return {run[i : i + 2] for i in range(len(run) - 1)} if len(run) > 1 else {run}


def word_sets(texts: list[str]) -> list[frozenset[str]]:
    """The content words each text is compared by (numbers and reviewing vocabulary left out; see ``_run_words``
    for Chinese, Japanese and Korean)."""
    out = []
    for text in texts:
        runs = CJK_RUN.findall(text)
        words = {w for w in token_set(CJK_RUN.sub(" ", text) if runs else text) - _generic() if not w.isdigit()}
        for run in runs:
            words.update(_run_words(run))
        out.append(frozenset(words))
    return out


def _cjk_share(text: str) -> float:
    if CJK_RUN.search(text) is None:
        return 0.0
    letters = sum(1 for c in text if c.isalpha())
    return sum(len(run) for run in CJK_RUN.findall(text)) / letters if letters else 0.0


def text_matrix(texts: list[str], embed: Embedder | None, tuning: Tuning) -> np.ndarray:
    """The similarity of every pair of ``texts``, as an n × n float32 matrix (built in place: at 4,000 items one
    such matrix is 61 MiB, and each temporary copy another)."""
    n = len(texts)
    if n == 0:
        return np.zeros((0, 0), dtype=np.float32)
    score = lexical_overlap(word_sets(texts))
    if embed is None or not tuning.embedding:
        score *= np.float32(tuning.lexical)
        return score
    vectors = np.asarray(embed(texts), dtype=np.float32)
    # the embedding model reads English: for Chinese or Japanese text its cosine says little, the words decide
    foreign = np.flatnonzero([_cjk_share(t) > 0.3 for t in texts])
    words_only = score[foreign] * np.float32(tuning.lexical + tuning.embedding)
    score *= np.float32(tuning.lexical)
    cosine = vectors @ vectors.T
    np.nan_to_num(cosine, copy=False)  # an empty text's vector is 0/0: it is like nothing
    np.clip(cosine, 0.0, 1.0, out=cosine)
    cosine *= np.float32(tuning.embedding)
    score += cosine
    del cosine
    if len(foreign):
        score[foreign] = words_only
        score[:, foreign] = words_only.T
    return score


def similarity_matrix(items: list[ReviewItem], embed: Embedder | None, tuning: Tuning | None = None,
                      locations: bool = True) -> np.ndarray:
    """How likely each pair of items raises the same issue, as an n × n matrix. Across reviewers, citing the same
    file is evidence; within one review (``locations`` false) the reviewer cites the same plan everywhere, so it is not."""
    tuning = tuning or (WITH_EMBEDDINGS if embed else LEXICAL_ONLY)
    return text_matrix([item_text(item, locations) for item in items], embed, tuning)


_CHUNK = 2048  # vocabulary columns per block of the presence matrix


def lexical_overlap(sets: list[frozenset[str]]) -> np.ndarray:
    """``overlap`` (mean of Jaccard and containment) for every pair, computed at once, as float32. Only words that
    two items share can count, so the presence matrix holds those alone, a block of columns at a time."""
    n = len(sets)
    counts: dict[str, int] = {}
    for words in sets:
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    shared = {word: k for k, word in enumerate(w for w, c in counts.items() if c > 1)}
    sizes = np.array([len(words) for words in sets], dtype=np.float32)
    common = np.zeros((n, n), dtype=np.float32)
    for start in range(0, len(shared), _CHUNK):
        presence = np.zeros((n, min(_CHUNK, len(shared) - start)), dtype=np.float32)
        for row, words in enumerate(sets):
            columns = [k - start for w in words if start <= (k := shared.get(w, -1)) < start + _CHUNK]
            presence[row, columns] = 1.0
        common += presence @ presence.T
    np.fill_diagonal(common, sizes)  # an item shares all its words with itself, those no other item has too
    # jaccard = common / union and containment = common / smaller set; both are 0 where no word is shared, so
    # a tiny floor instead of 0 in the denominators changes nothing else
    union = np.add.outer(sizes, sizes)
    union -= common
    np.maximum(union, np.float32(1e-9), out=union)
    smaller = np.minimum.outer(sizes, sizes)
    np.maximum(smaller, np.float32(1e-9), out=smaller)
    np.divide(common, union, out=union)
    np.divide(common, smaller, out=smaller)
    del common
    union += smaller
    union *= np.float32(0.5)
    return union


def merge_evidence(matrix: np.ndarray, reviewers: list[str], margin: float) -> np.ndarray:
    """Similarity plus ``margin`` × how far each pair stands above the next-best match of either item in the other
    item's review: the same issue in other words is usually the best match on both sides, by some distance."""
    if margin == 0 or len(reviewers) < 2:
        return matrix
    n = len(reviewers)
    names = sorted(set(reviewers))
    index = np.array([names.index(r) for r in reviewers])
    columns = [np.flatnonzero(index == r) for r in range(len(names))]
    # best and second-best match of every item in every review
    top1 = np.zeros((n, len(names)), dtype=np.float32)
    top2 = np.zeros((n, len(names)), dtype=np.float32)
    best = np.zeros((n, len(names)), dtype=np.int64)
    rows = np.arange(n)
    for r, cols in enumerate(columns):
        block = matrix[:, cols]
        first = block.argmax(axis=1)
        best[:, r] = cols[first]
        top1[:, r] = block[rows, first]
        if len(cols) > 1:
            block[rows, first] = -np.inf
            top2[:, r] = block.max(axis=1)
    # for i and j: the best alternative to j in j's review (its second best when j is i's best there), and the
    # same for j; the pair's lead is its similarity less the larger of the two
    alternative = top1[:, index]
    for r in range(len(names)):
        alternative[rows, best[:, r]] = top2[:, r]
    lead = np.maximum(alternative, alternative.T)
    del alternative
    np.subtract(matrix, lead, out=lead)
    lead *= np.float32(margin)
    lead += matrix
    for cols in columns:  # within one review the pair keeps its similarity
        lead[np.ix_(cols, cols)] = matrix[np.ix_(cols, cols)]
    return lead
