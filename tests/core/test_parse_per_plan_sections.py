"""A cross-AI review of several plans (round 82: Codex on three plans of one phase) opens with the blockers across the
plans, then gives each plan a section named by its file ("### 18-01-PLAN.md") with its own summary, strengths,
"**Concerns:**" and "**Suggestions:**". Those sections come after a finding, but they are not a summary restating it:
a section named by a file that holds its own concerns is that file's review. Its concerns open with a severity in
code marks ("`HIGH:` …"), and a low concern that grants a point before its "but" ("With max 3 tickers acceptable,
but a shared client would be cleaner") still asks for a change.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review
from xreview.core.tags import read_tags

REVIEW = """### Cross-Plan Blockers
The plans are well scoped, but the importer never fills the list of accounts, so the sync step never runs at all.

### 02-01-PLAN.md

**Summary:** A clear split of the storage layer into three modules.

**Strengths:**
- Clean separation between the schema and the migrations.

**Concerns:**
- `HIGH:` The loader validates the whole document at once, so one malformed entry rejects every entry of the file.
- `LOW:` `fetch_rates()` opens a new HTTP client per currency. With three currencies acceptable, but a shared client would be cleaner.

### 02-02-PLAN.md

**Concerns:**
- `MEDIUM:` No retry budget for the exchange-rate service, so a flaky upstream stalls the nightly job.
"""


def test_a_severity_in_code_marks_is_read_as_the_items_severity() -> None:
    assert read_tags("`HIGH:` The loader validates the whole document at once").severity is Severity.HIGH
    assert read_tags("`LOW:` `fetch_rates()` opens a new HTTP client").rest.strip().startswith("`fetch_rates()`")


def test_a_file_named_section_with_its_own_concerns_is_not_a_summary_of_the_findings_before_it() -> None:
    items = parse_review(REVIEW, "m").items
    assert [(i.title.split()[0], i.role, i.severity) for i in items[1:]] == [
        ("The", "issue", Severity.HIGH),
        ("fetch_rates()", "issue", Severity.LOW),
        ("No", "issue", Severity.HIGH),
    ]


def test_a_topic_section_after_the_findings_still_restates_them() -> None:
    summary = REVIEW.replace("### 02-01-PLAN.md", "### Storage layer").replace("### 02-02-PLAN.md", "### Rates")
    assert {i.role for i in parse_review(summary, "m").items[1:]} == {"recap"}


def test_a_point_granted_before_a_but_that_would_be_cleaner_otherwise_is_a_finding() -> None:
    titles = [i.title for i in parse_review(REVIEW, "m").items]
    assert any(t.startswith("fetch_rates() opens a new HTTP client") for t in titles)
