"""A shape real-review round 42 showed the parser (issue 14): a project audit written in Spanish — numbered findings
whose own "**Severidad:** ALTA" field disagrees with the section over them, an "Oportunidades de mejora (Baja
prioridad)" section, a "Documentación faltante" list split under "### Crítica" / "### Importante", a roadmap that
restates the findings by phase, and a pre-deploy checklist of routine checks.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

AUDIT = """# Auditoría del proyecto Flota

## 🚨 PROBLEMAS CRÍTICOS (Alta Prioridad)

### 1. **SIN PRUEBAS AUTOMÁTICAS** 🔴
**Severidad:** CRÍTICA

**Problema:** solo hay dos archivos de test para todo el backend.

### 2. **VISTAS DEMASIADO GRANDES** 🔴
**Severidad:** BAJA

**Problema:** `rutas/views.py` tiene dos mil líneas.

## 💡 OPORTUNIDADES DE MEJORA (Baja Prioridad)

### 3. **CACHÉ DE CONSULTAS DE MAPAS**

**Actual:** cada petición consulta la API externa.

**Oportunidades:**
- Guardar las respuestas durante cinco minutos

## 📖 DOCUMENTACIÓN FALTANTE

### Crítica
- [ ] **DEPLOY.md** - Pasos para desplegar el servicio

### Importante
- [ ] **CONTRIBUTING.md** - Cómo proponer cambios

## 🎯 ROADMAP DE MEJORAS

### FASE 1 (1 semana)
1. Escribir pruebas automáticas para el backend
2. 🔄 Separar `rutas/views.py` en varios módulos

## Próximos pasos

### 📝 Checklist Pre-Deploy
- [ ] Redis disponible y accesible
- [ ] Workers de Celery corriendo
"""


def test_each_finding_of_a_spanish_audit_is_read_once_with_its_own_severity() -> None:
    items = read_review(AUDIT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("SIN PRUEBAS AUTOMÁTICAS 🔴", Severity.CRITICAL),
        ("VISTAS DEMASIADO GRANDES 🔴", Severity.LOW),  # the item's own field wins over "PROBLEMAS CRÍTICOS"
        ("CACHÉ DE CONSULTAS DE MAPAS", Severity.LOW),
        ("DEPLOY.md: Pasos para desplegar el servicio", Severity.CRITICAL),
        ("CONTRIBUTING.md: Cómo proponer cambios", Severity.HIGH),
    ]
    assert len(items[0].restated) == 1 and len(items[1].restated) == 1  # the roadmap's phase list folds in


def test_a_pre_deploy_checklist_holds_no_finding() -> None:
    titles = [i.title for i in parse_review(AUDIT).items]
    assert not any("Redis" in t or "Celery" in t for t in titles)


def test_severity_fields_and_headings_in_other_tongues() -> None:
    assert read_tags("**Severidad:** ALTA").severity is Severity.HIGH
    assert read_tags("Gravité : faible").severity is Severity.LOW
    assert read_tags("Schweregrad: kritisch").severity is Severity.CRITICAL
    assert read_tags("Severidad de la red").severity is None
    assert cues.section_kind("💡 OPORTUNIDADES DE MEJORA (Baja Prioridad)") == (cues.Kind.SEVERITY, Severity.LOW)
    assert cues.section_kind("⚠️ PROBLEMAS IMPORTANTES (Media Prioridad)") == (cues.Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("Crítica") == (cues.Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("Media")[0] is not cues.Kind.SEVERITY  # an English review's "Media" section
    assert cues.section_kind("Axes d'amélioration")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Documentación faltante")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Release checklist")[0] is cues.Kind.SKIP
    assert cues.section_kind("Implementation Roadmap")[0] is cues.Kind.RECAP


FIXED_BY_THE_AGENT = """# Revisión de código y base de datos

Se revisó el único archivo del repositorio y las políticas RLS.

| Hallazgo | Resultado |
| --- | --- |
| El filtro descartaba todas las instituciones | Corregido y cubierto con regresión |
| Errores de datos solo en consola | Mensajes visibles y estados parciales |
| VIEWER podía escribir por RLS | Corrección restrictiva preparada, sin aplicar en producción |
| No había recuperación de contraseña | Flujo implementado; entrega de correo pendiente de prueba |

Validado: sintaxis y pruebas de búsqueda. El SQL propuesto se valida dentro de una transacción con rollback; no se activan permisos nuevos en producción. No se hicieron pruebas de navegador.
"""


def test_a_table_of_findings_with_what_was_done_keeps_only_the_open_ones() -> None:
    """Real-review round 162: "| Hallazgo | Resultado |" — findings and what the agent did about each. A row stands
    only when its result says the fix is prepared or pending; the closing "Validado: …" paragraph says what was
    checked and holds no finding."""
    assert [item.title for item in parse_review(FIXED_BY_THE_AGENT).items] == [
        "VIEWER podía escribir por RLS", "No había recuperación de contraseña"]


def test_a_finding_confirmed_in_its_result_column_stands() -> None:
    table = "## Findings\n\n| Finding | Resolution |\n| --- | --- |\n| Token leaks into logs | Confirmed; still open |\n"
    assert [item.title for item in parse_review(table).items] == ["Token leaks into logs"]


def test_a_check_word_after_a_negation_names_the_problem() -> None:
    """'validado' reads as a check that passed (round 162) — but not after 'no', 'sin' or 'nicht'."""
    review = "## Hallazgos\n\n### Entradas no validadas\n\nEl formulario acepta cualquier texto en el campo de correo.\n"
    assert [item.title for item in parse_review(review).items] == ["Entradas no validadas"]
