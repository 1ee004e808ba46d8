"""A PR review summary in French (real-review round 116): praise ("## Ce qui est bien"), "## Problèmes bloquants"
with none, and its one finding under "## Points à améliorer" (points to improve) among checks that all pass and the
author's next steps. A section of points to improve holds findings, in French as "Axes d'amélioration" does — the
review had been dropped whole.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review

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


FIX_REPORT = """# Rapport d'analyse - Problèmes et Solutions

## Problèmes identifiés

### 1. **Noms de modes invalides**

❌ **Problème** : "Turbo" listé comme mode de l'export  
✅ **Solution** : Corrigé - les seuls modes valides sont Rapide et Complet

### 2. **Quota de l'API de cartes**

❌ **Problème** : Sans cache, chaque requête va directement à l'API  
⚠️ **Impact** : Limite de ~100 requêtes par heure atteinte rapidement  
✅ **Solutions appliquées** :

- Retry avec backoff exponentiel
- Batches réduits de 10 à 5 requêtes

### 3. **Endpoint des tuiles cassé**

❌ **Problème** : `/tiles` retourne du HTML au lieu de JSON  
✅ **Solution** : Vérification du Content-Type avant parsing, repli sur l'endpoint `/v2/tiles`
"""


def test_a_problem_whose_solution_is_checked_done_is_closed() -> None:
    """Real-review round 154: a problem whose last line is its solution checked and said done ("✅ **Solution** :
    Corrigé …", after a hard line break) is closed; one whose applied mitigations are listed below "✅ **Solutions
    appliquées** :" is still open, and so is one whose checked "solution" only says what to do — the mark alone is
    decoration as often as a record."""
    assert [item.title for item in parse_review(FIX_REPORT).items] == ["Quota de l'API de cartes", "Endpoint des tuiles cassé"]


ARCHITECTURE_AUDIT = """# Audit Architecture Hexagonale - Système Narratif

## 🔍 Points d'Amélioration Potentiels

### 1. Externaliser le CSS (Haute Priorité)

**Problème** : DialogueBox et HeartOfGlassUI contiennent 200+ lignes de CSS inline

**Solution** :
```javascript
src/adapters/primary/ui/styles/dialogue-box.css
```

**Impact** :
- DialogueBox : 461 → ~200 lignes (-56%)
- HeartOfGlassUI : 438 → ~200 lignes (-54%)

### 2. Refactorer NarrativeController (Moyenne Priorité)

**Observation** : Gère 4 types de scènes dans un seul fichier

## 🏆 Verdict Final

### Recommandations

**Court Terme** (avant d'ajouter plus de contenu) :
- [ ] Externaliser CSS de DialogueBox → dialogue-box.css

**Long Terme** (optimisation) :
- [ ] Tests unitaires sur Domain entities
"""


def test_french_spacing_before_a_colon_keeps_a_label_a_label() -> None:
    """Real-review round 179: "**Impact** :" (French puts a space before the colon) was not known as a field label, so
    the first improvement point's impact list read as a group of points and the point itself was lost; the verdict's
    recommendations, grouped under "**Court Terme** (…) :", were one item per group, and the new one was an echo."""
    items = read_review(ARCHITECTURE_AUDIT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Externaliser le CSS (Haute Priorité)", Severity.HIGH), ("Refactorer NarrativeController (Moyenne Priorité)", Severity.HIGH),
        ("Tests unitaires sur Domain entities", None)]
    assert any("dialogue-box.css" in r for r in items[0].restated)  # the short-term checkbox restates the first point
