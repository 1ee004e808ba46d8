"""An unfinished review, saved as it goes, so that `xreview review ARTIFACT --resume` (or the cockpit, which
offers it) can continue it: the cycle that was running, every answer already received (the response cache
holds each one the moment it arrives), and the triage decisions already made.

The state is one JSON file per artifact in ``$XREVIEW_DATA_DIR/sessions/``, replaced atomically at each step —
a cycle started, a triage decision — so a kill -9 at any moment leaves one that loads; a review that ends
(any stop but an interruption) removes it.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from xreview.artifact.files import write_atomic
from xreview.core.cycle import StopReason
from xreview.core.model import Complexity, Issue, Severity, Status
from xreview.session.events import CycleCompleted, CycleStarted, SessionEvent
from xreview.session.prompting import artifact_signature, read_artifact


class ReviewState:
    def __init__(self, data: Path, artifact: Path) -> None:
        self.artifact = artifact.resolve()
        digest = hashlib.sha256(str(self.artifact).encode("utf-8")).hexdigest()[:16]
        self.path = data / "sessions" / f"{digest}.json"

    def _saved(self) -> dict[str, Any] | None:
        """The saved state of this artifact's review, whatever text it was about."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) and data.get("artifact") == str(self.artifact) else None

    def _signature(self) -> str | None:
        """What the artifact says now (its logs left out); None when it cannot be read."""
        try:
            return artifact_signature(read_artifact(self.artifact))
        except OSError:
            return None

    def load(self) -> dict[str, Any] | None:
        """The unfinished review of this artifact, if there is one and the document is still the text it was
        reviewing (an edit since makes its answers and decisions about another text)."""
        data, signature = self._saved(), self._signature()
        return data if data is not None and signature is not None and data.get("signature") == signature else None

    def describe(self) -> str | None:
        """One line for the confirmation: what would be resumed."""
        data = self.load()
        if data is None:
            return None
        decided = len(data.get("decisions") or {})
        return (f"stopped {str(data.get('updated', ''))[:16].replace('T', ' ')} in cycle {data['cycle']}: the answers it had "
                f"come from the cache, its {decided} triage decision(s) are restored")

    def listener(self, event: SessionEvent) -> None:
        """Kept up to date from the session's events: a cycle starts (on the same text as the unfinished one, its
        decisions are kept), a cycle closes (its decisions are in the logs now), a review ends."""
        if isinstance(event, CycleStarted):
            signature, previous = self._signature(), self._saved() or {}
            if signature is None:
                return  # the artifact is unreadable: the session says so, there is nothing to resume
            decisions = previous.get("decisions", {}) if previous.get("signature") == signature else {}
            self._write({"artifact": str(self.artifact), "signature": signature, "cycle": event.n, "decisions": decisions})
        elif isinstance(event, CycleCompleted):
            if event.decision.stop and event.decision.reason is not StopReason.USER:
                self.path.unlink(missing_ok=True)
            elif (data := self._saved()) is not None:
                data["decisions"] = {}
                self._write(data)

    def forget(self) -> None:
        """Start afresh: the unfinished review is not to be continued."""
        self.path.unlink(missing_ok=True)

    def decided(self, issue: Issue) -> None:
        """A triage decision, saved the moment it is made (to the state the cycle's start wrote)."""
        data = self._saved()
        if data is None:
            return
        data.setdefault("decisions", {})[issue.id] = {
            "status": issue.status.value, "accepted": issue.accepted, "resolution": issue.resolution, "note": issue.note,
            "severity": issue.severity.value, "complexity": issue.complexity.value}
        self._write(data)

    def restore(self, reviewed_text: str, issues: list[Issue]) -> int:
        """The saved decisions about this text applied to its issues again (by id); how many were."""
        data = self._saved()
        if data is None or data.get("signature") != artifact_signature(reviewed_text):
            return 0
        saved = data.get("decisions") or {}
        count = 0
        for issue in issues:
            decision = saved.get(issue.id)
            if decision is None:
                continue
            issue.status, issue.accepted = Status(decision["status"]), bool(decision["accepted"])
            issue.resolution, issue.note = decision.get("resolution"), decision.get("note")
            issue.severity, issue.complexity = Severity(decision["severity"]), Complexity(decision["complexity"])
            count += 1
        return count

    def _write(self, data: dict[str, Any]) -> None:
        data["updated"] = datetime.now().astimezone().isoformat(timespec="seconds")
        write_atomic(self.path, json.dumps(data, ensure_ascii=False))
