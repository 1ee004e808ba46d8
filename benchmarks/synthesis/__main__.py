"""Score synthesis on the labeled cases: ``python -m benchmarks.synthesis [-v] [CASE ...]``.

Prints extraction recall, spurious extractions, B-cubed clustering and
consensus accuracy per case, then the averages of the tuned and of the
held-out cases. ``--speed`` times synthesis of 1,000 items from 8 models.
"""

from __future__ import annotations

import argparse
import sys

from benchmarks.synthesis.score import HEADER, Summary, case_line, default_synthesizer, embedder, load_cases, score_case


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.synthesis", description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="*", help="case name prefixes (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every miss: unfound items, spurious ones, wrong merges")
    parser.add_argument("--tuned-only", action="store_true", help="leave the held-out cases out (use while tuning)")
    parser.add_argument("--lexical", action="store_true", help="compare items by their words only (no embedding model)")
    parser.add_argument("--speed", action="store_true", help="time synthesis of 1,000 items from 8 models")
    args = parser.parse_args(argv)
    if args.speed:
        from benchmarks.synthesis.speed import run

        return run()
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


if __name__ == "__main__":
    sys.exit(main())
