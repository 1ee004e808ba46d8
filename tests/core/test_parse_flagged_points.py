"""A shape real-review round 180 showed the parser (issue 14): a lint report on a survey — each question a bold line
("**Q1. "How satisfied are you with our fast and friendly support?"**") over bullets flagged by a colour mark alone
("- 🔴 Double-barreled — …", "- 🟠 Leading — …") and a "✅ Rewrite". Each question was read as one finding, so a
question's second flag was lost, and a flag nested under a scale's bullet too.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review

LINT_REPORT = """**SURVEY LINT REPORT**

**Q1. "How satisfied are you with our fast and friendly support?"**
- 🔴 Double-barreled — "fast" and "friendly" are two different things; a curt but fast answer cannot be rated.
- 🟠 Leading — "fast, friendly" presupposes support is both.
- ✅ Rewrite (split): ask about the speed and the friendliness apart.

**Q3. "How often do you regularly use the product?"**
- 🟠 Vague quantifier — "often" and "regularly" mean different things to each person.
- ✅ Rewrite: "In the past 7 days, on how many days did you use the product?"
- Attached scale "Excellent, Very Good, Good, Satisfied, Poor":
  - 🔴 Unbalanced — 4 positive anchors vs 1 negative skews the answers.
  - ✅ Rewrite: Very satisfied / Satisfied / Neutral / Dissatisfied / Very dissatisfied.
"""


def test_each_colour_flag_under_a_question_is_a_finding() -> None:
    titles = [item.title for item in parse_review(LINT_REPORT).items]
    assert titles[:2] == ["Double-barreled", "Leading"]
    assert "Vague quantifier" in titles and any("Unbalanced" in t or "Attached scale" in t for t in titles)
    assert not any(t.startswith('"How satisfied') for t in titles)  # the question is where they are, not a finding


def test_a_bold_point_over_one_flag_stays_one_finding() -> None:
    one = '**Q4. "What is your annual income?"**\n- 🟡 Sensitive — required income questions drive drop-off.\n- ✅ Rewrite: make it optional.\n'
    assert len(parse_review(one).items) == 1
