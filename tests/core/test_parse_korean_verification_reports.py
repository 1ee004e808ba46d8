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


TEST_RUN = """# Scanner — 결제 테스트 결과

## v1.0 테스트

### 주요 발견사항
- chain_id가 전부 0, chain 필드에 거래소 이름이 들어감
- Prediction 결과 0건에도 결제됨

→ **v1.1에서 수정 완료**

## v1.1 테스트

### v1.1 변경사항
1. Kraken 폴백 추가 (Binance → Kraken)

### 2. `/scan/dex` — $0.002 USDC ✅

#### v1.1 개선 확인
- ✅ `data_source: "DexScreener API"` — 교체 완료
- ✅ CEX 데이터 제거됨
- ⚠️ 여전히 Polymarket 단일 소스
"""


def test_an_arrow_line_closes_its_sections_findings_and_a_warning_among_passes_is_one() -> None:
    """"→ **v1.1에서 수정 완료**" (fixed in v1.1) closes the findings listed above it; "v1.1 변경사항" (the changes made)
    holds none; "⚠️ …" among "✅ …" checks under a passing heading is a check that warned."""
    titles = [item.title for item in read_review(TEST_RUN, "m").items]
    assert titles == ["여전히 Polymarket 단일 소스"]


ASSESSED = """## Findings

### 1. No coverage requirements mentioned
The plan sets no coverage threshold for the new crates.

## Testing Assessment ✅

- ✅ **Positive**: Unit tests for every parser
- ✅ **Positive**: Golden files for the formatter
- ⚠️ **Negative**: No coverage requirements mentioned
- ⚠️ **Negative**: Workspace parallel builds lack race condition tests
"""


def test_a_warning_among_passes_after_the_findings_restates_the_one_it_names() -> None:
    """A warned check, after the findings, that names the first finding again folds into it; one that names a new
    problem stands, titled by its claim (its label "**Negative**:" no part of it)."""
    items = read_review(ASSESSED, "m").items
    assert [item.title for item in items] == ["No coverage requirements mentioned", "Workspace parallel builds lack race condition tests"]
    assert len(items[0].restated) == 1


def test_a_warning_among_passes_restating_a_finding_in_other_words_folds_into_it() -> None:
    review = ASSESSED.replace("### 1. No coverage requirements mentioned\nThe plan sets no coverage threshold for the new crates.",
                              "### 1. CI scripts have no mocking strategy\nThe plan never says how the CI/CD scripts are mocked in tests.")
    review = review.replace("- ⚠️ **Negative**: No coverage requirements mentioned", "- ⚠️ **Negative**: No mention of mocking strategies for CI/CD scripts")
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ["CI scripts have no mocking strategy", "Workspace parallel builds lack race condition tests"]
