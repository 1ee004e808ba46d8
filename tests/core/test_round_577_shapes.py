"""Shapes real-review round 577 showed the parser (issue 14): a tech lead's code review of a booking flow. Three findings
were a heading over a bold level alone and code ("## Resource Leak — `StreamOrder` never terminates …" ⏎ "**[CRITICAL]**"),
read as a group at that level with nothing in it; "### Integration tests — false-positive tests …" was read as praise
("positive"); and "## Dead Code" after the first findings, over "**[HIGH] `IsTerminalStatus` …**" points, was taken
for a summary restating them.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """## Logging Gaps

**[HIGH]** `CancelOrder.handle.Get()` error path has no log before returning; this one silently swallows the error.

## Dead Code

**[HIGH] `IsTerminalStatus` in `handler/orders.go` (lines 215–218)**

This exported function is never called within the handler package, by the router, or by any test. Remove it.

**[HIGH] `paymentActivityLimit = 10` in `payment.go` (line 13)**

`paymentActivityLimit` is defined but never used. Remove it.

## Resource Leak — `StreamOrder` never terminates for terminal orders

**[CRITICAL]**

```go
for {
    select {
    case <-ticker.C:
        status, err = h.orders.GetStatus(ctx, orderID)
    }
}
```

Once an order reaches a terminal state, the SSE loop keeps polling Temporal every second until the client disconnects.

## Test Coverage Gaps

### Integration tests — false-positive tests for non-existent endpoint

**[CRITICAL]**

`TestI_D7_NewMethodRejected` posts to a route that does not exist; Gin returns 404 and the test passes for the wrong reason.
"""


def _items():  # type: ignore[no-untyped-def]
    return parse_review(REVIEW, "m").items


def test_a_heading_over_a_bold_level_alone_is_one_finding_at_that_level() -> None:
    leak = [item for item in _items() if item.title.startswith("Resource Leak")]
    assert leak and leak[0].severity is Severity.CRITICAL, [item.title for item in _items()]


def test_false_positive_tests_are_no_praise() -> None:
    tests = [item for item in _items() if "false-positive tests" in item.title]
    assert tests and tests[0].severity is Severity.CRITICAL, [item.title for item in _items()]


def test_tagged_points_under_a_problem_heading_after_the_findings_are_new_findings() -> None:
    dead = [item for item in _items() if item.title.startswith(("IsTerminalStatus", "paymentActivityLimit"))]
    assert len(dead) == 2 and all(item.role == "issue" for item in dead), [(item.title, item.role) for item in _items()]
