"""Errors a user can see, and the exit statuses of the command line.

XReviewError                 one clear line, never a traceback
 ├── ConfigError             bad configuration file or value (exit 2)
 ├── UsageError              bad command-line use, missing artifact (exit 2)
 │    └── NothingToReview     no ARTIFACT given and no default one exists: the usage is shown
 └── ArtifactError           the artifact cannot be read or written (exit 2)
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    UNRESOLVED = 1
    USAGE = 2
    NO_REVIEW = 3
    INTERRUPTED = 130


class XReviewError(Exception):
    """An error with a message fit to show a user as it is."""

    exit_code: ExitCode = ExitCode.USAGE

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message} ({self.hint})" if self.hint else self.message


class ConfigError(XReviewError):
    """A configuration file or value is wrong; the message names file:line:col."""


class UsageError(XReviewError):
    """The command line asks for something that cannot be done."""


class NothingToReview(UsageError):
    """No artifact was named and the stage's default does not exist: the command line shows its usage."""


class ArtifactError(XReviewError):
    """The artifact cannot be read or written."""
