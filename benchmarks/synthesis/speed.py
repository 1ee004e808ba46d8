"""Time synthesis of 1,000 items from 8 models: ``python -m benchmarks.synthesis --speed``.

The items are the benchmark's own review items, spread over eight reviewers
and varied so no two are the same text; the embedding model's one-off load
is timed apart from synthesis.
"""

from __future__ import annotations

import random
import statistics
import time

from benchmarks.synthesis.score import load_cases
from xreview.core.model import ReviewItem
from xreview.core.parse import parse_review
from xreview.core.synthesis import synthesize_items

MODELS = [f"model-{n}" for n in range(1, 9)]
PER_MODEL = 125


def corpus() -> list[ReviewItem]:
    pool: list[ReviewItem] = []
    for case in load_cases():
        for model, text in case.reviews:
            pool.extend(parse_review(text, model).items)
    rng = random.Random(7)
    filler = "retry cache tenant schema window queue index token session upload digest ledger".split()
    items = []
    for model in MODELS:
        for index in range(PER_MODEL):
            base = rng.choice(pool)
            extra = " ".join(rng.sample(filler, 3))
            items.append(ReviewItem(base.title + f" ({extra})", base.text, base.description + " " + extra,
                                    base.severity, base.complexity, base.location, model, index))
    return items


def run() -> int:
    from xreview.embedding import load_embedder

    started = time.perf_counter()
    embed = load_embedder()
    load_seconds = time.perf_counter() - started
    items = corpus()
    timings = {}
    for label, embedder in (("with embeddings", embed), ("words only", None)):
        runs = []
        for _ in range(5):
            copies = [ReviewItem(**vars(i)) for i in items]
            started = time.perf_counter()
            issues = synthesize_items(copies, len(MODELS), [], embedder)
            runs.append(time.perf_counter() - started)
        timings[label] = (statistics.median(runs), max(runs), len(issues))
    print(f"embedding model load (once per process): {load_seconds:.2f} s")
    for label, (median, worst, count) in timings.items():
        print(f"1,000 items from 8 models, {label}: median {median:.3f} s, worst {worst:.3f} s -> {count} issues")
    return 0
