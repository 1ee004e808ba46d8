"""Real-review rounds: a feature file that holds a proposed spec — its acceptance criteria in a "| AC | Description |"
table — and then a tech lead's review with numbered findings by severity (round 233, review 388). The criteria are
the spec's requirements, not findings; a compliance table that marks each criterion met or not still holds the unmet
ones.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

FEATURE = """## Proposed Updated Feature22

**Acceptance criteria (revised):**

| AC | Description |
|---|---|
| AC1 | Manifest validator accepts an optional `assets` field; invalid structure produces clear errors. |
| AC4 | `kinnoo pack` rejects asset paths that use path traversal (e.g., `../secret`) with a clear security error. |
| AC5 | `kinnoo pack` warns if a declared asset path does not exist in the agent directory. |

## Tech Lead Review

### Findings (ordered by severity)

1. **Medium — AC10 implementation is narrower than AC10 wording**
   - Current patterns only include `.env`, `.pem` and `id_rsa`.
"""


def test_a_specs_acceptance_criteria_are_no_findings() -> None:
    titles = [item.title for item in read_review(FEATURE, "m").items]
    assert titles == ["AC10 implementation is narrower than AC10 wording"]


def test_criteria_marked_unmet_are_still_findings() -> None:
    review = """## Findings

| AC | Status | Notes |
|---|---|---|
| AC1: Validator accepts assets | ✅ Met | tested |
| AC4: Traversal rejected | ❌ Missing | no check in pack |
"""
    assert [item.title for item in read_review(review, "m").items] == ["AC4: Traversal rejected"]
