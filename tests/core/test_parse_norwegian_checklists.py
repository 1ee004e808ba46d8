"""Claude's review of a student report in Norwegian (round 106) lists weaknesses "### V1. …" – "### V6. …" and
suggestions "### F1. …" with "**Alvorlighetsgrad:** Høy", then a checklist table whose rows mark four of them done
("| V1 | Rett kap. 3.4 … | Faglig innhold | [x] | Utført 2026-04-13 |"); "F1" opens on "Se V4." At first the done
findings came out as open ones and F1 stood beside V4. A table row that checks an ID off ("[x]", or a last cell
"Utført", "erledigt", "corregido" …) closes that finding; a finding that opens on "Se V4." (see V4) restates V4.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import review_ids
from xreview.core.parse import read_review

REVIEW = """## Svakheter og forbedringsforslag

### V1. Faktisk feil – trenings-/testoppsett i kap. 3.4

**Alvorlighetsgrad:** Høy
**Kategori:** Faglig innhold

Kap. 3.4 sier at treningsdata er 2022–2023; det generelle oppsettet bruker 2022–2024.

### V2. Metodebetraktning plassert i casebeskrivelse (kap. 4.2)

**Alvorlighetsgrad:** Middels
**Kategori:** Rapportstruktur

Setningen om den stabile fordelingen er en metodebetraktning og bør flyttes til kap. 5.

### V4. Datadetaljer i casebeskrivelse (kap. 4.1)

**Alvorlighetsgrad:** Middels
**Kategori:** Rapportstruktur

Regionfordeling i prosent og antall byer er datainformasjon som hører hjemme i kap. 5.2.

## Forbedringsforslag

### F1. Flytt datasettdetaljer fra kap. 4.1 til kap. 5.2

**Alvorlighetsgrad:** Middels
**Kategori:** Rapportstruktur

Se V4. Regionfordeling og antall byer bør flyttes til kap. 5.2 når det kapitlet skrives.

## Avhukningsliste – tiltak

| # | Tiltak | Kategori | Status | Kommentar |
|:--|:-------|:---------|:-------|:----------|
| V1 | Rett kap. 3.4 | Faglig innhold | [x] | Utført 2026-04-13 |
| V2 | Flytt metodebetraktning fra kap. 4.2 til kap. 5 | Rapportstruktur | [ ] | Utsatt til WBS 7.1.4 |
| V4 | Flytt regionfordeling fra kap. 4.1 til kap. 5.2 | Rapportstruktur | [ ] | Utsatt til WBS 7.1.4 |
"""


def test_a_row_that_checks_an_id_off_closes_that_finding() -> None:
    assert review_ids.closed_ids(REVIEW) == {"V1"}
    assert review_ids.closed_ids("| B2 | Fix the retry | Prozess | Erledigt am 3.5. |") == {"B2"}


def test_a_finding_that_opens_on_see_another_id_restates_it() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title for i in items] == ["Metodebetraktning plassert i casebeskrivelse (kap. 4.2)", "Datadetaljer i casebeskrivelse (kap. 4.1)"]
    assert any("Se V4." in said for said in items[1].restated)
