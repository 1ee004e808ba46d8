"""A concept review that passes, check point by check point (real-review round 163): "### 3) Nutzerfreundlichkeit
der Beispieltexte" ⏎ "Bewertung: **Bestanden**." over what the concept covers, with one "Hinweis (nicht
blockierend): …" among them. The passed check points had been read as findings (their lists of error names and
non-goals hold problem words) and the one non-blocking hint was lost.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import asides
from xreview.core.parse import parse_review

REVIEW = """# Phase 6.6 Review · Statusmeldungen

## Review-Ergebnis
**Review fachlich bestanden.**

## Prüfung nach Prüfpunkten

### 1) Abdeckung der Fehlerfälle
Bewertung: **Bestanden**.

Die folgenden Fälle sind aufgeführt:
- `invalid-json-syntax`
- `missing-required-field`

### 2) Nutzerfreundlichkeit der Beispieltexte
Bewertung: **Bestanden**.

Die Beispieltexte sind überwiegend verständlich.

Hinweis (nicht blockierend): Begriffe für Datei und Szenariodaten sollten vereinheitlicht werden.

### 3) Trennung von Fehlern und Warnungen
Bewertung: **Bestanden**.

- **Blockierend (`error`)**: Import nicht übernehmbar.
- **Nicht-blockierend (`warning`)**: gültig, aber mit Hinweisen.
"""


def test_passed_check_points_hold_only_their_non_blocking_note() -> None:
    assert [item.title for item in parse_review(REVIEW).items] == ["Begriffe für Datei und Szenariodaten sollten vereinheitlicht werden"]


def test_the_same_in_english() -> None:
    english = ("## Check points\n\n### 1) Usability of the texts\nRating: **Passed**.\n\nThe texts are clear.\n\n"
               "Note (non-blocking): one term for file and scenario data would help.\n\n"
               "### 2) Errors and warnings\nRating: **Passed**.\n\n- **Blocking (`error`)**: import not possible.\n")
    assert [item.title for item in parse_review(english).items] == ["one term for file and scenario data would help"]


def test_a_failed_rating_is_no_pass() -> None:
    assert asides.PASSED_RATING.match("Bewertung: **Nicht bestanden**.") is None


def test_met_requirements_hold_no_finding_and_a_non_blocking_remark_is_one() -> None:
    """Real-review round 168: "### Erfüllte Anforderungen" (requirements met) lists what passed — one bullet names the
    error display it checked and had been read as a finding; "### Non-blocking remark" heads one."""
    review = ("## Review-Ergebnis\n\n**Akzeptiert.**\n\n### Erfüllte Anforderungen\n\n"
              "- Für beide Listen wird die Fehlerdarstellung einschließlich der Fehlerklasse `is-error` geprüft.\n\n"
              "### Non-blocking remark\n\n- The error path is tested only by calling the renderer; a failing fetch is never exercised.\n")
    assert [item.title for item in parse_review(review).items] == [
        "The error path is tested only by calling the renderer; a failing fetch is never exercised"]
