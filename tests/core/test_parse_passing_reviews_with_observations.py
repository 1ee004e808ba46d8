"""Two passing reviews (real-review round 112) keep their findings in "non-blocking observations": an independent
session's diff check opens on its own header list ("- mission: …", "- reviewer: …", "- inputs: …", "- method: …"),
passes six checks and heads its three observations "(no action required for PASS; …)"; a reviewer persona's
scorecard opens on its lens ("Lens: the Haskell reference as the load-bearing artefact … Read as a fresh engineer who
has NOT seen the prior rounds"). A pass the heading names as a condition ("for PASS", "to pass") is no check that
passed; a header list of the review's own fields is no finding; nor is the lens it reads through.

The texts are written for the test, after the shapes of those reviews."""

from __future__ import annotations

from xreview.core import asides, cues
from xreview.core.parse import parse_review

CHECK = """# Ticket check — mobile-layout

- mission: mobile-layout
- reviewer: an independent session (not the author; the author's verdicts NOT read)
- inputs: the approved deck and the board, read only (no board mutation performed)
- method: each ticket's verbatim block diffed against its deck section

## VERDICT: PASS

## Check 1 — Slice to ticket bijection: PASS

Nine slices, nine tickets, no slice dropped.

## Non-blocking observations (no action required for PASS; the author may tighten via a comment)

1. **S1b enumeration still deferred.** The ticket performs no enumeration, so a reader of the ticket alone loses the
   deck's guidance.
2. **S2 reserved roots not restated.** The reservation is invisible from the ticket alone.
"""

SCORECARD = """# Scorecard — ledger rewrite, round 5

Lens: the reference module (`reference/Ledger.hs`) as the load-bearing artefact — total functions, exhaustive
cases, no representable illegal state. The prose is held to one standard: every theorem it states about the types
must be delivered by the types, or be honestly downgraded to a disclosed check. Read as a fresh engineer who has NOT
seen the prior rounds.

## Grade: A

### Totality — full marks

Every exported function is total.

## Non-blocking observations

- **`unique-writer` survives in two comments.** The comment contradicts the body two lines down.
"""


def test_observations_headed_as_needing_no_action_for_a_pass_are_read() -> None:
    titles = [item.title for item in parse_review(CHECK, "m").items]
    assert titles == ["S1b enumeration still deferred", "S2 reserved roots not restated"]


def test_a_pass_named_as_a_condition_is_no_check_that_passed() -> None:
    assert cues.section_kind("Non-blocking observations (no action required for PASS)")[0] is not cues.Kind.SKIP
    assert cues.section_kind("Changes needed to pass")[0] is not cues.Kind.SKIP
    assert cues.section_kind("Check 1 — Slice to ticket bijection: PASS")[0] is cues.Kind.SKIP
    assert asides.passed("Tests pass")


def test_a_header_list_of_the_reviews_own_fields_is_no_finding() -> None:
    assert asides.is_metadata_list(["mission: a", "reviewer: b (NOT the author)", "inputs: c (no mutation)", "method: d"])
    assert not asides.is_metadata_list(["Cache: never expires", "Retries: unbounded", "Timeouts: missing"])


def test_the_lens_a_scorecard_reads_through_is_no_finding() -> None:
    titles = [item.title for item in parse_review(SCORECARD, "m").items]
    assert titles == ["unique-writer survives in two comments"]
