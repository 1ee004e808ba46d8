"""Shapes real-review round 60 showed the parser (issue 14): an agent's iteration status review in Swedish — "## Nya
fynd sedan sist" (new findings since last time), a numbered finding closed in its own title ("… radtruncering är
LÖST"), "## Rekommendationer (prioriterade)" restating the findings with "[MEDIUM]" tags, "## Tidigare flaggat
(fortfarande relevant)" over unnumbered finding headings, "## Löst sedan sist" and a summary table. At first half its
findings were read and the recommendations came out as findings of their own; the previously flagged findings were
missed in English form too ("Previously flagged (still relevant)").

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

STATUS = """# Flödesagent Status

## Nya fynd sedan sist

### 1. `_chat_sessions` — obegränsad minnestillväxt (MEDIUM)
**Problem:** Chat-sessioner läggs till men rensas aldrig — ingen GC-loop, ingen TTL.

### 2. app.py avslutas korrekt — BUG-KRITISK radtruncering är LÖST
Filen slutar korrekt på rad 4683.

## Rekommendationer (prioriterade)

1. **[MEDIUM] Lägg till GC för `_chat_sessions`** — rensning var 5–10 min, TTL 60 min per session.

## Tidigare flaggat (fortfarande relevant)

### Projekttillstånd i localStorage
- `project_id` lagras bara i webbläsarens localStorage. Försvinner vid byte av maskin.

## Löst sedan sist

| Åtgärd | Verifierat |
|--------|-----------|
| P1-P: TOCTOU i `build_queue_review()` åtgärdad | ✅ Per PROJECT_STATUS |
"""


def test_a_swedish_status_review_yields_its_open_findings_once() -> None:
    items = read_review(STATUS, "m").items
    assert [i.title for i in items] == ["_chat_sessions — obegränsad minnestillväxt", "Projekttillstånd i localStorage"]
    assert items[0].severity is Severity.HIGH and items[0].restated  # the recommendation folded into it


def test_swedish_section_names() -> None:
    assert cues.section_kind("Nya fynd sedan sist")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Löst sedan sist (iteration 9 → 10)")[0] is cues.Kind.SKIP
    assert cues.section_kind("Sammanfattning")[0] is cues.Kind.RECAP
    assert cues.section_kind("Previously flagged (still relevant)")[0] is cues.Kind.CONTAINER


ENGLISH = """# Status

## New findings

### 1. Session store grows without bound
Sessions are added and never removed.

### 2. app.py ends correctly — the truncation bug is RESOLVED
The file ends at line 4683.

## Previously flagged (still relevant)

### Project state lives in localStorage
- `project_id` is kept only in the browser and is lost on another machine.
"""


def test_the_same_shapes_in_english() -> None:
    assert [i.title for i in read_review(ENGLISH, "m").items] == [
        "Session store grows without bound", "Project state lives in localStorage"]
