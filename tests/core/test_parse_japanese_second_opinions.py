"""A second opinion in Japanese (real-review round 119): findings headed by a coloured level in brackets ("### [🟠
Major] 回転復元の保証範囲と成立方式が未確定") under "## 指摘事項", each with 該当箇所 / 問題点 / 推奨修正 fields and
bullets. A level in brackets is a severity with its colour mark inside the brackets too — the findings had been lost,
their fields and bullets read in their place.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review
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
