"""An error-handling audit in Spanish (real-review round 111), written by an agent that fixed the low-risk findings as
it went: its findings sit under "## Hallazgos críticos" / "altos" / "medios" / "bajos" (findings, by level), each an
IDed heading with "**Por qué importa:**" and "**Corrección aplicada:**", and a closing "## Decisiones intencionales
conservadas" lists what it left as it was on purpose. A section of findings by level gives each its severity, in
Spanish, Portuguese, French, German and Dutch as in English; a section of intentional decisions kept holds no finding.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

import pytest

from xreview.core import tongues
from xreview.core.model import Severity
from xreview.core.parse import parse_review

SPANISH = """# Auditoría de manejo de errores

## Hallazgos críticos

### C-01 — El formulario continuaba sin la foto seleccionada

**Por qué importa:** la persona creía haber adjuntado la evidencia.

**Corrección aplicada:** detener el envío y mostrar un aviso.

## Hallazgos altos

### A-01 — Las consultas ignoraban errores en permisos

**Por qué importa:** una caída se confundía con «sin permiso».

## Hallazgos bajos

### B-01 — La limpieza de fotos era silenciosa

**Por qué importa:** puede dejar objetos huérfanos.

## Decisiones intencionales conservadas

- **Recuperación de contraseña:** siempre responde éxito para no enumerar usuarios.
- **Cookies en Server Components:** se mantiene el `catch` porque Next.js no permite escribir cookies allí.
- **Storage:** borrar una publicación no falla solo porque no se pudo eliminar su foto.
"""

ENGLISH = """## High findings

### H-01 — Votes stayed confirmed only in the browser

**Why it matters:** the page showed a vote as saved although the server refused it.

## Intentional decisions kept

- **Password recovery:** always answers success, so accounts cannot be enumerated.
- **Storage:** deleting a post does not fail when its photo cannot be removed.
"""


def test_each_finding_under_a_spanish_findings_level_heading_takes_that_level() -> None:
    items = parse_review(SPANISH, "m").items
    assert [(item.title[:5], item.severity) for item in items] == [
        ("El fo", Severity.CRITICAL), ("Las c", Severity.HIGH), ("La li", Severity.LOW)]


def test_intentional_decisions_kept_are_no_findings_in_english_either() -> None:
    items = parse_review(ENGLISH, "m").items
    assert [(item.title, item.severity) for item in items] == [("Votes stayed confirmed only in the browser", Severity.HIGH)]


@pytest.mark.parametrize(("heading", "severity"), [
    ("hallazgos críticos", Severity.CRITICAL), ("achados médios", Severity.HIGH), ("constats mineurs", Severity.LOW),
    ("kritische befunde", Severity.CRITICAL), ("bevindingen laag", Severity.LOW)])
def test_a_findings_heading_names_its_level_in_other_tongues(heading: str, severity: Severity) -> None:
    assert tongues.named_severity(heading) is severity  # medium ranks with high: the product has three levels
