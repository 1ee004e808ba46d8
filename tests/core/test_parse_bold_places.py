"""Real-review rounds: a landing-page review whose findings open on their tag and a bold place — "**[BLOCK]
page.tsx:43–45 (LogoStrip)** — Hardcoded palette colors instead of semantic tokens." — two of them at the same
component (round 250, review 405). The place is where, the claim after it is the title: two findings at one component
are two findings, not one said twice.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Findings

**[BLOCK] page.tsx:43–45 (LogoStrip)** — Hardcoded palette colors instead of semantic tokens.

- `bg-gray-100` and `text-gray-400` bypass the token system and will not respect `data-theme`.

---

**[BLOCK] page.tsx:33–51 (LogoStrip)** — Repeating item pattern inlined in page with no molecule extracted.

- A full section renders a list via `.map()` over `LOGO_NAMES` with no extracted molecule for the repeated item.
"""


def test_a_bold_place_before_the_claim_is_no_title_and_two_findings_at_one_place_stay_two() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Hardcoded palette colors instead of semantic tokens",
                                              "Repeating item pattern inlined in page with no molecule extracted"]
    assert [item.location.line for item in items] == [43, 33]
    assert all("page.tsx" in (item.text or "") for item in items)  # the place stays in the finding's words
