"""The error taxonomy shared by every provider and adapter."""

from __future__ import annotations

from enum import Enum


class ErrorType(str, Enum):
    TOOL_NOT_INSTALLED = "tool_not_installed"
    AUTH_MISSING = "auth_missing"
    AUTH_EXPIRED = "auth_expired"
    NETWORK_ERROR = "network_error"
    RATE_LIMITED = "rate_limited"
    TIMEOUT = "timeout"
    CONTEXT_TOO_LARGE = "context_too_large"
    COST_LIMIT_EXCEEDED = "cost_limit_exceeded"
    TOOL_CRASH = "tool_crash"
    OUTPUT_PARSE_ERROR = "output_parse_error"

    @property
    def transient(self) -> bool:
        """Worth retrying with backoff."""
        return self in (ErrorType.NETWORK_ERROR, ErrorType.RATE_LIMITED, ErrorType.TIMEOUT)
