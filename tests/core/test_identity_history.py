"""Identity across cycles never rewrites history by accident (issue 14)."""

from __future__ import annotations

import pytest

from xreview.core.identity import (
    IssueTracker,
    is_closed_status,
    template,
    template_allows,
)
from xreview.core.model import Location, Status
from xreview.core.synthesis import ReviewInput, synthesize
from xreview.embedding import load_embedder


def _issues(text: str, model: str = "lint"):  # type: ignore[no-untyped-def]
    return synthesize([ReviewInput(model, "## Issues\n\n" + text)], embed=load_embedder()).issues


def _tracker_with(rows: list[tuple[int, str, str]]) -> IssueTracker:
    tracker = IssueTracker(load_embedder())
    for number, title, status in rows:
        tracker.seed(f"row-{number}", title, Status.RESOLVED if is_closed_status(status) else Status.OPEN, row=number,
                     status_text=status)
    return tracker


@pytest.mark.parametrize(("first", "second", "allowed"), [
    ("Missing required section: Error handling", "Missing Review Log section", False),
    ("Missing required section: Error handling", "Missing required section: Testing", False),
    ("Missing required section: Error handling", "Missing required section: Error Handling", True),
    ("Broken relative link to docs/a.md", "Tool naming inconsistency between the decisions doc and brief", False),
    ('Empty section "Rollout"', 'Empty section "Rollout"', True),
    ("Security: secrets are committed to the repository", "Secrets committed to the repository", True),
    ("Retry budget is unbounded", "No cap on total retry time", True),  # no template: the measure decides
])
def test_templated_titles_match_only_on_their_variable_part(first: str, second: str, allowed: bool) -> None:
    assert template_allows(first, second) is allowed


def test_template_parts() -> None:
    assert template("Missing required section: Error handling") == ("Missing required section", "Error handling")
    assert template('Duplicate heading "Goals"') == ("Duplicate heading", "Goals")
    assert template("Broken relative link to docs/design.md") == ("Broken relative link", "docs/design.md")
    assert template("The rollout has no rollback") is None


@pytest.mark.parametrize(("status", "closed"), [
    ("Resolved", True), ("Deferred to P0", True), ("Rejected", True), ("Complete", True), ("**Fixed**", True),
    ("Verified", True), ("Superseded", True), ("-", True),  # a word xreview does not know closes the row
    ("Open", False), ("Logged", False), ("flagged", False), ("In progress", False),
])
def test_which_status_cells_close_a_row(status: str, closed: bool) -> None:
    assert is_closed_status(status) is closed


def test_unrelated_findings_never_take_closed_rows_written_by_another_tool() -> None:
    # rows as another review process writes them (Ralph-Design, External-GPT; "Complete" summary rows)
    tracker = _tracker_with([
        (1, "Missing Open Questions section", "Resolved"),
        (2, "Missing Review Log section", "Resolved"),
        (5, "Tool naming inconsistency between architecture decisions doc and brief", "Resolved"),
        (7, "Phase 1 review complete", "Complete"),
        (10, "Hardcoded path assumption vs installable success criterion tension", "Open"),
    ])
    found = _issues(
        "### [High/Medium] Missing required section: Error handling\nThe rubric wants an Error handling section.\n\n"
        "### [High/Medium] Missing required section: Testing\nThe rubric wants a Testing section.\n\n"
        "### [Low/Low] Broken relative link to docs/inbox/decisions.md\nLine 10 links to a file that is not there.\n"
    )
    tracker.observe(1, found)
    assert all(not i.id.startswith("row-") and i.reraise is None for i in found)
    assert tracker.known["row-2"].closed_as == "Resolved" and tracker.known["row-7"].closed_as == "Complete"


def test_a_line_number_in_a_location_never_selects_the_row_with_that_number() -> None:
    tracker = _tracker_with([(10, "Success criterion 10 is not measurable", "Open"), (3, "No rollback plan", "Open")])
    [issue] = _issues("### [Low/Low] Typo on line 10\n**Location:** Goals (line 10)\nThe word 10 is misspelled at line 10.\n")
    issue.location = Location(10, "Goals")
    tracker.observe(1, [issue])
    assert not issue.id.startswith("row-")


def test_a_strong_match_of_a_closed_row_is_a_reraise_awaiting_confirmation() -> None:
    tracker = _tracker_with([(4, "Brief contains Design-stage content (implementation details, code samples)", "Resolved")])
    [issue] = _issues("### [High/Medium] The brief still contains Design-stage content\n"
                      "Implementation details and code samples belong in the design document, not the brief.\n", model="kimi")
    tracker.observe(1, [issue])
    assert issue.id == "row-4"
    assert issue.reraise is not None and issue.reraise.row == 4 and issue.reraise.was == "Resolved"
    assert not issue.reraise.confirmed
