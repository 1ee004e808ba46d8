"""Which models are "outside": only a loopback endpoint, or an explicit local: true, keeps a document on this machine."""

from __future__ import annotations

import pytest

from xreview.config.endpoints import is_local_endpoint
from xreview.config.models import ModelConfig
from xreview.config.secrets import is_outside


@pytest.mark.parametrize("endpoint", [
    "http://localhost:11434/v1", "http://127.0.0.1:8080/v1", "http://127.3.2.1/v1", "http://[::1]:8000/v1",
    "https://LOCALHOST/v1", "http://2130706433:8080/v1", "http://[::ffff:127.0.0.1]/v1",
])
def test_loopback_endpoints_are_local(endpoint: str) -> None:
    assert is_local_endpoint(endpoint)


@pytest.mark.parametrize("endpoint", [
    "http://127.0.0.1@llm.example.com/v1",  # user info: the host is llm.example.com
    "http://127.0.0.1.example/v1",
    "http://localhost.example.com/v1",
    "http://127.0.0.1:8080@llm.example.com/v1",
    "http://10.0.0.5:8000/v1",
    "http://169.254.169.254/latest",
    "https://api.moonshot.ai/v1",
    "not a url",
])
def test_anything_else_is_outside(endpoint: str) -> None:
    assert not is_local_endpoint(endpoint)


def test_built_in_reviewers_stay_and_every_other_reviewer_leaves_unless_proven_or_marked_local() -> None:
    assert not is_outside(ModelConfig("lint", "builtin", "lint"))
    assert not is_outside(ModelConfig("tape", "replay", "tape"))
    assert is_outside(ModelConfig("codex", "cli", "codex", command=["codex"]))
    assert is_outside(ModelConfig("kimi", "openai_compat", "k2", endpoint="https://api.moonshot.ai/v1"))
    assert not is_outside(ModelConfig("ollama", "openai_compat", "llama3", endpoint="http://localhost:11434/v1"))
    assert not is_outside(ModelConfig("lan", "openai_compat", "llama3", endpoint="http://10.0.0.5:8000/v1", local=True))
    assert not is_outside(ModelConfig("ollama-cli", "cli", "ollama", command=["ollama"], local=True))


@pytest.mark.parametrize("endpoint", [
    "http://169.254.169.254/latest", "http://2852039166/latest", "http://0xa9.0xfe.0xa9.0xfe/latest",
    "http://[::ffff:169.254.169.254]/latest", "http://metadata.google.internal/computeMetadata/v1",
])
def test_a_metadata_address_is_refused_however_it_is_spelled(endpoint: str) -> None:
    from xreview.config.endpoints import endpoint_problem

    assert "link-local" in (endpoint_problem(endpoint) or "")
