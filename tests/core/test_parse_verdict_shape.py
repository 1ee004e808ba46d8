"""Real-review round 325 (review 491): an LLM's plan review in a fixed verdict shape — "**AGREE:**" (what it accepts),
"**DISAGREE:**" (the plan's points it disputes), "**REQUIRED_CHANGES:**" and "**OPTIONAL_IMPROVEMENTS:**" (labels in
capitals joined by underscores). The agreements are none; the disagreements, required changes and optional
improvements are findings; a label in capitals with an underscore is a label, not a finding of its own.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """Here's my review of the rewrite plan:

**AGREE:**
- TCP connection logic and RTT measurement are core functionality that must be preserved

**DISAGREE:**
- The plan should explicitly mention preserving the DNS retry logic and real-time statistics display

**REQUIRED_CHANGES:**
1. **Scope clarification**: Specify whether this is a complete rewrite or a phased approach

**OPTIONAL_IMPROVEMENTS:**
- Consider adding Windows support (in the Go build targets but not in the plan)
"""


def test_a_fixed_verdict_shape_reads_its_disagreements_and_changes() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles[0].startswith("The plan should explicitly mention preserving the DNS retry logic")
    assert "Scope clarification" in titles and len(titles) == 3
    assert not any(title.startswith(("TCP connection", "REQUIRED", "OPTIONAL")) for title in titles)
