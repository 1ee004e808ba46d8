"""A shape real-review round 62 showed the parser (issue 14): Sourcery's pull-request review — "## Overall Comments"
points, then each "### Comment N" with a ``<location>``, the diff it is about in ``<code_context>`` and the finding in
``<issue_to_address>`` ("**suggestion:** …", "**issue (typo):** Typo: …", "**🚨 issue (security):** …"). Read as
Markdown the tags hid the findings and the quoted diff's "-"/"+" lines came out as points: one of eight issues read.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """Hey @dev - I've reviewed your changes and found some issues that need to be addressed.

## Overall Comments
- Please remove the database password from `config.ts` and load it from the environment instead.
- There are many console.log statements in the backend; use a logger with levels.

## Individual Comments

### Comment 1
<location> `backend/src/index.ts:98` </location>
<code_context>
-    console.error(error);
-    res.status(500).json({ error: error.message });
+    res.status(500).json({ error: (error as any).message });
</code_context>

<issue_to_address>
**suggestion:** Casting error to 'any' for message extraction; consider more robust error handling.

Using 'any' may hide issues if 'message' is missing.
</issue_to_address>

### Comment 2
<location> `AGENTS.md:442` </location>
<code_context>
+** The Postgres Database is hosted on a local nework server.
</code_context>

<issue_to_address>
**issue (typo):** Typo: 'nework' should be 'network'.
</issue_to_address>

### Comment 3
<location> `src/app.ts:12` </location>
<issue_to_address>
**praise:** Nice use of a typed event map here.
</issue_to_address>
"""


def test_a_sourcery_review_yields_its_overall_comments_and_each_issue_to_address() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title[:45] for i in items] == [
        "Please remove the database password from conf",
        "There are many console.log statements in the ",
        "Casting error to 'any' for message extraction",
        "'nework' should be 'network'",
    ]  # no diff line, no praise
    assert items[2].severity is Severity.LOW
    assert items[2].location.heading == "backend/src/index.ts:98"


RESTATING = """Please address the comments from this code review:

## Individual Comments

## Overall Comments
- The switch to `QFuture<void>` in `QuickFind` (using `operationResult_` as a side-channel) writes shared state on the worker thread and reads it on the GUI thread without synchronization.
- Please remove the hardcoded database password from `config.ts`.

### Comment 1
<location path="src/ui/src/quickfind.cpp" line_range="203-204" />
<code_context>
+        operationResult_ = doSearchForward( start_position, selection, matcher );
</code_context>
<issue_to_address>
**issue (bug_risk):** With `QFuture<void>`, `operationResult_` is written on the worker thread and read on the GUI thread without synchronization.
</issue_to_address>

### Comment 2
<location path="AGENTS.md/chat/session.json" line_range="465" />
<issue_to_address>
**security (generic-api-key):** Detected a Generic API Key, potentially exposing access to various services.
</issue_to_address>

### Comment 3
<location path="tests/ui/crawlerwidget_test.cpp" line_range="124" />
<issue_to_address>
**suggestion (testing):** Avoid fixed `qWait(100)` in `setAutoRefresh` to reduce flakiness
</issue_to_address>
"""


def test_comments_after_the_overall_comments_fold_into_them_only_when_plainly_alike() -> None:
    items = read_review(RESTATING, "m").items
    assert [i.title[:40] for i in items] == [
        "The switch to QFuture<void> in QuickFind",
        "Please remove the hardcoded database pas",
        "Detected a Generic API Key, potentially ",  # about secrets too, yet another finding
        "Avoid fixed qWait(100) in setAutoRefresh",
    ]
    assert items[0].restated  # comment 1 says the first overall comment again
    assert items[3].location.heading == "tests/ui/crawlerwidget_test.cpp:124"  # a self-closing tag; the underscore kept
    assert items[3].severity is Severity.LOW  # "suggestion (testing)"


def test_a_sourcery_review_of_praise_alone_is_a_clean_review_not_an_unreadable_one() -> None:
    praise = ("Hey @dev - I've reviewed your changes and they look great!\n\n## Individual Comments\n\n### Comment 1\n"
              "<location> `src/app.ts:12` </location>\n<issue_to_address>\n**praise:** Nice use of a typed event map here.\n"
              "</issue_to_address>\n")
    parsed = read_review(praise, "m")
    assert parsed.items == [] and parsed.parsable
