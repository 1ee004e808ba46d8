"""An issue raised again in other words keeps its id, its decision, and shows as re-raised."""

from __future__ import annotations

from xreview.core.identity import IssueTracker
from xreview.core.model import Status
from xreview.core.synthesis import ReviewInput, synthesize
from xreview.embedding import load_embedder


def _cycle(text: str) -> list:  # type: ignore[type-arg]
    return synthesize([ReviewInput("kimi", "## Issues\n\n" + text)], embed=load_embedder()).issues


FIRST = (
    "### [Critical/Medium] Deleted notes come back\nDeletion only removes the row on one device; the next sync re-uploads it.\n\n"
    "### [High/Low] Battery drain from background sync\nSyncing every 30 seconds drains the battery.\n"
)
SECOND = (
    "### [Critical/Medium] Resurrected notes\nWithout tombstones a delete on the phone is undone by the tablet's next push.\n\n"
    "### [High/Medium] Attachments sync over cellular\nA 200 MB PDF syncs on mobile data without asking.\n"
)


def test_the_same_issue_in_other_words_keeps_its_id_while_open() -> None:
    tracker = IssueTracker(load_embedder())
    first = _cycle(FIRST)
    tracker.observe(1, first)
    deleted = next(i for i in first if i.title == "Deleted notes come back")

    second = _cycle(SECOND)
    tracker.observe(2, second)
    again = next(i for i in second if i.title == "Resurrected notes")
    assert again.id == deleted.id and not again.reraised
    attachments = next(i for i in second if i.title.startswith("Attachments"))
    assert attachments.id not in {i.id for i in first} and not attachments.reraised


def test_a_resolved_issue_is_taken_only_by_a_strong_match_and_then_marked_reraised_for_confirmation() -> None:
    tracker = IssueTracker(load_embedder())
    first = _cycle(FIRST)
    tracker.observe(1, first)
    deleted = next(i for i in first if i.title == "Deleted notes come back")
    deleted.status = Status.RESOLVED
    tracker.update_status(deleted)

    loose = _cycle(SECOND)  # "Resurrected notes": the same topic in other words is not enough to reopen a closed issue
    tracker.observe(2, loose)
    assert next(i for i in loose if i.title == "Resurrected notes").id != deleted.id

    close = _cycle("### [Critical/Medium] Deleted notes come back after a sync\nA deletion on one device is re-uploaded by the next sync.\n")
    tracker.observe(3, close)
    [again] = close
    assert again.id == deleted.id
    assert again.reraise is not None and not again.reraise.confirmed and again.reraise.was == "Resolved"


def test_a_rejected_issue_stays_rejected_and_an_unresolved_one_counts_towards_stuck() -> None:
    tracker = IssueTracker(load_embedder())
    for cycle in (1, 2, 3):
        issues = _cycle(FIRST if cycle % 2 else FIRST.replace("Deleted notes come back", "Deletions are undone by other devices"))
        tracker.observe(cycle, issues)
        battery = next(i for i in issues if i.title.startswith("Battery"))
        if cycle == 1:
            battery.status = Status.REJECTED
            tracker.update_status(battery)
        else:
            assert battery.status is Status.REJECTED
    deleted_id = next(k for k, t in tracker.known.items() if t.cycles == [1, 2, 3] and t.status.unresolved)
    assert tracker.persisting(3, 3) == [deleted_id]
