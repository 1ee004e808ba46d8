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
