"""Fake AI command-line tools for tests: executables on PATH that print the documented output shapes.

Each fake records what it was given (argv, environment, working folder,
stdin) in a JSON file and behaves as its mode file says: ``success``,
``auth``, ``ratelimit``, ``garbage``, ``hang`` (records its pid and a child's,
then waits forever) or ``failed`` (reports failure with exit status 0).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.support.llm_server import CANNED

_SCRIPT = r'''#!{python}
import json, os, subprocess, sys, time
TOOL = {tool!r}
RECORD = {record!r}
MODE_FILE = {mode!r}
CANNED = {canned!r}
mode = open(MODE_FILE).read().strip() if os.path.exists(MODE_FILE) else "success"
if sys.argv[1:2] in (["--version"], ["-v"]):
    print(TOOL + " 9.9.9"); sys.exit(0)
if sys.argv[1:3] in (["login", "status"], ["auth", "status"]):
    ok = mode != "auth"
    if TOOL == "claude":
        print(json.dumps({{"loggedIn": ok, "authMethod": "claude.ai"}})); sys.exit(0)
    print("Logged in using ChatGPT" if ok else "Not logged in"); sys.exit(0 if ok else 1)
if TOOL == "ollama" and sys.argv[1:2] == ["list"]:
    sys.exit(0 if mode != "auth" else 1)
stdin = sys.stdin.read()
if "Discussion round" in stdin:  # a discussion round: agree with every issue listed
    import re
    ids = re.findall(r"^(I-[\w-]+) \[", stdin, re.M)
    CANNED = json.dumps({{"verdicts": [{{"id": i, "verdict": "agree", "reason": TOOL + " agrees", "confidence": 0.9}} for i in ids],
                         "additions": []}})
calls = json.load(open(RECORD)) if os.path.exists(RECORD) else []
calls.append({{"argv": sys.argv, "env": dict(os.environ), "cwd": os.getcwd(), "stdin": stdin}})
json.dump(calls, open(RECORD, "w"))
def out(obj):
    print(json.dumps(obj), flush=True)
if mode == "hang":
    child = subprocess.Popen(["sleep", "300"])
    open(RECORD + ".pids", "w").write(f"{{os.getpid()}} {{child.pid}}")
    time.sleep(300)
if mode == "garbage":
    print("Segmentation fault (core dumped) \x1b[31m<<>>\x1b[0m"); sys.exit(0)
parts = [CANNED[i:i + 60] for i in range(0, len(CANNED), 60)]
if TOOL == "codex":
    out({{"type": "thread.started", "thread_id": "0199a213"}}); out({{"type": "turn.started"}})
    if mode == "auth":
        out({{"type": "error", "message": "unexpected status 401 Unauthorized: Missing bearer authentication"}})
        out({{"type": "turn.failed", "error": {{"message": "unexpected status 401 Unauthorized"}}}}); sys.exit(1)
    if mode in ("ratelimit", "failed"):
        out({{"type": "error", "message": "Reconnecting... 1/5"}})
        out({{"type": "turn.failed", "error": {{"message": "429 Too Many Requests: rate limit reached for requests"}}}}); sys.exit(0)
    out({{"type": "item.completed", "item": {{"id": "item_1", "type": "reasoning", "text": "thinking..."}}}})
    out({{"type": "item.completed", "item": {{"id": "item_2", "type": "agent_message", "text": CANNED}}}})
    out({{"type": "turn.completed", "usage": {{"input_tokens": 24763, "cached_input_tokens": 24448, "output_tokens": 122}}}})
elif TOOL == "gemini":
    if mode == "auth":
        print("Please set an Auth method in your settings.json or specify one of the following environment variables before running: GEMINI_API_KEY", file=sys.stderr)
        sys.exit(41)
    out({{"type": "init", "session_id": "s1", "model": "gemini-2.5-pro"}})
    if mode in ("ratelimit", "failed"):
        out({{"type": "result", "status": "error", "error": {{"type": "ApiError", "message": "Resource exhausted", "code": 429}}}}); sys.exit(1 if mode == "ratelimit" else 0)
    for p in parts:
        out({{"type": "message", "role": "assistant", "content": p, "delta": True}})
    out({{"type": "result", "status": "success", "stats": {{"input_tokens": 3676, "output_tokens": 174}}}})
elif TOOL == "claude":
    out({{"type": "system", "subtype": "init", "model": "claude-sonnet-4-6", "session_id": "sess-claude-1"}})
    if mode == "auth":
        out({{"type": "result", "subtype": "success", "is_error": True, "result": "Invalid API key · Please run /login"}}); sys.exit(1)
    if mode in ("ratelimit", "failed"):
        out({{"type": "result", "subtype": "success", "is_error": True, "api_error_status": 429, "result": "API Error: 429 rate_limit_error"}}); sys.exit(0)
    for p in parts:
        out({{"type": "assistant", "message": {{"content": [{{"type": "text", "text": p}}]}}}})
    out({{"type": "result", "subtype": "success", "is_error": False, "result": CANNED, "total_cost_usd": 0.0421, "session_id": "sess-claude-1",
          "usage": {{"input_tokens": 12, "cache_creation_input_tokens": 5120, "cache_read_input_tokens": 20480, "output_tokens": 812}}}})
elif TOOL == "llm":
    if mode == "auth":
        print("Error: No key found - add one using 'llm keys set openai' or set the OPENAI_API_KEY environment variable", file=sys.stderr); sys.exit(1)
    for p in parts:
        sys.stdout.write(p); sys.stdout.flush()
    print("Token usage: 2,048 input, 310 output", file=sys.stderr)
else:
    if mode == "auth":
        print("Error: could not connect to ollama app, is it running?", file=sys.stderr); sys.exit(1)
    for p in parts:
        sys.stdout.write(p); sys.stdout.flush()
    print("prompt eval count:    1500 token(s)\neval count:           290 token(s)", file=sys.stderr)
'''


class FakeTools:
    """A folder of fake tools; ``mode(tool, ...)`` sets how each behaves, ``calls(tool)`` what each received."""

    def __init__(self, folder: Path, tools: tuple[str, ...] = ("codex", "gemini", "claude", "llm", "ollama", "reviewer")) -> None:
        self.bin = folder / "bin"
        self.state = folder / "state"
        self.bin.mkdir(parents=True, exist_ok=True)
        self.state.mkdir(parents=True, exist_ok=True)
        for tool in tools:
            path = self.bin / tool
            path.write_text(_SCRIPT.format(python=sys.executable, tool=tool, record=str(self.state / f"{tool}.json"),
                                           mode=str(self.state / f"{tool}.mode"), canned=CANNED), encoding="utf-8")
            path.chmod(0o755)

    def mode(self, tool: str, mode: str) -> None:
        (self.state / f"{tool}.mode").write_text(mode, encoding="utf-8")

    def calls(self, tool: str) -> list[dict[str, object]]:
        path = self.state / f"{tool}.json"
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []

    def pids(self, tool: str) -> list[int]:
        path = self.state / f"{tool}.json.pids"
        return [int(p) for p in path.read_text().split()] if path.exists() else []
