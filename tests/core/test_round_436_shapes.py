"""Shapes real-review round 436 showed the parser (issue 14): a deployment record whose "## Problems found while
deploying, and fixes" lists problems each fixed in the same point, read as open findings; a QA report whose "## Tests
actually performed" lists the checks run, one of them read as a finding.

The text is written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

DEPLOYMENT = """# Deployed on AWS

## Problems found while deploying, and fixes

- **Startup failed on a mistyped `AUTH_SECRET` name.** The app refuses to start without a secret of
  32+ characters (fail fast), which turned a silent misconfiguration into a clear error.
- **Model calls returned 502 with no cause.** The API did not log upstream errors. It now logs the status.

## Tests actually performed

- Parsed all JSON-LD blocks as JSON.
- Generated preview captures with a local renderer after Chromium could not exit cleanly in this container.

## Limitations

- No login rate limiting (see the main README).
"""


def test_problems_found_and_fixed_while_deploying_and_tests_performed_are_no_findings() -> None:
    assert cues.section_kind("Problems found while deploying, and fixes")[0] is cues.Kind.SKIP
    assert cues.section_kind("Tests actually performed")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(DEPLOYMENT, "m").items]
    assert titles == ["No login rate limiting (see the main README)"]
