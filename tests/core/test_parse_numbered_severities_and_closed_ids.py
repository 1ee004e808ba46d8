"""Shapes real-review round 32 showed the parser (issue 14): findings headed "### ❌ CRITICAL #1: …" and
"### MAJOR #2: …" over a field table, next steps that name them back ("**必须修复** CRITICAL #1：…", "MAJOR #2, #3"),
and an issue list whose findings are all marked fixed ("### C1. … ✅ 已修复") followed by recommendations that name
them by ID and a section of suspects found not to be bugs ("经核实不构成 bug 的疑似项").

The texts are written for the test, after the shapes of the round's reviews (a reviewer agent's report and a
code review issue list, both in Chinese); the English ones check that the classes are not Chinese-only."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_severity_word_numbered_with_a_hash_tags_the_heading() -> None:
    assert read_tags("❌ CRITICAL #1: AC10 — 向后兼容性违反").severity is Severity.CRITICAL
    assert read_tags("MAJOR #2: orchestrator.py:191 — version not bumped").severity is Severity.HIGH
    assert read_tags("MINOR #4: parser matches comment lines").rest == "parser matches comment lines"


REPORT = """# Review Report — 012: Cache Layer

## 评审结论

**有条件通过** — 存在 1 个 CRITICAL 问题，需返回 Coder 修复后重新评审。

## Phase 1 — 代码质量检查

### ❌ CRITICAL #1: TTL 为零时缓存永不过期

| 维度 | 详细 |
|------|------|
| **严重级别** | CRITICAL |
| **文件** | `cache.py` |

`ttl=0` 被当作"无期限"处理，过期条目永远不会被清除。

### MAJOR #2: cache.py:88 — 统计计数器未加锁

| 维度 | 详细 |
|------|------|
| **严重级别** | MAJOR |

并发请求下命中率统计会丢失更新。

### MAJOR #3: cache.py:120 — 日志打印完整键值

| 维度 | 详细 |
|------|------|
| **严重级别** | MAJOR |

键中包含用户邮箱，日志会泄露个人信息。

## 下一步行动

1. **必须修复** CRITICAL #1：把 ttl=0 视为立即过期
2. **应修复** MAJOR #2, #3：计数器加锁并脱敏日志
3. 修复后重新运行 Reviewer Agent 验证
"""


def test_findings_headed_severity_hash_number_are_read_and_next_steps_naming_them_fold_away() -> None:
    assert items(REPORT) == [
        ("TTL 为零时缓存永不过期", Severity.CRITICAL),
        ("cache.py:88 — 统计计数器未加锁", Severity.HIGH),
        ("cache.py:120 — 日志打印完整键值", Severity.HIGH),
    ]


def test_next_steps_in_english_that_name_findings_by_severity_and_number_fold_too() -> None:
    text = REPORT.replace("## 下一步行动", "## Next steps").replace(
        "1. **必须修复** CRITICAL #1：把 ttl=0 视为立即过期", "1. **Must fix** CRITICAL #1: treat a zero TTL as expired at once")
    assert [title for title, _ in items(text)] == ["TTL 为零时缓存永不过期", "cache.py:88 — 统计计数器未加锁", "cache.py:120 — 日志打印完整键值"]


ALL_FIXED = """# 代码评审问题清单

## 评审结论概览

| 编号 | 严重度 | 位置 | 问题 | 状态 |
|---|---|---|---|---|
| C1 | Critical | `agent.ts` | 孤儿 tool_result 破坏配对 | 已修复（重建 tool_use block） |
| I1 | Important | `grep.ts` | glob 用绝对路径匹配 | 已修复 |

## Critical

### C1. 孤儿 tool_result 块破坏 tool_use 配对 ✅ 已修复

- **问题：** tool_use 占位消息变成纯文本，tool_result 没有配对。
- **修复：** 重建真 tool_use block，补配对断言。

## Important

### I1. grep 的 glob 过滤匹配绝对路径 ✅ 已修复

- **问题：** 传 glob 时几乎过滤掉全部文件。
- **修复：** 改为相对路径再匹配。

## 经核实不构成 bug 的疑似项（澄清）

| 编号 | 疑似项 | 核实结论 |
|---|---|---|
| M1 | glob 尾段 `**` 匹配不到 | **非 bug**：`.*` 允许空串 |
| M2 | runner 每次全量算 token | 性能问题，非正确性 bug |

## 建议

1. **优先修 C1**：决定 tool 轨迹的表示，并补配对断言。
2. **修 grep glob（I1）** 并加固测试为真断言。
"""


def test_an_issue_list_whose_findings_are_all_fixed_yields_nothing_and_is_read_as_closed() -> None:
    parsed = read_review(ALL_FIXED, "m")
    assert parsed.items == []
    assert parsed.parsable and parsed.shape == "closed"  # no repair call: every finding it names is recorded fixed


def test_a_recommendation_naming_an_open_finding_stays_when_another_is_fixed() -> None:
    text = ALL_FIXED.replace("### I1. grep 的 glob 过滤匹配绝对路径 ✅ 已修复", "### I1. grep 的 glob 过滤匹配绝对路径").replace(
        "| I1 | Important | `grep.ts` | glob 用绝对路径匹配 | 已修复 |", "| I1 | Important | `grep.ts` | glob 用绝对路径匹配 | 待修复 |")
    titles = [title for title, _ in items(text)]
    assert any("grep 的 glob" in title for title in titles)
    assert not any("C1" in title for title in titles)


def test_english_recommendations_that_name_only_resolved_findings_are_no_findings() -> None:
    text = """# Review, cycle 2

### H1. Token cache shared across tenants → RESOLVED

The cache key now includes the tenant ID.

### H2. Retries never back off

A dead peer is hammered with retries every 10 ms.

## Recommendations

1. **Keep the tenant test for H1** so the fix stays.
2. **Add jittered backoff (H2)** before the next release.
"""
    titles = [title for title, _ in items(text)]
    assert titles == ["H2. Retries never back off"] or titles == ["Retries never back off"]
