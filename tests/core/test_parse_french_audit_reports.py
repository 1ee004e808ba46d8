"""Real-review round 199 (review 354): a French audit report — a header list of the audit's own fields ("**Projet** :",
"**Date** :", "**Audit précédent** :"), then "## Top 10 recommandations" as a table whose "Recommandation" column
names each finding with the fix that closes it — the findings themselves, which the critical problems after it restate.

The text is written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Rapport d'audit

- **Projet** : Cuisine (app desktop Tauri 2)
- **Type** : Fullstack desktop, 9 axes évalués
- **Date** : 16 juillet 2026
- **Score global** : 75/100
- **Audit précédent** : 70,5/100 (9 juin 2026) - **Delta : +4,5**

## Top 10 recommandations

| Recommandation | Impact | Effort | Axes | Priorité |
|---|---|---|---|---|
| 1. Restreindre la capability `fs` à `$HOME/.cuisine/**` : ferme la lecture de `~/.ssh/id_rsa` par la webview | Fort | Faible | Sécurité | P0 |
| 2. Rendre l auth fail-closed et protéger `/api/auth/token` par un secret fichier 0600 | Fort | Faible | Sécurité | P0 |
| 3. Ajouter un timeout au client HTTP CRUD : un backend bloqué fige toutes les vues | Moyen | Faible | Résilience | P1 |

## Problèmes critiques

1. **Capability `fs` sur `$HOME`** : la webview lit `~/.ssh/id_rsa` ; restreindre la capability `fs`.
"""


def test_the_audit_header_is_no_finding_and_the_recommendations_table_gives_them_all() -> None:
    """The header's fields are the audit's own; "Top 10 recommandations" opening the findings holds them, not a summary
    of later ones (each row had folded into the critical problem that restates it)."""
    items = read_review(REVIEW, "m").items
    assert [item.title.split(" ", 1)[0] for item in items[:3]] == ["Restreindre", "Rendre", "Ajouter"]
    assert [item.severity for item in items[:3]] == [Severity.CRITICAL, Severity.CRITICAL, Severity.HIGH]
    assert not any(item.title.startswith("Audit précédent") for item in items)


def test_a_recommendation_column_in_another_tongue_names_the_rows_findings() -> None:
    """Round 129's Spanish metrics table ("| Métrica | Configuración | Recomendación |"), read again after round 199:
    the rows whose recommendation is no "✅ OK" are findings."""
    review = ("## Rendimiento\n\n| Métrica | Configuración | Recomendación |\n|---|---|---|\n| **Celery Workers** | 4 concurrency | ✅ OK |\n"
              "| **DB Connections** | Default (sin pooling) | 🟡 Implementar pgbouncer/pooling |\n"
              "| **Static Files** | 15.2 MB | 🟡 Optimizar (minify, gzip) |\n")
    items = read_review(review, "m").items
    assert [item.title for item in items] == ["Implementar pgbouncer/pooling", "Optimizar (minify, gzip)"]
