"""Real-review rounds: a second-round re-evaluation in Chinese — "已改善项" (what improved) before "剩余质量问题"
(the quality problems left), a risk whose praise word is followed by "但" ("works for some games, but is easily
detected"), a point that says something is "明确未接入" (explicitly not wired), and "未完成 / 名实不符" and "弱项"
(unfinished, weak points) over findings (round 212, review 367).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REEVALUATION = """## 3. Code Quality 评估

### 已改善项

- ruff 全绿，`E/F/I/UP/B` 都通过。
- `setup_logging()` 已接入主入口，日志落盘可用。

### 剩余质量问题

#### 3.1 `_load_with_kwargs` 静默吞字段

实现会过滤掉 dataclass 不认识的 kwargs，配置 typo 静默失效。

## 4. Security 评估

### 自动化风险

1. **SendInput 可检测性高**  
   这类输入对部分应用很好用，但也容易被反作弊识别，有封号风险。

## 5. Completeness 评估

### 未完成 / 名实不符

1. **OCR 仍是 WIP**  
   `OcrService` 在 docstring 明确未接入。

### 弱项

1. **扩展点未被真实替换实现验证**  
   目前只有一套实现。
"""


def test_improvements_are_no_findings_and_problems_after_a_but_are() -> None:
    titles = [item.title for item in read_review(REEVALUATION, "m").items]
    assert titles == ["_load_with_kwargs 静默吞字段", "SendInput 可检测性高", "OCR 仍是 WIP", "扩展点未被真实替换实现验证"]


def test_clear_after_should_or_before_not_is_no_praise() -> None:
    assert not cues.is_praise("**OCR 仍是 WIP** `OcrService` 在 docstring 明确未接入。")
    assert cues.is_praise("分层清晰，职责明确。")
    assert not cues.is_praise("**SendInput 可检测性高** 这类输入对部分应用很好用，但也容易被反作弊识别，有封号风险。")


LOCKS = """## 6. Extensibility 评估

### 弱项

1. **共享 service 的并发扩展风险**  
   两个线程共享同一个服务。
   - `_template_cache: OrderedDict` 无锁。
   - `_pressed: set[int]` 无锁。

2. **配置 schema 缺失**  
   目前是裸 dict，缺少 schema validation。

## 7. Remaining Issues（按优先级）

### P1 / 可靠性问题

5. **`InputControlService._pressed` 缺乏同步**  
   文件：`src/service/control_service.py:76`
"""


def test_a_summary_entry_naming_a_findings_identifier_restates_it() -> None:
    """"`InputControlService._pressed` 缺乏同步" in the remaining issues names `_pressed`, which the finding on shared services
    names as "`_pressed: set[int]`": the identifier inside the code spans is the shared name, in prose that shares few words."""
    items = read_review(LOCKS, "m").items
    assert [item.title for item in items] == ["共享 service 的并发扩展风险", "配置 schema 缺失"]
    assert len(items[0].restated) == 1
