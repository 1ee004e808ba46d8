"""Real-review rounds: an experiment critique in Chinese whose numbered problems include "### 5. 统计层面没有错，但必须更收敛"
("the statistics are not wrong, but must be tighter") — a claim that opens on the word for statistics, not a section of
counts (round 211, review 366).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse import read_review

CRITIQUE = """# 实验批评

## 主要问题

### 1. 单 benchmark 限制仍然过重

现在 full paper 只有 `GSM8K`，不能声称是 general principle。

### 2. 统计层面没有错，但必须更收敛

当前 paired counts 还是很小，paper 的措辞应更保守。
"""


def test_a_problem_opening_on_the_word_for_statistics_is_a_finding() -> None:
    titles = [item.title for item in read_review(CRITIQUE, "m").items]
    assert titles == ["单 benchmark 限制仍然过重", "统计层面没有错，但必须更收敛"]


def test_a_heading_that_is_only_statistics_still_holds_counts() -> None:
    assert cues.section_kind("问题统计")[0] is Kind.SKIP
    assert cues.section_kind("📊 统计信息")[0] is Kind.SKIP
