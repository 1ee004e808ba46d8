"""A second opinion in Japanese (real-review round 119): findings headed by a coloured level in brackets ("### [🟠
Major] 回転復元の保証範囲と成立方式が未確定") under "## 指摘事項", each with 該当箇所 / 問題点 / 推奨修正 fields and
bullets. A level in brackets is a severity with its colour mark inside the brackets too — the findings had been lost,
their fields and bullets read in their place.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

REVIEW = """# レビュー結果: relax-host-prerequisites

**判定**: **NEEDS_DISCUSSION**

## 指摘事項

### [🟠 Major] 回転復元の保証範囲と成立方式が未確定

**該当箇所**: `design.md:62`

**問題点**:  
復元するとしていますが、その構成が何を満たせばよいか定義されていません。

**推奨修正**:  
実装前に次を確定してください。

- ホストごとの状態保存経路と必要条件
- 復元非対応ホストへの縮退を正式契約として許容するか

### [🟡 Minor] 動画証跡の保存は規約に反する

**問題点**:  
規約は動画を撮影・保存せず、連続静止画で代替すると定めています。
"""


def test_findings_headed_by_a_coloured_level_in_brackets_are_read_with_it() -> None:
    items = parse_review(REVIEW, "codex").items
    assert [(item.title, item.severity) for item in items] == [
        ("回転復元の保証範囲と成立方式が未確定", Severity.HIGH), ("動画証跡の保存は規約に反する", Severity.LOW)]


def test_a_colour_mark_inside_the_brackets() -> None:
    assert read_tags("[🔴 Critical] Tokens leak into logs").severity is Severity.CRITICAL
    assert read_tags("[🟡 Minor] Typo").rest.strip() == "Typo"


JAPANESE_REPORT = """# コードレビュー報告書

### 評価サマリー

| カテゴリ | 指摘数 | 重要度 内訳 | 判定 |
|---|---|---|---|
| バグ・機能 | 5 | 中×2 / 低×3 | 要改善（軽微） |

## 1. バグ・機能上の問題

### 【中】B-1. エラートーストのアイコンが常に「✓」

エラー時に赤いチェックマークが表示され、意味的に不一致。

### 【低】B-3. 空テキストコピー時の無反応

コピーボタンを押すと何のフィードバックもない。

## 5. 仕様書との突合

| 仕様条項 | 判定 | 内容 |
|---|---|---|
| §6 現在の状況入力 | ✅ | 仕様の入力例と一致 |
| §7 追加情報 | ⚠️ 軽微な乖離① | 仕様は5項目に対し、実装は4入力。仕様書側の表記合わせを推奨。 |
"""


def test_a_japanese_report_s_levels_quoted_marks_tallies_and_deviations() -> None:
    """Real-review round 150: "【中】" in CJK brackets is a level; a quoted 「✓」 in a title is no pass mark (the finding
    had been skipped as a check that passed); a table counting findings ("指摘数") is a tally; a spec table's rows
    marked as deviations ("⚠️ 軽微な乖離") are findings."""
    items = parse_review(JAPANESE_REPORT).items
    assert [(i.title, i.severity) for i in items] == [
        ("エラートーストのアイコンが常に「✓」", Severity.HIGH), ("空テキストコピー時の無反応", Severity.LOW), ("§7 追加情報", None)]


RESOLVED_REVIEW = """# 設計と実装の照合レビュー

## 指摘と対応

| # | 指摘 | 対応状況 |
|---|------|----------|
| 1 | 設定ファイルの既定値が設計書と異なる | 対応済み |
| 2 | ログ出力の形式が未記載 | 対応不要 |

## 個別の指摘

### 1. リトライ回数の記載

設計書ではリトライ回数が 3 回となっているが、実装は 5 回。

- 影響: 障害時の待ち時間が設計より長い

設計書を実装に合わせて更新済み。

### 2. タイムアウトの単位

設計書の単位表記が曖昧。

対応不要。必要であれば単位を追記する程度でよい。

## 実装と一致している主な記載

- キャッシュの有効期限
- 認証トークンの保存先
"""


def test_a_review_whose_points_are_all_resolved_or_need_no_change() -> None:
    """Real-review round 151: a table's rows marked 対応済み / 対応不要 under 対応状況 are closed; a point whose body
    ends "更新済み" (already updated) or whose last paragraph opens "対応不要" (no change needed) is withdrawn, its impact
    bullet no finding of its own; a list of what matches the implementation ("実装と一致している") is no finding."""
    assert parse_review(RESOLVED_REVIEW).items == []


def test_a_top_three_to_fix_first_restates_the_findings() -> None:
    """Real-review round 193: "## 最優先で直すべきTOP3" (the top three to fix first) after the findings restates them."""
    review = ("## レビュー結果\n\n- [CRITICAL] `aws_db_instance.main` / `publicly_accessible = true` : RDSがインターネットから直接アクセス可能 -> `false` にする\n\n"
              "- [LOW] `aws_s3_bucket.data` / アクセスログ未設定 : 監査が不可能 -> ログを設定する\n\n"
              "## 最優先で直すべきTOP3\n\n1. **[CRITICAL] RDSの `publicly_accessible = true`** — データベースがインターネットに露出している。\n")
    items = read_review(review, "m").items
    assert len(items) == 2 and items[0].restated
    assert cues.section_kind("最優先で直すべきTOP3")[0] is cues.Kind.RECAP
