"""Shapes real-review round 75 showed the parser (issue 14): an OpenCode review whose concerns are bold paragraphs
opening on a severity and a dash ("**MEDIUM — Decision threshold is qualitative.** …"), whose last concern runs on into
two more findings tagged in capitals ("… from a fallback run. Also LOW: CI doesn't … LOW: `jobs=2` only — …"), and
whose "## 5) Risk" section rates the whole ("**LOW–MEDIUM overall.** Detection output is unchanged …").

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import prose
from xreview.core.model import Severity
from xreview.core.parse import read_review


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


REVIEW = """## 3) Concerns

**HIGH — The engagement guard misses the second fallback (`parallel.py:133`).** The code falls back to sequential in two places.

**MEDIUM — Decision threshold is qualitative.** "Materially capture" is undefined, leaving room for bias.

**LOW — The profiling script has the same engagement gap** (two scenes do not prove two segments); the numbers could come from a fallback run. Also LOW: CI doesn't explicitly install Python (likely fine via `uv sync`). LOW: `jobs=2` only — more jobs exercise more stitching.

## 5) Risk

**LOW–MEDIUM overall.** Detection output is unchanged regardless of executor choice, and the CI portions are ready.
"""


def test_a_bold_title_after_a_severity_and_a_dash_ends_where_its_bold_ends() -> None:
    assert items(REVIEW)[:2] == [("The engagement guard misses the second fallback (parallel.py:133)", Severity.HIGH),
                                 ("Decision threshold is qualitative", Severity.HIGH)]


def test_a_paragraph_that_runs_on_into_findings_tagged_in_capitals_is_one_finding_each() -> None:
    found = items(REVIEW)
    assert found[2:] == [("The profiling script has the same engagement gap", Severity.LOW),
                         ("CI doesn't explicitly install Python (likely fine via uv sync)", Severity.LOW),
                         ("jobs=2 only", Severity.LOW)]
    assert prose.tagged_run("Keep the cache. High: the TTL is too long") == []  # a tag in capitals, only


def test_a_rating_of_the_whole_is_no_finding() -> None:
    assert not any("overall" in title.lower() or title.startswith("Detection output") for title, _ in items(REVIEW))
