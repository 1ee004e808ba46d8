"""The review prompt from the prompt server, when one is configured: ``--prompt`` > the prompt server > the
configured prompt files > the built-in prompt.

Applied to resolved configurations before anything is confirmed or sent: the server is asked once for every
stage the run needs. Its prompt replaces a prompt file or the built-in one (never ``--prompt``), labelled with
where it came from ("prompt server get_review_prompt(design, external)"); when the server fails, the prompt
stays the next source's, and its origin and a warning say why in one line — never a crash, never a silent
switch. The prompt is checked like any other (size here, credentials by the preflight before any call).
"""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

from xreview.config.project import Setting
from xreview.config.resolve import PromptSource, Resolution
from xreview.providers.prompt_server import Fetched, PromptServer, fetch_prompts_async, server_from_settings

_REPLACEABLE = ("prompts.", "built-in prompt")  # the origins of a prompt the server takes precedence over


def prompt_server(resolution: Resolution) -> PromptServer | None:
    """The resolution's configured prompt server, run from the project's folder."""
    root = resolution.project_file.parent if resolution.project_file else Path.cwd()
    return server_from_settings(resolution.settings, root)


def with_server_prompts(resolutions: list[Resolution]) -> list[Resolution]:
    """``resolutions`` with their prompt from the prompt server where it applies (each server started once)."""
    return asyncio.run(with_server_prompts_async(resolutions))


async def with_server_prompts_async(resolutions: list[Resolution]) -> list[Resolution]:
    """``with_server_prompts`` inside a running event loop (the MCP server's)."""
    groups: dict[tuple[object, ...], list[int]] = {}
    servers: dict[tuple[object, ...], PromptServer] = {}
    for index, resolution in enumerate(resolutions):
        server = prompt_server(resolution)
        if server is None or not resolution.prompt.origin.startswith(_REPLACEABLE):
            continue
        key: tuple[object, ...] = (tuple(server.command), server.tool, server.phase, server.timeout, server.cwd)
        servers[key] = server
        groups.setdefault(key, []).append(index)
    out = list(resolutions)
    for key, indexes in groups.items():
        server = servers[key]
        fetched = await fetch_prompts_async(server, [resolutions[i].stage.value for i in indexes])
        for i in indexes:
            out[i] = _with(resolutions[i], server, fetched[resolutions[i].stage.value])
    return out


def _with(resolution: Resolution, server: PromptServer, got: Fetched) -> Resolution:
    stage = resolution.stage.value
    where = resolution.settings["prompt_server.command"].origin
    if got.text is not None:
        return dataclasses.replace(resolution, prompt=Setting(PromptSource(server.label(stage), got.text), f"prompt_server ({where})"))
    fallback = resolution.prompt
    said = f"the prompt server failed ({got.reason}); using {fallback.value.label}"
    return dataclasses.replace(resolution, prompt=Setting(fallback.value, f"{fallback.origin} — {said}"),
                               warnings=[*resolution.warnings, f"prompt_server ({where}): {said}"])
