"""Real-review rounds 286–287 (reviews 441–442): an agent's worktree report — "## Scope Delivered" over what it
built, "## TDD Evidence" over its red and green runs, then "## Concerns" — and a French adversarial report whose
"## Vérifications préalables d'intégrité" lists the checks it ran before its findings. What was delivered, the
evidence of the runs and the checks made first hold no findings; the concern is one.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review


def _titles(review: str) -> list[str]:
    return [item.title for item in read_review(review, "m").items]


def test_scope_delivered_and_tdd_evidence_hold_no_findings() -> None:
    review = """## Scope Delivered

- `.explain` parses SQL through the existing parser, supports SELECT plans, and
  returns stable text such as `SCAN users`.
- Unsupported non-SELECT SQL returns a concise public error.
- `.explain` reads catalog metadata and does not call `Database.execute()`.

## TDD Evidence

- RED: `python -m pytest tests/test_cli_enhancements.py -q` failed with three
  expected failures because real `Planner` objects had no `explain`.
- GREEN: after implementing `PlanExplainer`, the focused CLI tests passed.

## Concerns

Batch 6 still needs final CLI integration documentation and README examples.
"""
    assert _titles(review) == ["Batch 6 still needs final CLI integration documentation and README examples"]


def test_checks_made_first_hold_no_findings() -> None:
    review = """## Vérifications préalables d'intégrité et sortie attendue

- Admission `dd4cdde` réelle : commit `5a8ebe2`, ancêtre de `f14546f`, contenu limité au rapport + heartbit.
- Delta purement documentaire; réexécution Nix sans objet.

## Constats

### N4 — M4 : la forme `OCC-NNNNNN` manque de regex et de contrôle de provenance

Un `occurrence_id` `OCC-000000` injecté manuellement n'est pas rejeté par une règle mécanique.
"""
    assert _titles(review) == ["la forme OCC-NNNNNN manque de regex et de contrôle de provenance"]


def test_relations_hold_no_findings() -> None:
    review = """## Limites

**Aucune des quatre corrections ne fait descendre le compteur.** `S1` l'augmente d'un item. Ce qui change est que l'humain voit lequel prendre — pas qu'il y en ait moins.

**La mesure qui compte n'a pas eu lieu.** Elle est simple : la prochaine tâche se termine-t-elle sur un geste que l'humain exécute sans demander de précision ? Elle appartient à l'humain qui la vit, et `BUG-005` reste ouvert jusque-là.

**Le poids de `S2` reste une heuristique.** « Ce qui débloque le plus » se calcule sur les liens déclarés entre un plan et sa décision. Un blocage écrit en prose n'est toujours pas compté.

**L'analyse porte sur treize tâches d'une seule session**, toutes conduites par le même agent. Ce qu'elle établit du système, elle l'établit sur un seul usage.

## Relations

- `specifie` [BUG-005](../bogues/BUG-005-aucune-directive-actionnable-a-la-fin-d-une-execution.md)
- `reference` [BUG-004](../bogues/BUG-004-un-plan-smart-n-est-pas-executable-et-rien-ne-le-signale.md)
- `reference` [ANL-011](ANL-011-focus-et-accumulation-des-items-ouverts.md)
- `reference` [MET-005](../methodologies/MET-005-execution-d-un-plan.md)
"""
    assert not [title for title in _titles(review) if title.startswith(("specifie", "reference"))]
