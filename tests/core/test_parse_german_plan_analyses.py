"""Real-review rounds: an analysis of a project plan in German whose gaps sit under "### Schwachstellen / Lücken (wo
Nacharbeit nötig ist)" (weak points / gaps, where rework is needed) as a plain numbered list (round 213, review 368).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

ANALYSIS = """## 1) Analyse der aktuellen Projektplanung

### Was bereits sehr gut ist
- **Modulare TaskGroups** — sinnvolle Reihenfolge.

### Schwachstellen / Lücken (wo Nacharbeit nötig ist)
1. Fehlende Granularität auf Methoden-/Datei-Ebene.
2. Unpräzise Test-Definitionen.
3. Kein Branching/Release-Workflow definiert.
"""


def test_weak_points_and_gaps_in_german_head_findings() -> None:
    titles = [item.title for item in read_review(ANALYSIS, "m").items]
    assert titles == ["Fehlende Granularität auf Methoden-/Datei-Ebene", "Unpräzise Test-Definitionen",
                      "Kein Branching/Release-Workflow definiert"]


PIPELINE = """# Analyse & Verbesserungsvorschläge

### Schwachstellen / Risiken
*   **Portabilität**: `deploy.sh` enthält einen hardcodierten absoluten Pfad (`/Users/me/Projekte/...`).
*   **Daten-Integrität**: Die Daten direkt in `index.html` zu speichern ist clever, aber anfällig für Syntaxfehler.

## 2. Empfohlene Verbesserungen

### A. Portabilität Fix (Priorität: Hoch)
Die absoluten Pfade in `deploy.sh` sollten durch relative Pfade ersetzt werden.

### B. Unified CLI (Priorität: Niedrig)
Ein kleines Python-Tool, das alle Funktionen vereint, anstatt vieler einzelner Bash-Scripte.

## 3. Erstellte Dateien in diesem Ordner

1.  `deploy_fixed.sh`: Eine portable Version des Scripts.
"""


def test_praise_then_aber_and_recommended_improvements_in_german() -> None:
    """"… ist clever, aber anfällig für Syntaxfehler" is a finding ("aber" turns it, "anfällig", "Syntaxfehler" name the
    problem); "Empfohlene Verbesserungen" after the findings restate them or add one (the CLI); "Erstellte Dateien"
    lists what the reviewer made, no finding."""
    items = read_review(PIPELINE, "m").items
    assert [item.title for item in items] == ["Portabilität", "Daten-Integrität", "Unified CLI (Priorität: Niedrig)"]
    assert len(items[0].restated) == 1
