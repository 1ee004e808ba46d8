"""Loopback scenarios shared by the end-to-end tests: models that review, group, verify and fix on a local
server, and a provider that records what it was asked."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path

from tests.support.llm_server import LLMServer, Recorded, Reply, openai_reply, write_models_file
from xreview.config.models import ModelConfig
from xreview.providers.base import Completed, Provider, ProviderResult, ReviewRequest, TextDelta

# -- the arbiter and the verifiers ------------------------------------------------------------

KIMI = """## Issues

### [High/Medium] No retry budget for vendor calls
**Location:** Error Handling
**Problem:** Retries are exponential but unbounded in total time; a vendor outage piles up work.

### [Critical/Low] Webhook signing secret kept in plain text
**Location:** Architecture
**Problem:** The secret sits in the config file in the repository.
"""

DEEPSEEK = """## Issues

### [High/Medium] Retries never stop during a vendor outage
**Location:** Error Handling
**Problem:** Nothing caps the total time spent retrying one message.

### [High/Low] Success criteria cannot be measured
**Location:** Success Criteria
**Problem:** "Fast and reliable" has no number.
"""

SECRET_KEY = "sk-judge-SECRET-0123456789abcdef"


class AssistModels:
    """Three OpenAI-compatible models on one loopback server, told apart by their endpoint's path."""

    def __init__(self) -> None:
        self.arbiter: Callable[[str], Reply] = lambda prompt: _assist_text('{"clusters": [[1], [2], [3], [4]]}')
        self.verdicts: dict[str, str] = {}
        self.asked: list[tuple[str, str]] = []  # (model, kind)

    def __call__(self, recorded: Recorded) -> Reply:
        model = recorded.path.strip("/").split("/")[0]
        messages = recorded.body["messages"]
        system = next((m["content"] for m in messages if m["role"] == "system"), "")
        user = next(m["content"] for m in messages if m["role"] == "user")
        if system.startswith("You are the synthesizer"):
            self.asked.append((model, "synthesizer"))
            return self.arbiter(user)
        if system.startswith("You are checking another reviewer"):
            self.asked.append((model, "verify"))
            return _assist_text(self.verdicts[model])
        self.asked.append((model, "review"))
        return _assist_text({"kimi": KIMI, "deepseek": DEEPSEEK}[model])


def _assist_text(answer: str) -> Reply:
    return openai_reply(answer, 1000, 100)


def setup_assists(project: Path, config_dir: Path, server: LLMServer, project_config: str) -> dict[str, str]:
    write_models_file(config_dir, server, ("kimi", "deepseek", "judge"))
    (project / ".xreview.yaml").write_text(
        "default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n" + project_config, encoding="utf-8"
    )
    return {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef", "JUDGE_KEY": SECRET_KEY}



# -- the fixer ----------------------------------------------------------------------------------

FIXED_LINE = "Vendor calls are retried with exponential backoff, at most 5 attempts over 10 minutes."
ORIGINAL_LINE = "Vendor calls are retried with exponential backoff. A message that still fails"

RETRY_ISSUE = """## Issues

### [High/Low] No retry budget for vendor calls
**Location:** Error Handling
**Problem:** Retries are exponential but unbounded in total time; a vendor outage piles up work.
"""
CLEAN = """## Issues

### [Low/Low] The revision history skips version 1.1
**Location:** Revision History
**Problem:** Versions go from 1.0 to 1.2.
"""


def block(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n"


GOOD_EDIT = block("Vendor calls are retried with exponential backoff. A message that still fails",
                  "Vendor calls are retried with exponential backoff, at most 5 attempts over 10 minutes.\nA message that still fails")


def approve_all(count: int) -> list[dict[str, object]]:
    return [{"edit": n, "verdict": "approve", "resolves": True, "changes_other": False, "contradicts": False,
             "reason": "it caps the retries and changes nothing else"} for n in range(1, count + 1)]


class FixerBrains:
    """A reviewer that stops raising the retry issue once the document caps retries, scripted fixers (any
    model whose name starts with "fixer") and a fix checker (whoever is asked to check: approves by default)."""

    def __init__(self) -> None:
        self.fixes: list[Callable[[str], str]] = []  # one per fixer call, whichever fixer; each gets the issue id
        self.by_fixer: dict[str, list[Callable[[str], str]]] = {}  # scripts for one fixer, before ``fixes``
        self.fixer_requests: list[str] = []
        self.fixers_asked: list[str] = []  # the fixer of each call, in order
        self.verdicts: Callable[[int], object] = approve_all  # the number of edits -> the checker's verdicts
        self.check_requests: list[tuple[str, str]] = []  # (checker, request)
        self.reviewed: list[str] = []

    def __call__(self, recorded: Recorded) -> Reply:
        model = recorded.path.strip("/").split("/")[0]
        user = next(m["content"] for m in recorded.body["messages"] if m["role"] == "user")
        if user.startswith("Check the "):
            self.check_requests.append((model, user))
            count = len(re.findall(r"^Edit \d+ — ", user, re.MULTILINE))
            verdicts = self.verdicts(count)
            return _fix_text(verdicts if isinstance(verdicts, str) else json.dumps({"verdicts": verdicts}))
        if model.startswith("fixer"):
            self.fixer_requests.append(user)
            self.fixers_asked.append(model)
            issue_id = re.search(r"^Issue (I-[0-9a-f]+\d*):", user, re.MULTILINE).group(1)  # type: ignore[union-attr]
            scripts = self.by_fixer.get(model) or self.fixes
            answer = scripts.pop(0)(issue_id) if scripts else "I cannot help."
            return _fix_text(answer)
        self.reviewed.append(user)
        return _fix_text(CLEAN if "at most 5 attempts" in user else RETRY_ISSUE)


def _fix_text(answer: str) -> Reply:
    return openai_reply(answer, 2000, 200)


def setup_fixer(project: Path, config_dir: Path, server: LLMServer, extra: str = "") -> dict[str, str]:
    write_models_file(config_dir, server, ("kimi", "fixer"))
    (project / ".xreview.yaml").write_text("default_models: [kimi]\nexecution: {retry_attempts: 0}\nfixer: fixer\n" + extra,
                                          encoding="utf-8")
    return {"KIMI_KEY": "sk-kimi-0123456789abcdef", "FIXER_KEY": "sk-fixer-0123456789abcdef"}



# -- a provider that records its requests ---------------------------------------------------------

class Recording(Provider):
    def __init__(self, config: ModelConfig, answer: str) -> None:
        super().__init__(config)
        self.answer = answer
        self.requests: list[ReviewRequest] = []

    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        self.requests.append(request)
        yield TextDelta(self.answer)
        yield Completed(ProviderResult(self.config.id, text=self.answer))



# -- discussion rounds ------------------------------------------------------------------------------

ISSUE_ID = re.compile(r"^(I-[\w-]+) \[", re.MULTILINE)

# (model, the issue ids it is asked about) -> its answer
Voice = Callable[[str, list[str]], dict[str, object]]


def agree_all(confidence: float = 0.9) -> Voice:
    return lambda model, ids: {"verdicts": [{"id": i, "verdict": "agree", "reason": f"{model} checked it", "confidence": confidence,
                                             "severity": "High"} for i in ids], "additions": []}


def disagree_all(model_: str, ids: list[str]) -> dict[str, object]:
    return {"verdicts": [{"id": i, "verdict": "disagree", "reason": "the document handles it in section 4", "confidence": 0.8,
                          "severity": "Low"} for i in ids], "additions": []}


class DiscussionPanel:
    """Two reviewers on one loopback server: they review, then answer each discussion round as told."""

    def __init__(self) -> None:
        self.voices: dict[str, Voice] = {"kimi": agree_all(), "deepseek": agree_all()}
        self.broken: dict[tuple[str, int], Reply] = {}  # (model, round) -> a failure instead of the answer
        self.delay = 0.0
        self.log: list[tuple[str, str, float, str]] = []  # (model, kind, arrival, user message)
        self._lock = threading.Lock()

    def __call__(self, recorded: Recorded) -> Reply:
        model = recorded.path.strip("/").split("/")[0]
        messages = recorded.body["messages"]
        system = next((m["content"] for m in messages if m["role"] == "system"), "")
        user = next(m["content"] for m in messages if m["role"] == "user")
        discussing = system.startswith("You are one of several reviewers")
        round_n = int(re.search(r"Discussion round (\d+)", user).group(1)) if discussing else 1  # type: ignore[union-attr]
        with self._lock:
            self.log.append((model, f"round {round_n}", time.monotonic(), user))
        if (model, round_n) in self.broken:
            return self.broken[(model, round_n)]
        if not discussing:
            reply = openai_reply({"kimi": KIMI, "deepseek": DEEPSEEK}[model], 1000, 100)
        else:
            reply = openai_reply("```json\n" + json.dumps(self.voices[model](model, ISSUE_ID.findall(user))) + "\n```", 1500, 80)
        reply.hang = self.delay
        return reply

    def calls(self, model: str, kind: str) -> int:
        return sum(1 for m, k, _, _ in self.log if m == model and k == kind)


# -- recipes --------------------------------------------------------------------------------------


class RecipeBrains:
    """kimi and deepseek review; judge answers free-form questions and verifies."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, str]] = []  # (model, system, user)

    def __call__(self, recorded: Recorded) -> Reply:
        model = recorded.path.strip("/").split("/")[0]
        messages = recorded.body["messages"]
        system = next((m["content"] for m in messages if m["role"] == "system"), "")
        user = next(m["content"] for m in messages if m["role"] == "user")
        self.asked.append((model, system, user))
        if system.startswith("You are checking another reviewer"):
            return openai_reply('{"verdict": "agree", "reason": "the document never caps retries"}', 900, 20)
        if system.startswith("You are helping review"):
            return openai_reply(f"JUDGE SAYS: {len(user)} characters read", 900, 20)
        return openai_reply({"kimi": KIMI, "deepseek": DEEPSEEK, "judge": DEEPSEEK}[model], 1000, 100)
