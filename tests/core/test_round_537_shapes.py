"""Shapes real-review round 537 showed the parser (issue 14): a security audit pass that opens on "## 1. Reading
Evidence" — the methods, the DAO calls (one marked "String concatenation — **vulnerable**"), the form's fields, the
mapping's attributes ("**No `roles` attribute** — …") — before its FINDING-NN headings state each finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Security Audit: AdminEditAction.java

## 1. Reading Evidence

### DAOs and Services Called

| Call Site (Action line) | DAO / Method | SQL Style |
|-------------------------|--------------|-----------|
| Line 40 | `QuestionDAO.getQuestionById(id)` | String concatenation — **vulnerable** |
| Line 42 | `QuestionDAO.getAllAnswerType()` | Static query — safe |

### Struts-Config Mapping

- `validate="true"` — Struts Validator is invoked before `execute()`
- **No `roles` attribute** — no declarative role enforcement at the framework level

## 2. Audit Findings

### FINDING-01 — CRITICAL: SQL Injection via Unparameterised `id`

The action passes the user-supplied `id` straight into a concatenated SQL string.

### FINDING-02 — MEDIUM: No Role-Based Access Control on Admin Action

The mapping has no `roles` attribute, so any authenticated user can create or modify questions.
"""


def test_the_evidence_an_audit_reads_first_holds_no_finding() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 2 and all("FINDING" in title or "SQL" in title or "Role" in title for title in titles), titles
