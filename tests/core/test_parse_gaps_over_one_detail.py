"""Real-review rounds: an agent's review of a design README whose "Gaps and risks" list states each gap in a few words
with its one detail nested below ("- Confidence and fallbacks missing" ⏎ "  - Define confidence scoring, …"), then a
typo list and a "What to add" list that restates the gaps (round 205, review 360).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """### What's good
- Clear rationale: resolve place names against a curated gazetteer.

### Gaps and risks
- Identity policy alignment not stated
  - Must explicitly commit to the gazetteer levels used downstream:
    - Cities: GeoNames feature class P.
    - Regions: ISO 3166-2 codes.
- Confidence and fallbacks missing
  - Define confidence thresholds and a fallback code for places left unmatched.
- Performance and caching
  - State the index type, cache hot names, and the expected latency.
- Security
  - The resolver endpoint has no authentication.
  - The admin export writes the API key into the log.

### Typos/wording cleanups
- “gazeteer” → gazetteer; “seperate” → separate.

### What to add to this README (concise)
- Confidence policy and fallbacks
  - Thresholds; fallback code path; store the confidence with each match.
"""


def test_a_gap_over_its_one_detail_is_one_finding_titled_by_the_gap() -> None:
    """"- Confidence and fallbacks missing" over one nested point is one finding (its words name no section, though
    "confidence" heads scorecards); a label over two points ("- Security") still groups two findings; the typo list is a
    finding; the "What to add" entry adds no finding of its own."""
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == [
        "Identity policy alignment not stated",
        "Confidence and fallbacks missing",
        "Performance and caching",
        "The resolver endpoint has no authentication",
        "The admin export writes the API key into the log",
        "“gazeteer” → gazetteer; “seperate” → separate",
    ]
    assert "Define confidence thresholds" in items[1].description
    assert items[5].severity in (None, Severity.LOW)
