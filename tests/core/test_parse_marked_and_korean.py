"""Shapes real-review round 13 showed the parser (issue 14): findings headed "### 🔴 CRITICAL — title",
praise headed "### 🟢 GOOD — …", and reviews written in Korean.

The texts are written for the test, after the shapes of the round's reviews (Kiro CLI, Gemini CLI and
Claude reviewing two ADRs, in Korean); the English ones check that the class is not Korean-only."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.similarity import word_sets


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_colour_mark_before_the_severity_word_still_tags_the_heading_as_one_finding() -> None:
    text = """# Code review

## 1. Lambda

### 🔴 CRITICAL — Lambda handler name mismatch
- **CDK**: `stack.ts:440` → `handler: 'x.handler'`
- **Python**: `x.py:371` → `def lambda_handler(event, context):`
- **Impact**: every invocation fails.

### 🟡 HIGH — Permission boundary is not applied
- **Location**: `x.py:93`
- **Risk**: a later policy widens the role unchecked.
- **Fix**: pass `PermissionsBoundary`.
"""
    assert items(text) == [("Lambda handler name mismatch", Severity.CRITICAL),
                           ("Permission boundary is not applied", Severity.HIGH)]


def test_the_same_headings_in_korean_with_korean_field_labels() -> None:
    text = """## 1. Security Pillar

### 🔴 CRITICAL: 동적 생성 Role에 Permission Boundary 미적용

PermissionsBoundary 파라미터가 없습니다.

수정 제안:
- create_role() 호출에 PermissionsBoundary 추가
- 또는 Gateway 전용 boundary 정책 생성

### 🟡 IMPORTANT: DynamoDB 테이블 암호화 불일치

cc-dlp-domain-lists 테이블은 encryption 속성이 없습니다.
"""
    assert items(text) == [("동적 생성 Role에 Permission Boundary 미적용", Severity.CRITICAL),
                           ("DynamoDB 테이블 암호화 불일치", Severity.HIGH)]


def test_a_heading_tagged_as_praise_gives_no_item_even_where_its_bullets_name_a_failure() -> None:
    text = """### 🔴 CRITICAL — DELETE overwrites the whole record
- **Location**: `route.ts:105`

### 🟢 GOOD — Stream event source mapping
- `onFailure: SqsDlq` keeps failed events for 14 days.
- `startingPosition: TRIM_HORIZON` — no events lost when a deployment fails.
"""
    assert items(text) == [("DELETE overwrites the whole record", Severity.CRITICAL)]


def test_a_korean_tag_with_a_parenthesised_aside_is_a_titled_point_not_a_severity_group() -> None:
    text = """### 4. 보안 이슈

- **[HIGH] ADR-008: 이메일 도메인 Allowlist 우회 가능성**
    - **위치:** `docs/decisions/ADR-008.md`
    - **내용:** 가입 후 이메일을 바꾸면 검사가 우회될 수 있습니다.

- **[MEDIUM] 환경 변수 강제 언래핑(Unwrapping)**
    - **위치:** `catalog/route.ts` 등 다수
    - **내용:** 환경 변수가 없으면 서버가 다운됩니다.
"""
    assert [title for title, _ in items(text)] == ["이메일 도메인 Allowlist 우회 가능성", "환경 변수 강제 언래핑(Unwrapping)"]


def test_korean_section_names_say_issues_strengths_and_recommendations() -> None:
    assert cues.section_kind("4. 보안 이슈")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("주요 발견사항")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("잘 설계된 부분")[0] is cues.Kind.SKIP
    assert cues.is_recommendation_section("6. 개선 권고사항")


def test_korean_praise_is_praise_unless_negated_and_a_korean_problem_is_a_problem() -> None:
    assert cues.is_praise("**ADR 품질:** 매우 높음. 결정 과정이 체계적으로 문서화되어 있습니다.")
    assert cues.is_praise("핵심 요구사항이 코드에 충실하게 반영되었습니다.")
    assert not cues.is_praise("이 설정은 부적절합니다.")
    assert cues.problem_score("API 라우트의 입력값 검증 부재") > 0


def test_a_bold_aside_in_parentheses_is_a_tag_and_the_words_after_it_are_the_title() -> None:
    text = """## Findings

1. **(Immediate)** Validate the department field with a schema before it reaches DynamoDB.
2. **(Design)** State the dependency of ADR-007 on ADR-008 in its Constraints section.
"""
    titles = [title for title, _ in items(text)]
    assert titles[0].startswith("Validate the department field")
    assert titles[1].startswith("State the dependency of ADR-007")


def test_two_korean_findings_that_share_only_their_english_words_stay_two() -> None:
    text = """## 2. Reliability

### 🟡 IMPORTANT: DDB Streams 이벤트 처리 시 부분 실패 복구 불완전

time.sleep 대기가 누적되면 Lambda timeout 위험이 있습니다.

## 3. Cost

### 🟡 IMPORTANT: DDB Streams 트리거 빈도와 Lambda 비용

자기 자신의 업데이트가 다시 Stream 이벤트를 발생시킵니다.
"""
    assert len(items(text)) == 2


def test_korean_words_are_compared_by_their_stem_not_by_their_endings() -> None:
    attribute_a, attribute_b, unrelated = word_sets([
        "부서 속성이 누락되면 로그인이 실패합니다",
        "부서 속성을 검증해야 합니다",
        "비용 효율적인 구조가 있습니다",
    ])
    assert {"부서", "속성"} <= attribute_a & attribute_b
    assert not (attribute_a & unrelated)  # "있습니다", "합니다": how Korean ends a sentence, no shared subject


def test_a_confidence_aside_is_no_part_of_the_title() -> None:
    text = """### 🔴 CRITICAL — Lambda handler name mismatch (confidence: 99)
- **Impact**: every invocation fails.
"""
    assert items(text) == [("Lambda handler name mismatch", Severity.CRITICAL)]
