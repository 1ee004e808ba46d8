"""Shapes real-review round 78 showed the parser (issue 14): six models' reviews in a phase-findings file, each finding
a block of "[LEVEL] Title" over "File:", "Lines:", "Description:" and "Suggestion:" lines — levels as linters write them
("[WARNING]", which no list knew, so most findings were missed), titles in SCREAMING_SNAKE_CASE
("[CRITICAL] DELETE_UPSTREAM_CAN_BREAK_REFERENTIAL_INTEGRITY", read as one word, so the whole review fell to prose and
came out as its sentences), and title lines that name a subject and then its case ("ValidationRule misuse:
DuplicateRouteId for upstream collision", cut at the colon, so two findings shared one title and folded).

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_linters_level_in_brackets_tags_the_line() -> None:
    assert read_tags("[WARNING] Incorrect rule for upstream conflict").severity is Severity.HIGH
    assert read_tags("[INFO] Consider a shorter name").severity is Severity.LOW
    assert read_tags("[warning] as a word in a sentence").severity is None


SNAKE = """**Date:** 2026-05-03

[CRITICAL] DELETE_UPSTREAM_CAN_BREAK_REFERENTIAL_INTEGRITY
File: crates/core/src/mutation/validate.rs
Lines: 44-53
Description: `DeleteUpstream` only checks that the upstream exists, not whether any route still references it. Routes keep dangling IDs.
Suggestion: Scan routes for references before allowing the delete.

[WARNING] VALIDATION_RULES_ARE_MISCLASSIFIED
File: crates/core/src/mutation/validate.rs
Lines: 34-38
Description: Duplicate upstream ID errors are emitted as `DuplicateRouteId`. Missing routes are reported as `PolicyAttachmentMissing`.
Suggestion: Add dedicated rule variants.
"""


def test_screaming_snake_case_titles_are_words_and_their_blocks_are_one_finding_each() -> None:
    assert cues.plain("`max_rows` and DELETE_UPSTREAM_CAN_BREAK") == "max_rows and DELETE_UPSTREAM_CAN_BREAK"
    assert items(SNAKE) == [("Delete upstream can break referential integrity", Severity.CRITICAL),
                            ("Validation rules are misclassified", Severity.HIGH)]


def test_a_title_line_naming_a_subject_and_its_case_stays_whole() -> None:
    text = """[HIGH] ValidationRule misuse: PolicyAttachmentMissing for missing routes
File: core/crates/core/src/mutation/validate.rs
Description: `check_route_exists` returns `PolicyAttachmentMissing` when the route is missing.

[HIGH] ValidationRule misuse: DuplicateRouteId for upstream collision
File: core/crates/core/src/mutation/validate.rs
Description: `CreateUpstream` rejects duplicates with `DuplicateRouteId`.
"""
    assert [title for title, _ in items(text)] == ["ValidationRule misuse: PolicyAttachmentMissing for missing routes",
                                                   "ValidationRule misuse: DuplicateRouteId for upstream collision"]


def test_a_lint_level_in_bold_leads_a_point_too() -> None:
    """Real-review round 181: a Korean performance review leads its points with "**[WARNING]**" and "**[INFO]**"; the
    warnings were read without their level."""
    review = ("### 발견사항\n\n- **[WARNING]** `restoreSession`에서 token 존재 시 불필요한 네트워크 왕복 발생\n  - 위치: `auth-provider.tsx` L31–37\n"
              "- **[INFO]** `setAccessToken` 내 `sessionStorage.setItem` 동기 I/O\n  - 위치: `client.ts` L20–26\n")
    assert [i.severity for i in parse_review(review).items] == [Severity.HIGH, Severity.LOW]
    assert read_tags("**[warning]** a word in brackets").severity is None  # the level is written in capitals


def test_a_level_first_in_a_record_of_pipe_separated_fields_leads_a_finding() -> None:
    """Real-review round 192: a Japanese review wrote each finding as "Warning | File.cs:683-686 | T | text" — the
    Nit lines were read, the Warning lines were not."""
    review = ("## レビュー結果\n\nWarning | PumpFluidVeinTest.cs:683-686 | T | `PlacePoweredPump` の電力が接続されていない。\n\n"
              "Nit | MapInfoJson.cs:372 | V | 後方互換前提の設計。\n")
    assert [i.severity for i in parse_review(review).items] == [Severity.HIGH, Severity.LOW]
    assert read_tags("Warnings | none this week").severity is None
