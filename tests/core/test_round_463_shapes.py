"""Shapes real-review round 463 showed the parser (issue 14): a model's numbered findings followed, after a rule, by
the author's triage ("## Triage (by the author of the slice; the review above is unchanged)") whose table decides each
finding: "| 3 frame boundaries insert spaces | Fixed. … |" closes finding 3; "| 2 … | Fixed for … Not addressed: … |"
leaves finding 2 open. The heading after the whole review is no title over it, and the author's section is no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

FINDINGS = "\n".join(
    f"{n}. **MAJOR — {title}.**  \n   [select.mbt:{n}0](select.mbt:{n}0)\n\n   {body}\n\n   **Fix:** {fix}\n"
    for n, title, body, fix in (
        (1, "The long-item fallback attributes other spans to the first origin", "Clicking a B glyph names A and omits B.",
         "retain all contributing spans in the coarse selection."),
        (2, "A selection can include completely invisible text", "Scaled-away and clipped text stays in the word table.",
         "apply visibility filtering when collecting selectable words."),
        (3, "Frame boundaries insert spaces into continuous text", "Extraction produces `a b c` and `find(\"abc\")` fails.",
         "carry continuation information across group traversal."),
        (4, "Clusters split across text items are emitted twice", "Feedback repeats the shared cluster's text.",
         "emit shared cluster contributions once."),
    ))

REVIEW = f"""Reviewed `loop-1..loop-2`, stat first. No builds or files changed.

{FINDINGS}
The tests meaningfully cover ordinary selections, origin grouping and keyed content.

I found no Core/library mismatch for valid shared word data.

VERDICT: REQUEST CHANGES


---

## Triage (by the author of the slice; the review above is unchanged)

One review round was run. The findings were handled in the commit that adds this file.

| Finding | Decision |
|---|---|
| 1 the long-item fallback gives other spans to the first origin | Fixed. Glyphs whose range says nothing keep their span. |
| 2 invisible text is selectable | Fixed for a group that draws nothing. Not addressed: text a clip hides completely. |
| 3 frame boundaries insert spaces | Fixed. Text goes on through a group that only places its content. |
| 4 a cluster split over two text items is emitted twice | Not addressed in this slice: it needs the cluster model. |
"""


def test_the_authors_triage_closes_the_fixed_findings_and_leaves_the_rest() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2
    assert "completely invisible text" in titles[0] and "emitted twice" in titles[1]
