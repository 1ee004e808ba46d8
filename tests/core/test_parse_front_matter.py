"""Real-review rounds: an evaluation report in French that opens on YAML front matter — per-notion scores,
anti-patterns, strengths and weaknesses as snake_case list entries — before the report restates them in words
(round 244, review 399). Front matter is the file's metadata: its lists are no points. A review that merely opens on a
rule keeps its text.

The front matter is that review's own (its scores and tags); the text after it is written for the test."""

from __future__ import annotations

from xreview.core.fences import blank_front_matter
from xreview.core.parse import read_review

REPORT = """---
date: '2026-09-27'
notions:
- notion: bash_scripting
  scores:
    connaissance: 0.4
    implementation: 0.5
    debug: 0.5
    explication: 0.4
    design: 0.7
    securite: 0.8
    performance: 0.7
  anti_patterns:
  - parsing_manuel_arguments
  - non_conformite_format_sortie
  - absence_validation_ligne
  strengths:
  - decoupage_fonctions
  - utilisation_set_euo_pipefail
  - quoting_systematique
  weaknesses:
  - pas_de_getopts
  - sortie_texte_non_conforme
  - pas_de_gestion_ligne_malformee
- notion: file_parsing
  scores:
    connaissance: 0.4
    implementation: 0.5
    debug: 0.3
    explication: 0.3
    design: 0.6
    securite: 0.7
    performance: 0.5
  anti_patterns:
  - pas_de_grep
  - pas_de_cut_sort_uniq
  - jq_slurp_chargement_complet
  strengths:
  - utilisation_awk_un_seul_passage
  - json_valide_avec_jq
  - pas_d_injection_shell
  weaknesses:
  - non_utilisation_grep
  - non_gestion_entrees_invalides
  - performance_json_mediocre
- notion: bash_scripting_advanced
  scores:
    connaissance: 0.3
    implementation: 0.4
    debug: 0.4
    explication: 0.2
    design: 0.6
    securite: 0.7
    performance: 0.5
  anti_patterns:
  - absence_trap
  - absence_gestion_signaux
  - absence_notes_shellcheck
  strengths:
  - shellcheck_propre
  - code_lisible
  weaknesses:
  - pas_de_trap
  - pas_de_notes_explicatives
  - pas_de_gestion_cas_limites_avancee
calibration:
  overconfidence: true
  underconfidence: false
  notes: L'auto-évaluation qualitative surestime la conformité (getopts, grep, format
    exact) et la robustesse (cas limites). L'étudiant mentionne des points forts mais
    ne démontre pas toutes les exigences.
---
# Rapport d'évaluation

## Anti-patterns détectés

- **Parsing manuel des arguments** : la boucle `while` + `case` remplace `getopts`, pourtant l'objectif 1 le demandait.
"""


def test_front_matter_lists_are_no_points() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert titles == ["Parsing manuel des arguments"]


def test_blanking_keeps_every_offset_and_a_rule_that_opens_prose_is_left_alone() -> None:
    blanked = blank_front_matter(REPORT)
    assert len(blanked) == len(REPORT) and "bash_scripting" not in blanked and blanked.startswith("---\n")
    prose = "---\nThe plan is sound, but the retry loop has no cap.\n---\n\n## Findings\n"
    assert blank_front_matter(prose) == prose
