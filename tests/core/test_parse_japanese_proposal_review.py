"""Real-review round 300 (review 455): a Japanese editor's review of a proposal whose improvement proposals are
numbered bold titles over field bullets ("1. **Reddit/Twitter API費用のリスク評価を更新**" ⏎ "- 問題: …" ⏎ "- 推奨: …").
A title that is a clause — an object marked "を" and its verb, "update the risk assessment" — is a finding, not the
label of a group named "risk assessment" (a section that would hold none).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## 改善提案

### P2（任意）

1. **VG Insightsの価格を修正**
   - 企画書記載: VG Insights Pro $30/月
   - 推奨: 正確な価格に修正（$14.50/月）

1. **Reddit/Twitter API費用のリスク評価を更新**
   - 現在: 「Reddit / Twitter APIの無料枠を活用」
   - 問題: Twitter APIは2023年以降有料化済み（Basic $100/月、Pro $5,000/月）
   - 推奨: Twitter API費用を月額コストに含めるか、無料代替手段を検討
"""


def test_a_clause_title_over_fields_is_a_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["VG Insightsの価格を修正", "Reddit/Twitter API費用のリスク評価を更新"]
