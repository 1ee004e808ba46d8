"""The issue model: severity, complexity, action, consensus and status."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Severity(str, Enum):
    CRITICAL = "Critical"
    HIGH = "High"
    LOW = "Low"

    @property
    def rank(self) -> int:
        return {"Critical": 3, "High": 2, "Low": 1}[self.value]


class Complexity(str, Enum):
    LOW = "Low"
    MEDIUM = "Medium"
    HIGH = "High"
    NA = "N/A"

    @property
    def rank(self) -> int:
        return {"N/A": 0, "Low": 1, "Medium": 2, "High": 3}[self.value]


class Action(str, Enum):
    AUTO_FIX = "auto-fix"
    FLAG = "flag"
    LOG = "log only"


class Consensus(str, Enum):
    ALL = "all"
    MAJORITY = "majority"
    SOME = "some"
    SINGLE = "single"

    @property
    def confidence(self) -> str:
        return {"all": "high", "majority": "medium", "some": "medium", "single": "low"}[self.value]


CONFIDENCE_STEPS = ("very low", "low", "medium", "high")


class Verdict(str, Enum):
    """A second model's answer on a single model's issue."""

    AGREE = "agree"
    DISAGREE = "disagree"
    CANNOT_TELL = "cannot tell"


@dataclass(frozen=True)
class Verification:
    model: str
    verdict: Verdict
    reason: str

    def as_dict(self) -> dict[str, object]:
        return {"model": self.model, "verdict": self.verdict.value, "reason": self.reason}


@dataclass(frozen=True)
class Stance:
    """One model's answer on one issue in one discussion round (see ``core.discussion``)."""

    model: str
    round: int
    verdict: Verdict
    reason: str
    confidence: float
    severity: Severity | None = None

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"model": self.model, "round": self.round, "verdict": self.verdict.value,
                                   "reason": self.reason, "confidence": round(self.confidence, 3)}
        if self.severity is not None:
            data["severity"] = self.severity.value
        return data


class Status(str, Enum):
    OPEN = "open"
    FLAGGED = "flagged"
    RESOLVED = "resolved"
    DEFERRED = "deferred"
    REJECTED = "rejected"
    LOGGED = "logged"

    @property
    def unresolved(self) -> bool:
        return self in (Status.OPEN, Status.FLAGGED, Status.LOGGED)


@dataclass(frozen=True)
class Location:
    """Where in the artifact an issue sits: a 1-based line and its heading."""

    line: int | None = None
    heading: str | None = None

    def as_dict(self) -> dict[str, object]:
        return {"line": self.line, "heading": self.heading}


@dataclass
class ReviewItem:
    """One issue as one reviewer raised it, extracted from that reviewer's response."""

    title: str
    text: str
    description: str = ""
    severity: Severity | None = None
    complexity: Complexity | None = None
    location: Location = field(default_factory=Location)
    model: str = ""
    index: int = 0
    span: tuple[int, int] | None = None  # where it was read: character offsets [start, end) in the response
    role: str = "issue"  # "recap" when it sits in a summary or action list and may restate an earlier item ("restating":
    # a whole finding that may restate one the review's overview gave; "echo": a verdict's, which adds nothing new;
    # "closing" / "closed": a record of a fix made, which closes the finding it folds into — see ``closings``)
    restated: list[str] = field(default_factory=list)  # the reviewer's other statements of it, folded in


@dataclass
class Source:
    """A reviewer that raised an issue, with its own severity and words."""

    model: str
    severity: Severity | None
    complexity: Complexity | None
    text: str
    index: int = 0  # the item's position in that reviewer's response
    title: str = ""  # the item's own title and description, for deciding again after a merge or a split
    description: str = ""

    def as_item(self) -> ReviewItem:
        return ReviewItem(title=self.title, text=self.text, description=self.description, severity=self.severity,
                          complexity=self.complexity, model=self.model, index=self.index)

    def as_dict(self) -> dict[str, object]:
        return {
            "model": self.model,
            "severity": self.severity.value if self.severity else None,
            "complexity": self.complexity.value if self.complexity else None,
            "text": self.text,
        }


@dataclass(frozen=True)
class FixRecord:
    """How an issue was auto-fixed: which fixer wrote the applied edit, after how many attempts (the chain's,
    for this issue), and what the checker said."""

    fixer: str
    attempts: int
    checker: str | None
    verdict: str  # approved | rejected (applied by the user) | unchecked
    outside_section: bool = False

    def as_dict(self) -> dict[str, object]:
        return {"fixer": self.fixer, "attempts": self.attempts, "checker": self.checker, "verdict": self.verdict,
                "outside_section": self.outside_section}

    @property
    def label(self) -> str:
        """"by kimi, 2nd attempt, approved by gemini" — for the Issue Log and the Review Log."""
        nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(self.attempts, f"{self.attempts}th")
        checked = {"approved": f"approved by {self.checker}", "rejected": f"rejected by {self.checker}, applied by the user"}.get(
            self.verdict, "unchecked")
        return f"by {self.fixer}, {nth} attempt, {checked}" + (", outside its section" if self.outside_section else "")


@dataclass
class Reraise:
    """A closed issue raised again: which Issue Log row, what it said, and whether someone confirmed the re-raise."""

    row: int | None
    was: str  # the row's Status cell ("Resolved", "Complete"…)
    confirmed: bool = False

    def as_dict(self) -> dict[str, object]:
        return {"row": self.row, "was": self.was, "confirmed": self.confirmed}


@dataclass
class Issue:
    """A synthesized issue: one underlying problem, every reviewer that raised it."""

    id: str
    title: str
    description: str
    severity: Severity
    complexity: Complexity
    action: Action
    consensus: Consensus
    status: Status
    sources: list[Source]
    location: Location = field(default_factory=Location)
    disagreement: str | None = None
    note: str | None = None
    reraise: Reraise | None = None  # a closed issue raised again (the row changes only once confirmed)
    resolution: str | None = None
    fix: FixRecord | None = None  # auto-fixed: by whom, after how many attempts, checked by whom
    verification: Verification | None = None
    accepted: bool = False  # agreed to in triage: an auto-fix issue goes to the fixer
    possible_duplicates: list[Issue] = field(default_factory=list, repr=False, compare=False)  # may be the same problem
    discussion: list[Stance] = field(default_factory=list)  # what each model said of it, round by round
    weights: dict[str, float] = field(default_factory=dict)  # weight_by_precision: each reviewer's vote

    @property
    def confidence(self) -> str:
        """From the consensus, one step up when a second model agreed, one down when it disagreed."""
        base = CONFIDENCE_STEPS.index(self.consensus.confidence)
        if self.verification is not None:
            base += {Verdict.AGREE: 1, Verdict.DISAGREE: -1, Verdict.CANNOT_TELL: 0}[self.verification.verdict]
        return CONFIDENCE_STEPS[max(0, min(base, len(CONFIDENCE_STEPS) - 1))]

    @property
    def reraised(self) -> bool:
        return self.reraise is not None

    @property
    def models(self) -> list[str]:
        return [s.model for s in self.sources]

    @property
    def blocking(self) -> bool:
        """Critical or High and still unresolved: the cycle is not clean."""
        return self.severity in (Severity.CRITICAL, Severity.HIGH) and self.status in (
            Status.OPEN,
            Status.FLAGGED,
        )

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "severity": self.severity.value,
            "complexity": self.complexity.value,
            "action": self.action.value,
            "consensus": self.consensus.value,
            "confidence": self.confidence,
            "status": self.status.value,
            "sources": [s.as_dict() for s in self.sources],
            "location": self.location.as_dict(),
        }
        if self.disagreement:
            data["disagreement"] = self.disagreement
        if self.note:
            data["note"] = self.note
        if self.reraise is not None:
            data["reraised"] = self.reraise.as_dict()
        if self.fix is not None:
            data["fix"] = self.fix.as_dict()
        if self.resolution:
            data["resolution"] = self.resolution
        if self.verification:
            data["verification"] = self.verification.as_dict()
        if self.possible_duplicates:
            data["possible_duplicate_of"] = [other.id for other in self.possible_duplicates]
        if self.discussion:
            data["discussion"] = [stance.as_dict() for stance in self.discussion]
        if self.weights:
            data["vote_weights"] = self.weights
        return data
