"""Shapes real-review round 571 showed the parser (issue 14): a skeptical review of a book chapter whose findings open
on a bracketed tag of a level and its categories, joined by middle dots — "[MAJOR · citation_accuracy · citation]
`chapter.tex:1726–1734` …", "[NIT · citation_hygiene · citation] Three bib files coexist …". The categories hid the
level, so the tag stayed in the title and the NIT points were lost; the level is read and the tag set aside.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REVIEW = """## Issues (ranked)

### MAJOR

[MAJOR · reproducibility · code-figure] `gen_edgar_text_growth.py:42` hard-codes a personal User-Agent and fetches SEC EDGAR live, so the figure is not regenerable by a third party.
  Fix: Parameterise the User-Agent via an env var.

### NIT

[NIT · citation_hygiene · citation] Three bib files coexist, each defining the same keys. Not a ch01 defect per se, but the stale duplicates are a book-level hazard.
  Fix: Remove or clearly mark the non-active `.bib` files.
"""


def test_a_level_tag_with_dotted_categories_is_read_and_set_aside() -> None:
    tags = read_tags("[MAJOR · citation_accuracy · citation] `chapter.tex:1726` The remark misattributes a model.")
    assert tags.severity is Severity.HIGH and not tags.rest.lstrip().startswith("["), tags
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2 and titles[1].startswith("Three bib files coexist"), titles
