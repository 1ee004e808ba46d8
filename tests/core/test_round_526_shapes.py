"""Shapes real-review round 526 showed the parser (issue 14): a mobile-first analysis report (in Traditional Chinese)
closing on the points it accepts ("## Accepted / No Immediate Action") and the conditions a later change must meet to
count as a regression ("## Lighthouse Regression Threshold") — neither holds findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# accusation-v2 手機優先分析報告

## Optimization Candidates

### [P0] 舊格式文字匯入在手機 UI 無法穩定完成

- Impact：Required Mobile Deck Journey 第 13 步失敗；舊格式匯入屬於資料可靠性與相容性路徑。

## Accepted / No Immediate Action

- 390px、430px、768px 初始查卡/組牌版面未偵測到水平 overflow。
- Lighthouse 已視為完成優化；本輪未重跑追分，只保留回歸門檻。
- 桌面微調與純視覺細節不進入本輪修復。

## Lighthouse Regression Threshold

後續若有產品修改，只有符合以下條件才列為 Lighthouse 回歸問題：

- Performance 分數下降超過 10 分。
- CLS 明顯惡化並造成可見 layout shift。
- LCP 明顯退步，且影響首次查卡或組牌入口。
"""

TRACKER = """# Code Review

## Issues

#### 5. Performance Tracker Hardcoded Regression Threshold

The 10% regression threshold is hardcoded in `tracker.py`; make it configurable per benchmark.
"""


def test_accepted_points_and_a_regression_threshold_are_no_findings() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert titles == ["舊格式文字匯入在手機 UI 無法穩定完成"], titles


def test_a_finding_about_a_threshold_stays_a_finding() -> None:
    titles = [item.title for item in read_review(TRACKER, "m").items]
    assert titles == ["Performance Tracker Hardcoded Regression Threshold"], titles
