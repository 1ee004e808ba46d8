"""Shapes real-review round 445 showed the parser (issue 14): an approving review whose "### Checklist & Evidence"
lists what it verified as bold numbered points over sub-points, each read as a finding, though its "### Findings"
counts zero at every level.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

APPROVED = """# P11-006 — Review (Error & Limitations Analysis)

## Review Verdict: APPROVE

### Checklist & Evidence
1. **Categorization Completeness:**
   - Evaluated and classified every observed failure mode across the 7 mandatory categories.

2. **Zero-Tuning Policy:**
   - Confirmed no heuristic threshold tuning or code patches were introduced as a result of error analysis.

### Findings
- Critical: 0
- Important: 0
- Minor: 0
- FYI: 0
"""


def test_a_findings_section_counting_zero_at_every_level_means_no_finding() -> None:
    parsed = read_review(APPROVED, "m")
    assert parsed.items == [] and parsed.parsable
    counted = APPROVED.replace("- Minor: 0", "- Minor: 2") + "\n### Minor\n\n- The checklist omits the SYSTEM category's sample IDs.\n"
    assert read_review(counted, "m").items  # a level counted above zero: the findings are read
