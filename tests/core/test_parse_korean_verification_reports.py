"""Real-review rounds: a verification report in Korean whose findings are "##### 위반 N" (violation N, or a range
"위반 2-3") headings under "#### 발견된 업종중립성 위반 (9개)" (violations found), beside components whose check passed
("✅ **하드코딩 용어 없음** - 완전한 업종중립성 준수": no hard-coded terms) (round 228, review 383).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """## 🔍 상세 분석

### 1. ChatPanel.tsx

#### 발견된 업종중립성 위반 (3개)

##### 위반 1: Field Label Mapping (Line 187)

**문제점**:
- "학생 이름"이 하드코딩됨

##### 위반 2-3: 지각 학생 조회 필터 감지 (Line 809)

**문제점**:
- 사용자가 "학생"이라는 단어를 포함했는지 체크

### 2. AuditPanel.tsx

#### 검증 결과

✅ **하드코딩 용어 없음** - 완전한 업종중립성 준수
"""


def test_numbered_violations_in_korean_are_findings_and_a_passed_check_is_none() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert titles == ["Field Label Mapping (Line 187)", "지각 학생 조회 필터 감지 (Line 809)"]


def test_violations_found_in_korean_head_findings() -> None:
    from xreview.core.cues import Kind, section_kind
    assert section_kind("발견된 업종중립성 위반 (9개)")[0] is Kind.CONTAINER
