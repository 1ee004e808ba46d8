"""Shapes real-review round 74 showed the parser (issue 14): a second Danish review, written differently from round 73's
— bold-titled bullets under "## Hurtige gevinster" (quick wins), "## Struktur og indhold" and "## Oplevelse &
fremtoning", whose claims and advice are in Danish words ("… er ufuldstændige", "… mangler", "Tilføj …", "**Theming**:
Der er lange kodeblokke … Overvej …"), and a closing "## Leveranceforslag" that restates them.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind, section_kind
from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


SITE = """# Review af dokumentationssitet

## Kritiske problemer
- **API Reference linker til 404**: Menu-linket peger på `/api/`, men siden eksisterer ikke.

## Hurtige gevinster
- **Tilføj en direkte installationsblok på forsiden** (pnpm/yarn/npm + pakke-navne).
- **Props-tabeller er ufuldstændige**: Fx på `components/button` mangler standard-props som `type`.

## Struktur og indhold
- **Getting Started**: Angiv peer dependencies og typisk projekt-setup.
- **FAQ**: Mangler hurtige svar om licens og browser-support.
- **Visuel afstøvning**: Brug et par real-world UI-eksempler der skifter tema.

## Leveranceforslag
1) Få API Reference live eller fjern menupunktet midlertidigt.
2) Tilføj en installationssektion på forsiden.
"""


def test_danish_section_names_say_which_hold_findings_and_which_restate() -> None:
    assert section_kind("Hurtige gevinster")[0] is Kind.CONTAINER
    assert section_kind("Leveranceforslag")[0] is Kind.RECAP


def test_danish_claims_and_advice_are_read_as_findings_after_a_bold_title_too() -> None:
    assert cues.is_issue_like("Props-tabeller er ufuldstændige: standard-props mangler")
    assert cues.is_recommendation("Tilføj en direkte installationsblok på forsiden")
    assert cues.is_recommendation("**Visuel afstøvning**: Brug et par real-world UI-eksempler")
    found = titles(SITE)
    assert found[:6] == ["API Reference linker til 404", "Tilføj en direkte installationsblok på forsiden",
                         "Props-tabeller er ufuldstændige", "Getting Started", "FAQ", "Visuel afstøvning"]
    assert "Tilføj en installationssektion på forsiden" not in found  # the delivery list restates the quick win


COURSE_CRITIQUE = """# Critique: Kiro Spec-Drevet Udvikling Læringsforløb

## Kritikpunkter

### 1. ✅ RETTET — Specs-formatet matcher ikke Kiros faktiske spec-system

**Fix:** Tilføjet en bemærkning i toppen af alle tre spec-filer.

### 3. ⏭️ IGNORERET — Conda-miljønavnet er inkonsistent

Skyldes brugerens personlige steering-konfiguration, ikke et problem i kursusmaterialet.

## Anbefalinger: Hvad kan inkorporeres fra teamets steering-filer

### Anbefaling 1: Inkludér en `.kiro/steering/`-eksempel i projektet

**Problem:** Læringsforløbet nævner aldrig steering-filer. Det er en væsentlig mangel.

### Samlet vurdering af steering-filerne

De er **ikke egnede til direkte brug**, men de indeholder generelle principper:

| Princip | Kilde | Foreslået integration |
|---------|-------|-----------------------|
| Steering som konfiguration | Alle steering-filer | Ny `.kiro/steering/` eksempel + forklaring |
"""


def test_a_point_skipped_or_fixed_holds_no_finding_and_an_overall_assessment_none() -> None:
    """Real-review round 183: a Danish critique whose points are headed "✅ RETTET" (fixed) but one "⏭️ IGNORERET"
    (skipped: not a problem of the material), then recommendations and "### Samlet vurdering" (overall assessment) over a
    table restating them; the skipped point and the assessment stood as findings."""
    assert [i.title for i in read_review(COURSE_CRITIQUE, "m").items] == ["Anbefaling 1: Inkludér en .kiro/steering/-eksempel i projektet"]
    assert section_kind("Samlet vurdering af steering-filerne")[0] is Kind.SKIP
