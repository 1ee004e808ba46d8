"""Shapes real-review round 331 showed the parser (issue 14): an adjudicator's decisions on a reviewer's findings,
each with its disposition and resolution — those fixed in the pass or rejected are closed, one deferred to a later
stage is still open; a critic report with no finding — its commands' results, each run recorded, and a verdict
that approves, "No facades, no mocked cheat returns, no shortcuts detected".

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

DECISIONS = """# Review decisions: export totals

## Findings and decisions

### REV-001: CSV header misses the currency column

- Evidence: `export/csv.go:40` writes the amount without its currency.
- Disposition: fix.
- Resolution: fixed by the adjudicator; header and rows now carry the currency.

### REV-002: Unreachable nil branch in `totals`

- Evidence: `totals.go:12` checks a value that is never nil.
- Disposition: reject.
- Resolution: rejected; code kept as is.

### REV-003: Real bank export format unverified (open risk)

- Evidence: the parser accepts two layouts; no real statement was tried.
- Disposition: defer to QA (stage 7).
- Resolution: deferred.
- Follow-up: QA must import a real statement and record its layout.
"""


def test_a_finding_deferred_to_a_later_stage_stays_open_while_fixed_and_rejected_ones_are_closed() -> None:
    parsed = parse_review(DECISIONS, "adjudicator")
    assert [item.title for item in parsed.items] == ["Real bank export format unverified (open risk)"]


CRITIC = """# Review & Adversarial Critic Report: Milestone 2

## 1. Observation

### Command Execution Results
1. **Backend Unit Test Suite**:
   - Command: `python -m pytest backend/tests/ -v`
   - Result: 6 passed, 2 warnings
   - Exit code: 0

2. **Offline Alembic Downgrade DDL Generation**:
   - Command: `alembic downgrade base --sql`
   - Result: Emits table drops in reversed dependency order and deletes the revision from `alembic_version`.
   - Exit code: 0

3. **Check Constraint Enforcement**:
   - Command: Attempted inserting a listing with a negative base price.
   - Result: Raised `IntegrityError` enforcing `ck_listings_base_price`.
   - Exit code: 0

## 2. Conclusion & Verdict
- **Verdict**: **APPROVE**
- **Integrity Status**: VERIFIED. No facades, no mocked cheat returns, no shortcuts detected.
"""


def test_a_section_of_command_results_holds_no_finding() -> None:
    text = CRITIC.replace("- **Integrity Status**: VERIFIED. No facades, no mocked cheat returns, no shortcuts detected.\n", "")
    assert parse_review(text, "critic").items == []


def test_a_report_that_detects_nothing_and_approves_is_read_as_reporting_nothing() -> None:
    parsed = parse_review(CRITIC, "critic")
    assert parsed.items == [] and parsed.parsable and parsed.shape != "unreadable"


def test_chinese_points_that_say_something_is_missing_lost_or_underestimated_are_findings() -> None:
    text = """## 新发现的缺陷

1. **错误处理粗糙**：多处使用 `unwrap()`，长时间运行会导致进程崩溃
2. **无单元测试和集成测试**：CI 配置缺失，覆盖率为零
3. **无优雅停机**：未处理 `SIGTERM`，正在传输的文件会丢失
4. **远程工作站场景被低估**：工作站与 IoT 设备差异很大
"""
    assert [item.title for item in parse_review(text, "claude").items] == [
        "错误处理粗糙", "无单元测试和集成测试", "无优雅停机", "远程工作站场景被低估"]


def test_a_chinese_background_field_under_a_heading_is_a_part_of_it_not_a_finding_of_its_own() -> None:
    text = """### 3. SKILL.md 声明了未实现的 CLI 参数

- **位置**: `SKILL.md`
- **问题**: 文档描述了 `--set-default-output`，但代码未实现。

### 11. 实现 `--set-default-output` CLI 参数

- **位置**: `grid_full.py`
- **背景**: `SKILL.md` 中已描述了该参数的使用方式，但代码中缺失实现。
"""
    assert not any(item.title.startswith("背景") for item in parse_review(text, "claude").items)


def test_a_table_correcting_an_assessment_row_by_row_holds_its_findings_in_the_correction_column() -> None:
    text = """### 1.2 Corrections to your assessment

| Your assessment | Correction |
| --------------- | ---------- |
| Telemetry ✅ | **Addition**: the collector never aggregates its metrics and the topics follow no naming scheme |
| Remote control ✅ | **Correction**: `exec_command` passes its input to a shell with no allow-list and no escaping |
| Security ❌ | **Correction**: the desktop token is stored in plain text in the TOML file and never expires |
"""
    items = parse_review(text, "claude").items
    assert [item.title.split()[:3] for item in items] == [
        ["the", "collector", "never"], ["exec_command", "passes", "its"], ["the", "desktop", "token"]]


def test_a_chinese_lead_naming_additions_or_hard_requirements_opens_a_list_of_findings() -> None:
    text = """### 3.2 Phase 1 修正

新增/强化项：

- **MQTT Last Will**：设备离线状态自动通告
- **持久化队列**（如 `sled`）：遥测离线缓存

### 4.2 安全需求补充

你的安全清单合理，补充几条**实操层面**的硬性要求：

- **mTLS 证书自动轮换**：参考 SPIFFE/SPIRE，证书有效期 ≤ 24 小时
- **审计日志防篡改**：本地审计日志哈希链
"""
    assert [item.title for item in parse_review(text, "claude").items] == ["MQTT Last Will", "持久化队列", "mTLS 证书自动轮换", "审计日志防篡改"]
