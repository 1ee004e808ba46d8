"""A shape real-review round 36 showed the parser (issue 14): a review bot's summary comment (Greptile's) in a pull
request export — HTML headings ("<h3>Greptile Summary</h3>"), a summary of what the change does, a table of the
files changed, and a "Confidence score: 4/5" whose reason for the lost point is the one finding ("Score reduced due
to …"); and "ignore" read as a problem word in "ignore markers".

Round 173: another bot's review — "Severity / File / Issue / Trigger scenario" records with a rule of box characters
("────") between them, the third record "Issue: Same as integer_field.js", a nit that opens on "Test messages …", and
a "Tests & risk" list of fields. The records ran together as one, the nit was read as a general instruction ("Test
all …"), and the fields as findings.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import asides, badges, cues
from xreview.core.parse import read_review

SUMMARY = """## Comments (1)

### @reviewer-bot • Dec 29, 2025 at 10:47 PM

<h3>Greptile Summary</h3>

- Adds support for a `skip-format` marker to skip files during format operations
- Implements pattern matching to detect ignore markers in several comment styles
- Adds test coverage for the marker

<h3>Important Files Changed</h3>

| Filename | Overview |
|----------|----------|
| src/fmt.ts | Added `hasSkipMarker` and a pattern to detect the marker |

<h3>Confidence score: 4/5</h3>

- This PR appears mostly safe but has one potential issue requiring attention
- Score reduced due to a hardcoded 10-line scan that misses markers below long license headers
- Pay close attention to `src/fmt.ts`
"""


def test_a_bots_change_summary_is_no_finding_and_the_reason_a_score_lost_a_point_is_one() -> None:
    assert [i.title for i in read_review(SUMMARY, "greptile").items] == [
        "Score reduced due to a hardcoded 10-line scan that misses markers below long license headers"]


def test_html_headings_read_as_markdown_headings_in_the_same_characters() -> None:
    converted = badges.banner_headings(SUMMARY)
    assert len(converted) == len(SUMMARY)
    assert "\n### Greptile Summary" in converted and "<h3>" not in converted


def test_ignore_is_a_problem_as_a_verb_not_in_a_name() -> None:
    assert cues.problem_score("The retry handler ignores cancellation") > 0
    assert cues.problem_score("Implements pattern matching to detect ignore markers") == 0
    assert cues.problem_score("Adds support for the waymark-ignore-file marker") == 0


# round 48: Copilot's pull request overview when it left no comment — its list of changes is no finding
OVERVIEW = """## Pull request overview

This PR wires the queue-state guard into `pollOnce`, so a busy agent gets no new work.

**Changes:**

- Add `targetAgent` field to `NotifierConfig` and a `queueBusy` field to `PollResult`.
- Thread `adapters` through `runOnce` and add a `--target-agent` CLI flag.

### Reviewed changes

Copilot reviewed 4 out of 4 changed files in this pull request and generated no comments.
"""


def test_an_overview_that_generated_no_comments_is_read_as_no_findings() -> None:
    from xreview.core.parse import parse_review

    review = parse_review(OVERVIEW)
    assert review.items == [] and review.parsable  # clean, neither a finding nor unreadable


BOT_REVIEW = """## Bot Review — PR #2

**Verdict:** APPROVE
### Blocking
None
### Key findings
Severity: medium
File: web/model/utils.js
Issue: Defensive checks on missing fields could be expanded
Trigger scenario: When activeFields contains unknown names
────────────────────────────────────────
Severity: medium
File: web/fields/integer_field.js
Issue: Format alias applied only on integer/float extractors
Trigger scenario: Legacy format: false ignored in other field types
────────────────────────────────────────
Severity: medium
File: web/fields/float_field.js
Issue: Same as integer_field.js
Trigger scenario: Same as above
### Nits
- Test messages could explicitly mention the associated GH issues.
### Tests & risk
- Relevant tests added/updated: yes
- Coverage: Covers missing field skips and alias acceptance
- Rollback: easy
"""


def test_records_between_box_rules_are_a_finding_each_and_a_same_as_record_folds() -> None:
    items = read_review(BOT_REVIEW, "m").items
    assert [i.title for i in items] == ["Defensive checks on missing fields could be expanded",
                                        "Format alias applied only on integer/float extractors",
                                        "Test messages could explicitly mention the associated GH issues"]
    assert any("float_field.js" in r for r in items[1].restated)  # "Issue: Same as integer_field.js"
    assert len(badges.banner_headings(BOT_REVIEW)) == len(BOT_REVIEW)  # the rules blanked, every offset kept


def test_a_sentence_on_test_messages_is_no_instruction_about_the_findings() -> None:
    assert not asides.is_generic("Test messages could explicitly mention the associated GH issues.")
    assert asides.is_generic("Test all the fixes before merging the remaining issues")
    assert cues.section_kind("Tests & risk")[0] is cues.Kind.SKIP
