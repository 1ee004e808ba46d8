"""Real-review rounds: an agent's bug ticket in Japanese — two numbered problems under "### 問題点", then the project
rules it breaks ("## 準拠すべきプロジェクト規約・ベストプラクティス", each rule a "### `.claude/CLAUDE.md` — Design Tokens"
heading over its quote), a reference implementation ("### プロジェクト内参照実装"), and "## 優先度" (priority) over
"**Medium** — …" restating the bug (round 240, review 395). Only the problems are findings.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

TICKET = """# BUG-230: 未実装データ取込ボタンが `onClick={() => {}}` プレースホルダのまま残存

### 問題点
1. **`onClick={() => {}}` — 何もしない**: ユーザーが押しても無反応。壊れているように見える。
2. **手動スタイリングの不統一**: `text-base` vs `text-sm` の差異。`bg-white` はデザイントークン非使用。

## 準拠すべきプロジェクト規約・ベストプラクティス

### `.claude/CLAUDE.md` — Design Tokens
> 色やスタイルは必ず `C`, `STYLE` 定数を使用（`#37352F` 等ハードコード禁止）

`bg-white` はハードコードされた Tailwind 色クラスであり、デザイントークンに違反する。

### プロジェクト内参照実装
- `frontend/src/features/owners/routes/OwnersList.tsx` — ヘッダーアクションボタンの正しい実装

## 優先度
**Medium** — 押しても何も起きないボタンはユーザーに UI が壊れている印象を与える。
"""


def test_only_the_tickets_problems_are_findings() -> None:
    titles = [item.title for item in read_review(TICKET, "m").items]
    assert titles == ["onClick={() => {}} — 何もしない", "手動スタイリングの不統一"]


def test_a_tickets_priority_section_restates_its_findings() -> None:
    from xreview.core.cues import Kind, section_kind
    assert section_kind("優先度")[0] is Kind.RECAP
    assert section_kind("準拠すべきプロジェクト規約・ベストプラクティス")[0] is Kind.SKIP
