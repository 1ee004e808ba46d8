"""Real-review round 289 (review 444): a robustness review in Chinese — "## 问题清单" over "| # | 严重度 | 维度 | 描述 |
文件 | 行号 | 修改建议 |" rows ranked MUST_FIX and LOW, then "## 关键问题详解" explaining the first rows again under
"### #1: … （MUST_FIX）". The description column ("描述") titles the row, "MUST_FIX" is a level, and a heading opening
on a row's "#" number restates that row.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## 问题清单

| # | 严重度 | 维度 | 描述 | 文件 | 行号 | 修改建议 |
|---|--------|------|------|------|------|---------|
| 1 | MUST_FIX | D1,D2 | cleanupAndExit 被多次调用导致 double-cleanup 竞态 | runPi.ts | L75-89, L137-150 | 添加幂等守卫或去重逻辑 |
| 2 | MUST_FIX | D1,D4 | start() 无二次调用保护，重复 spawn 泄漏进程 | PiTransport.ts | L22-38 | 添加 `if (this.process) throw/log` 守卫 |
| 3 | LOW | D3 | PiTransport.start() 无入口日志 | PiTransport.ts | L22 | 添加 `logger.info('[pi] Starting Pi process...')` |

## 关键问题详解

### #1: cleanupAndExit Double-Cleanup 竞态（MUST_FIX）

**位置**: `runPi.ts` L75-89（error/close handler）+ L137-150（finally block）

**问题链**：两个 handler 都调用 `lifecycle.cleanupAndExit()`，`finally` 块再次调用。

### #2: start() 无二次调用保护（MUST_FIX）

**位置**: `PiTransport.ts` L22-38

**问题**：`start()` 未检查 `this.process` 是否已存在。
"""


def test_description_column_titles_rows_and_hash_headings_restate_them() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["cleanupAndExit 被多次调用导致 double-cleanup 竞态", "start() 无二次调用保护，重复 spawn 泄漏进程",
                                              "PiTransport.start() 无入口日志"]
    assert [item.severity for item in items] == [Severity.CRITICAL, Severity.CRITICAL, Severity.LOW]
    assert len(items[0].restated) == 1 and items[0].restated[0].startswith("### #1:")
