"""Real-review round 196 (review 350): an automated plugin review in area assessments ("## Security Assessment", "##
Error Handling Assessment", …) — each with a checklist whose unticked boxes are the checks that failed, a check table
with Missing/Fail rows, a status heading that fails ("### Status: MISSING (CRITICAL)"), and "**Weaknesses:**" inside a
part of the assessment ("### Test Quality") — after findings were already raised.

The text is written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """# Plugin Review: cache-guard

## Security Assessment

### Security Concerns

1. **Global Lock Held Across Awaits**
   The plugin holds its global lock across network awaits, so one slow peer stalls every request.

## Error Handling Assessment

### Checklist

- [x] Async operations in try/catch
- [x] Errors logged with context
- [ ] All promise rejections handled
- [ ] Timeout handling for external calls

## Package Structure Assessment

### Issues

| Check | Status | Notes |
|-------|--------|-------|
| `host` in `peerDependencies` | Missing | **CRITICAL**: required for plugin loading |
| `type: "module"` set | Pass | ESM enabled |
| `engines.node` >= 22 | Fail | Only specifies `bun` |

## Manifest Assessment

### Status: MISSING (CRITICAL)

The `MANIFEST.md` file is required for the host to load the plugin.

## Testing Assessment

### Test Quality

**Strengths:**
- Tests use isolated temporary directories

**Weaknesses:**
- No tests for the plugin hooks
- No integration tests for the HTTP server
"""


def _titles() -> list[str]:
    return [item.title for item in parse_review(REVIEW).items]


def test_the_unticked_boxes_of_a_checklist_are_the_checks_that_failed() -> None:
    """"- [ ] All promise rejections handled" among ticked boxes is a finding — its words say done, its box says not."""
    titles = _titles()
    assert "All promise rejections handled" in titles and "Timeout handling for external calls" in titles
    assert "Errors logged with context" not in titles


def test_a_check_table_gives_its_missing_and_failed_rows() -> None:
    titles = _titles()
    assert "host in peerDependencies" in titles and "engines.node >= 22" in titles and 'type: "module" set' not in titles


def test_a_failing_status_heading_and_the_weaknesses_of_an_assessments_part_are_findings() -> None:
    items = {item.title: item for item in parse_review(REVIEW).items}
    assert "Status: MISSING" in items and items["Status: MISSING"].severity is Severity.CRITICAL
    titles = list(items)
    assert "No tests for the plugin hooks" in titles and "No integration tests for the HTTP server" in titles
    assert "Tests use isolated temporary directories" not in titles


def test_an_unticked_box_under_a_plain_heading_is_a_finding_whatever_its_words() -> None:
    """Under a subject heading too: "- [ ] All promise rejections handled" reads as done, but its box is not ticked."""
    review = ("## Error Handling\n\n- [x] Async operations in try/catch\n- [x] Errors logged with context\n"
              "- [ ] All promise rejections handled\n- [ ] Timeout handling for external calls\n")
    assert [item.title for item in parse_review(review).items] == ["All promise rejections handled",
                                                                   "Timeout handling for external calls"]
