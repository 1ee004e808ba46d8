"""Shapes real-review round 333 showed the parser (issue 14): a spec review whose findings are headings over plain
field lists — "- severity: high; confidence: high", "- location: §3.1", "- defect: …", "- fix: …" — one finding each;
a debt review whose disposition is "**CLEARED**" reports nothing; a findings row judged without its advice column
("Rename the test so its name is accurate"), which says what would be right; "未覆盖" (not covered) is a problem.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

DELTA = """# Reviewer: deepseek — spec_review ROUND 2 (delta)

## Bundle-run trigger definition excludes non-config asset flags

- severity: high; confidence: high
- location: §3.1
- defect: The trigger enumerates "any config flag", but bundle assets are gated on flags that are not config flags.
- fix: Enumerate the full trigger set.

## ci-workflow structural check mixes line-match with a YAML-structural constraint

- severity: low; confidence: medium
- location: §3.2
- defect: "within the same checkout step" is structural, not regex; the implementer must guess.
- fix: Commit to pure line match or YAML-aware wording.
"""


def test_a_heading_over_plain_severity_location_defect_fix_fields_is_one_finding() -> None:
    items = parse_review(DELTA, "deepseek").items
    assert [(item.title, item.severity) for item in items] == [
        ("Bundle-run trigger definition excludes non-config asset flags", Severity.HIGH),
        ("ci-workflow structural check mixes line-match with a YAML-structural constraint", Severity.LOW)]


def test_a_debt_review_whose_disposition_is_cleared_reports_nothing() -> None:
    text = """# P10j primitive/model contract review

## 7. Debt Disposition

**Disposition**: **CLEARED** (documentation debt resolved by comments in `plus_sprite_ram.v`).

The claimed invariant was independently verified against the production sources.

---

The coordinator ran `make -C sim` and `make -C sim lint`; both process exits were 0. The two production-file changes are comments only. Hardware fit validation remains a separate evidence tier.
"""
    parsed = parse_review(text, "gemini")
    assert parsed.items == [] and parsed.parsable


def test_a_findings_row_is_judged_without_its_advice_which_says_what_would_be_right() -> None:
    text = """## Findings

| ID | Severity | Finding | Recommendation |
|---|---|---|---|
| F-1 | P2 | The restart test never reloads state from storage | Rename the test so its name is accurate, clean and correct |
"""
    assert [item.title for item in parse_review(text, "deepseek").items] == ["The restart test never reloads state from storage"]


def test_a_chinese_row_saying_a_branch_is_not_covered_is_a_finding_though_its_advice_asks_for_accurate_wording() -> None:
    text = """## Findings

| ID | 级别 | 影响 | 建议 |
|---|---|---|---|
| F-02 | P2 | 测试只覆盖 webtoon 分支，未覆盖 ltr 继承分支（该分支经探针确认实现正确） | 把测试名改为准确表述，并补一条断言 |
"""
    assert len(parse_review(text, "deepseek").items) == 1

