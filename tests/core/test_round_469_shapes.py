"""Shapes real-review round 469 showed the parser (issue 14): a diagnostic report whose findings are headings with a
hash before their number ("### Issue #1: Design System Inconsistency", as "### Issue 1: …") over their fields
("**Severidad:** 🔴 CRÍTICA") and sub-headings of their problems ("#### Problemas:", "#### 2.1 Missing Alt Text") —
each one finding, even when its title names problems ("### Issue #2: Accessibility (WCAG 2.1) Problems") — and whose
next steps open on reading the report ("1. Review this diagnostic", "2. Plan week 1 work").

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Frontend Diagnostic Report

## 🔴 CRITICAL ISSUES (Afectan UX)

### Issue #1: Design System Inconsistency
**Severidad:** 🔴 CRÍTICA
**Ubicación:** Global
**Impacto:** Users see inconsistent UI

#### Problemas:
```
✗ Button styles: 8+ variantes diferentes sin patrón consistente
✗ Spacing: padding/margin inconsistente
```

**Recomendación:** Crear Design System centralizado.

### Issue #2: Accessibility (WCAG 2.1) Problems
**Severidad:** 🔴 CRÍTICA
**Ubicación:** Global
**Impacto:** 15-20% de usuarios no pueden usar la app

#### 2.1 Missing Alt Text
Company logos in `JobsFeed.tsx` have no alt text.

#### 2.2 Missing ARIA Labels
Icon-only buttons have no aria-label.

## 🎯 Next Steps

**Immediate (Today):**
1. Review this diagnostic
2. Plan week 1 work
"""


def test_hash_numbered_issue_headings_are_one_finding_each() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Design System Inconsistency", "Accessibility (WCAG 2.1) Problems"]
