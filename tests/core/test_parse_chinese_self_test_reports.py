"""Real-review rounds: an agent's self-test report in Chinese — every acceptance criterion "✅ 通过", an issue table
("## 问题清单") whose one row says no new issues this round ("| — | 本轮零新问题 | — |"), and an evidence archive
("## 证据来源存档") whose gate log reads "typecheck 0 Error" (round 238, review 393). It holds no finding; "## 证据"
alone (evidence), over a review's numbered findings, still holds them.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# IT-01-FE-10 自测报告

## AC 验证结果

| AC 编号 | 描述 | 结果 |
|---------|------|------|
| AC-FN-23 | 静息态逐块核对正文区域：零控件 chrome | ✅ 通过 |

## 问题清单

| 级别 | 问题描述 | 复现步骤 |
|------|----------|----------|
| — | 本轮零新问题 | — |

## 结论

**通过**。九条全过，零新缺陷。

## 证据来源存档

- 门禁存档：`IT-04-FE-02-gates.log`（typecheck 0 Error + 1094/1094）
"""


def test_a_self_test_report_with_no_new_issue_holds_no_finding() -> None:
    assert read_review(REPORT, "m").items == []


def test_an_evidence_archive_holds_none_but_evidence_alone_is_no_such_archive() -> None:
    from xreview.core.cues import Kind, section_kind
    assert section_kind("证据来源存档")[0] is Kind.SKIP
    assert section_kind("证据")[0] is not Kind.SKIP
