"""Shapes real-review round 539 showed the parser (issue 14): a plan's review log — "### Round 1" with its findings
and verdicts, "### Round 2 fixes applied", then "### Round 2 re-review (fixed angles only)" whose angles each say
"**Goal Alignment:** APPROVE — …" (an angle named by a verb, "**Verify Correctness:** APPROVE — …", too) over
"**Final verdict: APPROVE (…)**": every round-1 finding fixed, none open.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

LOG = """## Review

### Round 1

#### Goal Alignment Review

**[P1] Task 3 test has a false negative — the recursion guard fails the test after a correct change**
- Problem: the test flags every `os.environ.get` after `def main`, the runtime guard too.
- Fix: exclude the guard from the assertion.

**Verdict: REQUEST CHANGES** — Task 3 test false negative (P1)

#### Verify Correctness Review

**[P1] Checklist item 3 inherits the Task 3 false negative**
- Fix: fix the test as above.

### Round 2 fixes applied

| Issue | Fix |
|-------|-----|
| Task 3 test false negative | Added the guard to the test's exclusions |

### Round 2 re-review (fixed angles only)

- **Goal Alignment:** APPROVE — Task 3 test now correctly excludes the recursion guard.
- **Verify Correctness:** APPROVE — Checklist item 3 verify command now runs the corrected test. All 10 verify
  commands are sound.

**Final verdict: APPROVE (Round 2 fix applied, all 4 angles satisfied)**
"""


def test_a_re_review_round_that_approves_every_angle_leaves_no_finding() -> None:
    assert [item.title for item in read_review(LOG, "m").items] == []
    assert parse_review(LOG).parsable  # an approval, not an unreadable answer
