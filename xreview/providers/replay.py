"""The ``replay`` provider: a recorded review played back with its timing — no key, no network.

For demos, screenshots and reproducible tests. A cassette is what
``xreview review --record DIR`` writes (``DIR/<model>/cycle-<n>.json``: every
chunk with its time since the call started, and the result), or a plain
text/Markdown file holding a review, streamed after about a second at a
steady pace. A folder of cassettes gives cycle n its ``cycle-<n>.json`` (the
last one once they run out). ``settings: {MODEL: {speed: 10}}`` in models.yaml plays ten
times faster.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from xreview.config.models import ModelConfig
from xreview.core.errors import ErrorType
from xreview.providers.base import Completed, Provider, ProviderEvent, ProviderResult, ReviewRequest, TextDelta

SCHEMA = "xreview.cassette/1"
TEXT_LATENCY = 1.0  # seconds before a plain-text cassette starts
TEXT_RATE = 600.0  # characters per second after that


def load_cassette(path: Path) -> dict[str, Any]:
    """A cassette as a dict with ``chunks`` [[seconds, text], ...] and ``result``."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("schema") != SCHEMA:
            raise ValueError(f"{path}: not an xreview cassette (schema {SCHEMA})")
        return data
    size = 48
    chunks = [[TEXT_LATENCY + i / TEXT_RATE, text[i : i + size]] for i in range(0, len(text), size)]
    return {"schema": SCHEMA, "chunks": chunks, "result": {"ok": True, "tokens_out": len(text) // 4}}


class ReplayProvider(Provider):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__(config)
        self.calls = 0

    def cassette_for(self, call: int) -> Path:
        where = Path(self.config.cassette or "")
        if where.is_dir():
            recorded = sorted(where.glob("cycle-*.json"), key=lambda p: int(p.stem.split("-")[1]))
            chosen = [p for p in recorded if p.stem == f"cycle-{call}"]
            return chosen[0] if chosen else recorded[-1] if recorded else where / f"cycle-{call}.json"
        return where

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        self.calls += 1
        started = time.perf_counter()
        path = self.cassette_for(self.calls)
        try:
            cassette = load_cassette(path)
        except (OSError, ValueError) as exc:
            yield Completed(ProviderResult.failure(self.config.id, ErrorType.TOOL_NOT_INSTALLED, f"cannot play {path}: {exc}"))
            return
        speed = float(self.config.settings.get("speed", 1.0) or 1.0)
        parts: list[str] = []
        for offset, text in cassette.get("chunks", []):
            wait = started + float(offset) / speed - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
            parts.append(text)
            yield TextDelta(text)
        recorded = cassette.get("result") or {}
        latency = int((time.perf_counter() - started) * 1000)
        if not recorded.get("ok", True):
            kind = recorded.get("error_type")
            yield Completed(ProviderResult.failure(
                self.config.id, ErrorType(kind) if kind in ErrorType._value2member_map_ else ErrorType.TOOL_CRASH,
                str(recorded.get("error") or "recorded failure"), latency_ms=latency, partial_text="".join(parts)))
            return
        yield Completed(ProviderResult(
            model=self.config.id,
            text="".join(parts),
            tokens_in=int(recorded.get("tokens_in") or 0),
            tokens_out=int(recorded.get("tokens_out") or 0),
            cost_usd=float(recorded.get("cost_usd") or 0.0),
            cost_source="recorded",
            latency_ms=latency,
            finish_reason=recorded.get("finish_reason"),
        ))
