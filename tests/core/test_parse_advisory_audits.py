"""An advisory architecture review (real-review round 132): each audited element has "**Verdict:** sound" and
"**Finding:** None.", then a section on what the green suite hides — numbered subsections, each with "**Why the suite
missed it:**" — and one highest-leverage change given as fields ("**Change:** …", "**Why:** …", "**Impact:** High.").
At first the elements whose names hold a problem word ("4. Error Handling", "B. Layering Violations") were read as
findings, the hidden places as their "Why" labels, and the change as one sentence of its "Why".

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.fields import problem_parts
from xreview.core.parse import parse_review

AUDIT = """# ADVISORY REVIEW — queue-php

## 4. Error Handling

**Verdict:** sound

**Evidence:**
- Transport errors are wrapped and pinned by tests.

**Finding:** None. Exception handling is tested at the boundaries.

## B. Layering Violations

**Verdict:** none

**Finding:** None. No layering violations detected.

# CROSS-CUTTING ANALYSIS

## D. What the Green Suite Hides

### 1. **Redis fixture defects** (section 5)
The fixture emitted a malformed event that was discarded, and the test discarded the result, so it could never fail.

**Why the suite missed it:** The test asserted only on the recorded request.

### 2. **Worker config passing** (section 6)
The config reaches a callable only when reflection says so; the edge case is untested.

**Why the suite might miss it:** Reflection-based dispatch is hard to test exhaustively.

## E. The Single Highest-Leverage Change

**Change:** Unify the empty-response handling on both paths.

**Why:** The streaming path returns cleanly while the eager path throws.

**Impact:** High. Every streaming call is affected.
"""


def test_an_element_found_sound_holds_no_finding() -> None:
    titles = [item.title for item in parse_review(AUDIT).items]
    assert not any(title in ("Error Handling", "Layering Violations") for title in titles)


def test_numbered_places_with_their_why_are_findings() -> None:
    titles = [item.title for item in parse_review(AUDIT).items]
    assert [title.split(" (")[0] for title in titles] == [
        "Redis fixture defects", "Worker config passing", "The Single Highest-Leverage Change"]
    assert problem_parts(["**Why the suite missed it:** The test asserted only on the request."])
    assert not problem_parts(["**Evidence:** Transport errors are wrapped."])


def test_config_passing_is_no_praise() -> None:
    assert not cues.is_praise("2. **RunnableLambda config passing** (section 6)")
    assert cues.is_praise("All 40 tests passing")
