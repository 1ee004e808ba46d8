"""Never pay twice: model answers cached under (provider, model, settings, the exact request).

The cache is one SQLite file in ``$XREVIEW_DATA_DIR/cache/`` (the standard library's ``sqlite3``, WAL mode, a
busy timeout so two xreview processes can share it: each write is one short ``BEGIN IMMEDIATE`` transaction).
An answer is reused within its lifetime (``cache.ttl_days``, 7 by default); the file stays under
``cache.max_mb`` by evicting the oldest answers first. Only whole, successful answers are kept; the built-in
checkers and replayed cassettes are free already and never cached. A cached answer costs nothing, and the
pane, the report and the calls log say ``cached``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path

from xreview.config.models import ModelConfig
from xreview.providers.base import Completed, Provider, ProviderEvent, ProviderResult, ReviewRequest, TextDelta

UNCACHED = ("builtin", "replay")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    created REAL NOT NULL,
    size INTEGER NOT NULL,
    text TEXT NOT NULL,
    tokens_in INTEGER NOT NULL,
    tokens_out INTEGER NOT NULL,
    cost_usd REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS answers_created ON answers(created);
"""


def request_key(model: ModelConfig, request: ReviewRequest) -> str:
    """What makes two calls the same call: the model as configured and the exact messages (and document)."""
    identity = {
        "provider": model.provider, "model": model.model, "endpoint": model.endpoint, "command": model.command,
        "settings": model.settings, "max_output_tokens": model.max_output_tokens, "system": request.system,
        "user": request.user, "artifact": request.artifact_text, "stage": request.stage, "session": request.session,
    }
    return hashlib.sha256(json.dumps(identity, sort_keys=True, default=str).encode("utf-8")).hexdigest()


class ResponseCache:
    def __init__(self, path: Path, *, ttl_seconds: float, max_bytes: int) -> None:
        self.path = path
        self.ttl = ttl_seconds
        self.max_bytes = max_bytes
        self.now = time.time
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connection() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(_SCHEMA)

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=10.0, isolation_level=None)
        try:
            db.execute("PRAGMA busy_timeout=10000")
            yield db
        finally:
            db.close()

    def get(self, key: str) -> ProviderResult | None:
        with self._connection() as db:
            row = db.execute("SELECT model, text, tokens_in, tokens_out, created FROM answers WHERE key = ?", (key,)).fetchone()
        if row is None or self.now() - row[4] > self.ttl:
            return None
        return ProviderResult(model=row[0], text=row[1], tokens_in=row[2], tokens_out=row[3], cost_usd=0.0,
                              cost_source="cached", cached=True)

    def put(self, key: str, result: ProviderResult) -> None:
        size = len(result.text.encode("utf-8"))
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       (key, result.model, self.now(), size, result.text, result.tokens_in, result.tokens_out, result.cost_usd))
            db.execute("DELETE FROM answers WHERE created < ?", (self.now() - self.ttl,))
            total = db.execute("SELECT COALESCE(SUM(size), 0) FROM answers").fetchone()[0]
            if total > self.max_bytes:  # oldest first, until it fits
                kept = 0
                for key_, row_size in db.execute("SELECT key, size FROM answers ORDER BY created DESC").fetchall():
                    kept += row_size
                    if kept > self.max_bytes:
                        db.execute("DELETE FROM answers WHERE key = ?", (key_,))
            db.execute("COMMIT")

    def stats(self) -> dict[str, object]:
        with self._connection() as db:
            count, size, oldest, newest = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(size), 0), MIN(created), MAX(created) FROM answers").fetchone()
            saved = db.execute("SELECT COALESCE(SUM(cost_usd), 0) FROM answers").fetchone()[0]
            models = dict(db.execute("SELECT model, COUNT(*) FROM answers GROUP BY model ORDER BY model").fetchall())
        return {"path": str(self.path), "answers": count, "bytes": size, "max_bytes": self.max_bytes,
                "ttl_days": self.ttl / 86400, "oldest": oldest, "newest": newest, "paid_for_usd": round(saved, 6),
                "by_model": models}

    def clear(self) -> int:
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            count = db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
            db.execute("DELETE FROM answers")
            db.execute("COMMIT")
            db.execute("VACUUM")
        return int(count)


class CachingProvider(Provider):
    """``inner``, answering from the cache when it can and keeping each whole, successful answer."""

    def __init__(self, inner: Provider, cache: ResponseCache) -> None:
        super().__init__(inner.config)
        self.inner = inner
        self.cache = cache

    def slot(self, request: ReviewRequest) -> contextlib.AbstractAsyncContextManager[None]:
        """A cached answer waits for nothing; a call does, as ``inner``'s."""
        return contextlib.nullcontext() if self.cache.get(request_key(self.config, request)) else self.inner.slot(request)

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        key = request_key(self.config, request)
        hit = self.cache.get(key)
        if hit is not None:
            hit = dataclasses.replace(hit, model=self.config.id)
            yield TextDelta(hit.text)
            yield Completed(hit)
            return
        async for event in self.inner.stream(request):
            if isinstance(event, Completed) and event.result.ok and event.result.text.strip() and not event.result.cut_at:
                self.cache.put(key, event.result)
            yield event


def open_cache(data: Path, *, ttl_days: float, max_mb: float) -> ResponseCache:
    return ResponseCache(data / "cache" / "responses.sqlite", ttl_seconds=ttl_days * 86400, max_bytes=int(max_mb * 1024 * 1024))
