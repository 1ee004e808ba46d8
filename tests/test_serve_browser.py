"""`xreview serve` in a real browser: headless Chromium opens the page, the cockpit appears, Enter starts the
review, the triage lists the issues; screenshots of both are saved. Chromium is driven over the DevTools
protocol (aiohttp's websocket client, which textual-serve already brings). What the page shows is read from
the terminal bytes the page's websocket received (Network.webSocketFrameReceived): the terminal is drawn on a
canvas, so the DOM holds no text."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import os
import re
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from tests.support.serve import serving

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SHOTS = Path(os.environ.get("XREVIEW_BROWSER_SHOTS", tempfile.gettempdir())) / "xreview-serve"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (.ci/run installs Debian's "
                                                          "package when it can; here it could not)")


class Browser:
    """One page of a headless Chromium, over the DevTools protocol."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.ids = itertools.count(1)
        self.session = ""
        self.frames = b""
        self.replies: dict[int, asyncio.Future[Any]] = {}
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.ws:
            data = json.loads(message.data)
            if "id" in data and data["id"] in self.replies:
                self.replies.pop(data["id"]).set_result(data)
            elif data.get("method") == "Network.webSocketFrameReceived":
                response = data["params"]["response"]
                payload = response["payloadData"]
                self.frames += base64.b64decode(payload) if response.get("opcode") == 2 else payload.encode()

    async def send(self, method: str, **params: Any) -> Any:
        number = next(self.ids)
        reply: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.replies[number] = reply
        message: dict[str, Any] = {"id": number, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        await self.ws.send_str(json.dumps(message))
        answer = await asyncio.wait_for(reply, 30)
        assert "error" not in answer, answer
        return answer.get("result", {})

    async def shown(self, text: str, seconds: float = 40) -> None:
        for _ in range(int(seconds * 10)):
            if text.encode() in self.frames:
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"the page never showed {text!r}")

    async def press(self, key: str, code: int, text: str) -> None:
        await self.send("Input.dispatchKeyEvent", type="keyDown", key=key, code=key, windowsVirtualKeyCode=code, text=text)
        await self.send("Input.dispatchKeyEvent", type="keyUp", key=key, code=key, windowsVirtualKeyCode=code)

    async def screenshot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / name
        path.write_bytes(base64.b64decode((await self.send("Page.captureScreenshot", format="png"))["data"]))
        return path


def launch(profile: Path) -> tuple[subprocess.Popen[str], str]:
    assert CHROMIUM is not None
    process = subprocess.Popen(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={profile}", "--remote-debugging-port=0", "--window-size=1400,900", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # a browser that hangs fails the test instead of holding CI
        if not select.select([process.stderr], [], [], 0.5)[0]:
            continue
        line = process.stderr.readline()
        if not line:
            break
        if found := re.search(r"DevTools listening on (ws://\S+)", line):
            return process, found.group(1)
    process.kill()
    raise AssertionError("chromium did not start its DevTools endpoint")


async def test_the_cockpit_in_headless_chromium(project: Path, tmp_path: Path) -> None:
    with serving(project, "docs/design.md", "--no-write") as (port, _server):
        chromium, endpoint = launch(tmp_path / "profile")
        try:
            async with aiohttp.ClientSession() as http, http.ws_connect(endpoint, max_msg_size=0) as ws:
                browser = Browser(ws)
                target = (await browser.send("Target.createTarget", url="about:blank"))["targetId"]
                browser.session = (await browser.send("Target.attachToTarget", targetId=target, flatten=True))["sessionId"]
                await browser.send("Network.enable")
                await browser.send("Page.enable")
                await browser.send("Page.navigate", url=f"http://127.0.0.1:{port}/")
                await browser.shown("space toggles")  # the confirmation screen
                assert b"lint" in browser.frames and b"rubric" in browser.frames  # the models it lists
                await asyncio.sleep(0.5)  # drawn, not only received
                confirm = await browser.screenshot("confirm.png")
                await browser.send("Input.dispatchMouseEvent", type="mousePressed", x=700, y=450, button="left", clickCount=1)
                await browser.send("Input.dispatchMouseEvent", type="mouseReleased", x=700, y=450, button="left", clickCount=1)
                await browser.press("Enter", 13, "\r")
                await browser.shown("Unfinished placeholder")  # the triage lists the issues
                await browser.shown("Empty section")
                await asyncio.sleep(0.5)
                triage = await browser.screenshot("triage.png")
                browser.reader.cancel()
        finally:
            chromium.terminate()
            chromium.wait(timeout=30)
    assert confirm.stat().st_size > 10_000 and triage.stat().st_size > 10_000  # pictures of a page, not blank
