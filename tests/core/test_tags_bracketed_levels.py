"""Real-review round 301 (reviews 456–457): a German change review whose points open on their level in brackets, in
German ("- **[MITTEL] „Nicht vom Client geschrieben“ ist nicht durchgesetzt** — …", "[HOCH]", "[NIEDRIG]"). The
level is read and the point is a finding even when its words carry no English cue.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REVIEW = """## Reviewer: codex

VERDICT: REQUEST-CHANGES

- **[HOCH] Die tragende Behauptung ist falsch: `claim_push_token()` läuft nicht
  bei jedem App-Start, sondern nur beim Öffnen der Nachrichten.**
- **[MITTEL] „Nicht vom Client geschrieben" ist nicht durchgesetzt** —
  `authenticated` hat tabellenweites `insert`/`update`.
- **[MITTEL] `service_role` wird im Entzug nicht genannt**, obwohl das Repo
  rollen-eigene Default-Grants dokumentiert.
- **[NIEDRIG] Firebases Beispiel sind 30 Tage, nicht 60**, und die Seite
  verlangt ein **monatliches** Erneuern des Zeitstempels.
"""


def test_a_bracketed_level_in_german_tags_the_point() -> None:
    items = read_review(REVIEW, "m").items
    assert len(items) == 4
    assert [item.severity for item in items] == [Severity.HIGH, Severity.HIGH, Severity.HIGH, Severity.LOW]


def test_a_bracketed_word_that_is_no_level_is_kept() -> None:
    assert read_tags("[Security] Token stored in plain text").severity is None
    assert read_tags("[Security] Token stored in plain text").rest == "[Security] Token stored in plain text"
