"""`xreview serve`: the real command serving the cockpit on loopback, driven over its websocket as a browser tab
drives it (the terminal's bytes in, key presses out), and the guards around it."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import httpx
import pytest

from tests.conftest import run_xreview
from tests.support.serve import free_port, serving


class Tab:
    """A browser tab's side of the websocket: what the terminal was sent, and keys."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.seen = b""

    async def until(self, text: str, seconds: float = 30) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while text.encode() not in self.seen:
            if loop.time() > end:
                raise AssertionError(f"{text!r} never shown; last: {self.seen[-300:]!r}")
            try:
                message = await asyncio.wait_for(self.ws.receive(), 1)
            except asyncio.TimeoutError:
                continue
            if message.type == aiohttp.WSMsgType.BINARY:
                self.seen += message.data
            elif message.type == aiohttp.WSMsgType.TEXT:
                self.seen += message.data.encode()
            else:
                raise AssertionError(f"the websocket closed before {text!r} was shown")

    async def key(self, data: str) -> None:
        await self.ws.send_str(json.dumps(["stdin", data]))


async def open_tab(session: aiohttp.ClientSession, port: int) -> aiohttp.ClientWebSocketResponse:
    return await session.ws_connect(f"http://127.0.0.1:{port}/ws?width=120&height=36", origin=f"http://127.0.0.1:{port}")


async def test_a_tab_runs_the_cockpit_and_closing_it_writes_nothing_unconfirmed(project: Path) -> None:
    artifact = project / "docs" / "design.md"
    before = artifact.read_text(encoding="utf-8")
    with serving(project, "docs/design.md") as (port, process):
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/") as page:
                assert page.status == 200 and f"ws://127.0.0.1:{port}/ws" in await page.text()
            ws = await open_tab(session, port)
            tab = Tab(ws)
            await tab.until("space toggles")  # the confirmation, with the built-in reviewers
            assert b"lint" in tab.seen and b"rubric" in tab.seen
            await tab.key("\r")
            await tab.until("Unfinished placeholder")  # triage lists the issues
            await ws.close()  # the tab is closed before `w`
        await asyncio.sleep(2)
        assert process.poll() is None  # the server goes on serving other tabs
    assert artifact.read_text(encoding="utf-8") == before  # nothing confirmed, nothing written


async def test_the_server_refuses_other_sites_and_other_names(project: Path) -> None:
    with serving(project, "docs/design.md", "--no-write") as (port, _process):
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/", headers={"Host": f"rebound.example:{port}"}) as page:
                assert page.status == 403  # DNS rebinding: a page of another site calling it by its own name
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(f"http://127.0.0.1:{port}/ws", origin="https://elsewhere.example")
            assert refused.value.status == 403  # a page of another site open in the same browser


async def test_with_a_token_only_the_url_carrying_it_opens_the_cockpit(project: Path) -> None:
    with serving(project, "docs/design.md", "--no-write", "--token", "s3cret-token") as (port, _process):
        # a browser keeps cookies for 127.0.0.1; aiohttp's jar refuses IP addresses unless told otherwise
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
            async with session.get(f"http://127.0.0.1:{port}/") as page:
                assert page.status == 403
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await open_tab(session, port)  # no cookie yet
            async with session.get(f"http://127.0.0.1:{port}/?token=s3cret-token") as page:
                assert page.status == 200
            ws = await open_tab(session, port)  # the page's cookie now goes with it
            await Tab(ws).until("space toggles")
            await ws.close()


def test_serve_checks_the_review_options_and_warns_before_listening_beyond_loopback(project: Path) -> None:
    headless = run_xreview("serve", "docs/design.md", "--headless", cwd=project)
    assert headless.returncode == 2 and "serve runs the cockpit" in headless.stderr
    bad = run_xreview("serve", "docs/design.md", "--budget", "nan", cwd=project)
    assert bad.returncode == 2 and "--budget" in bad.stderr and "Traceback" not in bad.stderr
    missing = run_xreview("serve", "nowhere.md", cwd=project)  # said now, not in every tab
    assert missing.returncode == 2 and "nowhere.md: artifact not found" in missing.stderr
    checker = run_xreview("serve", "docs/design.md", "--fix-checker", "nobody", cwd=project)
    assert checker.returncode == 2 and "--fix-checker: unknown model 'nobody'" in checker.stderr
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = run_xreview("serve", "docs/design.md", "--port", str(taken.getsockname()[1]), cwd=project)
    assert busy.returncode == 2 and "cannot listen on 127.0.0.1" in busy.stderr and "cockpit is at" not in busy.stderr
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "xreview", "serve", "--host", "0.0.0.0", "--port", str(port),
                                "docs/design.md", "--no-write"], cwd=project, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        warning = process.stderr.readline()
        address = process.stderr.readline()
        token = address.split("token=")[1].split()[0]
        # a browser elsewhere calls the machine by its own name: the page's websocket goes back to that name
        page = httpx.get(f"http://127.0.0.1:{port}/?token={token}", headers={"Host": f"devbox.example:{port}"})
        assert page.status_code == 200 and f"ws://devbox.example:{port}/ws" in page.text
        assert httpx.get(f"http://127.0.0.1:{port}/").status_code == 403  # no token, no cockpit
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert "anyone who can reach 0.0.0.0" in warning and "API keys" in warning
    assert f"http://0.0.0.0:{port}/?token=" in address and len(address.split("token=")[1].strip().split()[0]) >= 16


async def test_closing_the_tab_after_a_written_cycle_logs_the_review_as_stopped(project: Path) -> None:
    artifact = project / "docs" / "design.md"
    with serving(project, "docs/design.md", "--min-cycles", "2") as (port, process):
        async with aiohttp.ClientSession() as session:
            ws = await open_tab(session, port)
            tab = Tab(ws)
            await tab.until("space toggles")
            await tab.key("\r")
            await tab.until("Unfinished placeholder")
            await tab.key("w")  # cycle 1 written; cycle 2 starts
            await tab.until("cycle 2 of")
            written = artifact.read_text(encoding="utf-8")
            assert "## Issue Log" in written
            await ws.close()
        for _ in range(100):  # the review in the tab's process ends as a confirmed q ends it
            if "browser tab was closed" in artifact.read_text(encoding="utf-8"):
                break
            await asyncio.sleep(0.1)
    text = artifact.read_text(encoding="utf-8")
    assert "## Review Log" in text and "browser tab was closed" in text, text[-1500:]
