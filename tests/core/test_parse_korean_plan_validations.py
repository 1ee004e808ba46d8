"""A plan validated against its spec, in Korean (real-review round 157): numbered sections ("## 4. 데이터 모델 검증",
data model validation) of numbered subsections, each either found normal ("**검증 결과:** 정상") or one finding under
labels of its own — "**문제점:**" (problem) over its list, "**권고사항:**" (recommendation) over the fixes. After the
first sections held findings, later ones were read as a summary and their findings as its bullets.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """# 알림 설정 Plan 검증 결과

## 1. 누락된 기능

### 1.1 알림 끄기 (Mute)
**문제점:**
- spec.md에 알림 끄기 요구사항이 있으나 plan.md에 UseCase가 없음

**권고사항:**
- MuteNotificationUseCase 추가 필요

### 1.2 방해 금지 시간대
**문제점:**
- spec.md의 방해 금지 시간대가 plan.md에 없음

**권고사항:**
- QuietHours 설정 화면 추가

## 2. 데이터 모델 검증

### 2.1 Entity 정의 확인
**검증 결과:** 정상
- Notification Entity가 Domain Layer에 정의됨

### 2.2 Entity vs DTO 분리
**문제점:**
- NotificationSettingDto만 있고 Domain Entity 누락

**권고사항:**
- Domain Layer에 NotificationSetting Entity 추가 필요
"""


def test_a_subsection_under_problem_and_recommendation_labels_is_one_finding() -> None:
    assert [item.title for item in parse_review(REVIEW).items] == ["알림 끄기 (Mute)", "방해 금지 시간대", "Entity vs DTO 분리"]


ENGLISH = REVIEW.replace("**문제점:**", "**Problem:**").replace("**권고사항:**", "**Recommendation:**")


def test_the_same_labels_in_english() -> None:
    assert [item.title for item in parse_review(ENGLISH).items][-1] == "Entity vs DTO 분리"
