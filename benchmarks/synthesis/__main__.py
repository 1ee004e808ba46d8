"""Score synthesis on the labeled cases: ``python -m benchmarks.synthesis [-v] [CASE ...]``.

Prints extraction recall, spurious extractions, B-cubed clustering and
consensus accuracy per case, then the averages of the tuned and of the
held-out cases. ``--speed`` times synthesis of 1,000 items from 8 models.
"""

from __future__ import annotations

import argparse
import sys

from benchmarks.synthesis.score import (
    HEADER,
    Summary,
    case_line,
    default_synthesizer,
    embedder,
    load_cases,
    score_case,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.synthesis", description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="*", help="case name prefixes (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every miss: unfound items, spurious ones, wrong merges")
    parser.add_argument("--tuned-only", action="store_true", help="leave the held-out cases out (use while tuning)")
    parser.add_argument("--lexical", action="store_true", help="compare items by their words only (no embedding model)")
    parser.add_argument("--speed", action="store_true", help="time synthesis of 1,000 items from 8 models")
    parser.add_argument("--items", type=int, default=1000, help="with --speed: how many items (spread over 8 models)")
    parser.add_argument("--real", action="store_true", help="score the real, labeled reviews instead of the written cases")
    args = parser.parse_args(argv)
    if args.speed:
        from benchmarks.synthesis.speed import run

        return run(args.items)
    if args.real:
        return real_main(args)
    cases = [c for c in load_cases(args.cases or None) if not (args.tuned_only and c.held_out)]
    if not cases:
        print("no case matches", file=sys.stderr)
        return 2
    synthesizer = default_synthesizer(lexical_only=args.lexical)
    embed = embedder(lexical_only=args.lexical)
    scores = [score_case(case, synthesizer, embed) for case in cases]
    print(HEADER)
    for score in scores:
        print(case_line(score) + ("   (held out)" if score.held_out else ""))
        if args.verbose:
            for miss in score.misses:
                print(f"    - {miss}")
    tuned = Summary([s for s in scores if not s.held_out])
    held = Summary([s for s in scores if s.held_out])
    print()
    if tuned.cases:
        print(tuned.line(f"mean, tuned ({len(tuned.cases)})"))
    if held.cases:
        print(held.line(f"mean, held out ({len(held.cases)})"))
    print(Summary(scores).line(f"mean, all ({len(scores)})"))
    return 0


def real_main(args: argparse.Namespace) -> int:
    from benchmarks.synthesis.real import (
        REAL_HEADER,
        RealSummary,
        load_real,
        real_line,
        score_real,
        shared_dir,
        spurious_line,
    )

    reviews = load_real()
    if args.cases:
        reviews = [r for r in reviews if any(r.id.startswith(c) or r.key.startswith(c) for c in args.cases)]
    if args.tuned_only:
        reviews = [r for r in reviews if not r.held_out]
    if not shared_dir().is_dir():
        print(f"note: the shared set was not found at {shared_dir()} (set XREVIEW_REAL_REVIEWS)", file=sys.stderr)
    summary = score_real(reviews, embedder(lexical_only=args.lexical))
    if args.verbose:
        for group in summary.groups:
            for review in group.reviews:
                for miss in review.misses:
                    print(f"    - {miss}")
            for miss in group.misses:
                print(f"    - [{group.name}] {miss}")
    print(REAL_HEADER)
    parts = [
        ("tuned, shared", lambda r: not r.held_out and r.origin == "shared"),
        ("tuned, own", lambda r: not r.held_out and r.origin == "own"),
        ("held out, shared", lambda r: r.held_out and r.origin == "shared"),
        ("held out, own", lambda r: r.held_out and r.origin == "own"),
        ("tuned", lambda r: not r.held_out),
        ("held out", lambda r: r.held_out),
        ("all", lambda r: True),
    ]
    for label, keep in parts:  # a group with a held-out review is held out whole: its merges and consensus are first-seen
        held = label.startswith("held out")
        chosen = [g for g in summary.groups if (any if held else all)(keep(r.review) for r in g.reviews)]
        if chosen:
            part = RealSummary(chosen)
            print(real_line(label, part))
            if label in ("tuned", "held out", "all"):
                print(spurious_line(part))
    return 0


if __name__ == "__main__":
    sys.exit(main())
