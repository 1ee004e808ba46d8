"""Shapes real-review round 479 showed the parser (issue 14): a lens-based review's tagged findings whose sub-points
cite their sources with " · " between them ("- **Cites:** baseline `CODE_REVIEW.md` · caught by code") — the dot
of a sub-point does not run two findings together, as it does in the point's own wrapped text.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Review: output templates (pass 2)

**Verdict:** WARN

## Findings (by severity)

- **[MEDIUM]** `src/core/OutputRenderer.ts:54` — Close-title opacity defaults to `0.5` rather than the hidden default of `0`.
  - **Fix:** Preserve the default of `0` unless a renderer option selects another value.
  - **Cites:** baseline `CODE_REVIEW.md` §Backward-compatibility · caught by code

- **[MEDIUM]** `test/production.test.ts:104` — Production-silence coverage always configures a stream, so the fallback is untested.
  - **Fix:** Add a no-output production console assertion.
  - **Cites:** Spec production-silence requirement · caught by acceptance, test

- **[LOW]** Keine Paginierung beim Auflisten der Buckets · ein halber Lauf lässt die
  ausgelieferte Fläche inkonsistent · `0600` deckt die Objektdateien nicht
"""


def test_a_sub_points_dots_cite_sources_and_do_not_split_its_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 5, titles
    assert "Close-title opacity" in titles[0] and "Production-silence" in titles[1]
    assert not any(t.startswith("caught by") for t in titles)
    assert "Paginierung" in titles[2] and "halber Lauf" in titles[3] and "0600" in titles[4]  # its own text runs three together
