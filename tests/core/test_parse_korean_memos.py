"""Shapes real-review round 70 showed the parser (issue 14): a code review memo in Korean whose findings are "1) …"
lines, each its own one-point list, with their bullets at the left margin below them — half of them with no word the
problem lists know ("1) API 무보호 + 서비스 롤 키 사용", "6) 포맷터/유틸 중복"); a praise section "## 잘한 점"; and
improvement proposals that end on their action noun ("RLS 정책 점검/추가(…).", "… 일관성 유지.").

The texts are written for the test, after the shape of the round's review; the English one checks that the run of
numbered points is read by its shape, not by its tongue."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


MEMO = """# 코드 리뷰 메모 (billing)

## 주요 문제점 (시급)
1) 웹훅 서명 검증 생략 + 관리자 키 사용  
- `webhook.ts`에서 서명을 확인하지 않음.  
- 결과: 외부에서 결제 상태 변경 가능.

2) 환불 API 부재로 UI 동작 불가  
- 환불 버튼이 `/api/refunds`를 호출하지만 라우트 없음.

3) 청구서 삭제 API 미구현  
- `invoices/page.tsx`는 `/api/invoices/:id` DELETE를 호출하지만 미구현.

4) 포맷터/유틸 중복  
- 금액 포맷 함수가 세 페이지에 중복.

## 잘한 점
- 로딩/에러 상태 UI를 명확히 분리하고 일관된 스타일 사용.

## 개선 우선순위 제안
1) 추가 제안
   - 결제 테이블 RLS 정책 점검/추가(특히 refunds 관련 테이블).  
   - 알림 패턴 통합으로 사용자 피드백 일관성 유지.
"""


def test_a_numbered_finding_with_its_bullets_below_is_one_finding_even_when_its_words_are_unknown() -> None:
    found = titles(MEMO)
    assert found[:4] == ["웹훅 서명 검증 생략 + 관리자 키 사용", "환불 API 부재로 UI 동작 불가", "청구서 삭제 API 미구현", "포맷터/유틸 중복"]
    assert not any(title.startswith(("webhook.ts에서", "결과:", "금액 포맷", "invoices/page.tsx")) for title in found)


def test_korean_praise_holds_no_finding_and_proposals_ending_on_an_action_are_advice() -> None:
    found = titles(MEMO)
    assert not any(title.startswith("로딩/에러") for title in found)
    assert "결제 테이블 RLS 정책 점검/추가(특히 refunds 관련 테이블)" in found
    assert "알림 패턴 통합으로 사용자 피드백 일관성 유지" in found
    assert cues.is_recommendation("RLS 정책 점검/추가(특히 refunds 관련 테이블).")
    assert not cues.is_recommendation("로딩/에러 상태 UI를 명확히 분리하고 일관된 스타일 사용.")


def test_an_english_run_of_numbered_points_is_read_by_its_shape() -> None:
    text = """## Findings

1) Webhook signatures skipped and an admin key used  
- `webhook.ts` never checks the signature.

2) Missing refund route breaks the UI  
- The refund button calls `/api/refunds`, which does not exist.

3) Invoice page calls an invoice API nobody wrote  
- `invoices/page.tsx` calls DELETE `/api/invoices/:id`.

4) Formatter copies across pages  
- The amount formatter is copied three times.
"""
    assert titles(text) == ["Webhook signatures skipped and an admin key used", "Missing refund route breaks the UI",
                            "Invoice page calls an invoice API nobody wrote", "Formatter copies across pages"]
