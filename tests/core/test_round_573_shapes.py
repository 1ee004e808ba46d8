"""Shapes real-review round 573 showed the parser (issue 14): a plan's audit log. Two reviewers list findings under
bold IDs with a letter for their grade ("**CD-M-1** [TASK-2]: …", "**PO-m-1** …"), the team lead's table adopts each
("| CD-M-1 | adopt | … |"), and a delivery audit's table rows carry no severity ("| … | full | — | all present … |").
The IDs were read as the titles, the adopted findings stayed open and the audit's rows came out as findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Cycle C1 — Core Dev

**Assessment:** revise

**Major issues:**
- **CD-M-1** [TASK-2 / TASK-5]: Guard peer reference ambiguous — `delegate_coder` has no `max_requests` guard.
- **CD-M-2** [TASK-3]: `done_when` not machine-verifiable without specifying the tuple extraction.

**Minor issues:**
- **CD-m-1** [TASK-2]: `delegate_coder` missing `max_requests < 1` guard — pre-existing parity gap.

## Cycle C1 — Team Lead Decisions

| Issue ID | Decision | Rationale |
|----------|----------|-----------|
| CD-M-1   | adopt    | TASK-2 done_when now names the reference peers |
| CD-M-2   | reject   | The tuple is documented in the agent module |
| CD-m-1   | modify   | Folded into TASK-2 as a one-liner |
"""

AUDIT = """## Delivery Audit

| Feature | Class | Coverage | Severity | Gap |
|---------|-------|----------|----------|-----|
| `delegate_think` | agent tool | full | — | Approval class, delegation table row and files entry all present in DESIGN-tools.md |
| `ThinkingResult` | model | partial | Medium | Missing from the files table in DESIGN-index.md |
"""


def test_a_bold_id_graded_by_a_letter_is_no_title() -> None:
    titles = [item.title for item in read_review(REVIEW.split("## Cycle C1 — Team Lead")[0], "m").items]
    assert titles[0].startswith("Guard peer reference ambiguous") and titles[2].startswith("delegate_coder missing"), titles
    plain = [item.title for item in read_review("**Minor issues:**\n- PO-m-1: Guard-only tests leave the happy path unverified.\n"
                                                  "- PO-m-2 — No note on how the parent agent discovers the tool.\n", "m").items]
    assert plain == ["Guard-only tests leave the happy path unverified", "No note on how the parent agent discovers the tool"], plain


def test_findings_a_decision_table_adopts_are_closed_and_a_rejected_one_stays() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and titles[0].startswith("done_when not machine-verifiable"), titles


def test_an_audit_row_without_a_severity_is_no_finding() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 1 and titles[0].startswith("Missing from the files table"), titles
