"""Shapes real-review round 79 showed the parser (issue 14): a second Portuguese review, written differently from
round 22's — bold numbered problems under "### Problemas Encontrados", then "## Plano de Melhorias (4 areas)" (an
improvement plan that restates them as its numbered areas, which "melhorias" had made a findings section) and
"### Arquivos modificados" (the files the plan changes, as "Files to change" holds none in English).

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.cues import Kind, section_kind
from xreview.core.model import Complexity, Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

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


FIXED_REVIEW = """# Revisão de código

## Os mais importantes

### 1. [PWA] Perda silenciosa de confirmações de entrega — HIGH — CORRIGIDO

Marcar "Entregue" grava em duas transações separadas; se a app morrer entre as duas, a entrega nunca chega ao servidor.

**Corrigido:** uma única transação para as duas escritas.

## Também corrigido

- **[Backend, MEDIUM] CORRIGIDO** `mode` agora é validado contra uma lista fixa.

## Pendente

- **[Backend, LOW-MEDIUM]** Pedidos concorrentes para os mesmos pares de endereços não são deduplicados.
- **[PWA, LOW]** GPS em alta precisão o dia todo, sem modo poupador quando parado.
"""


def test_a_review_whose_agent_fixed_its_findings_keeps_the_pending_ones() -> None:
    """Real-review round 167: headings ending "— CORRIGIDO" and bullets tagged "**[Backend, MEDIUM] CORRIGIDO**" are
    closed; the pending bullets' "[Area, LEVEL]" tags give their level, and the text after them is the title."""
    items = parse_review(FIXED_REVIEW).items
    assert [(item.title, item.severity) for item in items] == [
        ("Pedidos concorrentes para os mesmos pares de endereços não são deduplicados", Severity.LOW),
        ("GPS em alta precisão o dia todo, sem modo poupador quando parado", Severity.LOW)]


def test_an_area_before_the_level_in_brackets() -> None:
    assert read_tags("[PWA, LOW] GPS sempre ligado").severity is Severity.LOW
    assert read_tags("[Backend, LOW-MEDIUM] Pedidos").rest.strip() == "Pedidos"
    tags = read_tags("[High/Medium] Title")
    assert (tags.severity, tags.complexity) == (Severity.HIGH, Complexity.MEDIUM)  # still severity / complexity


PLAN_REVIEW = """VERDICT: APPROVED

# Revisão independente — plan-reviewer-001

## 1. Fidelidade à spec — OK

FR-001..FR-015 → plano, uma a uma, e nada falta no mapeamento.

## 2. Findings obrigatórios — resolvidos

- **Finding 4** (forma completa da operação): a tabela do data-model lista todos os campos. Correto.
- **Findings 2, 3, 5**: registrados em R13 como fora desta fase. Correto.

## Findings

### Finding 1 — menor — replay e retomada não verificam o solicitante

- **Evidência**: R2 passo 2 devolve `FENCE-REUSED` para qualquer `--session-ref`.
- **Correção**: exigir o mesmo solicitante em `_fence_recorded`.

### Finding 2 — menor — lacunas na lista de testes

- **Evidência**: n2 não cobre outro `work_id`.

### Nits (não findings)

- R5 ainda diz "DQ-P1" onde já vale DQ-0013.
"""


def test_checks_marked_ok_and_findings_marked_resolved_hold_no_finding() -> None:
    """Real-review round 174: "## 1. … — OK", "## 2. Findings obrigatórios — resolvidos" (the earlier findings, resolved)
    and "### Nits (não findings)" (nits, said to be no findings) were read as findings; "### Finding 1 — menor — …" kept
    its level in its title."""
    items = parse_review(PLAN_REVIEW).items
    assert [(i.title, i.severity) for i in items] == [
        ("replay e retomada não verificam o solicitante", Severity.LOW), ("lacunas na lista de testes", Severity.LOW)]


def test_a_level_between_the_id_and_the_title_in_english_too() -> None:
    items = parse_review("## Findings\n\n### Finding 1 — minor — replay does not check the requester\n\nR2 returns REUSED.\n"
                         "\n### F-2 — major — the lock is never released\n\nA crash leaves it held.\n").items
    assert [(i.title, i.severity) for i in items] == [
        ("replay does not check the requester", Severity.LOW), ("the lock is never released", Severity.HIGH)]
    assert section_kind("2. Required findings — resolved")[0] is Kind.SKIP
    assert section_kind("Open findings")[0] is Kind.CONTAINER
