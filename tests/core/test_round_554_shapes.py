"""Shapes real-review rounds 554–555 showed the parser (issue 14): a story file's code review whose findings are ticked
points tagged by what became of them — "- [x] [Review][Patch] … — **APPLIED**" was fixed, but "- [x] [Review][Defer]
… — deferred, pre-existing since Story 1.1" was only ticked off the review's list: a deferred finding is still open.
The dev agent's completion notes below the review are its own record of the work, not findings.

The text is written for the tests, after the shape of the rounds' reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Senior Developer Review (AI)

**Outcome:** Changes Requested

### Review Findings

- [x] [Review][Patch] P1 (HIGH) Env var name mismatch — `backup.yml` uses `COMPANY_VAT` but `.env.example` uses `COMPANY_ID` [`backup.yml`]
- [x] [Review][Defer] Exception message leaked in the 500 handler [`app/middleware.py`] — deferred, pre-existing since Story 1.1
- [x] [Review][Defer] Session secret reuses JWT_SECRET [`app/middleware.py`] — deferred, pre-existing since Story 1.3
- [x] Cron comment ignores daylight saving time [`backup.yml`] — deferido, el cron es correcto

## Dev Agent Record

### Completion Notes List

- `app/middleware.py` extended: `audit_middleware` fires on POST/PUT/DELETE only, never raises, reads the email best-effort.
- `_email_from_request()` uses a bare `except Exception` intentionally — middleware resilience, not endpoint code.
"""


def test_a_ticked_deferred_finding_stays_open_and_a_ticked_patch_is_closed() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 3, titles
    assert "Exception message leaked" in titles[0] and "JWT_SECRET" in titles[1] and "daylight" in titles[2], titles


def test_the_dev_agents_completion_notes_are_not_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert not any("audit_middleware" in t or "bare" in t for t in titles), titles
