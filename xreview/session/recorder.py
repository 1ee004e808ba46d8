"""``--record DIR``: every model call of a review saved as a cassette the ``replay`` provider plays back.

``DIR/<model>/cycle-<n>.json`` holds each chunk with its time since the call
started (a retried attempt's chunks are dropped, as the pane drops them) and
the result: tokens, cost, latency, and the error for a failed call. No key
is ever in a result; the text is the review, which may quote the document.
"""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path

from xreview.errors import UsageError
from xreview.providers.replay import SCHEMA
from xreview.session.runner import ModelChunk, ModelFailed, ModelFinished, ModelRetrying, ModelStarted, RunnerEvent


class Recorder:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.cycle = 0
        self._started: dict[str, float] = {}
        self._chunks: dict[str, list[list[object]]] = {}
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"--record: cannot create {folder} ({exc.strerror})") from None

    def __call__(self, event: RunnerEvent) -> None:
        now = time.perf_counter()
        if isinstance(event, ModelStarted):
            self._started[event.model] = now
            self._chunks[event.model] = []
        elif isinstance(event, ModelRetrying):
            self._chunks[event.model] = []  # the next attempt starts over
        elif isinstance(event, ModelChunk):
            offset = round(now - self._started.get(event.model, now), 4)
            self._chunks.setdefault(event.model, []).append([offset, event.text])
        elif isinstance(event, ModelFinished | ModelFailed):
            r = event.result
            cassette = {
                "schema": SCHEMA,
                "model": event.model,
                "cycle": self.cycle,
                "recorded": datetime.now().astimezone().isoformat(timespec="seconds"),
                "chunks": self._chunks.pop(event.model, []) if r.ok else [],
                "result": {
                    "ok": r.ok, "error_type": r.error_type.value if r.error_type else None, "error": r.error,
                    "tokens_in": r.tokens_in, "tokens_out": r.tokens_out, "cost_usd": r.cost_usd,
                    "latency_ms": r.latency_ms, "retries": r.retries, "finish_reason": r.finish_reason,
                },
            }
            if r.ok and not cassette["chunks"] and r.text:
                cassette["chunks"] = [[round(r.latency_ms / 1000, 4), r.text]]  # a provider that did not stream
            target = self.folder / event.model / f"cycle-{self.cycle}.json"
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(json.dumps(cassette, indent=1, ensure_ascii=False), encoding="utf-8")
            except OSError:
                pass  # a recording that cannot be saved must not break the review
