"""gpt-5.6-sol through Codex, in a German diff-review record (round 93), gives its nine findings as a table whose
severity column has no header ("| | Befund |" over "| HIGH | … |"), under "VERDICT: REQUEST-CHANGES — 4 HIGH, 5
MEDIUM." The review was read as nothing. An unnamed column whose every cell is a level is the severity column, and the
table's sentences are its findings; "Befund" names the finding column. Found on the way: a severity cell opening on
"/" crashed the table reader.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

REVIEW = """VERDICT: REQUEST-CHANGES — 1 HIGH, 1 MEDIUM.

| | Befund |
| --- | --- |
| HIGH | `watchdog.ts` — kein `query_timeout`; node-postgres wartet unbegrenzt und blockiert jeden folgenden Lauf. |
| MEDIUM | Die rohe Fehlermeldung geht unverändert in ein öffentliches Protokoll. |
"""


def test_an_unnamed_column_of_levels_makes_a_table_of_findings() -> None:
    items = parse_review(REVIEW, "m").items
    assert [i.severity for i in items] == [Severity.HIGH, Severity.HIGH]  # xreview has no Medium: a medium gap is a gap
    assert items[0].title.startswith("watchdog.ts — kein query_timeout")


def test_a_severity_cell_opening_on_a_slash_does_not_crash_the_reader() -> None:
    table = "## Issues\n\n| Severity | Issue |\n|---|---|\n| /high | The cache never expires |\n"
    assert [i.title for i in parse_review(table, "m").items] == ["The cache never expires"]
