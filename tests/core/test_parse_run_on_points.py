"""Shapes real-review round 71 showed the parser (issue 14): two reviewers' findings as a host's review file records
them, in German — a review that opens "VERDICT: REQUEST-CHANGES" over its tagged points (a field with its value, not a
verdict section over the list, which had dropped the whole review as unreadable), and a point that runs findings
together after its tag, " · " between them ("- **[MEDIUM]** Kein gemeinsamer Zeitpunkt … · „70 Migrationen“ beweist …").

The texts are written for the test, after the shapes of the round's reviews; the English ones check that the classes are
not German-only."""

from __future__ import annotations

from xreview.core import prose
from xreview.core.model import Severity
from xreview.core.parse import read_review


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_verdict_with_its_value_on_its_line_does_not_swallow_the_findings_below_it() -> None:
    text = """VERDICT: REQUEST-CHANGES

- **[HIGH] Privacy** — The proposal copies real personal data into an environment whose logins are public.
- **[LOW] Trigger assumption** — The direction of the foreign key is stated as fact, not checked.
"""
    assert items(text) == [("Privacy", Severity.HIGH), ("Trigger assumption", Severity.LOW)]
    german = text.replace("Privacy", "Datenschutz").replace("Trigger assumption", "Trigger-Annahme")
    assert [title for title, _ in items(german)] == ["Datenschutz", "Trigger-Annahme"]


def test_a_label_over_a_list_is_still_a_label() -> None:
    text = """**Placeholder text:**
- ✅ No Lorem ipsum found in the source

Verdict:
- ✅ Approved
"""
    assert items(text) == []


RUN_ON = """VERDICT: REQUEST-CHANGES — 1 HIGH, 3 MEDIUM, 2 LOW.

- **[HIGH] The guard checks only the target** — a swapped source passes every planned test.
- **[MEDIUM]** No common point in time between the dump and the storage copy · „70
  migrations" prove no schema equality · equal row counts prove neither content nor idempotence.
- **[LOW]** `--ignored` is not empty even before the run · the feedback question is
  still open while the spec already fixes the protected set.
"""


def test_findings_run_together_with_middle_dots_are_one_item_each_with_the_tag_of_their_point() -> None:
    found = items(RUN_ON)
    assert found == [
        ("The guard checks only the target", Severity.HIGH),
        ("No common point in time between the dump and the storage copy", Severity.HIGH),
        ("„70 migrations\" prove no schema equality", Severity.HIGH),
        ("equal row counts prove neither content nor idempotence", Severity.HIGH),
        ("ignored is not empty even before the run", Severity.LOW),
        ("the feedback question is still open while the spec already fixes the protected set", Severity.LOW),
    ]
    spans = [i.span for i in read_review(RUN_ON, "m").items]
    assert RUN_ON[spans[2][0]:spans[2][1]].startswith("„70\n  migrations")  # each finding where it stands


def test_a_point_with_a_middle_dot_in_it_is_not_cut_unless_every_piece_is_a_finding() -> None:
    assert prose.run_on("- Build · test · deploy took 4 minutes") == []
    point = "- **[LOW]** Rename the flag · the help text names the old flag twice."
    assert [point[a:b] for a, b in prose.run_on(point)] == ["Rename the flag", "the help text names the old flag twice"]
