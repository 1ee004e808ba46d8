"""A shape real-review round 54 showed the parser (issue 14): a performance analysis in Polish — numbered bold
findings under "#### Krytyczne Problemy Wydajnościowe:", each titled with its priority in an aside ("(KRYTYCZNY
PRIORYTET)"), over "**Problem:**" / "**Rekomendacja:**" fields, then "#### Pozytywne Aspekty:". Nothing was read: the
review was dropped as unreadable.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

ANALYSIS = """### ⚡ scanner.py - Analiza Wydajności

#### Krytyczne Problemy Wydajnościowe:

1.  **Synchroniczne Operacje I/O (KRYTYCZNY PRIORYTET):**
    -   **Problem:** Każde wywołanie `os.listdir` blokuje wątek UI.
    -   **Rekomendacja:** Przenieść skanowanie do `QThreadPool`.

2.  **Brak Limitu Głębokości Skanowania:**
    -   **Problem:** Skaner schodzi rekurencyjnie bez limitu.
    -   **Rekomendacja:** Dodać parametr `max_depth`.

#### Pozytywne Aspekty:

-   **Użycie `pathlib`:** Nowoczesne i czytelne operacje na ścieżkach.
"""


def test_a_polish_analysis_is_read_with_the_priority_its_titles_state() -> None:
    items = read_review(ANALYSIS, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Synchroniczne Operacje I/O (KRYTYCZNY PRIORYTET)", Severity.CRITICAL),
        ("Brak Limitu Głębokości Skanowania", None),
    ]


def test_polish_section_names() -> None:
    assert cues.section_kind("Krytyczne Problemy Wydajnościowe:")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Pozytywne Aspekty:")[0] is cues.Kind.SKIP
    assert cues.section_kind("Podsumowanie")[0] is cues.Kind.RECAP
    assert cues.section_kind("Problemy o wysokim priorytecie")[0] is cues.Kind.CONTAINER
