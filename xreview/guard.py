"""The one credential guard every outgoing call passes.

A model is *outside* unless it is a built-in or replayed reviewer, serves on a
loopback address, or is marked ``local: true`` (``config.secrets.is_outside``):
command-line tools count as outside, since they send what they are given to
their own service. Before the first call the session checks everything a
review may send — the document and the prompt — against every outside model it
may call (reviewers, their stand-ins, the fixer, the synthesizer); and each
call, whatever its purpose (review, fix, grouping, second opinion, repair),
is checked again as it leaves, so a key that reached a prompt later (quoted
by a model, or typed into the document mid-review) still stays home.
"""

from __future__ import annotations

from xreview.artifact.credentials import find_secrets_in_text
from xreview.config.models import ModelConfig
from xreview.config.secrets import is_outside
from xreview.providers.base import ReviewRequest


def secret_in(text: str) -> tuple[int, str, str] | None:
    """The first credential-looking value in ``text``: (0-based line, kind, masked value)."""
    found = find_secrets_in_text(text)
    return found[0] if found else None


def outgoing_refusal(model: ModelConfig, request: ReviewRequest) -> str | None:
    """Why ``request`` must not go to ``model``, or None: it holds a credential and the model is outside."""
    if not is_outside(model):
        return None
    for part, text in (("prompt", request.system), ("request", request.user), ("document", request.artifact_text)):
        found = secret_in(text)
        if found:
            _line, kind, masked = found
            return (f"refused: the {part} holds what looks like a credential ({kind}, {masked}); "
                    f"it is not sent to {model.id}, which is outside this machine")
    return None
