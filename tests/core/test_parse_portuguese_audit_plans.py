"""Shapes real-review round 79 showed the parser (issue 14): a second Portuguese review, written differently from
round 22's — bold numbered problems under "### Problemas Encontrados", then "## Plano de Melhorias (4 areas)" (an
improvement plan that restates them as its numbered areas, which "melhorias" had made a findings section) and
"### Arquivos modificados" (the files the plan changes, as "Files to change" holds none in English).

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.cues import Kind, section_kind
from xreview.core.parse import parse_review, read_review

AUDIT = """# Auditoria do Painel Admin

### Problemas Encontrados

**1. Dashboard sem indicador de banners expirados**
Banners com `expires_at` no passado continuam contados como "ativos". Nao ha alerta para banners expirados.

**2. Falta busca global no admin**
Nao existe forma de buscar conteudo sem entrar em cada secao.

## Plano de Melhorias (2 areas)

### 1. Alerta de Banners Expirados
- Mostrar alerta para banners com `expires_at` no passado que ainda estao ativos

### Arquivos modificados
- `src/pages/admin/AdminDashboard.tsx` (banners expirados)
"""


def test_an_improvement_plan_restates_and_the_files_it_changes_hold_no_finding() -> None:
    assert section_kind("Plano de Melhorias (4 areas)")[0] is Kind.RECAP
    assert section_kind("Arquivos modificados")[0] is Kind.SKIP
    assert section_kind("Files modified")[0] is Kind.SKIP
    assert [i.title for i in read_review(AUDIT, "m").items] == ["Dashboard sem indicador de banners expirados", "Falta busca global no admin"]


FLOW_ANALYSIS = """# Análise — Fluxo de cadastro

## Verificação no código (webhook)

Em `handlers/bot-flow.ts` (linhas 310–372) e no equivalente em `evolution-webhook`:

1. `quickSignupIntent` detecta intenção quando `customer.variant === 'D'` E o texto casa com `/cadastro[_\\s-]*rapido|\\bcadastrar\\b/` (ou "humano" estando em `d_welcome`).
2. Logo após resolver `nextStep` pelas transições, se a intenção foi detectada, **força** `nextStep = d_documento` carregado por `step_key`.
3. Se a resolução caísse em `__special: humano` e a intenção for cadastro, também força `d_documento`; fallback adicional retorna a mensagem padrão caso o passo não exista.

## Conclusão

O cadastro vai para documento em todos os caminhos previstos.

### Pontos de atenção (não bloqueantes)

- **Três fluxos ativos ao mesmo tempo**: não é um problema de roteamento, mas vale revisar se é intencional.
"""


def test_what_the_code_was_verified_to_do_is_no_finding() -> None:
    """Real-review round 158: the steps of "## Verificação no código" (verification in the code) say what the code
    does; they had been read as findings."""
    assert [item.title for item in parse_review(FLOW_ANALYSIS).items] == ["Três fluxos ativos ao mesmo tempo"]
