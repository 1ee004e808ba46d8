"""A shape real-review round 41 showed the parser (issue 14): an error analysis written in Italian — numbered bold
findings under "Problemi Critici Identificati", then sections that restate them ("Livello Gravità", "Impatto
Funzionale", "Piano di Correzione", "Anti-Pattern da Evitare") and sections that hold none ("Collegamenti",
"Dipendenze Coinvolte", "Best Practice da Seguire").

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

ANALYSIS = """# Analisi errori critici

## Problemi Critici Identificati

### 1. **Ricorsione infinita nel metodo testCredentials()**
**File**: `S3Test.php` - Riga 150

**Problema**: Il metodo pubblico chiama se stesso invece del metodo privato.

### 2. **Metodo sendEmail non implementato**
**File**: `S3Test.php` - Riga 98

**Problema**: L'azione riferisce a un metodo che non esiste.

## Collegamenti

- [Bug fix precedente](./bugfix.md)
"""


def test_numbered_findings_under_an_italian_problems_heading_are_read_and_links_are_none() -> None:
    assert [i.title for i in read_review(ANALYSIS, "m").items] == [
        "Ricorsione infinita nel metodo testCredentials()", "Metodo sendEmail non implementato"]


def test_italian_section_names() -> None:
    assert cues.section_kind("Problemi Critici Identificati")[0] in (cues.Kind.CONTAINER, cues.Kind.SEVERITY)
    assert cues.section_kind("Potenziali Vulnerabilità")[0] is cues.Kind.CONTAINER
    for restating in ("Piano di Correzione", "Livello Gravità", "Impatto Funzionale", "Anti-Pattern da Evitare"):
        assert cues.section_kind(restating)[0] is cues.Kind.RECAP, restating
    for none in ("Collegamenti", "Dipendenze Coinvolte", "Best Practice da Seguire"):
        assert cues.section_kind(none)[0] is cues.Kind.SKIP, none
    assert cues.section_kind("AWS Best Practices")[0] is not cues.Kind.SKIP  # English best practices can hold findings
