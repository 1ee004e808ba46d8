"""Real-review round 200 (review 355): a Korean review of an end-to-end test run — a results summary of counts
("**실패**: 0개", failures: none), three points needing improvement, "## 구체적인 개선 제안" (concrete improvement
proposals) and "## 권장 사항" (recommendations) after them, some restating the points, some new.

The text is written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core import asides, cues
from xreview.core.parse import read_review

REVIEW = """# E2E 테스트 결과 검토

## 테스트 실행 결과 요약

- **총 테스트**: 36개
- **통과**: 36개 (100%)
- **실패**: 0개

## 주요 발견 사항

### ⚠️ 개선이 필요한 점

1. **Chromium 프로젝트 결과 누락**
   - **문제**: 테스트 결과에 Chromium 브라우저 결과가 없습니다.

## 구체적인 개선 제안

### 1. Chromium 프로젝트 결과 누락 확인

`playwright.config.ts`에서 Chromium 프로젝트 설정 확인

## 권장 사항

1. **CI/CD 통합**: 자동화된 테스트 실행 환경 구축
"""


def test_counts_are_no_findings_and_proposals_after_the_points_restate_or_add() -> None:
    """"**실패**: 0개" counts failures (none); the proposal naming the missing Chromium results restates that point;
    the recommendation to integrate CI/CD is a finding of its own."""
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Chromium 프로젝트 결과 누락", "CI/CD 통합"]
    assert len(items[0].restated) == 1
    assert asides.is_tally("**실패**: 0개") and not asides.is_tally("**실행 시간**: 19.5초")
    assert cues.is_recommendation_section("구체적인 개선 제안") and cues.section_kind("권장 사항")[0] is cues.Kind.CONTAINER
