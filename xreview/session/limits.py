"""Requests in flight, bounded per provider and per model, across every session of the process.

Reviewing a folder runs many sessions at once; without a bound they would send every request together and
meet the providers' rate limits. ``execution.max_concurrent`` bounds the requests in flight to one provider
(one endpoint host, or one command-line tool) and ``execution.max_concurrent_model`` those to one model. A
provider that answers 429 retries inside its own slot, so it slows itself, not the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator
from urllib.parse import urlparse

from xreview.config.models import ModelConfig
from xreview.providers.base import Provider, ProviderEvent, ReviewRequest

# one set of semaphores per event loop (a semaphore belongs to the loop it first waits on)
_SLOTS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, asyncio.Semaphore]] = weakref.WeakKeyDictionary()


def provider_key(model: ModelConfig) -> str:
    """What "one provider" is: the host an HTTP model is served from, or the command a CLI tool runs."""
    if model.endpoint:
        return f"{model.provider}:{urlparse(model.endpoint).netloc or model.endpoint}"
    if model.command:
        return f"{model.provider}:{model.command[0]}"
    return model.provider


def _slot(key: str, size: int) -> asyncio.Semaphore:
    slots = _SLOTS.setdefault(asyncio.get_running_loop(), {})
    if key not in slots:
        slots[key] = asyncio.Semaphore(max(size, 1))
    return slots[key]


class LimitedProvider(Provider):
    """``inner``, whose calls wait for a free slot of its provider and of its model (``call_model`` takes the
    slot before it starts the call's deadline: a call queued behind others does not time out for it)."""

    def __init__(self, inner: Provider, *, per_provider: int, per_model: int) -> None:
        super().__init__(inner.config)
        self.inner = inner
        self.per_provider = per_provider
        self.per_model = per_model

    @contextlib.asynccontextmanager
    async def _slots(self) -> AsyncIterator[None]:
        async with _slot("provider " + provider_key(self.config), self.per_provider), \
                _slot("model " + self.config.id, self.per_model):
            yield

    def slot(self, request: ReviewRequest) -> contextlib.AbstractAsyncContextManager[None]:
        return self._slots()

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        async for event in self.inner.stream(request):
            yield event
