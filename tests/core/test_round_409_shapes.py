"""Shapes real-review round 409 showed the parser (issue 14): a Spanish audit whose domains are headed "✅ sin
hallazgos" or "⚠ un hallazgo, arreglado" (one finding, fixed), whose open findings open on a bold sentence wrapped over
two lines ("**Hallazgo 3 · `PATCH /api/categories/:id` exige … el ⏎ papel.** Mandar …") and which ends on "Lo que esta
auditoría no cubre"; an agent's handoff review with a "| Action | Path | Notes |" manifest, a "Public interface (`…`)"
description and a coverage gap kept "— by design".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

AUDIT = """# Auditoría de las finanzas

## Qué se auditó, y con qué resultado

### 6 · Facturas e impuesto proporcional · ⚠ **un hallazgo, arreglado**

- El tablero de la contraparte no inventa un saldo propio.

No hace falta nada exótico. Una factura de $11,600 al 16 %: la suma daba $1,600.01.

## Hallazgos abiertos

**Hallazgo 2 · `/api/horas/resumen` da dos respuestas a la misma pregunta.**
El importe se calcula dentro de la ventana de fechas y la lista sin ventana.

**Hallazgo 3 · `PATCH /api/categories/:id` exige el nombre para cambiar el
papel.** Mandar solo `role` responde 400, una trampa para quien use la API.

## Lo que esta auditoría **no** cubre

- **El simulador** muestra proyecciones con supuestos escritos; no entró aquí.
"""

HANDOFF = """# T-043-01 · Review — form-fidelity-metric

## Files

| Action | Path | Notes |
|--------|------|-------|
| create | `src/form/form-fidelity.mjs` | The metric module. |
| create | `src/form/form-fidelity.test.mjs` | 30 tests. |

## Public interface (`src/form/form-fidelity.mjs`)

- `iou(a,b)` / `regionIoU(a,b,region)` → number — set IoU on aligned masks.

### Coverage gaps (honest)

- No test pins an **absolute** IoU value for a real subject — by design (absolutes are noisy).
- The **baseline `.json` is not regression-tested** — the committed baseline would silently drift.
"""


def test_a_domain_whose_finding_was_fixed_holds_none_and_wrapped_bold_findings_read() -> None:
    assert cues.section_kind("6 · Facturas · ⚠ un hallazgo, arreglado")[0] is cues.Kind.SKIP
    assert cues.section_kind("What this audit does not cover")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert len(titles) == 2 and titles[0].startswith("Hallazgo 2") and titles[1].startswith("Hallazgo 3")


def test_a_manifest_an_interface_and_a_gap_kept_by_design_hold_no_findings() -> None:
    assert cues.section_kind("Public interface (`src/form/form-fidelity.mjs`)")[0] is cues.Kind.SKIP
    assert cues.section_kind("2. Public API")[0] is not cues.Kind.SKIP
    titles = [item.title for item in parse_review(HANDOFF, "m").items]
    assert len(titles) == 1 and titles[0].startswith("The baseline .json is not regression-tested")


def test_a_finding_heading_ending_comma_fixed_is_closed() -> None:
    review = "# Review\n\n## Findings\n\n### 1. Token leak in debug logs, fixed\n\nThe token was printed; now masked.\n\n### 2. Retry loop has no upper bound\n\nIt spins forever.\n"
    assert [item.title for item in parse_review(review, "m").items] == ["Retry loop has no upper bound"]
    assert not cues.CLOSED.search("3. Rewrite the loader, done")  # a comma closes only with a word of fixing
