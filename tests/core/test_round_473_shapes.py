"""Shapes real-review round 473 showed the parser (issue 14): implementer agents' task reports whose inventory of files
("## Files (primary)" over "- `lib/…/calendar/*` — … conflicts, ICS …", "**UI (thin stubs)**"), verification gates
("## Verification gates" ⏎ "1. `npm run typecheck` → 0 errors") and deviations they resolved and documented ("## API-shape
deviations (documented)") are no findings; their non-blocking concerns are.

The text is written for the tests, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Task 4 Report — Telegram SDK layer

## Files (primary)

**Lib**
- `lib/admin/crm/calendar/*` — catalogue, range helpers, model, service (conflicts, ICS), index

**UI (thin stubs)**
- `/insightbooks/crm/calendar`

## Verification gates
1. `npm run typecheck` → 0 errors (Final lines):
   ```
   > tsc --noEmit
   ```

## API-shape deviations (documented)
1. **`mainButton.hide` does not exist in the 3.x SDK.** Hiding is done through `setParams({ isVisible: false })`.

## Concerns (non-blocking)
- **`theme-mapper.ts` MAP uses camelCase keys but the SDK payload uses snake_case keys.** The lookup is always
  undefined at runtime, so the variables fall back to `--tg-bg_color` instead of `--tg-bg-color`.
"""


def test_a_task_reports_inventory_gates_and_documented_deviations_are_no_findings() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert len(titles) == 1 and "camelCase keys" in titles[0]
