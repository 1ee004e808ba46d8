"""Asking a model to restate a review xreview could not read, in the shape the parser reads.

A response with text that yields no issue and no verdict is *unreadable*: it
abstains, it is never counted as agreeing or disagreeing. Before that, one
repair call (billed and logged like any call) gives the model — or the
configured synthesizer — the answer back and asks for its findings in the
canonical shape.
"""

from __future__ import annotations

MAX_ANSWER_CHARS = 60_000  # what of the unreadable answer is sent back (the start: findings come first)


def repair_request(model: str, answer: str) -> str:
    """The user message of a repair call for ``model``'s unreadable ``answer``."""
    text = answer if len(answer) <= MAX_ANSWER_CHARS else answer[:MAX_ANSWER_CHARS] + "\n[… cut]"
    return f"The review by {model}, as it was written:\n\n<review>\n{text}\n</review>\n"
