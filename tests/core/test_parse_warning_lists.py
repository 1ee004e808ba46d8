"""Shapes real-review round 49 showed (issue 14): three models' sections of one multi-AI review, each with "**Key
Strengths:**", "**Top Warnings:**" and "**Critical Recommendations:**" lists. A warning that named no problem word
("Auto-normalize can be disorienting to users") was lost, because "Top Warnings" held nothing; and the words two
reviewers share were cut at every accented letter ("sécurité" read as "s" and "curit") and "N+1" vanished.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review
from xreview.core.text import token_set

SECTION = """### Model A Review

**Key Strengths:**
- Clear separation of read and write paths

**Top Warnings:**
- Auto-normalize can be disorienting to users
- N+1 query risk in the deal view
"""


def test_every_warning_under_top_warnings_is_a_finding_and_strengths_are_none() -> None:
    assert [i.title for i in read_review(SECTION, "m").items] == [
        "Auto-normalize can be disorienting to users", "N+1 query risk in the deal view"]


def test_warnings_name_a_section_only_when_they_are_its_whole_name() -> None:
    assert cues.section_kind("Top Warnings")[0] is cues.Kind.CONTAINER
    assert cues.section_kind('Public Var "Unused" Warnings (Expected for Libraries)')[0] is cues.Kind.TOPIC  # one finding


def test_accented_words_and_n_plus_one_are_whole_words() -> None:
    assert {"sécurité", "n+1"} <= token_set("Problème de sécurité et requêtes N+1")
    assert "giỏ" in token_set("Thêm kiểm thử cho giỏ hàng")
