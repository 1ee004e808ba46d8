"""Real-review round 316 (reviews 477–478): Chinese AI code reviews of a git diff — "### 评审意见" (review comments) as
numbered bold labels over their points ("2. **代码质量**：" with a full-width colon, "2. **代码清晰度与维护性**:" over
advice), one of them saying it found no problem ("没有直接的逻辑问题"), then "### 建议" (suggestions) restating them.

Each label over its points is one finding — whatever its colon, and when its points are advice that would not stand
alone; a label whose first point says there is no problem is none; the suggestions after them fold into them.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """根据提供的`git diff`记录，以下是对于代码变更的评审：

### 评审意见

1. **代码质量**：
   - 使用`System.out.println`进行测试输出通常不是一个好主意，因为它依赖于控制台输出。更好的做法是使用断言来验证输出结果。
   - 修改后的代码没有对新的数字字符串进行断言验证，这可能导致测试用例的意图不明确。

2. **测试完整性**：
   - 原始的测试用例尝试解析一个包含非数字字符的字符串，这可能导致`NumberFormatException`。
   - 修改后的测试用例没有包含对异常情况的测试，这是一个缺失。

3. **代码逻辑**：
   - 没有看到具体的代码逻辑变更，仅从注释移除来看，没有直接的逻辑问题。
   - 建议确保移除注释不会导致对现有功能的误解。

### 建议

- 使用JUnit的断言来验证期望的输出，而不是直接使用`System.out.println`。
- 添加测试用例来验证`Integer.parseInt`在遇到非数字字符串时是否抛出`NumberFormatException`。
"""

ADVICE = """### 评审意见

1. **参数顺序变更的影响**:
   - 如果 `NewGitCommand` 函数内部依赖于参数的具体位置，那么这种改变将直接影响到函数的行为，可能会导致错误。

2. **代码清晰度与维护性**:
   - 使用具名参数或者结构体作为参数可以提高代码的可读性和维护性。当前的调用方式通过位置来区分不同类型的输入值，容易出错且难以追踪问题所在。
   - 这样不仅使得意图更加明确，而且当需要添加更多配置选项时也能更容易扩展。
"""


def test_labels_over_points_are_findings_and_suggestions_restate_them() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["代码质量", "测试完整性"]
    assert [len(item.restated) for item in items] == [1, 1]


def test_a_label_over_advice_is_one_finding() -> None:
    items = read_review(ADVICE, "m").items
    assert [item.title for item in items] == ["参数顺序变更的影响", "代码清晰度与维护性"]
