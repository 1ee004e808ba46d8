"""Property tests over generated Markdown: write-back changes nothing it does not own."""

from __future__ import annotations

import difflib

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.artifact.helpers import WHEN, entry, row
from xreview.artifact.document import MarkdownDocument, heading_key
from xreview.artifact.frontmatter import field_line
from xreview.artifact.issue_log import find_log_section, read_issue_log
from xreview.artifact.owned import owned_ranges
from xreview.artifact.writeback import WritePlan, apply_plan

_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyzÄéß✓“”—", min_size=1, max_size=8)
_INLINE = st.sampled_from([" ", "  ", "\t", " | ", " \\| ", " `a|b` ", " *x* ", ", ", ". "])


@st.composite
def text_line(draw: st.DrawFn) -> str:
    words = draw(st.lists(_WORD, min_size=1, max_size=6))
    glue = [draw(_INLINE) for _ in words[1:]]
    line = words[0] + "".join(g + w for g, w in zip(glue, words[1:], strict=True))
    return draw(st.sampled_from(["", " ", "  "])) + line + draw(st.sampled_from(["", " ", "   ", "\t"]))


HEADING_TITLES = st.sampled_from(
    ["Issue Log", "Review Log", "Revision History", "Scope", "Architecture", "7. Issue Log", "Notes ✓"]
)


@st.composite
def block(draw: st.DrawFn) -> list[str]:
    kind = draw(st.sampled_from(["atx", "setext", "para", "fence", "list", "table", "log", "comment", "quote"]))
    if kind == "atx":
        return ["#" * draw(st.integers(1, 4)) + " " + draw(HEADING_TITLES)]
    if kind == "setext":
        return [draw(HEADING_TITLES), draw(st.sampled_from(["=====", "-----", "---------"]))]
    if kind == "para":
        return draw(st.lists(text_line(), min_size=1, max_size=3))
    if kind == "fence":
        inner = draw(st.lists(st.sampled_from(["## Issue Log", "| 1 | x |", "### Review Log", "code", ""]), max_size=3))
        return ["```markdown", *inner, "```"]
    if kind == "list":
        return [f"- {draw(text_line()).strip()}" for _ in range(draw(st.integers(1, 3)))]
    if kind == "quote":
        return [f"> {draw(text_line()).strip()}"]
    if kind == "comment":
        return ["<!--", "## Review Log", "-->"]
    rows = [
        f"| {n} | {draw(text_line()).strip()} | Human | High | Low | {draw(st.sampled_from(['Open', 'Resolved', 'Deferred']))} | |"
        for n in draw(st.lists(st.integers(1, 40), max_size=4, unique=True))
    ]
    header = ["| # | Issue | Source | Severity | Complexity | Status | Resolution |", "|---|---|---|---|---|---|---|"]
    if kind == "log":
        return [draw(st.sampled_from(["## Issue Log", "### Issue Log", "Issue Log\n---------"])), "", *header, *rows]
    return [*header, *rows]


@st.composite
def document(draw: st.DrawFn) -> str:
    lines: list[str] = []
    if draw(st.booleans()):
        lines += ["---", "title: “X”  # a comment", "status: draft", 'updated: "2026-01-02"', "owner: a", "---"]
    if draw(st.booleans()):
        lines += ["# Title", ""]
    for part in draw(st.lists(block(), max_size=10)):
        lines += "\n".join(part).split("\n")
        lines += [""] * draw(st.integers(0, 2))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    text = newline.join(lines)
    if lines and draw(st.booleans()):
        text += newline
    return ("\ufeff" if draw(st.booleans()) else "") + text


@st.composite
def plans(draw: st.DrawFn) -> WritePlan:
    titles = draw(st.lists(text_line(), max_size=4, unique_by=lambda t: t.strip().lower()))
    rows = [row(t.strip(), key=f"k{i}") for i, t in enumerate(titles)]
    return WritePlan(rows=rows, entry=entry(*(r.title for r in rows)) if draw(st.booleans()) else None,
                     status=draw(st.sampled_from([None, "external-review-complete"])), updated=WHEN)


def log_headings(doc: MarkdownDocument, name: str) -> int:
    return sum(1 for h in doc.headings if doc.is_top_level(h) and heading_key(h.title) == name)


def owned_or_fields(doc: MarkdownDocument) -> set[int]:
    lines = {i for start, end in owned_ranges(doc) for i in range(start, end)}
    for key in ("status", "updated"):
        index = field_line(doc, key)
        if index is not None:
            lines.add(index)
    return lines


def assert_only_owned_lines_changed(original: str, result: str) -> None:
    before = MarkdownDocument.parse(original)
    after = MarkdownDocument.parse(result)
    assert before.bom == after.bom
    mine_before, mine_after = owned_or_fields(before), owned_or_fields(after)
    last = len(before.lines) - 1
    matcher = difflib.SequenceMatcher(None, before.lines, after.lines, autojunk=False)
    for op, a0, a1, b0, b1 in matcher.get_opcodes():
        if op == "equal":
            continue
        for i in range(a0, a1):  # a line of the original that is gone or changed...
            same_but_newline = i == last and after.lines[b0:b1] and after.lines[b0].rstrip("\r\n") == before.lines[i]
            assert i in mine_before or same_but_newline, f"line {i + 1} changed: {before.lines[i]!r}"
        for j in range(b0, b1):  # ...and a line of the result that was not there
            text = after.lines[j]
            assert j in mine_after or not text.strip() or text.rstrip("\r\n") in before.lines[a0:a1 + 1] or (
                a0 <= last < a1 and text.rstrip("\r\n") == before.lines[last]
            ), f"line {j + 1} added outside the logs: {text!r}"
    if not original.endswith(("\n", "\r")) and original.lstrip("\ufeff").strip():
        assert not result.endswith(("\n", "\r")), "a final newline appeared"
    assert ("\r\n" in original and "\n" not in original.replace("\r\n", "")) <= ("\n" not in result.replace("\r\n", ""))


SETTINGS = settings(max_examples=300, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(document(), plans())
@example("# T\r\n\r\nText", WritePlan(rows=[row("A")], entry=entry("A"), updated=WHEN))
def test_write_back_changes_only_the_logs_and_the_named_fields(original: str, plan: WritePlan) -> None:
    try:
        result = apply_plan(original, plan).text
    except Exception as exc:  # noqa: BLE001 - only a refusal with a reason is acceptable
        from xreview.artifact.writeback import WriteBackError

        assert isinstance(exc, WriteBackError), exc
        return
    assert_only_owned_lines_changed(original, result)


@SETTINGS
@given(document(), plans(), plans())
def test_writing_twice_keeps_one_log_of_each_and_unique_numbers(original: str, first: WritePlan, second: WritePlan) -> None:
    from xreview.artifact.writeback import WriteBackError

    try:
        once = apply_plan(original, first)
        twice = apply_plan(once.text, second)
    except WriteBackError:
        return
    doc = MarkdownDocument.parse(twice.text)
    before = MarkdownDocument.parse(original)
    for name in ("issue log", "review log"):
        # write-back never adds a second log: there are as many as the author wrote, or one
        assert log_headings(doc, name) <= max(1, log_headings(before, name)), name
    if first.rows or second.rows:
        assert find_log_section(doc, "issue log") is not None
    # every number xreview gave a new row is used by that row only (a person's own duplicates are theirs)
    numbers = [r.number for r in read_issue_log(doc) if r.number is not None]
    before = {r.number for r in read_issue_log(MarkdownDocument.parse(original))}
    between = {r.number for r in read_issue_log(MarkdownDocument.parse(once.text))}
    new = {n for n in once.numbers.values() if n not in before} | {n for n in twice.numbers.values() if n not in between}
    assert all(numbers.count(n) == 1 for n in new), f"duplicate row numbers: {numbers}"
    entries = sum(1 for p in (first, second) if p.entry is not None)
    assert sum(1 for h in doc.headings if h.title == "Phase 2: External Review") >= entries
    # the second write keeps everything outside the logs, too
    assert_only_owned_lines_changed(once.text, twice.text)


@SETTINGS
@given(document(), plans())
def test_the_same_plan_twice_changes_nothing_more(original: str, plan: WritePlan) -> None:
    from xreview.artifact.writeback import WriteBackError

    try:
        once = apply_plan(original, plan)
    except WriteBackError:
        return
    again = WritePlan(rows=[
        row(r.title, key=r.key, number=once.numbers.get(r.key)) for r in plan.rows
    ], status=plan.status, updated=plan.updated)
    assert apply_plan(once.text, again).text == once.text
