"""Real-review rounds 282–283 (reviews 437–438): a Spanish cutover audit — "## Alcance y entorno" and "## Evidencia"
over the audit's own setting, then "| Pri | Hallazgo | Evidencia | Impacto | Recomendación |" — and a Spanish
verification whose warning says it is out of scope ("(fuera de alcance del ítem CC).").

The finding column names the finding even when a recommendation column follows it, "Pri" is the level's column,
the audit's scope, environment and evidence hold no findings, and a point set aside as out of scope is none.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

AUDIT = """## Alcance y entorno

- Base auditada: `http://localhost:3001/site/demo`
- Autenticación: preview habilitado; sin cookie/token el navegador muestra `Preview token required` y `curl` devuelve `401`.
- No se editó contenido, no se guardó en Studio y no se tocó Supabase.

## Evidencia

- Screenshot navegador integrado sin preview: `qa-screenshots/cutover-audit/preview-token-required.png`

## Hallazgos

| Pri | Hallazgo | Evidencia | Impacto | Recomendación |
|-----|----------|-----------|---------|---------------|
| P0 | `/legal` devuelve HTTP 200 con contenido de "Página no encontrada". | H1 `Pagina no encontrada`. | Bloquea confianza/legal. | Crear página legal local válida antes de cutover. |
| P1 | Lighthouse CI no produjo score válido. | El script falló con status `401`. | No hay gate de performance confiable. | Correr Lighthouse con token de preview. |
"""


def test_finding_column_titles_the_row_and_pri_is_its_level() -> None:
    items = read_review(AUDIT, "m").items
    assert [item.title for item in items] == ['/legal devuelve HTTP 200 con contenido de "Página no encontrada"',
                                              "Lighthouse CI no produjo score válido"]
    assert [item.severity for item in items] == [Severity.CRITICAL, Severity.HIGH]


def test_a_point_out_of_scope_is_no_finding() -> None:
    review = """## Hallazgos críticos

- Ninguno

## Advertencias

- Dashboard no incluye columnas ERP (fuera de alcance del ítem CC).
- El informe agrupado no valida el largo del código ERP.
"""
    assert [item.title for item in read_review(review, "m").items] == ["El informe agrupado no valida el largo del código ERP"]
