"""Real-review rounds: a site audit in Japanese and English — findings headed by IDs, deep dives with "**弱み:**"
(weaknesses), quick wins that name the findings they close ("— M-2解消"), and a plan whose tasks name a finding's
subject in other words (round 202, review 357).

The texts are written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Audit Report: 配送ナビ

## High Priority Issues

### H-1: Duplicate Organization entities (homepage)
`layout.tsx` と `org-json-ld.tsx` が同じ `@id` を定義している。パーサーによっては不完全な定義が採用される。

### H-2: Wikipedia 存在なし
どの表記でも Wikipedia 記事が存在しない。記事作成の根拠は十分にある。

## Medium Priority Issues

### M-1: 会社概要ページ dateModified = datePublished
`/company` ページの `dateModified` が公開日のまま更新されていない。鮮度評価に悪影響。

---

## Category Deep Dives

### Content (80/100)

**強み:**
- 料金表は具体的な数値で引用しやすい

**弱み:**
- トップページのキャッチコピーに具体的な情報がない

---

## Quick Wins (今週実施)

1. **layout.tsx の重複定義を削除** — H-1解消。専用コンポーネントに一本化。
2. **/company の dateModified を現在日付に更新** — M-1解消。低コスト。

## 30-Day Action Plan

### Week 2: 外部プレゼンス
- [ ] Wikipedia 記事草稿作成（配送業界の市場規模を主題にする形）
"""


def test_weaknesses_in_japanese_are_findings_and_tasks_fold_into_the_findings_they_close() -> None:
    """"**弱み:**" lists a finding; a quick win naming the finding it closes by ID ("— H-1解消", the ID run into the
    Japanese after it) and a plan's task naming the finding's subject by its Latin name ("Wikipedia") restate it."""
    items = read_review(AUDIT, "m").items
    assert [item.title for item in items] == [
        "Duplicate Organization entities (homepage)",
        "Wikipedia 存在なし",
        "会社概要ページ dateModified = datePublished",
        "トップページのキャッチコピーに具体的な情報がない",
    ]
    assert [len(item.restated) for item in items] == [1, 1, 1, 0]
