"""Real-review rounds: an agent's test synthesis of a web application in French — its failing links, then "## ⚠️ Points
d'Amélioration Prioritaires" (the priority improvements) asking to create each missing page, and a screenshot list
under "## 📸 Documentation Visuelle" (round 225, review 380).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

SYNTHESIS = """# Synthèse des Tests

## Détail des Tests

### 2. ⚠️ Test Navigation Principale

#### ❌ Liens avec Erreur 404 :
- **Contact** : ❌ Erreur 404 (`/contact`)
- **FAQ** : ❌ Erreur 404 (`/faq`)

## ⚠️ Points d'Amélioration Prioritaires

### Critiques (404 Errors) :
1. **Créer la page Contact** (`/contact`)
2. **Créer la page FAQ** (`/faq`)

## 📸 Documentation Visuelle

- `03-contact-404-error.png` - Erreur 404 Contact
- `05-faq-404-error.png` - Erreur 404 FAQ
"""


def test_priority_improvements_restate_the_failures_and_screenshots_are_none() -> None:
    items = read_review(SYNTHESIS, "m").items
    assert [item.title for item in items] == ["Contact", "FAQ"]
    assert [len(item.restated) for item in items] == [1, 1]
