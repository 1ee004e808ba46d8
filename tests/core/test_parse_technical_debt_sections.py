"""Real-review round 198 (review 353): a French audit of a prototype whose "## 3. Dette technique / mauvaises pratiques"
(technical debt / bad practices) lists ten findings in plain bullets after its numbered critical problems.

The text is written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REVIEW = """# Audit du prototype

## 2. Problèmes critiques

1. **Aucune authentification** : l'auth a été retirée, toutes les données sont globales.
2. **Pas d'index** sur `favorites.userId` → requêtes lentes à l'échelle.

## 3. Dette technique / mauvaises pratiques

- Quantités stockées en `VARCHAR` ; la génération de courses fait `parseFloat("1/2") = 1`.
- Items de courses en JSON dans la liste → écrasement concurrent.
- `patches/wouter` : patch local fragile.

## 4. À conserver

- Planning hebdo et vue calendrier mensuelle.
"""


def test_a_technical_debt_section_lists_findings_in_french_and_english() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 5 and titles[2].startswith("Quantités stockées en VARCHAR") and titles[4] == "patches/wouter"
    for heading in ("Technical Debt", "Tech debt / bad practices", "Anti-patterns", "3. Dette technique / mauvaises pratiques"):
        assert cues.section_kind(heading)[0] is cues.Kind.CONTAINER
