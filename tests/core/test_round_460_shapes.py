"""Shapes real-review round 460 showed the parser (issue 14): an approve-with-changes review in bold all-caps labeled
sections whose lists describe what the proposal gets right ("- **Write Path:** It correctly centralizes …" — a label
that opens on a verb, not advice), confirm what it addresses ("- **Violation #1 (…):** Fully addressed by Change #1 …")
or agree with its risk ratings ("- **LOW RISK: KGB Elimination:** **Agree.** …"); and a judge's verdict whose area
heading reports a clean review ("### security — no findings").

The texts are written for the tests, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

PROPOSAL = """**OVERALL VERDICT:** APPROVE WITH CHANGES

**CORRECTNESS ANALYSIS:**
The proposal correctly separates reads from writes.

-   **Write Path:** It correctly routes every database write through the writer service, which perfectly aligns with the target design.
-   **Read Path:** It correctly makes the reader the only service with read access.

**COMPLETENESS ANALYSIS:**

-   **Violation #1 (Reader Writes):** Fully addressed by Change #1 and Change #2, which add the new path and drop the old one.

**RISK ASSESSMENT:**

-   **LOW RISK: Proxy Removal:** **Agree.** This change is isolated and the rollback plan is simple and effective.
-   **MEDIUM RISK: Reader Write Tool Removal:** **Disagree. I assess this as HIGH RISK.** Any client other than the proxy that uses these tools will break.
    -   **Proposed Mitigation Change:** Log every call to the write tools for 48 hours before removing them.
"""

VERDICT = """# Judge verdict — review batch 3

### cache-1 — Fixed
Claim: the cache is keyed by path only, so two configs share one entry.
Assessment: should-fix; the fix keys it by path and config. Accept.

### test-1 — Fixed
Claim: the empty input is absent from the corpus, so its path is never run.
Assessment: should-fix; the fix adds the case. Accept.

### quality-1 — Fixed
Claim: four cached globals repeat one pattern.
Assessment: nit; the fix uses functools.cache. Accept.

### security — no findings
Security review reported none (test code only, no trust boundary). Responder took no action. Correct.

## Verdict: APPROVED
"""


def test_labels_over_praise_confirmations_and_agreements_are_no_findings() -> None:
    titles = [item.title for item in read_review(PROPOSAL, "m").items]
    assert titles and "Reader Write Tool Removal" in titles[0]
    assert not [title for title in titles if any(word in title for word in ("Write Path", "Read Path", "Violation", "Proxy Removal"))]


def test_an_area_heading_reporting_no_findings_is_no_finding() -> None:
    assert read_review(VERDICT, "m").items == []
