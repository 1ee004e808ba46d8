"""Shapes real-review round 468 showed the parser (issue 14): an agent's Portuguese deploy analysis whose problems
("❌ CRÍTICO 1: …") are each closed by the section recording the fixes it applied ("## ✅ CORREÇÕES APLICADAS"), then
steps left to the user and support notes "**Se tiver problemas:**" (if you have problems) over what to run — the review
holds no open finding, and troubleshooting steps are none.

The texts are written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

CLOSED = """# ✅ ANÁLISE COMPLETA DO DEPLOY - RESUMO EXECUTIVO

### Problemas Encontrados: 2 CRÍTICOS

```
❌ CRÍTICO 1: Program.cs incompatível com Azure
❌ CRÍTICO 2: Dependências circulares
```

---

## ✅ CORREÇÕES APLICADAS

### 1. Program.cs REESCRITO ✅
- ✅ Health check em `/health`

### 2. Services Corrigidos ✅
- ✅ AuditService sem dependência circular

---

## 📞 SUPORTE

**Se tiver problemas:**
1. Veja seção Troubleshooting no plano completo
2. Execute diagnóstico: `.\\diagnose-deploy-completo.ps1`
"""

OPEN = """# Deploy review

## Findings

1. **The health check path is not configured in the App Service settings.** Azure restarts the app every 10 minutes.

## Support

**If you have problems:**
1. See the Troubleshooting section of the full plan
2. Run the diagnostics script and read the logs
"""


def test_portuguese_fixes_applied_close_the_review() -> None:
    parsed = parse_review(CLOSED, "m")
    assert parsed.items == [] and parsed.parsable and parsed.shape == "closed"


def test_troubleshooting_steps_are_no_findings() -> None:
    titles = [item.title for item in read_review(OPEN, "m").items]
    assert len(titles) == 1 and "health check path" in titles[0]
