"""Real-review round 296 (review 451): a UX audit in Chinese — its method bullets define the levels ("严重度：P0=…；P1=…；
P2=…；P3=…"), a point is set aside as acceptable ("（可接受，不展开）"), a point quotes the screen's own text with a middle
dot in it ("「每页 20 条 · 最近 30 天」"), and the audit ends on the scripts it used ("## 审计脚本"). The scale, the
accepted point and the scripts are no findings; a dot inside quotes does not split a point in two.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# UX 审计发现

- 环境：http://127.0.0.1:5177（Blazor Server，系统 Edge headless，1440×900）
- 严重度：P0=功能不可用/数据错误/崩溃；P1=明显 bug/流程断；P2=体验差/易用性；P3=视觉/文案细节

## /dashboard 家长看板

- [P3] 「本周学习卡片 / 最长连续打卡」统计卡片数字无单位说明，0 值状态下信息量低（可接受，不展开）
- [P3] 成长时间线显示「每页 20 条 · 最近 30 天」但无分页控件（数据 <20 条时属轻微误导）

## 审计脚本（可复用，均在 tests/ux-audit/）

- `scan-b.js` — 10 页批量截图+文本+元素清单+错误收集 → `scan-b-report.json`
"""


def test_scale_accepted_point_and_scripts_are_no_findings_and_quoted_dots_do_not_split() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["成长时间线显示「每页 20 条 · 最近 30 天」但无分页控件（数据 <20 条时属轻微误导）"]
