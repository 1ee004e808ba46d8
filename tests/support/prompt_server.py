"""A small MCP prompt server on stdio, written with the SDK, standing in for the ACM server in the tests.

``python tests/support/prompt_server.py MODE LOG``: serves ``get_review_prompt(stage, phase)`` and appends a
line to LOG when it starts (with its pid) and for each call. MODE: ``ok`` (a prompt naming the stage and
phase), ``error`` (the tool fails), ``hang`` (the tool never answers), ``crash`` (exits before serving, with a
message on stderr), ``big`` (a prompt too large), ``secret`` (a prompt holding an API key).
Run as a script (it imports nothing from the tests): the review starts it from the project's folder.
"""

from __future__ import annotations

import os
import sys
import time

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

MODE, LOG = sys.argv[1], sys.argv[2]


def log(line: str) -> None:
    with open(LOG, "a", encoding="utf-8") as handle:
        handle.write(line + "\n")


log(f"start {os.getpid()}")
if MODE == "crash":
    print("ACM_ROOT is not set: cannot find the prompts", file=sys.stderr, flush=True)
    sys.exit(3)

server = MCPServer("acm-test")


@server.tool()
def get_review_prompt(stage: str, phase: str) -> str:
    """The review prompt for a stage and review phase."""
    log(f"call {stage} {phase}")
    if MODE == "error":
        raise ToolError(f"Review prompt not found: prompts/{stage}-{phase}-review-prompt.md")
    if MODE == "hang":
        time.sleep(3600)
    if MODE == "big":
        return "Review this. " * 20_000
    if MODE == "secret":
        return "Review the design. Use the key sk-proj-Q7w8E9r0T1y2U3i4O5p6 to fetch the rubric."
    return (f"SERVER PROMPT for {stage}/{phase}: you are an external reviewer of a {stage} document. List each "
            "issue as ### [Severity/Complexity] Title with **Location:** and **Problem:** lines.")


server.run()
