"""Time synthesis of 1,000 items from 8 models: ``python -m benchmarks.synthesis --speed [--items N]``.

The items are the benchmark's own review items, spread over eight reviewers
and varied so no two are the same text; the embedding model's one-off load
is timed apart from synthesis. The peak memory is what synthesis allocates
(tracemalloc, numpy's arrays included) in one more run, apart from the timed ones.
"""

from __future__ import annotations

import random
import statistics
import time
import tracemalloc

from benchmarks.synthesis.score import load_cases
from xreview.core.model import ReviewItem
from xreview.core.parse import parse_review
from xreview.core.synthesis import synthesize_items

MODELS = [f"model-{n}" for n in range(1, 9)]


def corpus(per_model: int = 125) -> list[ReviewItem]:
    pool: list[ReviewItem] = []
    for case in load_cases():
        for model, text in case.reviews:
            pool.extend(parse_review(text, model).items)
    rng = random.Random(7)
    filler = "retry cache tenant schema window queue index token session upload digest ledger".split()
    items = []
    for model in MODELS:
        for index in range(per_model):
            base = rng.choice(pool)
            extra = " ".join(rng.sample(filler, 3))
            items.append(ReviewItem(base.title + f" ({extra})", base.text, base.description + " " + extra,
                                    base.severity, base.complexity, base.location, model, index))
    return items


def run(total: int = 1000, runs: int = 5) -> int:
    from xreview.embedding import load_embedder

    started = time.perf_counter()
    embed = load_embedder()
    load_seconds = time.perf_counter() - started
    items = corpus(max(total // len(MODELS), 1))
    timings = {}
    for label, embedder in (("with embeddings", embed), ("words only", None)):
        times = []
        for _ in range(runs):
            copies = [ReviewItem(**vars(i)) for i in items]
            started = time.perf_counter()
            issues = synthesize_items(copies, len(MODELS), [], embedder)
            times.append(time.perf_counter() - started)
        copies = [ReviewItem(**vars(i)) for i in items]
        tracemalloc.start()
        synthesize_items(copies, len(MODELS), [], embedder)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        timings[label] = (statistics.median(times), max(times), len(issues), peak)
    print(f"embedding model load (once per process): {load_seconds:.2f} s")
    for label, (median, worst, count, peak) in timings.items():
        print(f"{len(items):,} items from 8 models, {label}: median {median:.3f} s, worst {worst:.3f} s, "
              f"peak {peak / 2**20:.0f} MiB -> {count} issues")
    return 0
