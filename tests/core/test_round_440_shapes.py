"""Shapes real-review round 440 showed the parser (issue 14): an RFC evaluation in Vietnamese whose concern closes on
its suggestion "**Gợi ý:** Gộp L0 vào L1 …" ("Suggestion: merge L0 into L1"), read as a finding of its own — the
Vietnamese field labels were known as parts of a finding under a heading, not as a point's field.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

RFC = """### Concerns — Điểm cần cân nhắc

**1. Layer 0 vs Layer 1 có ranh giới mờ**

Use Case & Trigger Map (L0) và Metadata (L1) phục vụ cùng mục đích. Trong thực tế:
- Trigger conditions → nên nằm trong metadata (frontmatter) để compiler đọc được
- "Ai dùng, bối cảnh nào" → cũng là metadata

**Gợi ý:** Gộp L0 vào L1 dưới dạng structured fields trong frontmatter (`triggers`, `actors`, `context`).

**5. Context window budget**

8 layers đầy đủ cho 1 skill có thể chiếm 2000-5000 tokens. Cần strategy rõ ràng.
"""


def test_a_vietnamese_suggestion_label_is_the_findings_fix() -> None:
    titles = [item.title for item in read_review(RFC, "m").items]
    assert titles == ["Layer 0 vs Layer 1 có ranh giới mờ", "Context window budget"]
