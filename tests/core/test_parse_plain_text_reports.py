"""Shapes real-review round 33 showed the parser (issue 14): two models' reviews of one plan, written to files by a
plan-review script — findings titled by a bold line over the review's own field list ("**Title**" ⏎ "* **The Flaw:** …"
⏎ "* **The Fix:** …"), and a plain-text report under a script's "# Openai Review" header: a setext title
("… – Review & Gap Analysis" over "====="), sections between dashed rules, points lettered "A." "B." with "•" lines.

The texts are written for the test, after the shapes of the round's reviews (Gemini 3 Pro and o3)."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review
from xreview.core.tags import read_tags


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


TITLED_FIELDS = """# Gemini Review

Here is the review, by category.

### 1. API Integration

**Retry Header Format (Section 1)**
The plan states: *"retry-after is read as seconds"*.
*   **The Flaw:** the header may be an HTTP date, which parses as NaN.
*   **The Fix:** accept both forms.

**Model Identifiers**
The plan references `model-x-2031`.
*   **The Flaw:** that name does not exist; every call fails.
*   **The Fix:** use the published identifier.

### 2. Business Logic Issues

**Cache Window Cost (Section 3)**
The plan assumes most calls hit the cache.
*   **The Flaw:** calls arrive hours apart; the 5-minute cache never hits and writes cost more.
*   **The Fix:** drop caching for this workload.

### 3. Security

**Log Hygiene (Section 1)**
*   **Footgun:** the config object holds the API key; never log it.
"""


def test_a_bold_title_over_the_reviews_own_fields_is_one_finding_and_its_heading_a_group() -> None:
    assert titles(TITLED_FIELDS) == ["Retry Header Format (Section 1)", "Model Identifiers", "Cache Window Cost (Section 3)",
                                     "Log Hygiene (Section 1)"]


PLAIN_REPORT = """# Openai Review

**Model:** o3

---

Cache Layer – Review & Gap Analysis
===================================
Overall a solid plan.  The biggest risks are below, grouped by the plan's sections.

----------------------------------------
GENERAL
----------------------------------------
1. One client per call  \n   • A new instance per invocation duplicates connection pools.  \n   ACTION: Reuse a module-level client.

2. Timeouts missing  \n   • A stuck call hangs the workflow.  \n   ACTION: Add a timeout with an abort controller.

----------------------------------------
SECTION 1 – cache.js
----------------------------------------
A. Key collisions across tenants  \n   • The key omits the tenant ID.  \n   ACTION: Prefix keys with the tenant.

B. Eviction never runs  \n   • The sweep timer is cleared on the first error.

----------------------------------------
SECTION 2 – score-report.js
----------------------------------------
A. Stale reads after a write  \n   • The write path does not invalidate.  \nB. Unbounded value size  \n   • A 50 MB value is cached whole.

----------------------------------------
SECURITY
----------------------------------------
• Encrypt cached values at rest: the disk is shared with other users.  \n• Cache files are world-readable by default.
"""


def test_a_plain_text_report_under_a_script_header_reads_its_numbered_lettered_and_bulleted_points() -> None:
    assert titles(PLAIN_REPORT) == [
        "One client per call", "Timeouts missing", "Key collisions across tenants", "Eviction never runs",
        "Stale reads after a write", "Unbounded value size", "Encrypt cached values at rest",
        "Cache files are world-readable by default"]


def test_a_lone_lettered_line_is_no_point() -> None:
    assert titles("# Review\n\n## Notes\n\nA. Smith wrote the first draft of this plan in May.\n") == []


def test_a_severity_word_joined_to_another_is_no_tag_and_a_file_name_no_section_word() -> None:
    assert read_tags("High-resolution timeouts").severity is None
    assert read_tags("Low-level API leaks handles").severity is None
    assert read_tags("High - the cache leaks").severity is not None
    assert cues.section_kind("SECTION 4 – score-alert.js to DeepSeek")[0] is not cues.Kind.SKIP
    assert cues.section_kind("Scores")[0] is cues.Kind.SKIP
