"""The AI command-line tools xreview knows: how to install each, the variable its key goes in, and the flags that
would let a tool edit files (never passed, refused in models.yaml). A leaf: the configuration checks models.yaml
against it, the provider runs the tools by it."""

from __future__ import annotations

from dataclasses import dataclass

# Flags and values that would let a tool change files or skip its approvals: never passed, refused in models.yaml.
UNSAFE_FLAGS = frozenset({
    "--yolo", "--dangerously-skip-permissions", "--dangerously-bypass-approvals-and-sandbox", "--full-auto",
    "--allow-dangerously-skip-permissions",
})
UNSAFE_VALUES = frozenset({"danger-full-access", "workspace-write", "bypassPermissions", "acceptEdits", "yolo", "auto_edit"})


@dataclass(frozen=True)
class Tool:
    """How to run and read one command-line tool."""

    name: str
    install: str  # how to get it, for error messages
    key_env: str | None  # the variable holding its API key, when it uses one
    login_hint: str


TOOLS = {
    "codex": Tool("codex", "npm install -g @openai/codex", "CODEX_API_KEY",
                  "run `codex login`, or store a key with `xreview keys set ID` (passed as CODEX_API_KEY)"),
    "gemini": Tool("gemini", "npm install -g @google/gemini-cli", "GEMINI_API_KEY",
                   "set GEMINI_API_KEY, or store a key with `xreview keys set ID`, or run `gemini` once to log in"),
    "claude": Tool("claude", "npm install -g @anthropic-ai/claude-code", "ANTHROPIC_API_KEY",
                   "run `claude` once to log in, or store a key with `xreview keys set ID`"),
    "llm": Tool("llm", "pipx install llm", None, "add a key with `llm keys set openai`"),
    "ollama": Tool("ollama", "https://ollama.com/download", None, "start it with `ollama serve`"),
}


def unsafe_flags(argv: list[str], known_tool: bool = True) -> list[str]:
    """The arguments of ``argv`` that would let a tool edit files (``-y`` counts for the known tools)."""
    bad = []
    for arg in argv[1:]:
        name, _, value = arg.partition("=")
        if name in UNSAFE_FLAGS or arg in UNSAFE_VALUES or value in UNSAFE_VALUES or (known_tool and arg == "-y"):
            bad.append(arg)
    return bad
