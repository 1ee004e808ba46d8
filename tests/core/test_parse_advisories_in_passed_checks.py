"""Real-review rounds: a Rust code review's checklist (round 256, review 411) — each check a heading marked passed
("### SQL injection safety -- PASS (with advisory note)"), some holding an advisory paragraph ("**Advisory**: Consider
using a constant array …"). The check passed; its advisory is a finding, at the lowest level. A recommendation in a
verdict ("**Recommendation:** Proceed with implementation") stays none.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Checklist Results

### No `.unwrap()` in production code -- PASS
All `.unwrap()` calls are confined to `#[cfg(test)]` blocks. Clean.

### SQL injection safety -- PASS (with advisory note)
All production queries use parameterized `?` bindings via sqlx.

**Advisory**: Consider using a constant array and iterating it to make the closed set of table names explicit.

### Migration is idempotent and backward-compatible -- PASS
- `has_column()` checks prevent duplicate `ALTER TABLE ADD COLUMN` calls

**Advisory**: The `daily_pnl` migration does `DROP TABLE` then a rename in one batch; a crash between them loses data.

## Verdict -- PASS

**Recommendation:** Proceed with implementation.
"""


def test_an_advisory_inside_a_passed_check_is_a_low_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == [
        "Consider using a constant array and iterating it to make the closed set of table names explicit",
        "The daily_pnl migration does DROP TABLE then a rename in one batch; a crash between them loses data"]
    assert {item.severity for item in items} == {Severity.LOW}
