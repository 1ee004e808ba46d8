"""Real-review rounds: a read-only audit in German whose findings by severity say which are closed in place — a
critical section that found none ("Keine im **heute geänderten Code** gefunden."), a high level marked resolved in its
heading ("### 🟠 HOCH — GELÖST (…)"), a finding fixed or accepted after its bold title ("— **GEFIXT**", "— **BEWUSST
AKZEPTIERT, nicht geändert:**"), a wiring check ticked at its end ("… ✓"), and a status after rework that turns a
finding's mark to a check ("2. 🟡→✅ **B-613-Dedup real gemessen**") (round 232, review 387).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Audit — heute implementierter Code

## Befunde nach Schweregrad

### 🔴 KRITISCH
Keine im **heute geänderten Code** gefunden. Die gemeldeten Crashes sind gefixt.

### 🟠 HOCH — GELÖST (2026-07-09, live verifiziert)
- **Timeline-Hang 62s** war bei sehr grossen Timelines. **BEHOBEN** in zwei Schritten.

### 🟡 MITTEL
- **B-613 Cut-Dedup ändert Auto-Edit-Ausgabe.** Es verändert die Schnitt-Ausgabe in dichten Sektionen; der Effekt
  auf reale Mixe ist unbelegt.
- **Chunked-Analyse: globale Rhythmus-Metriken approximiert.** Für lange Mixe leicht ungenau.

### 🟢 NIEDRIG
- **B-611 Rest-Edge-Cases** (theoretisch) — **BEWUSST AKZEPTIERT, nicht geändert:** die Clamp-Grenze kann 0 ergeben.
- **Timeline-Instrumentierung** — **GEFIXT** (Commit fd3c213): jetzt hinter einem Env-Flag.

### ⚪ UNBEKANNT / offen
- **Projekt-Datenverlust** während der Session — Ursache NICHT bestimmbar. Echtes Datenverlust-Risiko, ungeklärt.
- **Off-by-one** im Timeline-Log: `clips=1353` vs `1352 Cuts` — nicht untersucht.

## Verdrahtungs-Analyse

- **T1.4 Feedback → WeightStore:** beide Propagationen in getrennten try/except, nie geraised → können die UI
  nicht crashen. ✓

## Status nach Nachbearbeitung

1. 🟠→✅ **Timeline-Hang GELÖST** + live verifiziert.
2. 🟡→✅ **B-613-Dedup real gemessen** — User behält beide Fixes.
"""


def test_only_the_findings_left_open_are_read() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert titles == ["Chunked-Analyse: globale Rhythmus-Metriken approximiert", "Projekt-Datenverlust", "Off-by-one"]


def test_no_sensors_found_is_still_a_finding() -> None:
    review = """## Hohe Priorität

### 4. Keine Sensoren beim Start gefunden

**Problem**: System läuft mit ungültigen Temperaturdaten weiter, wenn keine Sensoren erkannt werden.
"""
    assert [item.title for item in read_review(review, "m").items] == ["Keine Sensoren beim Start gefunden"]
