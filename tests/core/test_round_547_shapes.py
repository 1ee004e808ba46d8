"""Shapes real-review round 547 showed the parser (issue 14): a critique history whose every round lists "### Issues
Opened This Round" in a table, then "### Issues Confirmed Resolved This Round" (the same IDs, how each was resolved),
then "### Issues Carried Open (not yet resolved)" — only the rows carried open stay findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

HISTORY = """# Critique History: payment-management-app

## Round 1 — 2026-03-13

### Issues Opened This Round
| ID | Severity | Target | Summary |
|---|---|---|---|
| 1-01 | Major | Open Questions (Q2) | The on-demand order write was agent-resolvable; the doc left it open |
| 1-02 | Major | Engineering Coverage Matrix | Security row missing the credential rotation procedure |
| 1-03 | Moderate | Evidence Audit | No cross-comparison of session auth patterns across the worker apps |

### Issues Confirmed Resolved This Round
| Prior ID | Severity | Summary | How resolved |
|---|---|---|---|
| 1-01 | Major | Q2 agent-resolvable deferral | Moved to Resolved Questions with the dual-write approach |
| 1-02 | Major | Missing credential rotation procedure | Added a minimum viable rotation procedure |

### Issues Carried Open (not yet resolved)
| Prior ID | Severity | Rounds Open | Summary |
|---|---|---|---|
| 1-03 | Moderate | 1 | Session auth comparison covered informally only; deferred to the plan phase |

### Critique Score: 4.0
Verdict: credible. Proceed to analysis.
"""


def test_rows_a_later_table_confirms_resolved_are_no_findings() -> None:
    titles = [item.title for item in read_review(HISTORY, "m").items]
    assert titles and all("session auth" in title.lower() for title in titles), titles
