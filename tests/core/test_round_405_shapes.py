"""Shapes real-review round 405 showed the parser (issue 14): a devil's-advocate challenge whose sixth numbered concern
is headed "### 6. Registry rot is already present in the pack's existing registry, and BAR-013 passed through it" — a
bar that let a defect pass through is a finding, not a check that passed.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

CHALLENGE = """# Challenge

## Concerns Raised

### 5. The `skills:` probe latently conflicts with BAR-009
**Unresolved; bar edited.** Adding the field anywhere under `agents/` fails BAR-009 and blocks the linter.

### 6. Registry rot is already present in the pack's existing registry, and BAR-013 passed through it
**Unresolved; bar edited.** Line 33 enumerates the gates as 2a and 2b, omitting 2c, and the newest gate has no entry.
"""


def test_a_heading_saying_a_defect_passed_through_a_bar_is_a_finding() -> None:
    assert cues.section_kind("6. Registry rot is already present, and BAR-013 passed through it")[0] is not cues.Kind.SKIP
    titles = [item.title for item in parse_review(CHALLENGE, "m").items]
    assert any(title.startswith("Registry rot is already present") for title in titles)
