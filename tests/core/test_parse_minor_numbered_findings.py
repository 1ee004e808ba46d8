"""A code review in Japanese (real-review round 120): its findings are bold lines numbered under their level
("**Minor 1: `handleSelectExisting` がrejectでエラートーストを表示する**") over bullets of evidence and a fix, and a
JSON block after them restates every finding with a verdict. A level numbered before a colon is the finding's
severity ("Minor 1:", "High 2 —"), not part of its title; a JSON block after the findings restates them — at first the
findings were lost, their bullets and the JSON entries read in their place.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

REVIEW = """### 指摘事項

**Minor 1: `handleSelectExisting` がrejectでエラートーストを表示する**
- `counterparties-table.tsx:164`: 既存を選択するとrejectする
- 「既存を選択」は正常フローであり、エラー表示は不適切
- **修正案**: メッセージを変更する

**Minor 2: `updateCompany`のnameガード不整合**
- `companies/actions.ts:128`: `if ("name" in data)` — falsyチェックなし
- `data.name`が空文字の場合、前者はCounterparty名を空文字に更新してしまう
- **修正案**: `if ("name" in data && data.name)` に統一

---

```json
{
  "verdict": "OK",
  "issues": [
    {"severity": "minor", "description": "handleSelectExisting が reject を使用しており、エラー表示はUX上不適切"},
    {"severity": "minor", "description": "updateCompany 内 Counterparty 同期条件が if (\\"name\\" in data) のみで、data.name が空文字の場合に Counterparty 名を空文字に更新する"}
  ]
}
```
"""


def test_a_level_numbered_before_a_colon_is_the_findings_severity() -> None:
    tags = read_tags("**Minor 1: the select handler shows an error toast**")
    assert tags.severity is Severity.LOW and tags.rest.startswith("the select handler")
    assert read_tags("High 2 — tokens leak into logs").severity is Severity.HIGH
    assert read_tags("Low 3 retries are enough").severity is None  # a number without its colon is no label


def test_the_json_block_after_the_findings_restates_them() -> None:
    parsed = parse_review(REVIEW, "m").items
    assert [(item.title, item.role) for item in parsed[:2]] == [
        ("handleSelectExisting がrejectでエラートーストを表示する", "issue"), ("updateCompanyのnameガード不整合", "issue")]
    assert {item.role for item in parsed[2:]} == {"recap"}
    assert [item.title for item in read_review(REVIEW, "m").items] == [
        "handleSelectExisting がrejectでエラートーストを表示する", "updateCompanyのnameガード不整合"]
