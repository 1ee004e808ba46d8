"""Real-review rounds: an expert committee's deliberation in French (round 254, review 409) — each expert's weaknesses a
table "| Aspect | Problème | Impact |" ("| **Sync mechanism** | Pas de stratégie real-time sync (clock, data) | Drift
non géré |"), then recommendations named by the aspect in other words ("2. **Sync strategy** : Implémenter NTP/PTP …").
The aspect stays in the finding's title, where the reader and the folding of its recommendation both need it.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """#### Points Faibles

| Aspect | Problème | Impact |
|--------|----------|--------|
| **Sync mechanism** | Pas de stratégie real-time sync (clock, data) | Drift non géré |
| **Twin architecture** | Pas de mention cloud/edge, juste simulation locale | Limite utility |
"""


def test_a_weakness_rows_aspect_opens_its_title() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Sync mechanism: Pas de stratégie real-time sync (clock, data)",
                                              "Twin architecture: Pas de mention cloud/edge, juste simulation locale"]


def test_an_aspect_the_title_already_names_is_not_said_twice() -> None:
    table = REVIEW.replace("| **Twin architecture** |", "| **Simulation locale** |")
    titles = [item.title for item in read_review(table, "m").items]
    assert titles[1] == "Pas de mention cloud/edge, juste simulation locale"
