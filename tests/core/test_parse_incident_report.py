"""Real-review round 317 (review 479): a Japanese security incident report — a header block ("**発見日時**: 2025-10-12
15:50 JST" ⏎ "**重要度**: 🔴 HIGH"), the problem as "### 問題: .envファイルがGit履歴に存在" over its "**詳細**:" points,
and a GitHub Actions workflow in a YAML fence among the prevention steps.

The header is the report's own metadata; "問題: …" names one finding (titled by what follows the colon); a workflow's
"- name: Check for secrets" is a setting, not a finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# セキュリティインシデントレポート

## 🚨 インシデント概要

**発見日時**: 2025-10-12 15:50 JST
**重要度**: 🔴 HIGH
**ステータス**: 調査完了・対応推奨事項あり

## 📋 発見内容

### 問題: .envファイルがGit履歴に存在

**詳細**:
- `.env`ファイルが過去3つのコミットでGit履歴に記録されている
- 機密情報（データベースパスワード、APIキー等）が含まれる可能性

## 🔒 予防策

### GitHub Actions監視

```yaml
name: Security Check
on: [push, pull_request]
jobs:
  check-secrets:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - name: Check for secrets
```
"""


def test_the_header_is_metadata_and_a_named_problem_is_one_finding() -> None:
    items = read_review(REPORT, "m").items
    assert [item.title for item in items] == [".envファイルがGit履歴に存在"]
