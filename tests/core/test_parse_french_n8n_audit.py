"""Real-review round 329 (review 496): a French audit of an automation server that identifies its working workflows by
"**Preuves croisées :**" (cross-checked evidence) lists — "La table `gd_stays` montre 24 séjours avec 5 images chacun
(`images IS NOT NULL`, …)" — before its problems. The evidence a review cites is no finding, whatever words it quotes.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """### 3.2 Workflow 2 — AI Image Generation

**Preuves croisées :**
- Seul workflow de génération d'images sur l'instance
- La table `gd_stays` montre **24 séjours avec 5 images chacun** (`images IS NOT NULL`, `img_count = 5`) — les images ont bien été générées

## 4. Problèmes identifiés

1. **Aucun workflow ne tourne automatiquement** — Tous les triggers sont manuels. Aucun cron n'est configuré.
"""


def test_cross_checked_evidence_holds_no_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Aucun workflow ne tourne automatiquement"]
