"""Real-review rounds: a review thread kept in one file — the reviewer's numbered findings, the author's evaluation
table ("| 2 | Medium | `unwrap()` … | **Fixed** | …"), the reviewer's addendum answering each ("4. **Finding 4
(suite-level deadline)** ⏎ - … has effectively been resolved"), and the author's response (round 239, review 394).
The findings a row or an answer closes are closed; the answers that leave one open only restate it.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

THREAD = """# Day 1 Code Review

## Findings (ordered by severity)

1. **[High] Initialization authority can be hijacked by the first caller**
   - **Issue:** `initialize` allows any signer to create the singleton config PDA.

2. **[Medium] `unwrap()` on commission counter introduces panic path**
   - **Issue:** `checked_add(1).unwrap()` can panic on overflow.

3. **[Low] Deadline is computed once for the full test suite**
   - **Issue:** `deadline` is fixed at suite startup (`now + 300s`).

## Review Evaluation

| # | Severity | Finding | Verdict | Rationale |
|---|----------|---------|---------|-----------|
| 1 | High | `initialize` authority can be hijacked | **Won't fix** | Deploy and init run in one script. |
| 2 | Medium | `unwrap()` on commission counter | **Fixed** | Replaced with `.ok_or(…)?`. |
| 3 | Low | Deadline computed once for full suite | **Won't fix** | 300s buffer vs ~2s runtime. |

## Addendum on Review Evaluation

1. **Finding 1 (`initialize` authority hijack)**
   - I do **not** agree: the repository does not implement that mitigation; I would keep this finding open.

2. **Finding 2 (`commission_count` overflow panic)**
   - I agree this item is fixed.
   - `create_commission` now returns `InterKnotError::CommissionCountOverflow` instead of panicking.

3. **Finding 3 (suite-level deadline)**
   - The test file now computes deadlines per case, so the concern has effectively been resolved.
"""


def test_the_findings_a_later_row_or_answer_closes_are_closed_and_the_answers_are_no_findings() -> None:
    titles = [item.title for item in read_review(THREAD, "m").items]
    assert titles == ["Initialization authority can be hijacked by the first caller"]


def test_an_answer_that_says_not_yet_fixed_leaves_the_finding_open() -> None:
    thread = THREAD.replace("so the concern has effectively been resolved", "but the flakiness is not yet fixed")
    titles = [item.title for item in read_review(thread, "m").items]
    assert titles == ["Initialization authority can be hijacked by the first caller", "Deadline is computed once for the full test suite"]
