"""Shapes real-review rounds 21 and 22 showed the parser (issue 14): a review in German whose findings sit
under priority headings ("## Hohe Priorität (Bald beheben) 🟡"), followed by test recommendations that
restate them; a Portuguese report whose issues are the rows of an index table with a "Prioridade" column
and no title column; a finding whose subject is a summary ("Memory System - Summary Generation").

The texts are written for the test, after the shapes of the rounds' reviews (a GitHub Copilot agent's
edge-case analysis in German, a French code audit, a Portuguese improvement report by Claude Code);
other languages check that the class is not one language's, and sentences check that a level word alone
is no severity heading."""

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


PORTUGUESE_INDEX = """# Relatório de Melhorias DevOps — ERP em Python

**Data da análise**: 02/07/2026
**Analista**: Claude Code

## Índice de Melhorias

| # | Arquivo | Categoria | Prioridade | Esforço Estimado |
|---|---------|-----------|------------|-----------------|
| 01 | [01_seguranca_credenciais.md](01_seguranca_credenciais.md) | Segurança | 🔴 Crítico | 30 min |
| 02 | [02_testes_automatizados.md](02_testes_automatizados.md) | Qualidade | 🟠 Alto | 8h |
| 03 | [03_paginacao_api.md](03_paginacao_api.md) | Performance | 🟢 Baixo | 1h |

## Resumo Executivo

### Problemas críticos identificados

1. **Credenciais de banco e chave JWT estão commitadas no repositório** — risco de segurança imediato

## Legenda de Prioridades

| Ícone | Prioridade | Critério |
|-------|-----------|---------|
| 🔴 | Crítico | Risco de segurança ou perda de dados em produção |
"""


def test_an_index_table_with_a_priority_column_under_improvements_gives_one_item_per_row() -> None:
    found = [(i.title, i.severity, i.role) for i in parse_review(PORTUGUESE_INDEX, "m").items]
    assert found[:3] == [
        ("01_seguranca_credenciais.md", Severity.CRITICAL, "issue"),  # the link reads as its text
        ("02_testes_automatizados.md", Severity.HIGH, "issue"),
        ("03_paginacao_api.md", Severity.LOW, "issue"),
    ]
    # the report's title, its header lines and the legend are no items; the executive summary only repeats
    assert [role for _, _, role in found[3:]] == ["echo"]


def test_an_executive_summary_in_portuguese_spanish_or_french_is_an_overview() -> None:
    for heading in ("Resumo Executivo", "Resumen ejecutivo", "Résumé Exécutif", "Executive Summary"):
        assert cues.section_kind(heading)[0] is cues.Kind.SKIP


def test_a_finding_about_a_summary_feature_is_a_finding_and_a_summary_is_still_a_recap() -> None:
    text = """## Problèmes Identifiés

### 1. **Problèmes MAJEURS**

#### 1.1 Vision - Placeholder non implémenté
**Problème**: Le détecteur de texte n'est pas réellement initialisé.
**Impact**: La détection de texte ne fonctionnera pas.

#### 1.2 Memory System - Summary Generation
**Problème**: Les résumés de conversation ne sont pas réellement générés.
**Impact**: Les résumés de conversation seront incomplets.
"""
    assert [(i.title, i.severity) for i in parse_review(text, "m").items] == [
        ("Vision - Placeholder non implémenté", Severity.HIGH), ("Memory System - Summary Generation", Severity.HIGH)]
    assert cues.section_kind("Summary")[0] is cues.Kind.RECAP
    assert cues.section_kind("Summary of the review")[0] is cues.Kind.RECAP


GAME_REVIEW = """# Code Review: Bloxel

## Stärken

- Wall-Kicks für J/L/S/T/Z und I-Piece sind korrekt als Kick-Tabellen hinterlegt.

## Kritikpunkte

### 1. Input-Verarbeitung inkonsistent (mittel)

**Datei:** `scripts/game.gd:134-190`
**Problem:** `is_action_just_pressed` in `_process` kann bei niedriger Framerate Tastendrücke verschlucken.
**Empfehlung:** Komplette Input-Verarbeitung nach `_unhandled_input` verschieben.

### 2. Kein Lock Delay (mittel)

**Problem:** Das Piece lockt sofort beim Auftreffen.

### 9. Fehlende T-Spin / Advanced Clear Detection (Info)

**Problem:** Das Spiel erkennt nur Full-Line-Clears.
**Bewertung:** Für einen Klon akzeptabel.
"""


def test_kritikpunkte_head_findings_and_an_accepted_one_is_none() -> None:
    """Real-review round 182: "## Kritikpunkte" (points of criticism) was no known section of findings, so the numbered
    points whose level ("mittel") names no problem were lost; the last, judged "Für einen Klon akzeptabel.", stood."""
    assert [(i.title, i.severity) for i in parse_review(GAME_REVIEW).items] == [
        ("Input-Verarbeitung inkonsistent (mittel)", Severity.HIGH), ("Kein Lock Delay (mittel)", Severity.HIGH)]


FACT_CHECK = """# Otto-Kritik: K20 Nordics-Pack Finnland

## Kritikpunkte, Gegenprüfung, Bewertung

| # | Markierter Punkt | Unabhängige Quelle | Bewertung | Status |
|---|---|---|---|---|
| 1 | facility `nightRate=1.36` — Betrag korrekt? | **Code-Fakt**: der Modus ist gültig; der Betrag konnte nicht verifiziert werden | Betrag weder bestätigt noch widerlegt | **OFFEN** — keine Änderung ohne Gegenevidenz |
| 2 | `holidayRate=1.0` — 100 % Zuschlag korrekt? | **Minilex.fi**: Sonntagsarbeit wird mit 100 % erhöhtem Lohn vergütet | bestätigt exakt | kein Änderungsbedarf — bestätigt korrekt |
| 5a | Qualifikationsnamen — korrekt/üblich? | Standardbezeichnungen der finnischen Berufsbildung | bestätigt korrekt | kein Änderungsbedarf an den Namen selbst |
| 6 | Fehlende Pflicht-Qualifikation bei security? | **Poliisi.fi**: die Zulassung ist ein eigenständiger Rechtsakt | klar zutreffend | **umgesetzt**: neue Qualifikation hinzugefügt |
"""


def test_a_fact_check_table_keeps_only_its_open_point() -> None:
    """Real-review round 184: the table's title column is "Markierter Punkt" (the flagged point) — its source column
    was taken instead — and rows whose status says no change is needed or the fix is done ("**umgesetzt**: …") are
    closed."""
    assert [i.title for i in parse_review(FACT_CHECK).items] == ["facility nightRate=1.36 — Betrag korrekt?"]
