"""``xreview models --check``: is each model ready, degraded or unavailable, and why — in parallel."""

from __future__ import annotations

import asyncio
import time

import httpx

from xreview.config.models import ModelConfig
from xreview.config.secrets import lookup_key, needs_key, redact
from xreview.providers.http import HttpProvider, parse_json
from xreview.providers.registry import HTTP_PROVIDERS, create_provider, is_supported

CHECK_TIMEOUT = 5.0


async def check_model(model: ModelConfig, client: httpx.AsyncClient, timeout: float = CHECK_TIMEOUT) -> tuple[str, str]:
    """(ready | degraded | unavailable | disabled, the reason) for one model."""
    if not is_supported(model):
        return "unavailable", f"provider '{model.provider}' is not supported by this version"
    if not model.enabled:
        return "disabled", "enabled: false"
    found = lookup_key(model)
    if needs_key(model) and not found.key:
        return "unavailable", found.origin
    if model.provider not in HTTP_PROVIDERS:
        return "ready", "built in, no key needed"
    provider = create_provider(model, client=client)
    assert isinstance(provider, HttpProvider)
    url, headers = provider.health_request()
    started = time.perf_counter()
    secrets = [found.key] if found.key else []
    try:
        response = await client.get(url, headers=headers, timeout=timeout)
    except httpx.TimeoutException:
        return "unavailable", f"unreachable: no answer within {timeout:g} s"
    except httpx.TransportError as exc:
        return "unavailable", redact(f"unreachable: {type(exc).__name__} {exc}".strip(), secrets)
    took = int((time.perf_counter() - started) * 1000)
    key_origin = f"key from {found.origin}" if found.key else "no key needed"
    status = response.status_code
    body = response.text[:300]
    if status in (401, 403) or (status == 400 and "key" in body.lower()):
        return "unavailable", f"bad key: HTTP {status} ({key_origin})"
    if status == 404:
        return "unavailable", f"unknown model or endpoint: HTTP 404 at {provider.url()}"
    if status == 429 or status >= 500:
        return "degraded", f"reachable but answering HTTP {status} ({took} ms, {key_origin})"
    if status >= 400:
        return "unavailable", redact(f"HTTP {status}: {body.strip()}", secrets)
    listed = provider.model_listed(parse_json(response.text))
    if listed is False:
        return "unavailable", f"unknown model: '{model.model}' is not in the endpoint's model list"
    return "ready", f"{key_origin}, answered in {took} ms"


async def check_all(models: list[ModelConfig], timeout: float = CHECK_TIMEOUT) -> list[tuple[str, str]]:
    async with httpx.AsyncClient() as client:
        return list(await asyncio.gather(*(check_model(m, client, timeout) for m in models)))
