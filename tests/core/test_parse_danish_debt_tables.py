"""Shapes real-review round 73 showed the parser (issue 14): a technical-debt chapter in Danish — "## Kritiske
problemer", "## Vigtige forbedringer" and "## Nice-to-have forbedringer" over tables whose rows carry IDs of the
review's own series ("| K1 | …", "| V5 | …", "| N3 | …"), the last with its sentences under "Forbedring", a header no
word list knew, and a closing "## Hvor man med fordel starter" that names findings by those IDs ("4. **K1** – før
enhver form for deployment.").

The texts are written for the test, after the shape of the round's review; the English ones check that the classes
are not Danish-only."""

from __future__ import annotations

from xreview.core import review_ids
from xreview.core.model import ReviewItem, Severity
from xreview.core.parse import read_review
from xreview.core.tongues import named_severity


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


DEBT = """# Teknisk gæld

## Kritiske problemer

| # | Problem | Hvor | Forbedring |
|---|---|---|---|
| K1 | **Kontoovertagelse via nulstilling** – email og navn er hele beviset | RPC | OTP |
| K2 | **Ingen React Error Boundary** | `App.tsx` | `ErrorBoundary` |

## Vigtige forbedringer

| # | Problem | Hvor | Forbedring |
|---|---|---|---|
| V1 | **N+1 på opgavetavlen** – 3–6 requests pr. kort | `TaskCard.tsx` | Batch-endpoint |
| V2 | **Ingen tests og ingen CI** | Repo | Vitest |

## Nice-to-have forbedringer

| # | Forbedring | Hvor |
|---|---|---|
| N1 | Ensret filnavne og ret stavefejl i komponenterne | navngivning |
| N2 | Højere minimumslængde for adgangskoder ved oprettelse | `validatePassword.ts` |

## Hvor man med fordel starter
1. **V2** – en minimal testopsætning gør resten sikrere at arbejde med.
2. **K1** – før enhver form for deployment.
"""


def test_danish_severity_sections_over_tables_read_each_row_with_its_severity() -> None:
    assert named_severity("kritiske problemer") is Severity.CRITICAL
    assert named_severity("vigtige forbedringer") is Severity.HIGH
    assert items(DEBT) == [
        ("Kontoovertagelse via nulstilling", Severity.CRITICAL), ("Ingen React Error Boundary", Severity.CRITICAL),
        ("N+1 på opgavetavlen", Severity.HIGH), ("Ingen tests og ingen CI", Severity.HIGH),
        ("Ensret filnavne og ret stavefejl i komponenterne", Severity.LOW),
        ("Højere minimumslængde for adgangskoder ved oprettelse", Severity.LOW),
    ]


def test_a_table_of_findings_with_ids_reads_its_column_of_sentences_whatever_its_header() -> None:
    text = """## Low priority

| # | Verbesserung | Ort |
|---|---|---|
| 1 | Rename the components so their file names match their exports | naming |
| 2 | Raise the minimum password length for new accounts | `validatePassword.ts` |
"""
    assert [title for title, _ in items(text)] == ["Rename the components so their file names match their exports",
                                                   "Raise the minimum password length for new accounts"]


def test_a_closing_list_folds_by_the_ids_of_the_reviews_own_series_but_not_by_priorities() -> None:
    def item(text: str) -> ReviewItem:
        return ReviewItem(title=text, text=text)

    assert review_ids.series_of([item("| K1 | a"), item("| K2 | b"), item("| V1 | c"), item("### Q1. d")]) == frozenset({"K"})
    assert review_ids.series_of([item("| P0 | a"), item("| P0 | b"), item("| P1 | c")]) == frozenset()
    found = [title for title, _ in items(DEBT)]
    assert not any(title.startswith(("en minimal testopsætning", "før enhver form")) for title in found)
