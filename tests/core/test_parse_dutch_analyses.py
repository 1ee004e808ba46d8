"""Shapes real-review round 57 showed the parser (issue 14): an analysis in Dutch — module records of "**Status**:",
"**Model**:", "**Probleem**:" fields under "## Samenvatting", "### Inconsistentie 1: …" findings under "## Probleem
Analyse", a "### Code Bewijs" section of evidence, and "## Aanbevelingen" whose "### 2. Lange Termijn Strategie" is a
list of actions. At first nothing was read but one field ("**Model**: Hardcoded …"). The English form of the list
of actions under a heading was read as one item too, and is tested here.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

ANALYSIS = """# Temperature Analyse

## Modules

### 1. **cached_voorbeelden.py**
- **Status**: ❌ NIET actief gebruikt
- **Temperature Strategie**: Gevarieerd per functie type
- **Model**: Hardcoded "gpt-4" voor meeste functies

### 2. **voorbeelden.py**
- **Status**: ✅ ACTIEF gebruikt door `definitie_agent.py`
- **Temperature Strategie**: Uniform 0.5 voor alles

### 3. **unified_voorbeelden.py**
- **Status**: ✅ ACTIEF gebruikt door `definition_orchestrator.py`
- **Temperature Strategie**: Uniform default 0.5
- **Probleem**: Gebruikt NIET de gevarieerde temperatures uit de cached module!

## Probleem Analyse

### Inconsistentie 1: Legacy vs Modern
- `definitie_agent.py` gebruikt nog steeds de oude `voorbeelden.py`
- Niemand gebruikt de modules met gevarieerde temperatures

### Code Bewijs
In `unified_voorbeelden.py` worden alle functies aangemaakt zonder temperature.

## Aanbevelingen

### 1. Lange Termijn Strategie
1. Verwijder de legacy module `voorbeelden.py` en de oude imports
2. Centraliseer temperature configuratie in een config file
"""


def test_a_dutch_analysis_is_read_and_a_record_of_fields_yields_only_its_problem() -> None:
    items = read_review(ANALYSIS, "m").items
    titles = [i.title for i in items]
    assert "Gebruikt NIET de gevarieerde temperatures uit de cached module!" in titles
    assert "Inconsistentie 1: Legacy vs Modern" in titles
    assert not any(t.startswith(("Hardcoded", "Model", "Code Bewijs", "Lange Termijn")) for t in titles)
    assert "Centraliseer temperature configuratie in een config file" in titles  # the list's entries, not its heading


def test_dutch_section_names_and_levels() -> None:
    assert cues.section_kind("Samenvatting")[0] is cues.Kind.RECAP
    assert cues.section_kind("Conclusie")[0] is cues.Kind.SKIP
    assert cues.section_kind("Probleem Analyse")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Aanbevelingen")[0] is cues.Kind.CONTAINER and cues.is_recommendation_section("Aanbevelingen")
    assert cues.section_kind("Hoge prioriteit") == (cues.Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("Code Evidence")[0] is cues.Kind.SKIP  # the proof of the finding above, not one
    assert cues.section_kind("Missing evidence of load tests")[0] is not cues.Kind.SKIP
    assert cues.is_recommendation("Migreer `definitie_agent.py` naar `unified_voorbeelden.py`")


ENGLISH = """# Analysis

## Problem analysis

### Inconsistency 1: legacy vs modern
- `agent.py` still uses the old `examples.py`

## Recommendations

### 1. Quick fix
Update `unified.py` to pass the right temperatures.

### 2. Structural cleanup
1. Archive the unused `cached.py` and `async.py` modules
2. Centralise the temperature configuration in one config file
"""


def test_a_heading_over_restated_actions_yields_the_actions() -> None:
    titles = [i.title for i in read_review(ENGLISH, "m").items]
    assert "Structural cleanup" not in titles
    assert "Centralise the temperature configuration in one config file" in titles
    assert "Archive the unused cached.py and async.py modules" in titles


RUNTIME_AUDIT = """# Runtime-audit: klimaatonderzoeker
- Status: WARN

## Functioneel (code-level)
- [PASS] Config compleet — titel, twee datasets, vragen en antwoorden aanwezig
- [N.V.T.] EERSTE_BERICHT — geen enableChat; N.v.t.
- [N/A] Chatgeschiedenis — geen chat in deze missie

## Bevindingen (severity)
1. [WARN] Ontbrekende titel — de missie heeft geen `title`-property in ROLES, de kaart toont de ruwe slug. Voeg de titel toe.
"""


def test_a_not_applicable_check_in_dutch_holds_no_finding() -> None:
    """Round 170: "[N.V.T.]" (niet van toepassing) marks a check that does not apply, as "[N/A]" does."""
    items = read_review(RUNTIME_AUDIT, "m").items
    assert [i.title for i in items] == ["Ontbrekende titel"]
    assert cues.is_praise("- [N.V.T.] EERSTE_BERICHT — geen enableChat; N.v.t.")


FIXED_REVIEW = """# Code review v3.6.2

## Bevindingen en uitgevoerde wijzigingen

### Hoog – opslaan van meerdere mappings was niet atomair

Het webformulier voerde losse databasebewerkingen uit. Een latere fout liet eerdere rijen gewijzigd achter.

**Aangepast:** de mappings worden nu in één SQLite-transactie gevalideerd en opgeslagen.

### Middel – automatische voorstellen bleven na herberekenen staan

Oude suggesties die niet langer aan de scoregrens voldeden werden niet verwijderd.

**Aangepast:** alleen niet-bevestigde suggesties worden vóór herberekening verwijderd.

## Resultaat

De review heeft vooral de grenzen tussen de stappen strenger gemaakt.
"""


def test_findings_each_followed_by_what_was_changed_are_closed() -> None:
    """Round 171: an agent's review that fixed what it found — "**Aangepast:** …" (adjusted) under each finding. The
    findings stood open, and once they were dropped the review's sentences were read as findings instead."""
    parsed = parse_review(FIXED_REVIEW)
    assert parsed.items == [] and parsed.shape == "closed"


def test_a_fixed_paragraph_closes_only_its_own_finding() -> None:
    review = ("## Findings\n\n### High – deleting a mapping left the old link behind\n\nOnly non-empty selections were saved.\n\n"
              "**Fixed:** additions and removals are now synced.\n\n### Medium – saving several mappings is not atomic\n\n"
              "The form runs separate database operations.\n\n**Fix:** save them in one transaction.\n")
    assert [(i.title, i.severity) for i in parse_review(review).items] == [("saving several mappings is not atomic", Severity.HIGH)]


def test_a_level_word_in_another_tongue_before_the_dash_is_the_severity() -> None:
    titles = "## Bevindingen\n\n### Hoog – opslaan is niet atomair\n\nTekst.\n\n### Laag – de lijst is te lang\n\nTekst.\n"
    assert [(i.title, i.severity) for i in parse_review(titles).items] == [
        ("opslaan is niet atomair", Severity.HIGH), ("de lijst is te lang", Severity.LOW)]
    assert [(i.title, i.severity) for i in parse_review("## Befunde\n\n### Hoch — Speichern ist nicht atomar\n\nText.\n").items] == [
        ("Speichern ist nicht atomar", Severity.HIGH)]
    assert parse_review("## Findings\n\n### Media – uploads skip the size check\n\nText.\n").items[0].severity is None
