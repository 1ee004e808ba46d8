"""Shapes real-review round 21 showed the parser (issue 14): a review in German whose findings sit under
priority headings ("## Hohe Priorität (Bald beheben) 🟡"), followed by test recommendations that
restate them.

The texts are written for the test, after the shape of the round's review (a GitHub Copilot agent's
edge-case analysis of a controller, in German); French and Spanish headings check that the class is
not German-only, and sentences check that a level word alone is no severity heading."""

from __future__ import annotations

import pytest

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """# Zusammenfassung: Edge-Case-Analyse

## Kritische Probleme (Sofort beheben) 🔴

### 1. Sensor-Trennung während des Betriebs

**Problem**: Wenn ein Sensor getrennt wird, verwendet das System weiterhin die alten Werte.

**Empfehlung**: Sichere Standardwerte bei Sensorfehlern setzen.

## Hohe Priorität (Bald beheben) 🟡

### 2. Timer-Mitternachtsüberschreitung

**Problem**: Timer-Logik funktioniert nicht über Mitternacht (Start 22:00, Ende 02:00).

**Empfehlung**: Mitternachts-bewusste Timer-Logik implementieren.

### 3. Pin-Konfigurationskonflikte

**Problem**: Keine Validierung, ob Pin-Nummern zwischen Nodes kollidieren.

**Empfehlung**: Pin-Konflikt-Erkennung beim Start.

## Mittlere Priorität (Für Zukunft planen) 🟠

### 4. Zeitzonen-Index außerhalb der Grenzen

**Problem**: Der Index könnte außerhalb des Arrays liegen.

**Empfehlung**: Defensive Bereichsprüfungen hinzufügen.

## Test-Empfehlungen

### Zeit- und Timer-Szenarien

- Mitternachtsüberquerung
- Sommerzeit-Übergänge
"""


def test_findings_under_german_priority_headings_are_items_with_the_heading_severity() -> None:
    found = [(i.title, i.severity, i.role) for i in parse_review(REVIEW, "m").items]
    assert found[:4] == [
        ("Sensor-Trennung während des Betriebs", Severity.CRITICAL, "issue"),
        ("Timer-Mitternachtsüberschreitung", Severity.HIGH, "issue"),
        ("Pin-Konfigurationskonflikte", Severity.HIGH, "issue"),
        ("Zeitzonen-Index außerhalb der Grenzen", Severity.HIGH, "issue"),  # no Medium in the specification
    ]
    assert all(role == "recap" for _, _, role in found[4:])  # the tests after the findings restate them


@pytest.mark.parametrize(("heading", "severity"), [
    ("Kritische Probleme (Sofort beheben) 🔴", Severity.CRITICAL),
    ("Hohe Priorität", Severity.HIGH),
    ("Niedrige Priorität (Nice-to-have)", Severity.LOW),
    ("Problèmes critiques", Severity.CRITICAL),
    ("Priorité moyenne", Severity.HIGH),
    ("Prioridad baja", Severity.LOW),
])
def test_a_heading_naming_a_level_in_german_french_or_spanish_is_a_severity_group(heading: str, severity: Severity) -> None:
    assert cues.section_kind(heading) == (cues.Kind.SEVERITY, severity)


@pytest.mark.parametrize("heading", ["Hohe Verfügbarkeit durch Replikation", "Alta disponibilidad", "Mittel und Wege",
                                     "Priorität der Regeln"])
def test_a_level_word_in_a_heading_that_names_a_subject_is_no_severity(heading: str) -> None:
    assert cues.section_kind(heading)[0] is not cues.Kind.SEVERITY


def test_recommendations_named_in_german_french_or_spanish_after_the_findings_restate_them() -> None:
    assert all(cues.is_recommendation_section(t) for t in ("Test-Empfehlungen", "Recommandations", "Recomendaciones finales"))
