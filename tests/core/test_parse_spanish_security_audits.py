"""A security audit in Spanish by Claude Sonnet 4.5 (round 102) heads each finding "#### 1. **Headers de Seguridad HTTP
Faltantes**" over its severity field ("**Severidad:** CRÍTICA"), a description, and labeled lists — "**Headers
faltantes:**" (missing headers), "**Problemas:**", "**Impacto:**" — and closes on "## 🔍 METODOLOGÍA DE AUDITORÍA".
At first the two findings with a list labeled as problems or missing things were read as groups, each bullet a
finding, and the methodology's steps as findings too. A heading whose body opens on its severity field is one
finding, its labeled lists its parts; a methodology section, in Spanish or as "Audit methodology", holds none.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

AUDIT = """## ⚠️ VULNERABILIDADES ENCONTRADAS

### 🔴 CRÍTICO (1)

#### 1. **Headers de Seguridad HTTP Faltantes**
**Severidad:** CRÍTICA
**CVSS Score:** 7.5 (Alta)

**Descripción:**
El servidor no envía headers de seguridad esenciales.

**Headers faltantes:**
- `Content-Security-Policy` - Previene XSS, inyección de scripts
- `X-Frame-Options` - Previene clickjacking

**Impacto:**
- ✗ Sitio vulnerable a clickjacking

### 🟡 MEDIO (1)

#### 2. **Validación de Inputs Insuficiente**
**Severidad:** MEDIA
**CVSS Score:** 5.3 (Media)

**Descripción:**
El email solo se valida con una regex simple en el frontend.

**Problemas:**
- ✗ Regex bypasseable con: `test@test..com`
- ✗ Sin sanitización antes de enviar

**Impacto:**
- Leads de baja calidad

## 🔍 METODOLOGÍA DE AUDITORÍA

1. **Análisis de código estático**
   - Grep de patrones peligrosos
2. **Review de configuración**
   - Headers HTTP (.htaccess)
"""

ENGLISH = """## Findings

#### 1. Missing security headers
**Severity:** HIGH

**Problems:**
- No `Content-Security-Policy` header
- No `X-Frame-Options` header

## Low Priority Enhancements

### LOW-1: Add model performance metrics
Could add response time tracking.

### LOW-2: Enhanced cost breakdown
Could show cost per 1K tokens.

## Audit methodology

1. **Static analysis** of the handlers
2. **Configuration review** of the headers
"""


def test_a_heading_opening_on_its_severity_field_is_one_finding_over_its_labeled_lists() -> None:
    items = read_review(AUDIT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Headers de Seguridad HTTP Faltantes", Severity.CRITICAL), ("Validación de Inputs Insuficiente", Severity.HIGH)]


def test_the_same_in_english_and_a_group_of_numbered_findings_stays_a_group() -> None:
    titles = [i.title for i in read_review(ENGLISH, "m").items]
    assert titles == ["Missing security headers", "Add model performance metrics", "Enhanced cost breakdown"]
