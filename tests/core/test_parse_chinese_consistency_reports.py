"""A requirements-to-code consistency report in Chinese (real-review round 156; a review report, round 166, below): claims headed only by their ids
("### 1. CLAIM-5fad…"), each with "- 判定：`inconsistent`" and "- 严重级别：`critical`" bullets, then the expected and the
actual behaviour in prose. The findings were all read, but without their level: a severity field named in Chinese,
or with its value in backticks, had not been read as one.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

REPORT = """# 需求—代码一致性审查报告

## 审查结论

审查完成：consistent=40，inconsistent=2。

## 问题清单

### 1. CLAIM-0a1b2c3d4e5f

- 判定：`inconsistent`
- 严重级别：`critical`

文档期望：已取消的订单不得发货。 代码行为：ShipWorker 直接把 CANCELLED 转为 SHIPPED。

### 2. CLAIM-9f8e7d6c5b4a

- 判定：`inconsistent`
- 严重级别：`low`

文档期望：日志使用 UTC 时间。 代码行为：日志使用本地时间。
"""


def test_a_severity_field_named_in_chinese_gives_the_claims_their_level() -> None:
    items = parse_review(REPORT).items
    assert [(item.title, item.severity) for item in items] == [
        ("CLAIM-0a1b2c3d4e5f", Severity.CRITICAL), ("CLAIM-9f8e7d6c5b4a", Severity.LOW)]


def test_a_severity_value_in_backticks_or_named_in_cjk() -> None:
    assert read_tags("**Severity:** `high`").severity is Severity.HIGH
    assert read_tags("严重程度：高").severity is Severity.HIGH
    assert read_tags("- 重要度: 低").severity is Severity.LOW


REVIEW_REPORT = """# 代码评审报告

## ⚠️ UI 校验问题

### P2 问题（下 sprint 处理）

| # | 问题 | 位置 | 建议 |
|---|------|------|------|
| 1 | 渐变背景未提取变量 | `src/app/page.tsx:48-58` | 提取为 `--drama-gradient-hero-*` |
| 2 | 空状态未组件化 | 多处 | 提取 EmptyState 组件 |

## 🔧 修改建议

### 优化建议（P2）

1. **渐变背景提取变量**: 在 `globals.css` 添加 `--drama-gradient-hero-*`
2. **空状态组件化**: 提取 `<EmptyState />`
"""


def test_suggestions_after_the_problems_restate_them() -> None:
    """Real-review round 166: "## 🔧 修改建议" (suggested changes) after the problem tables asks their fixes again; its
    points had stood as two more findings. A section named by 建议 (suggestion) after the findings restates them."""
    assert [item.title for item in read_review(REVIEW_REPORT).items] == ["渐变背景未提取变量", "空状态未组件化"]
