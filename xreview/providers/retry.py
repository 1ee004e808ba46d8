"""When to retry a failed call, and how long to wait first (reference §5)."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

BASE_DELAY = 0.5
MAX_DELAY = 8.0
RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524, 529})


def backoff(attempt: int, base: float = BASE_DELAY, cap: float = MAX_DELAY, rng: random.Random | None = None) -> float:
    """Exponential backoff with full jitter: uniform in [0, min(cap, base * 2**attempt)]."""
    return (rng or random).uniform(0, min(cap, base * 2**attempt))


def retry_after(headers: Mapping[str, str], now: datetime | None = None) -> float | None:
    """The server's hint from ``retry-after-ms`` or ``retry-after`` (seconds, or an HTTP date)."""
    get = headers.get
    ms = get("retry-after-ms")
    if ms:
        try:
            return max(float(ms) / 1000, 0.0)
        except ValueError:
            pass
    value = get("retry-after")
    if not value:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max((when - (now or datetime.now(timezone.utc))).total_seconds(), 0.0)


def duration(text: str) -> float | None:
    """A protobuf duration such as Gemini's ``retryDelay`` ("38s", "1.5s", "250ms")."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*", text or "")
    if not match:
        return None
    value = float(match.group(1))
    return value / 1000 if match.group(2) == "ms" else value
