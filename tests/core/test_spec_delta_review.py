"""Shapes real-review round 333 showed the parser (issue 14): a spec review whose findings are headings over plain
field lists — "- severity: high; confidence: high", "- location: §3.1", "- defect: …", "- fix: …" — one finding each;
a debt review whose disposition is "**CLEARED**" reports nothing.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

DELTA = """# Reviewer: deepseek — spec_review ROUND 2 (delta)

## Bundle-run trigger definition excludes non-config asset flags

- severity: high; confidence: high
- location: §3.1
- defect: The trigger enumerates "any config flag", but bundle assets are gated on flags that are not config flags.
- fix: Enumerate the full trigger set.

## ci-workflow structural check mixes line-match with a YAML-structural constraint

- severity: low; confidence: medium
- location: §3.2
- defect: "within the same checkout step" is structural, not regex; the implementer must guess.
- fix: Commit to pure line match or YAML-aware wording.
"""


def test_a_heading_over_plain_severity_location_defect_fix_fields_is_one_finding() -> None:
    items = parse_review(DELTA, "deepseek").items
    assert [(item.title, item.severity) for item in items] == [
        ("Bundle-run trigger definition excludes non-config asset flags", Severity.HIGH),
        ("ci-workflow structural check mixes line-match with a YAML-structural constraint", Severity.LOW)]


def test_a_debt_review_whose_disposition_is_cleared_reports_nothing() -> None:
    text = """# P10j primitive/model contract review

## 7. Debt Disposition

**Disposition**: **CLEARED** (documentation debt resolved by comments in `plus_sprite_ram.v`).

The claimed invariant was independently verified against the production sources.

---

The coordinator ran `make -C sim` and `make -C sim lint`; both process exits were 0. The two production-file changes are comments only. Hardware fit validation remains a separate evidence tier.
"""
    parsed = parse_review(text, "gemini")
    assert parsed.items == [] and parsed.parsable
