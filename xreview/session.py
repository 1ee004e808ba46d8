"""A review session: cycles of parallel review, synthesis and the stop rules.

The headless mode and the TUI are two thin front ends over this class: they
listen to its events and render them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.issue_log import LogRow, read_issue_log
from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution
from xreview.config.yamlfile import display_path
from xreview.core.budget import EXPECTED_OUTPUT_TOKENS, Budget, estimate_tokens
from xreview.core.cycle import CycleController, CycleOutcome, Decision, StopReason
from xreview.core.errors import ErrorType
from xreview.core.identity import IssueTracker
from xreview.core.model import Location, Status
from xreview.core.prompt import TrackedRow, build_messages
from xreview.core.report import CycleRecord, Report, ReviewRecord
from xreview.core.synthesis import ReviewInput, fingerprint, synthesize
from xreview.errors import ArtifactError
from xreview.providers.base import Provider, ProviderResult, ReviewRequest
from xreview.providers.registry import create_provider
from xreview.runner import CycleRunner, RunnerEvent

_LOG_STATUS = {
    "open": Status.OPEN,
    "flagged": Status.FLAGGED,
    "resolved": Status.RESOLVED,
    "fixed": Status.RESOLVED,
    "done": Status.RESOLVED,
    "deferred": Status.DEFERRED,
    "rejected": Status.REJECTED,
    "out of scope": Status.REJECTED,
    "won't fix": Status.REJECTED,
    "logged": Status.LOGGED,
}


@dataclass(frozen=True)
class CycleStarted:
    n: int
    max_cycles: int
    models: list[str]


@dataclass(frozen=True)
class ModelSkipped:
    model: str
    reason: str


@dataclass(frozen=True)
class CycleCompleted:
    record: CycleRecord
    decision: Decision
    spent_usd: float


SessionEvent = RunnerEvent | CycleStarted | ModelSkipped | CycleCompleted
SessionListener = Callable[[SessionEvent], None]


def read_artifact(path: Path) -> str:
    """The artifact's text as it is on disk now."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ArtifactError(f"{display_path(path)}: the artifact disappeared during the review") from None
    except UnicodeDecodeError as exc:
        raise ArtifactError(f"{display_path(path)}: not UTF-8 text (byte {exc.start})", hint="save it as UTF-8") from None
    except OSError as exc:
        raise ArtifactError(f"{display_path(path)}: cannot read ({exc.strerror})") from None


def log_status(text: str) -> Status:
    return _LOG_STATUS.get(text.strip().lower().strip("*_` "), Status.OPEN)


class ReviewSession:
    """Runs the review of one artifact until the stop conditions say it is done."""

    def __init__(
        self,
        resolution: Resolution,
        *,
        listener: SessionListener | None = None,
        providers: dict[str, Provider] | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.resolution = resolution
        self.listener = listener or (lambda event: None)
        self.models: list[ModelConfig] = resolution.selected()
        self.providers = providers if providers is not None else {m.id: create_provider(m) for m in self.models}
        self.budget = budget or resolution.budget()
        self.tracker = IssueTracker()
        self.controller = CycleController(resolution.policy(), self.tracker)
        self.runner = CycleRunner(self.listener)
        self.path: Path = resolution.artifact.value
        self.report = Report(
            artifact=display_path(self.path),
            stage=resolution.stage.value,
            prompt=resolution.prompt.value.label,
            models=[m.id for m in self.models],
        )
        self._seeded = False

    async def run(self) -> Report:
        """Run cycles until a stop condition; return the report."""
        n = 0
        while True:
            n += 1
            record, decision = await self.run_cycle(n)
            if decision.stop:
                self.report.stop_reason = decision.reason
                self.report.stop_explanation = decision.explanation
                return self.report

    async def run_cycle(self, n: int) -> tuple[CycleRecord, Decision]:
        text = read_artifact(self.path)
        doc = MarkdownDocument.parse(text)
        rows = read_issue_log(doc)
        if not self._seeded:
            self._seed(rows)
        tracked = [TrackedRow(r.number, r.title, r.cell(3), r.status) for r in rows]
        system, user = build_messages(
            self.resolution.prompt.value.text,
            stage=self.resolution.stage.value,
            artifact_name=self.path.name,
            artifact_text=text,
            tracked=tracked,
        )
        self.listener(CycleStarted(n, self.resolution.policy().max_cycles, [m.id for m in self.models]))
        calls: dict[str, tuple[Provider, ReviewRequest]] = {}
        record = CycleRecord(n)
        skipped_for_budget = False
        timeout = float(self.resolution.get("execution.timeout_seconds"))
        retries = int(self.resolution.get("execution.retry_attempts"))
        for model in self.models:
            estimate = self.estimate_cost(model, system + user)
            refusal = self.budget.refusal(estimate)
            if refusal:
                skipped_for_budget = True
                record.reviews.append(ReviewRecord(model.id, "skipped", ErrorType.COST_LIMIT_EXCEEDED.value, refusal))
                self.listener(ModelSkipped(model.id, refusal))
                continue
            request = ReviewRequest(
                system=system,
                user=user,
                artifact_text=text,
                artifact_path=self.path,
                stage=self.resolution.stage.value,
                timeout_seconds=model.timeout_seconds or timeout,
                retry_attempts=retries,
            )
            calls[model.id] = (self.providers[model.id], request)
        results = await self.runner.run(calls) if calls else {}
        inputs: list[ReviewInput] = []
        for model in self.models:
            result = results.get(model.id)
            if result is None:
                continue
            self.budget.charge(result.cost_usd)
            record.reviews.append(self._record(result))
            inputs.append(ReviewInput(model.id, result.text if result.ok else None, result.ok))
        synthesis = synthesize(inputs, doc.outline())
        for review in record.reviews:
            parsed = synthesis.parsed.get(review.model)
            if parsed is not None:
                review.issues_found = len(parsed.items)
                if not parsed.parsable and review.status == "success":
                    review.error_type = ErrorType.OUTPUT_PARSE_ERROR.value
                    review.error = "no issues and no verdict could be read from the response; it abstains"
        self.tracker.observe(n, synthesis.issues)
        record.issues = synthesis.issues
        record.reviews.sort(key=lambda r: [m.id for m in self.models].index(r.model))
        self.report.cycles.append(record)
        changed = self._changed_on_disk(text)
        decision = self.controller.after_cycle(
            CycleOutcome(
                n=n,
                issues=synthesis.issues,
                reviews_obtained=len(synthesis.voters),
                budget_exhausted=skipped_for_budget or self._cannot_afford_next(system + user),
                artifact_will_change=changed,
            )
        )
        self.listener(CycleCompleted(record, decision, self.budget.spent_task))
        return record, decision

    def estimate_cost(self, model: ModelConfig, prompt: str) -> float:
        """What a call is expected to cost, before it is made (0 when the price is unknown)."""
        if model.price is None:
            return 0.0
        return model.price.cost(estimate_tokens(prompt), model.max_output_tokens or EXPECTED_OUTPUT_TOKENS)

    def _cannot_afford_next(self, prompt: str) -> bool:
        total = sum(self.estimate_cost(m, prompt) for m in self.models)
        return total > 0 and self.budget.refusal(total) is not None

    def _changed_on_disk(self, reviewed: str) -> bool:
        try:
            return read_artifact(self.path) != reviewed
        except ArtifactError:
            return False

    def _seed(self, rows: list[LogRow]) -> None:
        for row in rows:
            issue_id = fingerprint(row.title, Location())
            if issue_id in self.tracker.known:
                issue_id = f"{issue_id}-{row.number or row.line}"
            self.tracker.seed(issue_id, row.title, log_status(row.status), row=row.number)
        self._seeded = True

    @staticmethod
    def _record(result: ProviderResult) -> ReviewRecord:
        return ReviewRecord(
            model=result.model,
            status="success" if result.ok else "error",
            error_type=result.error_type.value if result.error_type else None,
            error=result.error,
            latency_ms=result.latency_ms,
            retries=result.retries,
            tokens_in=result.tokens_in,
            tokens_out=result.tokens_out,
            cost_usd=result.cost_usd,
        )
