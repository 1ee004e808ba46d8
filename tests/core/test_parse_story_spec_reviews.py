"""Real-review rounds: an agent's spec review of one user story — "### Verdict: GAPS" over paragraphs that name the
story ("US-6.1 intent — …"), a findings table whose rows open on a bold title, some of them checks the spec passes
("**ADRs respected.**"), and sections named by other stories ("### US-5.1 handoff alignment") (round 207, review 362).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import review_ids
from xreview.core.parse import read_review
from xreview.core.titles import clean_title

REVIEW = """## Spec Review — US-4.2

### Verdict: GAPS

US-4.2 intent — **System** sends the weekly digest to each schema-validated subscriber — is **directionally aligned** with SPEC §2.

**Gaps** sit between the story's acceptance criteria and what SPEC §2 requires.

---

### Findings

| Severity | Finding | Fix |
|----------|---------|-----|
| **High** | **Unsubscribe link missing from AC.** SPEC §2 requires one in every mail; the AC never mentions it. | Add AC: every digest carries a signed unsubscribe link. |
| **Medium** | **`sendWindow` not pinned in AC.** The story says "weekly" but not the day or hour. | Freeze the send window in CONTRACT. |
| **Info** | **ADRs respected.** The job runs on the app layer — no worker (ADR-0003). | Do not add a queue in US-4.2. |
| **Low** | **Plain text [SEC] — aligned.** Schema-validated, never HTML in storage. | Keep the Zod schema strict. |

---

### US-3.1 handoff alignment

| Upstream artifact | US-4.2 obligation |
|-------------------|-------------------|
| `subscribers` row | One digest per subscriber via `subscriber_id` FK |
"""


def test_a_verdict_a_story_id_and_checks_passed_are_no_findings() -> None:
    """"### Verdict: GAPS" is the verdict (its paragraphs no findings, "US-4.2 intent" no ID of a finding closed by its
    "-validated"); "**ADRs respected.**" and "**… — aligned.**" rows are checks passed; "### US-3.1 handoff alignment"
    names another story, not a finding: the two gaps of the table are the findings."""
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Unsubscribe link missing from AC", "sendWindow not pinned in AC"]


def test_a_dotted_story_number_is_no_finding_id() -> None:
    assert clean_title("US-6.1 vs US-6.2 FE scope overlap") == "US-6.1 vs US-6.2 FE scope overlap"
    assert clean_title("US-6. Missing retry") == "Missing retry"
    assert review_ids.closed_ids("US-6.1 intent — persists schema-validated plain-text records") == set()
