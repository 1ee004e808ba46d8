"""A PR review summary in French (real-review round 116): praise ("## Ce qui est bien"), "## Problèmes bloquants"
with none, and its one finding under "## Points à améliorer" (points to improve) among checks that all pass and the
author's next steps. A section of points to improve holds findings, in French as "Axes d'amélioration" does — the
review had been dropped whole.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """# Review PR — Résumé

## Ce qui est bien

- **Zéro migration BDD** : l'adresse est stockée dans la colonne existante.
- **Tests unitaires exhaustifs** : 9/9 passés.

## Problèmes bloquants

`Aucun problème bloquant identifié.`

## Points à améliorer

1. **Accessibilité des champs d'adresse** : les `<input>` de l'adresse ne possèdent pas d'attributs `id` liés à des
   balises `<label>`. Bien que cela n'impacte pas les tests, il est recommandé de les lier pour l'accessibilité.

## Étapes que je dois faire

1. Lancer les tests locaux pour s'assurer que tout est vert.
2. Pousser la branche et ouvrir la Pull Request.
"""


def test_the_point_to_improve_is_the_reviews_one_finding() -> None:
    assert [item.title for item in parse_review(REVIEW, "m").items] == ["Accessibilité des champs d'adresse"]
