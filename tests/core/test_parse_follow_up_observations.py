"""Real-review round 312 (review 472): a follow-up code review whose "New Observations & Recommendations" are each
an Observation and a Discussion or a Strength — one the reviewer accepts ("This is generally acceptable for a CLI tool
of this type."), one an "**Strength:** … is an excellent pattern." Neither is an open finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Code Review 2: sorter

## New Observations & Recommendations

### 1. Key Matching Logic
- **Observation:** When the pattern does not match, the whole line becomes the sort key.
- **Discussion:** This follows the requirements, but "no match" sorts like "match everything". This is generally acceptable for a CLI tool of this type.

### 2. Stability Implementation
- **Strength:** Keeping the original line number in every key makes the unstable parallel sort stable, an excellent pattern.

### 3. Buffer growth
- **Observation:** The output buffer is reallocated for every line, which slows large inputs.
"""


def test_an_accepted_observation_and_a_strength_are_no_findings() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Buffer growth"]
