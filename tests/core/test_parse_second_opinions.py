"""Shapes real-review round 67 showed the parser (issue 14): a Codex second opinion in Japanese with the host's
reconciliation table — a header line of fields over "---" (a setext heading to Markdown), H1 titles naming the change by
its slug ("localize-dialog-error-messages", whose "error" made each a findings section), "## サマリー" (summary), "##
照合した規約" (rules checked), "## 確認結果" (what was verified), and "## 突き合わせ結果", a table whose "指摘" column
holds one more finding and whose "降格" (demoted) row holds none. At first the header, the summary and the verification
sections came out as findings.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

OPINION = """# セカンドオピニオン: localize-dialog-error-messages (code-001)
**相方**: codex / **label**: so-code-localize-dialog-error-messages / **日付**: 2026-09-07
---
# レビュー結果: localize-dialog-error-messages

## サマリー

61 件の実装文言はデルタスペックの英語文言と一致しています。Minor が 1 件あります。

## 指摘事項

### 🟡 Minor: 完了済みの検査が未完了のまま記録されている

**問題点**: tasks 6.2 は唯一 `[ ]` のままであり、完了判定を誤らせます。

## 確認結果

- 実装文言: iOS 26 / Android 12、すべて仕様表と一致

## 突き合わせ結果

| # | 出典 | 指摘 | 採否 |
|---|---|---|---|
| 2 | ホストのみ | Minor: `BridgeContentSupplyTests.cs` の検査が英語化後に空洞化 | **確定** |
| 3 | ホストのみ | Suggestion: 偽 gateway が旧実装の日本語文言を持ち続けている | **降格** |
"""


def test_a_second_opinion_yields_its_finding_and_the_confirmed_row_only() -> None:
    items = read_review(OPINION, "m").items
    assert [i.title[:20] for i in items] == ["完了済みの検査が未完了のまま記録されてい", "BridgeContentSupplyT"]


def test_a_slug_names_a_change_and_japanese_section_names() -> None:
    assert cues.problem_score(cues.plain("Review: localize-dialog-error-messages")) == 0
    assert cues.section_kind("サマリー")[0] is cues.Kind.RECAP
    assert cues.section_kind("確認結果")[0] is cues.Kind.SKIP
    assert cues.section_kind("照合した規約")[0] is cues.Kind.SKIP
