"""Real-review rounds: a security debate's summary — findings by final status in tables under "### Agreed (both
sides)" and "### Unresolved Disagreements" (with a "Claude Rating" and a "Codex Rating" column), then "### Defenses
Accepted by …" and "## Withdrawn Findings" (round 224, review 379).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

DEBATE = """# Security Debate Summary

## Findings: Final Status

### Agreed (both sides)

| ID | Finding | Final Severity | Fix |
|---|---|---|---|
| SEC-001 | Log directory world-readable (0755) | **HIGH** | Set directory 0700 |
| SEC-002 | stdout/stderr to world-readable /tmp | **MEDIUM** | Redirect to ~/Library/Logs/ |

### Defenses Accepted by Codex

| ID | Finding | Defense | Verdict |
|---|---|---|---|
| D2 | Binary integrity after compilation | `set -euo pipefail` catches the failure | Valid defense |

### Unresolved Disagreements

| ID | Finding | Claude Rating | Codex Rating | Gap |
|---|---|---|---|---|
| SEC-005 | Spyware abuse potential | MEDIUM-HIGH | HIGH | Claude: inherent to design. Codex: no abuse-prevention measures. |

## Withdrawn Findings

| ID | Original Finding | Reason |
|---|---|---|
| SEC-016 | Encryption at rest | FileVault handles this |
"""


def test_tables_of_findings_by_status_give_their_rows_and_set_the_withdrawn_aside() -> None:
    """A heading over one table of findings is their group, not one finding; "world-readable" is no praise; ratings of
    findings by two reviewers are their levels, not a scorecard; defenses accepted and withdrawn findings are none."""
    titles = [item.title for item in read_review(DEBATE, "m").items]
    assert titles == ["Log directory world-readable (0755)", "stdout/stderr to world-readable /tmp", "Spyware abuse potential"]
