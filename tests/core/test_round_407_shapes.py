"""Shapes real-review round 407 showed the parser (issue 14): a QA report whose "## Issues Found and Fixed" holds
numbered sub-headings, each an "**Issue**: …" closed by "- ✅ **Fixed**: …", then an accessibility section whose
"⚠️ **Needs Improvement**:" label lists the points and a performance note "Bundle size is reasonable …"; a reviewer
agent's playbook whose "## Pipeline summary" lists the checks it ran, whose "**Minor (no action needed):**" concern
asks nothing and whose "## Manual test steps" are steps; a Chinese plan review whose points are tagged "（严重）" or
"（中等）" in full-width parentheses and say what is "不完整" (incomplete) beside a `match` parameter.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review

QA_REPORT = """# QA Validation Report

## Issues Found and Fixed

### 1. Missing Dependencies
**Issue**: Package.json was missing required dependencies
- ✅ **Fixed**: Added `framer-motion` (used in home page animations)

### 2. Dashboard Authentication
**Issue**: Dashboard was using demo mode instead of real authentication
- ✅ **Fixed**: Added proper authentication checks using `useAuth` hook

## Issues Requiring Attention

### 1. Missing Image Assets
The favicon and the social images are referenced but don't exist.

## Accessibility

⚠️ **Needs Improvement**:
- Color contrast should be verified for WCAG compliance
- Screen reader support needs testing

## Performance Notes

- Bundle size is reasonable with current dependencies
"""

PLAYBOOK = """# Manual test playbook — Unit A0

## Pipeline summary

- Code review: pass — 0 blocking concerns, 1 minor note (see Concerns)
- Test suite: 8614 examples, 25 failures — all pre-existing and unrelated to A0

## Concerns and suggestions

- **Minor (no action needed):** the spec's controller sketch referenced `params[:channel_id]`, but the nested
  resource exposes the parent id as `params[:id]`; the implementer used `params[:id]`.
- **Tracked follow-up — orphaned CSS:** about 45 dead `.watermark-*` rules remain in the stylesheet; sweep them in
  the later tidy-up pass.

## Manual test steps

1. **Channel index renders.** Open `/channels` → the channel list renders, no error.
2. **Bad boundary value is rejected.** PATCH `star=bad` → expect `422` with an `errors` array.
"""

CHINESE = """# 计划评审

## Blocking Issues

1. **`find_control` 参数语义不完整（严重）**：文案声称支持“名称/类型”，但实际只定义了 `scope` 与 `match`；未说明组合行为。

2. **安全响应格式不一致（中等）**：两种返回风格会让调用方处理不一致，需要统一。
"""


def test_sub_headings_of_a_fixed_issues_section_stay_closed() -> None:
    titles = [item.title for item in parse_review(QA_REPORT, "m").items]
    assert not any("Package.json" in title or "demo mode" in title for title in titles)
    assert "Missing Image Assets" in titles


def test_a_needs_improvement_label_lists_its_points_and_a_reasonable_bundle_is_no_point() -> None:
    titles = [item.title for item in parse_review(QA_REPORT, "m").items]
    assert "Color contrast should be verified for WCAG compliance" in titles
    assert not any("Needs Improvement" in title for title in titles)
    assert cues.is_praise("Bundle size is reasonable with current dependencies")
    assert cues.is_recommendation("Add tests that are isolated from the network")
    assert not any("Bundle size" in title for title in titles)


def test_a_pipeline_summary_a_no_action_concern_and_test_steps_hold_no_findings() -> None:
    assert cues.section_kind("Pipeline summary")[0] is cues.Kind.SKIP
    assert cues.section_kind("Manual test steps")[0] is cues.Kind.SKIP
    titles = [item.title for item in parse_review(PLAYBOOK, "m").items]
    assert len(titles) == 1 and titles[0].startswith("Tracked follow-up")


def test_full_width_severity_tags_and_chinese_gaps_beside_code_read() -> None:
    items = parse_review(CHINESE, "m").items
    assert [item.severity for item in items] == [Severity.CRITICAL, Severity.HIGH]
    assert items[0].title.startswith("find_control 参数语义不完整")
    assert cues.is_issue_like("参数语义不完整，未说明组合行为")  # incomplete, not stated
    assert not cues.is_praise("The `robust` retry wrapper is never called")  # a word in code praises nothing
