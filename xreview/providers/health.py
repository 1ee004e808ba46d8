"""``xreview models --check``: is each model ready, degraded or unavailable, and why — in parallel."""

from __future__ import annotations

import asyncio
import json
import time

import httpx

from xreview.config.models import ModelConfig
from xreview.config.secrets import lookup_key, redact
from xreview.core.text import clean_text
from xreview.providers.http import HttpProvider, parse_json
from xreview.providers.registry import HTTP_PROVIDERS, create_provider, quick_health

CHECK_TIMEOUT = 5.0


async def check_model(model: ModelConfig, client: httpx.AsyncClient, timeout: float = CHECK_TIMEOUT) -> tuple[str, str]:
    """(ready | degraded | unavailable | disabled, the reason) for one model."""
    if model.provider == "cli" and model.enabled:
        return await check_tool(model, timeout)
    health, reason = quick_health(model)
    if health != "ready":
        return health, reason
    found = lookup_key(model)
    if model.provider not in HTTP_PROVIDERS:
        return "ready", reason  # built-in or replay: nothing to call
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
        checks = await asyncio.gather(*(check_model(m, client, timeout) for m in models))
    return [(health, clean_text(reason)) for health, reason in checks]  # a reason may quote a server or a tool


async def _run(argv: list[str], timeout: float) -> tuple[int | None, str]:
    """Exit status and output of a short command (None when it does not finish in time)."""
    from xreview.providers.cli_tools import child_env

    try:
        process = await asyncio.create_subprocess_exec(
            *argv, stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
            env=child_env(None, None, None), start_new_session=True,
        )
    except OSError as exc:
        return 127, exc.strerror or str(exc)
    try:
        out, _ = await asyncio.wait_for(process.communicate(), timeout)
    except asyncio.TimeoutError:
        process.kill()
        await process.wait()
        return None, ""
    return process.returncode, out.decode("utf-8", "replace").strip()


async def check_tool(model: ModelConfig, timeout: float = CHECK_TIMEOUT) -> tuple[str, str]:
    """A command-line reviewer: installed, its version, and logged in (or holding a key)."""
    import shutil
    from pathlib import Path

    from xreview.config.tools import TOOLS, unsafe_flags
    from xreview.providers.cli_tools import child_env, tool_of

    command = model.command or [model.model]
    tool = tool_of(model)
    bad = unsafe_flags(command, tool is not None)
    if bad:
        return "unavailable", f"refused: {bad[0]} would let the tool edit files"
    path = shutil.which(command[0], path=child_env(None, None, None)["PATH"])
    if path is None:
        how = f"install it with `{TOOLS[tool].install}`" if tool else "install it or fix the command in models.yaml"
        return "unavailable", f"not installed: `{command[0]}` is not on PATH; {how}"
    code, out = await _run([path, "--version"], timeout)
    version = out.splitlines()[0][:40] if code == 0 and out else "version unknown"
    if tool is None:
        return "ready", f"{version} at {path}"
    key = lookup_key(model).key
    hint = TOOLS[tool].login_hint.replace("ID", model.id)
    if tool == "codex" and not key:
        code, out = await _run([path, "login", "status"], timeout)
        if code != 0:
            return "unavailable", f"{version}, not logged in: {hint}"
    elif tool == "claude" and not key:
        code, out = await _run([path, "auth", "status"], timeout)
        logged_in = False
        try:
            logged_in = bool(json.loads(out).get("loggedIn"))
        except (ValueError, AttributeError):
            logged_in = code == 0
        if not logged_in:
            return "unavailable", f"{version}, not logged in: {hint}"
    elif tool == "gemini" and not key:
        home = Path(child_env(None, None, None).get("HOME", "~")).expanduser()
        if not (home / ".gemini" / "oauth_creds.json").exists():
            return "unavailable", f"{version}, no key and no login: {hint}"
    elif tool == "ollama":
        code, out = await _run([path, "list"], timeout)
        if code != 0:
            return "unavailable", f"{version}, the server is not running: {hint}"
    how = "key from " + lookup_key(model).origin if key else "logged in"
    return "ready", f"{version}, {how}" if tool in ("codex", "claude", "gemini") else version
