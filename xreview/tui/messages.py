"""What the review worker tells the cockpit's event loop (Textual messages, posted from the worker)."""

from __future__ import annotations

from textual.message import Message

from xreview.session import FixProposal, ReviewedCycle, SessionEvent


class SessionEventArrived(Message):
    def __init__(self, event: SessionEvent, generation: int = 0) -> None:
        super().__init__()
        self.event = event
        self.generation = generation  # which call of its model the event belongs to (a retry is a new one)


class CycleReviewed(Message):
    def __init__(self, reviewed: ReviewedCycle) -> None:
        super().__init__()
        self.reviewed = reviewed


class ReviewFinished(Message):
    pass


class FixesProposed(Message):
    def __init__(self, proposal: FixProposal) -> None:
        super().__init__()
        self.proposal = proposal


class ArtifactEdited(Message):
    pass


class ReviewFailed(Message):
    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason
