"""Shapes real-review round 425 showed the parser (issue 14): a Korean commit review whose points read "정확도가
떨어질 수 있음" (accuracy may drop) — taken for praise by its "정확" — and whose Low points, a title over "- 이유 …" and
"- 권장: …" (recommended), were read as labels over their sub-points; a paper critic whose overview scores "**Attack
Strength**: 6 / 10" and whose "## Proxy Metric Gaming Check" opens on "- **Result**: Pass (N/A)"; an approving review
whose optional suggestions close "No change needed; noting the wording divergence only." and "…, not a defect in the
diff.".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import asides, cues
from xreview.core.parse import parse_review

KOREAN = """# Code Review: Commit `0a92083`

## Issues (By Severity)

### High

1. macOS 휴대성: `readlink -f` 미지원 환경에서 loop 방지 정확도가 떨어질 수 있음
   - `readlink -f`는 GNU coreutils 기준입니다.
   - 권장: `realpath` 기반의 fallback 함수로 통일.

### Low

1. `echo -e` 의존
   - 쉘/환경에 따라 `-e` 해석이 달라질 수 있습니다.
   - 권장: `printf`로 일관되게 출력.
"""


def test_korean_accuracy_dropping_is_a_problem_not_praise() -> None:
    said = "macOS 휴대성: `readlink -f` 미지원 환경에서 loop 방지 정확도가 떨어질 수 있음"
    assert not cues.is_praise(said) and cues.is_issue_like(said)
    assert not cues.is_praise("대용량 파일 체크의 정확성 측면")  # "in terms of accuracy": a noun, no praise
    assert cues.is_praise("설명이 정확합니다")  # "the explanation is accurate" still praises


def test_a_point_over_its_cause_and_its_recommendation_is_one_finding() -> None:
    titles = [item.title for item in parse_review(KOREAN, "m").items]
    assert any("macOS 휴대성" in t for t in titles)
    assert any("echo -e" in t for t in titles)
    assert not [t for t in titles if t.startswith(("쉘/환경", "권장"))]


CRITIC = """# Critic Review Report

## Overall
- **Attack Strength**: 6 / 10
- **Core Weakness**: The main claim cannot be told apart from an artifact of degenerate BM25 attribution.

## Issues (by severity)

### [Major] Positive control is PENDING
- **Problem**: The paper's primary defense is a positive control that has not been run.

## Proxy Metric Gaming Check
- **Result**: Pass (N/A)
- **Analysis**: This is a characterization study, not a method paper. There is no metric to game.
"""


def test_a_score_and_a_passed_check_are_no_findings() -> None:
    assert asides.is_tally("**Attack Strength**: 6 / 10")
    items = parse_review(CRITIC, "m").items
    assert not [i for i in items if "Attack Strength" in (i.text or "") or "metric to game" in (i.text or "")]
    assert any("Positive control is PENDING" in i.title for i in items)


OPTIONAL = """# Review: #62 — manager prompt transport

## Required fixes

None.

## Optional suggestions

1. `factory/config.py:146-151` — the issue text says `manager_cmd` "writes the prompt"; the diff instead has callers write (`factory/manage.py:264-265`, `factory/learn.py:64-68`). Behavior and the exit-gate test are satisfied either way, and the split lets `learn` use a temp file. No change needed; noting the wording divergence only.
2. `factory/manage.py:272-273` — `manager_failed` rows reuse `event: "escalate"`, so other consumers may count them as escalations. The issue mandated this event shape, so this is an awareness note, not a defect in the diff.
3. `factory/stats.py:303` — the new `manager failures` column widens every `factory stats` run even when every count is zero.

VERDICT: APPROVE
"""


def test_suggestions_their_reviewer_withdraws_are_no_findings() -> None:
    titles = [item.title for item in parse_review(OPTIONAL, "m").items]
    assert len(titles) == 1 and "manager failures" in titles[0]
