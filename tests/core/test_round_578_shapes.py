"""Shapes real-review round 578 showed the parser (issue 14): an agent's security audit by checklist section whose
findings are a bold head with an ID and a level over two fields ("**FINDING — IH-01 — Medium**" ⏎ "**File:** …" ⏎
"**Description:** …"). Each "### Section N — …" heading was read as one finding swallowing its findings, the titles
came out as "FINDING", and "— Informational / Low" went unread.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """## Security Review Findings

### Section 3 — Data Storage

**FINDING — DS-01 — Informational / Low**
**File:** `BleController.java`, line 80
**Description:** `mBleDeviceAddress` is a `public String` field on the singleton. It is never cleared until `clearConnection()` is called.

**FINDING — DS-02 — Informational**
**File:** `BleController.java`, line 79
**Description:** `mEquipmentItem` is a `public EquipmentItem` field on the singleton. It persists for the application lifetime.

No issues found beyond the above informational items — Section 3.

### Section 5 — Authentication and Session

**FINDING — AS-02 — Low**
**File:** `BleController.java`, line 62
**Description:** `ble_status` is a `public int` field (line 62), not a private field with accessor controls. Direct mutation bypasses the state machine guards.
"""


def test_finding_heads_with_ids_are_the_findings_titled_by_their_description() -> None:
    items = parse_review(REVIEW, "m").items
    titles = [item.title for item in items]
    assert len(titles) == 3 and titles[0].startswith("mBleDeviceAddress is a public String field"), titles
    assert titles[2].startswith("ble_status is a public int field"), titles
    assert items[0].severity is Severity.LOW, items[0].severity
