"""Shapes real-review round 484 showed the parser (issue 14): a Spanish spec-compliance review whose flagged
micro-decisions each end on their verdict ("… coherente con la intención del rate limit por IP. CONFORME.") and
whose re-review reports "**b) Cero regresiones de spec en los archivos tocados por el fixer.**" over what it checked.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Review — Carril SPEC COMPLIANCE — Tanda B

## VEREDICTO: PASS

## Micro-decisiones flaggeadas — evaluación contra brief/dispatch

1. **IP fallback a `'unknown'`** (auth.ts:99-104): el brief no cubre el caso sin header; el fallback NO salta el
   check — coherente con la intención del rate limit por IP. CONFORME.
2. **Constantes compartidas** (`lib/upload-limits.ts`): el brief pinnea los nombres de los TRES helpers, no prohíbe
   exports auxiliares. CONFORME (no es overreach de scope).

## Hallazgos abiertos

- **Cache de sesión sin expiración**: `lib/session.ts:40` guarda la sesión sin TTL y nunca la invalida.

## Re-review post-fix

**b) Cero regresiones de spec en los archivos tocados por el fixer.**
- §9 sigue intacto: `middleware.ts` y `vercel.json` ausentes de `git status`.
"""


def test_a_conforming_verdict_and_zero_regressions_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and "Cache de sesión" in titles[0], titles
