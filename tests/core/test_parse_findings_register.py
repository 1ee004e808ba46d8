"""Real-review round 309 (review 467): an independent architectural review whose findings register heads each finding
"### K1 — major · high — Title" (its level, then its confidence, between dashes), followed by a coverage assessment
whose "Caveats: K4 (publish posture), and …" lines point back at the findings by ID, and "## 3. What is genuinely
good". The level is read and left out of the title; a caveat naming a finding by its ID restates it; the praise
section holds no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Architectural review of the export branch

## 1. Findings register

### K1 — major · high — Retries double-send the export when the queue times out

- **Evidence:** `src/queue.ts:40` re-enqueues on timeout without an idempotency key.
- **Fix direction:** Key each export by its job ID.

### K2 — nit · medium — The CLI prints the export path twice on failure

- **Evidence:** `src/cli.ts:88` logs the path, then the error it wraps logs it again.

## 2. Coverage assessment

### Brief A — export pipeline: **delivered as briefed**

- Jobs are written atomically and the manifest is checked before upload.
- Caveats: K1 (double send), and the upload fallback is fine but untested for very large files — low concern.

### Brief B — command line: **delivered as briefed**

- Exit codes match the specification.
- Caveats: K1 (retry posture), K2 (doubled path).

## 3. What is genuinely good

- **Fail-closed uploads done right.** A refused chunk fails the whole upload; the side effect that a malformed manifest also reddens the build is exactly the loudness wanted.
- **The queue design dodges both predicted hazards by construction.** No cycle is possible, and a missing job raises an error naming it.
"""


def test_a_level_and_confidence_between_dashes_tag_the_finding() -> None:
    items = read_review(REVIEW, "m").items
    assert items[0].title == "Retries double-send the export when the queue times out"
    assert items[0].severity is Severity.HIGH
    assert items[1].title == "The CLI prints the export path twice on failure"


def test_caveats_naming_findings_by_id_restate_them_and_praise_holds_none() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 2
    assert any("double send" in text for text in items[0].restated)
