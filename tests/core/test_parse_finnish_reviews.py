"""A review in Finnish (round 83: a principal engineer's review) names its sections in Finnish: findings by severity
("Kriittiset ongelmat", "Korkean prioriteetin ongelmat"), what is good ("Hyvää") and what to improve
("Parannettavaa"), a technical-debt plan by horizon ("Keskipitkä tähtäin", "Pitkä tähtäin") and a summary
("Yhteenveto", "Välittömät toimenpiteet"). Its points are advice in the imperative ("Lisää …", "Korjaa …") or
problems in Finnish words ("puutteellinen", "puuttuu"). A finding whose only body is the fix the reviewer already
made ("**Ratkaisu:** Luotu …", "**Resolution:** Created …") is closed, in any language.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """# Arkkitehtuurikatselmus - Laskutusmoduuli

## Kriittiset ongelmat (korjattava heti)

### 1. SQL-injektio raporttihaussa
**Ongelma:** Hakuehto liitetään kyselyyn merkkijonona ilman parametreja.

## Korkean prioriteetin ongelmat

### 1. Välimuisti ei vanhene
**Ongelma:** Asiakkaan tiedot jäävät välimuistiin pysyvästi.

### 2. Toistuva koodi
**Ratkaisu:** Luotu `src/utils/invoice-format.ts` yhteisille funktioille

## Käyttökokemus

### Hyvää:
- Laskujen esikatselu toimii hyvin
- Navigaatio on selkeä

### Parannettavaa:
- Tulostusnäkymä puutteellinen
- Latausindikaattori puuttuu kokonaan

## Tekninen velka

### Pitkä tähtäin (1-2 viikkoa):
1. Laskupohjien versiointi
2. Sähköinen allekirjoitus

## Yhteenveto

**Välittömät toimenpiteet:**
1. Korjaa SQL-injektio
"""


def _items() -> list[tuple[str, str, Severity | None]]:
    return [(i.title, i.role, i.severity) for i in parse_review(REVIEW, "m").items]


def test_finnish_severity_sections_give_their_findings_a_severity() -> None:
    found = _items()
    assert ("SQL-injektio raporttihaussa", "issue", Severity.CRITICAL) in found
    assert ("Välimuisti ei vanhene", "issue", Severity.HIGH) in found


def test_what_is_good_yields_nothing_and_what_to_improve_yields_findings() -> None:
    titles = [title for title, _, _ in _items()]
    assert not any("esikatselu" in t or "Navigaatio" in t for t in titles)
    assert "Tulostusnäkymä puutteellinen" in titles and "Latausindikaattori puuttuu kokonaan" in titles


def test_a_plan_by_horizon_and_the_summary_are_read_as_restating() -> None:
    roles = {title: role for title, role, _ in _items()}
    assert roles["Laskupohjien versiointi"] == "recap" and roles["Sähköinen allekirjoitus"] == "recap"
    assert roles["Korjaa SQL-injektio"] == "recap"


def test_finnish_advice_and_problem_words_are_read() -> None:
    assert cues.is_recommendation("Lisää e2e-testit")
    assert cues.problem_score("Mobiilinäkymä puutteellinen") > 0


def test_a_finding_whose_body_is_the_fix_already_made_is_closed() -> None:
    assert "Toistuva koodi" not in [title for title, _, _ in _items()]
    english = "## High priority issues\n\n### 1. Duplicated code\n**Resolution:** Created `src/utils/format.ts` for the shared functions\n"
    proposed = english.replace("Created", "Create")
    assert parse_review(english, "m").items == []
    assert [i.title for i in parse_review(proposed, "m").items] == ["Duplicated code"]
