"""Shapes real-review round 528 showed the parser (issue 14): an edge-case analysis in Korean whose every case is
one finding's anatomy — "**상황**:" (situation), "**현재 동작**:" (current behaviour), "**문제점**:" (problems) over
its points, then "**개선 방안**:" (improvement plan) over the fix — read as one point per problem until "개선 방안"
read as the fix it is.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

CASES = """# 사용자 본인 탈퇴 엣지 케이스 분석

## 🚨 엣지 케이스 분석

### 1. 인증 관련 엣지 케이스

#### 1.3 탈퇴 중 세션 만료
**상황**: 탈퇴 처리 중 Firebase Auth 세션이 만료됨

**문제점**:
- ❌ `auth.currentUser`가 null이면 Firebase Auth 삭제 건너뜀
- ❌ Firestore는 'inactive'로 변경되지만 Auth는 남음

**개선 방안**:
```typescript
if (!auth.currentUser) {
  throw new Error('세션이 만료되었습니다.');
}
```

#### 1.4 탈퇴 후 즉시 재가입 시도
**상황**: 탈퇴 직후 동일 이메일로 재가입 시도

**문제점**:
- ⚠️ Firestore에 이미 'inactive' 상태의 문서 존재
- ⚠️ `(탈퇴)` 접두사가 붙은 이름 그대로 유지

**개선 방안**:
```typescript
const existingUser = await getUserByEmail(email);
```
"""


def test_a_case_with_its_problems_and_its_improvement_plan_is_one_finding() -> None:
    titles = [item.title for item in read_review(CASES, "m").items]
    assert titles == ["탈퇴 중 세션 만료", "탈퇴 후 즉시 재가입 시도"], titles
