"""Real-review round 302 (reviews 458–459): a change review holding each external reviewer's answer under "## Reviewer:
gemini (…)" and "## Reviewer: codex (…)", whose points open on their level and the part of the proposal they are
about before the claim ("- [HIGH] tasks / spec delta — the fleet-wide report is unspecified. …", "- [LOW] tasks §1 —
task 1.2 reopens a decision …"). A "Reviewer: <name>" heading heads that reviewer's findings (not notes about the
reviewer, which hold none), and the part of the document named first is where, not the title.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.titles import split_title

REVIEW = """## Reviewer: gemini (model id not resolved)

VERDICT: REQUEST-CHANGES

- [HIGH] tasks / spec delta — the fleet-wide report is unspecified. The proposal
  promises "which repositories the floor cannot reach". — Add scenarios for reporting on
  multiple repositories.
- [MEDIUM] spec delta — a `.git/hooks/pre-commit` has the highest precedence of
  all, so `--check` could report a repository as governed by the floor. — Inspect `.git/hooks`.
- [LOW] tasks §1 — task 1.2 reopens a decision the proposal already made. A
  proposal should commit. — Delete task 1.2.
"""


def test_a_reviewer_section_holds_its_findings_titled_by_their_claims() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["the fleet-wide report is unspecified",
                      "a .git/hooks/pre-commit has the highest precedence of",
                      "task 1.2 reopens a decision the proposal already made"]


def test_a_title_naming_no_document_part_stays_whole() -> None:
    assert split_title("Missing spec — the API has none")[0] == "Missing spec"
    assert split_title("Auth / session mismatch — tokens differ")[0] == "Auth / session mismatch"
