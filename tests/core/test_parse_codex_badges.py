"""Shapes real-review rounds 25–27 showed the parser (issue 14): Codex review comments, whose titles open
with a severity badge ("**<sub><sub>![P1 Badge](https://img.shields.io/badge/P1-orange?style=flat)</sub></sub>
Title**", on one line or two), kept by a script inside code fences, or annotated by the author with a
"**Disposition:** Fixed — …" that closes a finding; and a Gemini Code Assist review, one finding per file
heading ("### src/pages/Rankings.tsx (18-21)"), its badge ("![high](https://www.gstatic.com/codereviewagent/
high-priority.svg)") alone on the line below, its claim after; CodeRabbit comments ("_⚠️ Potential issue_ |
_🟡 Minor_" over "**Title.**"), one wrapped in an agent's task, one archived with "**Status:** - [x] RESOLVED".

The texts are written for the test, after the shapes of the rounds' comments."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

BADGE = "**<sub><sub>![P{n} Badge](https://img.shields.io/badge/P{n}-orange?style=flat)</sub></sub>{sep}{title}**"


def test_a_badge_is_the_severity_and_the_words_after_it_the_title_on_one_line_or_two() -> None:
    text = (BADGE.format(n=1, sep="  ", title="Serialize waiver dates before emitting JSON")
            + "\n\nIn `--json` mode the script crashes with `TypeError` on date objects.\n\nUseful? React with 👍 / 👎.\n\n---\n\n"
            + BADGE.format(n=2, sep="\n", title="Treat date-only expiry as end-of-day")
            + "\n\nA waiver expiring on a date is expired from the first second of that day.\n")
    items = parse_review(text, "codex").items
    assert [(i.title, i.severity) for i in items] == [("Serialize waiver dates before emitting JSON", Severity.HIGH),
                                                      ("Treat date-only expiry as end-of-day", Severity.HIGH)]
    assert all(i.span is not None and text[i.span[0]:].startswith("**<sub>") for i in items)  # offsets into the text as written
    assert items[0].text.startswith("**[P1] Serialize waiver dates")  # … and the badge read as a tag where a reader sees it


def test_comments_kept_inside_fences_by_an_archive_script_are_read() -> None:
    text = ("# Review Comments Archive\n\n### PR #3235: scripts/check.py:79\n\nActionable: Yes\n\n```\n"
            + BADGE.format(n=1, sep="  ", title="Reject waivers missing expires_at")
            + "\n\nA waiver without `expires_at` bypasses the expiry guard.\n```\n\n[View on GitHub](https://github.com/o/r/pull/1)\n")
    assert [i.title for i in parse_review(text, "codex").items] == ["Reject waivers missing expires_at"]


def test_a_finding_its_author_marks_fixed_below_it_is_closed_and_one_still_open_is_not() -> None:
    text = (BADGE.format(n=1, sep="\n", title="Return HTTP envelope from customFetch")
            + "\n\n`customFetch` returns only `response.json()`.\n\n**Disposition:** Fixed — `frontend/src/api/client.ts`\n\n"
            "The envelope is now returned.\n\n---\n\n"
            + BADGE.format(n=1, sep="\n", title="Commit visual baseline before running screenshot assertion")
            + "\n\nThe nightly job fails until the baseline is committed.\n\n**Disposition:** Reply only — `e2e/visual.spec.ts`\n")
    assert [i.title for i in parse_review(text, "codex").items] == ["Commit visual baseline before running screenshot assertion"]


def test_a_finding_headed_by_its_file_with_a_badge_below_is_titled_by_its_claim_and_located_by_its_heading() -> None:
    text = """## Code Review

This pull request adds a year filter. I've found a couple of bugs in `Rankings.tsx`.

### src/frontend/src/pages/Rankings.tsx (18-21)

![high](https://www.gstatic.com/codereviewagent/high-priority.svg)

The `getAvailableYears()` method returns an `ApiResponse` object. You should pass `res.data` to the setter.

### src/backend/tests/unit/Controller.test.ts (11-76)

![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)

It's great that you've added tests for `getLeaderboard`. Please also add a test suite for `getAvailableYears`.
"""
    items = [i for i in parse_review(text, "gemini").items if i.role == "issue"]
    assert [(i.title, i.severity, i.location.heading, i.location.line) for i in items] == [
        ("The getAvailableYears() method returns an ApiResponse object", Severity.HIGH, "src/frontend/src/pages/Rankings.tsx", 18),
        ("Please also add a test suite for getAvailableYears", Severity.HIGH, "src/backend/tests/unit/Controller.test.ts", 11),
    ]
    assert all(text[i.span[0]:].startswith("### src/") for i in items)


def test_coderabbit_labels_give_the_severity_of_the_bold_title_under_them_and_a_task_around_it_is_no_finding() -> None:
    text = """## Task

Evaluate this code review comment. Read the source file and determine if the issue is valid.

**Instructions:**
1. Check line 103 and surrounding context
2. If valid: Fix the issue in the code

**Important:** Be concise. Either fix the code or explain why it's not applicable.

---

# Review Comment

- **Author:** coderabbitai[bot]
- **Line:** 103

---

_⚠️ Potential issue_ | _🟡 Minor_

**Add cleanup for temporary file.**

The code creates a temporary file with `delete=False` but never cleans it up.

_🛠️ Refactor suggestion_ | _🟠 Major_ | _⚡ Quick win_

**Replace the hardcoded shutdown timeout**

Line 168 hardcodes a `5 * time.Second` timeout.
"""
    assert [(i.title, i.severity) for i in parse_review(text, "coderabbit").items] == [
        ("Add cleanup for temporary file", Severity.LOW), ("Replace the hardcoded shutdown timeout", Severity.HIGH)]


def test_a_thread_whose_own_header_says_resolved_has_no_open_finding_and_a_finished_review_still_has() -> None:
    finding = "_🛠️ Refactor suggestion_ | _🟠 Major_\n\n**Replace the hardcoded shutdown timeout**\n\nLine 168 hardcodes a timeout.\n"
    closed = parse_review("# Issue 17 - Review Thread Comment\n\n**File:** `lifecycle.go:176`\n**Status:** - [x] RESOLVED\n\n## Body\n\n" + finding)
    assert closed.items == [] and closed.parsable
    done = parse_review("# Review\n\n**Status:** Complete\n\n## Findings\n\n" + finding)
    assert [i.title for i in done.items] == ["Replace the hardcoded shutdown timeout"]


def test_a_dump_of_bot_comments_under_banners_is_a_finding_each() -> None:
    """Real-review round 135: two bots' inline comments dumped one after another, each under a banner naming its
    author and place ("########## gemini-code-assist[bot] :: studio/backend/inference.py:255 ##########"). With more
    than six marks the banner is no Markdown heading, and the comments ran together: each was read sentence by
    sentence, and Codex's bold titles not at all."""
    text = (
        "########## gemini-code-assist[bot] :: studio/backend/inference.py:255 ##########\n"
        "![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)\n\n"
        "Defensively check if `tokenizer` is `None` before touching it. If both are missing, `tokenizer` will be `None`.\n\n"
        "########## chatgpt-codex-connector[bot] :: studio/backend/agentic.py:587 ##########\n"
        "**<sub><sub>![P2 Badge](https://img.shields.io/badge/P2-yellow?style=flat)</sub></sub>  Respect the requested tool-call budget**\n\n"
        "This hard cap silently drops every tool call after the eighth. The omitted calls receive no result.\n\n"
        "Useful? React with 👍 / 👎.\n"
    )
    items = parse_review(text, "bots").items
    assert [i.title.split(" before")[0] for i in items] == [
        "Defensively check if tokenizer is None", "Respect the requested tool-call budget"]
    assert all(i.severity is Severity.HIGH for i in items)
    assert items[0].location.line == 255


def test_findings_given_as_xml_elements_are_read_with_their_level_and_place() -> None:
    """Real-review round 139: a review whose findings are XML elements ('<finding severity="Medium" file="…" line="24">'
    ⏎ '<description>…</description>'), then answers to review questions in Markdown bullets and a '<verdict>'. At first
    the elements were HTML Markdown does not read, and the answers' bullets were taken for the findings."""
    text = (
        "# Review — Issue #70\n\n## Findings\n\n"
        '<finding severity="Medium" file="apps/web/tests/e2e/a11y.spec.ts" line="24">\n'
        "  <description>The axe-core baseline is set to 1 due to a trivial violation. A trivial fix should have been "
        "preferred over baselining a known accessibility violation.</description>\n</finding>\n\n"
        '<finding severity="Low" file="packages/core/tests/mulberry32.test.ts" line="6">\n'
        "  <description>The known-vector tests only prove both implementations identical, not correct.</description>\n"
        "</finding>\n\n## Answers to Review Questions\n\n### 1. Round-trip verification\n"
        "- **Negative cases:** They are meaningful. Both byte flips result in `false`.\n"
    )
    items = parse_review(text, "gemini").items
    assert [(i.title.split(" due")[0], i.severity, i.location.line) for i in items] == [
        ("The axe-core baseline is set to 1", Severity.HIGH, 24),
        ("The known-vector tests only prove both implementations identical, not correct", Severity.LOW, 6)]


def test_the_codex_cli_review_places_each_comment_at_its_path_and_line() -> None:
    """Real-review round 140: the Codex CLI's review ("Full review comments:" ⏎ "- [P2] Title — /abs/path/file.sh:99-106"
    ⏎ its body). A dot inside the title ("rc.4") kept the place in it, and the line was taken from the body ("line
    625") instead of the place."""
    text = (
        "The release metadata cannot reach the tag.\n\nFull review comments:\n\n"
        "- [P1] Move release metadata into the reviewed candidate — /Users/me/repo/.claude/scripts/release.sh:79-79\n"
        "  `tag()` rejects a dirty tree at line 625, so committing it after the reviewed parent fails.\n\n"
        "- [P2] Add the rc.4 changes to the release changelog — /Users/me/repo/.claude/scripts/release.sh:99-106\n"
        "  The changelog section still mentions neither plan.\n"
    )
    items = parse_review(text, "codex").items
    assert [(i.title, i.location.line) for i in items] == [
        ("Move release metadata into the reviewed candidate", 79), ("Add the rc.4 changes to the release changelog", 99)]
