"""Claude's review of eight plans (round 96) rates each plan in a list of fields — "- Clarity: Good.", "- Risk: Medium.",
"- Missing: The verifier remained too shallow …" — and closes on a risk assessment whose register table names the open
bugs again, one new risk, a risk already resolved ("| Schema migration drift | Medium | … | Resolved |"). Gemini's
Chinese review of the same plans ends on "### 5. 风险评估 (Risk Assessment)" over "**评估理由：**" and a paragraph.
At first every "Risk: <level>" field was read as a finding and every "Missing:" field was lost; the register was not
read at all. A plan's "Missing:" field is a finding and its "Risk:" rating is not; a risk assessment's register table
is read, its rows restating the findings or adding one, its resolved or by-design rows left out; a Chinese risk
assessment is a rating, as the English one is.

The texts are written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

PLANS = """# Plan review

### Plan 01: Contracts

- Clarity: Excellent. The objective and acceptance criteria are precise.
- Scope: Appropriate. Defines contracts only, defers wiring.
- Risk: Low. Pure contract work with no mutation path changes.
- Missing: No test for `registry.ts` being completely empty.

Strengths: `implementationSource` locking fulfills the handoff constraint.

### Plan 02: Reconcile command

- Clarity: Good.
- Scope: Right-sized for one command family.
- Risk: Medium-high.
- Missing: None.

Strengths: Good reuse of existing command and activation helpers.

### Plan 03: Recovery dispatch

- Clarity: Good.
- Scope: Tight.
- Risk: High.
- Missing: CR-01. Retry still lacks a real failed command ID source.

Strengths: `submitRecoveryAction()` is clean.

## Cross-Cutting Analysis

### Risk assessment

| Risk | Severity | Likelihood | Status |
|------|----------|------------|--------|
| CR-01: retry uses a fake commandId instead of the failed command ID | High | Certain | Unfixed |
| CR-02: host resume blocked by kill_switch check ordering | High | Certain | Unfixed |
| Schema migration drift (local.db) | Medium | Occurred in 02 | Resolved |
| CI green but hardware behavior differs | LOW (by design) | Low | Accepted |
"""


def test_a_plans_missing_field_is_a_finding_and_its_risk_rating_is_not() -> None:
    titles = [i.title for i in parse_review(PLANS, "m").items if i.role == "issue"]
    assert titles == ["No test for registry.ts being completely empty", "Retry still lacks a real failed command ID source"]


def test_a_risk_registers_rows_restate_findings_or_add_one_and_closed_rows_are_left_out() -> None:
    items = read_review(PLANS, "m").items
    assert [i.title for i in items] == [
        "No test for registry.ts being completely empty",
        "Retry still lacks a real failed command ID source",
        "host resume blocked by kill_switch check ordering",
    ]
    assert any("fake commandId" in said for said in items[1].restated)


PROSE = """## Concerns

- **The cache is never invalidated.** Stale reads follow after a plugin is disabled.

### Risk Assessment

**Overall risk: LOW.** The plan is sound; the one concern is easily fixed.

| Area | Likelihood | Impact |
|------|------------|--------|
| Cache | Medium | Low |
"""

CHINESE = """### 3. 潜在问题与风险 (Concerns)
- 读路径性能风险 (Severity: LOW)：随着插件数量增加，这种实时计算拓扑链的方式可能会产生一定的延迟。

### 5. 风险评估 (Risk Assessment)
**风险等级：LOW**

**评估理由：**
该阶段通过 8 份相互关联的计划，形成了一个完整的闭环，风险主要集中在未来的读取性能调优。
"""


def test_a_risk_assessment_without_a_register_holds_no_finding_in_english_or_chinese() -> None:
    assert [i.title for i in read_review(PROSE, "m").items] == ["The cache is never invalidated"]
    assert len(read_review(CHINESE, "m").items) == 1
