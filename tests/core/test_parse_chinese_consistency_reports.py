"""A requirements-to-code consistency report in Chinese (real-review round 156): claims headed only by their ids
("### 1. CLAIM-5fad…"), each with "- 判定：`inconsistent`" and "- 严重级别：`critical`" bullets, then the expected and the
actual behaviour in prose. The findings were all read, but without their level: a severity field named in Chinese,
or with its value in backticks, had not been read as one.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review
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
