"""Real-review rounds: a post-migration diagnosis in Italian whose analysis is bold-labeled points, some of them checks
that passed — "**Duplicati**: Non sono state riscontrate duplicazioni della logica …" (no duplication was found) —
before a "## Criticità Rilevate" table (round 246, review 401). A point that found nothing is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

DIAGNOSIS = """## Criticità Rilevate

- **Duplicati**: Non sono state riscontrate duplicazioni della logica di gestione immagini.
- **Schema DB**: alcune tabelle usano ancora nomi campi vecchi (`posterZoom`) invece dello standard.
"""


def test_a_point_that_found_nothing_in_italian_is_no_finding() -> None:
    titles = [item.title for item in read_review(DIAGNOSIS, "m").items]
    assert titles == ["Schema DB"]
