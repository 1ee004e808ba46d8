"""Shapes real-review round 31 showed the parser (issue 14): an approving review in Japanese whose findings
section holds only "- なし。" ("none"), a verdict heading "判定", and notes handed over to the implementer
("実装者への申し送り") that are guidance, not findings.

The texts are written for the test, after the shape of the round's reviews; the English and French ones
check that the class is not Japanese-only."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


JAPANESE_APPROVAL = """# Review: task-42-cache-layer

## 判定

APPROVED

前回のキャッシュ無効化とタイムアウトの指摘は解消された。改訂に起因する新たな blocking 問題はない。

## 指摘事項

- なし。

## 実装者への申し送り

- `CACHE_TTL` のみを入力とし、アダプタ自身は設定ファイルを読まない境界を維持すること。
- 期限切れ・未設定・不正値の3経路を focused test で固定すること。
"""


def test_an_approving_review_in_japanese_yields_no_items_and_is_read_not_unreadable() -> None:
    parsed = read_review(JAPANESE_APPROVAL, "m")
    assert parsed.items == []
    assert parsed.parsable and parsed.shape != "unreadable"  # no repair call, not counted as a silent drop


def test_none_in_other_tongues_under_a_findings_heading_is_no_item() -> None:
    for none in ("なし。", "特になし", "无", "없음", "Aucun.", "Ninguno.", "Keine."):
        text = f"# Review\n\n## Findings\n\n- {none}\n\n## Findings, second pass\n\n- The retry loop never backs off, so a dead peer is hammered.\n"
        assert titles(text) == ["The retry loop never backs off, so a dead peer is hammered"], none


def test_a_word_that_starts_with_none_in_japanese_is_still_a_finding() -> None:
    text = "# Review\n\n## 指摘事項\n\n- なしで済ませている入力検証が、空文字列を通してしまう。\n"
    assert len(titles(text)) == 1


def test_notes_handed_over_to_the_implementer_are_guidance_not_findings() -> None:
    text = """# Review

## Findings

- **[High]** The token cache is shared across tenants, so one tenant can read another's session.

## Notes for the implementer

- Keep the adapter free of file reads; take the TTL as input.
- Pin the three expiry paths with a focused test.
"""
    assert titles(text) == ["The token cache is shared across tenants, so one tenant can read another's session"]


def test_a_bare_approved_verdict_with_nothing_else_is_read_as_no_findings() -> None:
    parsed = read_review("## Verdict\n\nAPPROVED\n\nThe revision addresses every earlier point.\n", "m")
    assert parsed.items == [] and parsed.parsable


CLEAN_AUDIT = """# AUD-0014 · Auditoría de ARQ-0014

- **Documento auditado:** `docs/arquitectura/ARQ-0014-Dashboard-Inicio-v2.md`
- **Naturaleza del documento:** formaliza un diseño ya auditado (`AUD-0011`, sin hallazgos) y ya aprobado.
- **Fecha:** 2026-07-06
- **Auditor:** Auditor Oficial (rol de solo lectura)

## Hallazgos

Ninguno.

## Riesgos

- Ninguno nuevo. El riesgo de latencia (ya identificado en el propio ARQ) se mitiga con consultas en paralelo.

## Recomendaciones

Ninguna. El ciclo ya está cerrado y verificado.

## Veredicto

**APROBADO.**

No se requiere ninguna acción adicional sobre este documento.
"""


def test_a_spanish_audit_that_finds_nothing_yields_nothing() -> None:
    """Real-review round 177: the header list's fields (Fecha, Auditor), "Ninguno nuevo." under the risks, and — once
    those were gone — the verdict's sentences, read by the prose fallback, were all taken for findings."""
    parsed = parse_review(CLEAN_AUDIT)
    assert parsed.items == [] and parsed.parsable
    english = read_review("## Findings\n\n- **[High]** The cache never expires.\n\n## Risks\n\n- None new.\n", "m")
    assert [i.title for i in english.items] == ["The cache never expires"]  # "None new." is no second item
