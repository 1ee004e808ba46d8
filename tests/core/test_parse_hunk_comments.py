"""A shape real-review round 32 showed the parser (issue 14): a pull-request review as GitHub's notification
e-mail carries it — mail headers, the tool's overview of the change and a table of files, then each comment
under the diff hunk it is about ("> +  if …" ⏎ "+}" ⏎ …). Read as Markdown, the hunk's "+" lines are list entries.

The texts are written for the test, after the shape of the round's review (a Copilot review e-mail)."""

from __future__ import annotations

from xreview.core import hunks
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.titles import split_title

EMAIL = """MIME-Version: 1.0
From: Copilot <notifications@github.com>
Subject: Re: [acme/tools] Port the backup script to zsh (PR #12)

@Copilot commented on this pull request.

## Pull request overview

This PR ports the backup helpers from bash to zsh and adds a restore command.

**Key Changes:**
- New `backup.zsh` with 6 functions
- Improved error handling with early returns

### Reviewed changes

Copilot reviewed 2 out of 2 changed files in this pull request and generated 3 comments.

| File | Description |
| ---- | ----------- |
| `backup.zsh` | New file with backup and restore helpers |

> +backup-run() {
+  if [[ -z "$@" ]]; then
+    echo "Usage: backup-run DIR"
+    return 1
+  fi

The test `[[ -z "$@" ]]` never sees an empty argument list correctly; use `[[ $# -eq 0 ]]` instead.

```suggestion
  if [[ $# -eq 0 ]]; then
```

> +  tar -czf "$DEST/backup.tgz" "$1"
+  echo "done"

Missing error handling for the archive step. If `tar` fails, the function still prints "done".

```zsh
# check tar's status before reporting success
tar -czf "$DEST/backup.tgz" "$1" || return 1
```

> +restore() {
+  sudo tar -xzf "$1" -C /

[nitpick] Note: restoring into `/` with sudo overwrites system files without asking; consider a confirmation prompt.

-- 
Reply to this email directly or view it on GitHub:
https://github.com/acme/tools/pull/12#pullrequestreview-1
"""


def test_each_comment_under_a_quoted_hunk_is_one_finding_and_the_overview_none() -> None:
    parsed = read_review(EMAIL, "copilot")
    assert parsed.shape == "comments"
    assert [i.title for i in parsed.items] == [
        'The test [[ -z "$@" ]] never sees an empty argument list correctly; use [[ $# -eq 0 ]] instead',
        "Missing error handling for the archive step",
        "restoring into / with sudo overwrites system files without asking; consider a confirmation prompt",
    ]
    assert [i.severity for i in parsed.items] == [None, None, Severity.LOW]


def test_a_comment_ends_at_the_mail_signature_and_keeps_its_code() -> None:
    parsed = read_review(EMAIL, "copilot")
    last = parsed.items[-1]
    assert "Reply to this email" not in (last.text or "")
    assert "# check tar's status" in (parsed.items[1].text or "")  # a "# comment" in a fence is no heading


def test_the_same_comment_at_two_hunks_is_one_finding() -> None:
    repeated = EMAIL.replace("> +restore() {", "> +backup-all() {\n+  if [[ -z \"$@\" ]]; then\n\nThe test `[[ -z \"$@\" ]]` never sees "
                             "an empty argument list correctly; use `[[ $# -eq 0 ]]` instead.\n\n> +restore() {")
    assert len(read_review(repeated, "copilot").items) == 3


def test_a_review_that_quotes_a_hunk_among_its_own_sections_is_read_as_markdown() -> None:
    text = """# Review

## Findings

### 1. Retries never back off

> +  retry(fn, 10)
+  // no delay

A dead peer is hammered ten times in a row.

### 2. The cache key ignores the tenant

One tenant can read another's entries.
"""
    assert hunks.comments(text) is None
    assert [i.title for i in read_review(text, "m").items] == ["Retries never back off", "The cache key ignores the tenant"]


def test_a_quoted_list_entry_is_no_hunk() -> None:
    assert hunks.comments("> + keep the retry budget\n+ and the timeout\n\nAgreed, both matter.\n") is None


def test_a_note_label_is_no_title() -> None:
    assert split_title("Note: There's an existing `update` alias that does the same. Consider removing it.")[0].startswith("There's an existing")


def test_a_quoted_line_alone_is_no_hunk_so_the_review_reads_as_before() -> None:
    text = "Overall good.\n\n> -5% latency is claimed\n\nThe benchmark ran on one host only.\n\n- The cache leaks entries on eviction.\n"
    assert hunks.comments(text) is None
    assert "The cache leaks entries on eviction" in [i.title for i in read_review(text, "m").items]
