"""Shapes real-review round 347 showed the parser (issue 14): a German status report of an exercise bank's unit by an
LLM agent — "## Entscheidungen" (the decisions it took, no findings), "## Befunde" (its findings) and "## Offene
Punkte" (open points: findings of their own when they name something new, restatements when they repeat one).

The texts are written for the test, after the shape of the round's reports."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import read_review

REPORT = """# Stand – skalarprodukt-und-winkel

## Entscheidungen

1. Pflichtelemente: fehler und begruenden überall, anwendung in e2 bis e4; darstellung nirgends.
2. Zone-Paar bei f5 (Neben- und Komplementwinkel): „Nachbarwinkel statt des verlangten“ hat die meisten Belege.

## Befunde

1. Katalog: Erkennungsschritt „Zahl oder Vektor?“ wiederholt die Vorstufe von e1; er entfällt.
2. Skript: normiert() streicht \\mid, die Ergebnisstelle erkennt Tupel nur mit „|“.

## Offene Punkte

1. Sachbild-Aufgaben (e3 s3, e3 s5) stehen ohne Grafik; eine Skizze würde sie stützen.
"""


def test_decisions_are_none_and_open_points_naming_something_new_are_findings() -> None:
    assert cues.section_kind("Entscheidungen")[0] is Kind.SKIP
    assert cues.section_kind("Offene Punkte")[0] is Kind.RECAP
    items = read_review(REPORT, "agent").items
    assert len(items) == 3
    assert "Zahl oder Vektor" in (items[0].text or "") and "normiert()" in (items[1].text or "")
    assert items[2].title == "Sachbild-Aufgaben (e3 s3, e3 s5) stehen ohne Grafik; eine Skizze würde sie stützen"
