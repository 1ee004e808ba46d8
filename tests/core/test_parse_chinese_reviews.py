"""Two reviews in Chinese (real-review round 121): a code review record whose findings sit under "## 严重问题" (severe
problems) and "## 警告问题" (warnings), closed by a tally under "## 统计" (statistics); and a backend scan whose severe
problems are the rows of a table headed "| 严重度 | 位置 | 现象 | 影响 |" (severity, location, symptom, impact), with a
summary table of problems elsewhere ("问题清单汇总"). A level named with "问题" is a severity section; a severity column
and a symptom or problem column in Chinese make a table of findings; a statistics section holds none; a summary
("汇总", "总结") restates.

The texts are written for the test, after the shapes of those reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.model import Severity
from xreview.core.parse import parse_review

RECORD = """# 代码审查问题记录

## 严重问题

### 2. 坐标解析与文档不一致

- **位置**: `grid_region.py`
- **原因**: 文档声称支持三种格式，但 `main()` 仅做了简单的 `split(",")`。
- **改进建议**: 复用 `parse_coordinate()`。

## 警告问题

### 5. 定义了未使用的变量

- **位置**: `grid_common.py`
- **原因**: `grid_color` 被赋值后从未使用。
- **改进建议**: 删除该行。

## 统计

| 级别 | 数量 | 状态 |
|------|------|------|
| 严重 | 1 | 待修复 |
| 警告 | 1 | 待修复 |
"""

SCAN = """# Backend Vulkan 扫描

## 严重问题

| 严重度 | 位置 | 现象 | 影响 |
| --- | --- | --- | --- |
| 严重 | `glfw_window.cpp` | GLFW 路径把 `VkSurfaceKHR` 堆分配成 `new VkSurfaceKHR(...)` | 后续调用都会吃到错误句柄 |
| 高 | `device.cpp` | `isDeviceSuitable()` 强制要求独显 | 只有集显的机器全部判成不可用 |
"""


def test_sections_of_severe_problems_and_of_warnings_give_their_levels() -> None:
    assert cues.section_kind("严重问题") == (Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("警告问题") == (Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("统计")[0] is Kind.SKIP
    assert cues.section_kind("问题清单汇总")[0] is Kind.RECAP
    items = parse_review(RECORD, "m").items
    assert [(item.title, item.severity) for item in items] == [
        ("坐标解析与文档不一致", Severity.CRITICAL), ("定义了未使用的变量", Severity.HIGH)]


def test_a_table_with_a_severity_and_a_symptom_column_in_chinese_holds_findings() -> None:
    items = parse_review(SCAN, "m").items
    assert [(item.title[:20], item.severity) for item in items] == [
        ("GLFW 路径把 VkSurfaceKH", Severity.CRITICAL), ("isDeviceSuitable() 强", Severity.HIGH)]


def test_a_numbered_claim_ending_on_a_section_word_is_one_finding() -> None:
    assert cues.section_kind("1. GDI 资源泄漏风险")[0] is Kind.TOPIC  # a GDI resource-leak risk: one finding
    assert cues.section_kind("2. 安全风险")[0] is Kind.CONTAINER  # security risks: a section
    text = RECORD.replace("### 2. 坐标解析与文档不一致", "### 1. GDI 资源泄漏风险\n\n- **位置**: `grid_common.py`\n"
                          "  - `capture_screenshot()` (L221-L287)\n- **原因**: 资源创建位于 `try` 块外部。\n\n### 2. 坐标解析与文档不一致")
    assert [item.title for item in parse_review(text, "m").items][:2] == ["GDI 资源泄漏风险", "坐标解析与文档不一致"]


REPORT = """# 代码审查报告

## 目录

1. [严重问题](#严重问题)
2. [代码质量问题](#代码质量问题)

## 代码质量问题

#### a. toNum 函数命名和实现

**文件**: `src/store/helpers.ts`

**问题**:
1. 函数名 `toNum` 过于通用，不清晰
2. 使用 `parseInt` 可能导致意外行为

**建议**: 使用时间戳比较日期

#### b. isEmpty 函数类型守卫问题

**问题**:
1. 对 null 会抛出异常
2. 没有处理 Set 和 Map
"""


def test_a_table_of_contents_and_the_points_of_a_findings_fields_are_no_findings() -> None:
    """Round 122: a report in Chinese lists its sections under "## 目录" (contents) and numbers the points of each
    finding's 问题 (problem) field; the contents are no findings, and the points belong to their finding."""
    assert cues.section_kind("目录")[0] is Kind.SKIP
    assert [item.title for item in parse_review(REPORT, "m").items] == ["toNum 函数命名和实现", "isEmpty 函数类型守卫问题"]


RESEARCH_REVIEW = """# Codex 独立评审 - idea_debate

## 评审意见

### 2. 假设合理性

1. **H1: BSD >= 14%** 有一定逻辑，但偏乐观。风险远高于 proposal 里表现出来的语气。

7. **H8: GSM8K 泛化** 是最弱的假设。很多在 Countdown 上有效的 test-time trick 到 GSM8K 会直接失效。

### 4. 竞争定位

3. 可能忽略的不是某一篇论文，而是一整类更危险的对手。最危险的 baseline 是更多 diffusion steps。

## 评分

**6/10**

理由：
1. 有真实信号。
3. 但当前版本对 `RACFG`、协同效应、跨任务泛化都偏乐观。
"""


def test_weakest_and_overlooked_are_problems_and_a_score_holds_no_finding() -> None:
    """Real-review round 185: Codex's review of a research plan in Chinese — "是最弱的假设" (the weakest hypothesis) and
    "可能忽略的…" (what may be overlooked) were no problem words, and the score's reasons ("## 评分") were read as
    findings."""
    titles = [i.title for i in parse_review(RESEARCH_REVIEW).items]
    assert titles == ["BSD >= 14%", "GSM8K 泛化", "可能忽略的不是某一篇论文，而是一整类更危险的对手"]


BOT_DIFF_REVIEW = """根据提供的Git diff记录，以下是针对代码变更的评审：

### 2. `OpenAiCodeReview`类变更
- **新增方法** `pushMessage(String logUrl)`：该方法可能用于向微信公众号发送消息。
  - 注意：`pushMessage`方法中的日志输出可能会干扰日志管理，建议使用日志框架进行替换。
- **修改方法** `generateRandomString(int length)`：虽然方法内容没有显示，但是它的存在表明有随机字符串生成逻辑。

### 评审意见
- **HTTP请求**：`sendPostRequest`方法应考虑使用更高级的HTTP客户端库来替代`HttpURLConnection`。
"""


def test_a_note_nested_in_a_walk_through_the_changes_is_a_finding() -> None:
    """Real-review round 186: a code-review bot's Chinese review — "注意：…建议…" (note: … suggest …) nested under a
    changed method in a section that walks through the changes ("…类变更"), then review comments whose "应考虑" (should
    consider) was no known word; the notes were lost and the walk-through's descriptions were read instead."""
    titles = [i.title for i in parse_review(BOT_DIFF_REVIEW).items]
    assert len(titles) == 2 and "pushMessage" in titles[0] and titles[1] == "HTTP请求"


def test_meaningless_and_may_lead_to_are_problem_words() -> None:
    """Real-review round 187: "看起来这是一个无意义的改动，可能是误操作" (a meaningless change, maybe a slip) raised a finding
    with no word the parser knew."""
    review = "### 文件路径\n- 文件名从 `A.java` 改为 `A.java`，看起来这是一个无意义的改动，可能是误操作。\n- 文件位于 `sdk` 模块中。\n"
    assert [i.title for i in parse_review(review).items] == ["文件名从 A.java 改为 A.java，看起来这是一个无意义的改动，可能是误操作"]
    assert cues.problem_score("移除注释可能会导致以下行为变化") > 0
