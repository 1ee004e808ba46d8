"""Real-review rounds: an improvement plan (round 271, review 426) whose phases hold sections "### 1.1 Unify Converter
Implementations" ⏎ "**Problem**: Three separate implementations …" ⏎ "**Solution**:" ⏎ its steps. A section numbered
"1.1" that opens on the problem it solves is one finding — its solution's steps are its parts, no findings of their
own.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Phase 1: Code Consolidation and Architecture (Stability)

### 1.1 Unify Converter Implementations
**Problem**: Three separate implementations create maintenance burden and confusion.

**Solution**:
- Benchmark all three implementations with various PDF types and sizes
- Extract reusable optimizations into a single, configurable converter
- Remove redundant implementations

### 1.2 Improve Error Handling Architecture
**Problem**: Basic error handling with generic error messages.

**Solution**:
- Create comprehensive error enum with specific cases for all failure modes
- Implement proper error propagation throughout the stack
"""


def test_a_dotted_section_opening_on_its_problem_is_one_finding_with_its_steps() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Unify Converter Implementations", "Improve Error Handling Architecture"]
