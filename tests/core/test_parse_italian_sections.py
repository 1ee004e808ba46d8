"""A shape real-review round 41 showed the parser (issue 14): an error analysis written in Italian — numbered bold
findings under "Problemi Critici Identificati", then sections that restate them ("Livello Gravità", "Impatto
Funzionale", "Piano di Correzione", "Anti-Pattern da Evitare") and sections that hold none ("Collegamenti",
"Dipendenze Coinvolte", "Best Practice da Seguire").

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

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


TECH_REVIEW = """# Tech Review — 05-keycloak-opa

**Score: 7/10**

## Punti Corretti

- `default allow = false` come deny-by-default — best practice confermata
- Fail-closed con 503 in caso di OPA irraggiungibile — pratica corretta per sistemi di autorizzazione

## Problemi Rilevati

### P1 — Gap su meccanismo di reload OPA

**Problema**: L'articolo non spiega come ricaricare OPA dopo aver modificato il file.

**Risoluzione applicata**: Aggiunto `docker compose restart opa` come meccanismo base.

### P2 — Sintassi Rego `[_]` vs `some ... in`

La sintassi `[_]` è valida ma la sintassi moderna preferisce `some u in blocked_users`. Non modificato per non alterare il flusso didattico.

### P2 — Query DB aggiuntiva per ownership

Il middleware fa una query per ogni lettura e il trade-off non è spiegato. Accettabile nel contesto didattico.

### P2 — Timeout mancante sulla chiamata OPA

La chiamata a OPA non ha un timeout: un OPA lento blocca il checkout.
"""


def test_points_the_reviewer_fixed_or_accepts_are_closed() -> None:
    """Real-review round 175: correct points under "Punti Corretti", a problem closed by "**Risoluzione applicata**:"
    (fix applied), and problems the reviewer leaves as they are ("Non modificato per …", "Accettabile nel contesto
    didattico.") were all read as findings; only the last problem here stays open."""
    assert [i.title for i in parse_review(TECH_REVIEW).items] == ["Timeout mancante sulla chiamata OPA"]


def test_the_same_closings_in_english() -> None:
    review = ("## Findings\n\n### P1 — Reload is not explained\n\nThe article never says how.\n\n**Fix applied**: a restart step was added.\n\n"
              "### P2 — The query runs per read\n\nEach read costs a query. Acceptable in this context.\n\n"
              "### P2 — Acceptable defaults are undocumented\n\nThe defaults are never listed, so readers guess them.\n")
    assert [i.title for i in parse_review(review).items] == ["Acceptable defaults are undocumented"]


ARCHITECTURE = """# Analisi Architetturale — ClaudeLens

## Flusso architetturale

### 1. Layer Main Process (`electron/main.ts`)

- Registra tutti gli IPC handler con namespace
- Gestisce il processo AI con streaming output via `ai:chunk` e `ai:done`

### 2. Layer Preload (`electron/preload.ts`)

- Espone `window.electronAPI` via `contextBridge` con context isolation abilitata

## Identity del progetto

`hashToPath` rimuove il `-` iniziale e sostituisce i restanti con `/`.

**Problema latente**: questo schema è ambiguo per path contenenti `-`. Un path come `/Users/foo-bar/baz` produce lo stesso
hash di `/Users/foo/bar-baz`. In pratica raramente si manifesta, ma è un bug di design.

## Problemi rilevati

### Critici

**1. Injection di comandi nella shell (`ai:run` in `main.ts`)**

L'input proviene dal renderer senza sanitizzazione ed è eseguito con `shell: true`.

### Moderati

**2. Duplicazione dei tipi tra backend e renderer**

I tipi sono definiti due volte e sincronizzati a mano.

### Minori

**3. `hashToPath` è ambiguo per path con trattini**

Come descritto nella sezione Identity: path come `/my-project/sub` e `/my/project-sub` producono hash identici. Claude
Code stesso usa questo schema, quindi ClaudeLens lo eredita, ma vale la pena documentarlo esplicitamente.
"""


def test_italian_levels_name_their_sections_and_a_flow_section_holds_no_finding() -> None:
    """Real-review round 176: "### Critici" / "### Moderati" / "### Minori" were not known as levels, the numbered
    subsections of the architecture's flow were read as findings by their shape, the "**Problema latente**:" flagged
    in passing was missed, and the last finding, which says "Come descritto nella sezione Identity", stood apart."""
    items = read_review(ARCHITECTURE, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Problema latente", Severity.LOW),  # the restatement under "Minori" gives its level
        ("Injection di comandi nella shell (ai:run in main.ts)", Severity.CRITICAL),
        ("Duplicazione dei tipi tra backend e renderer", Severity.HIGH)]
    assert any("hashToPath" in r for r in items[0].restated)
    assert [cues.section_kind(t)[1] for t in ("Critici", "Moderati", "Minori")] == [Severity.CRITICAL, Severity.HIGH, Severity.LOW]
