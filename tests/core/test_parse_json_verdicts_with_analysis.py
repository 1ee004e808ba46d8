"""A thesis review (round 105) opens on a JSON verdict — findings with severity, category, description and location —
whose strings hold LaTeX ("\\ac{} commands are never used", "\\makenomenclature"), invalid JSON escapes, and then goes
on in Markdown: "---", a detailed analysis in Portuguese that restates the findings, adds one, and lists checks that
passed ("… cobrem as análises necessárias ✅"). At first the whole JSON object was one finding and the analysis's points
were read as new ones. A review opening on a JSON verdict gives that verdict's findings, its LaTeX backslashes read as
text, and the Markdown after it restates them (what it does not restate still stands); a point closing on a check mark
is a check that passed; "already mentioned in contributions" points to the document, not back to another finding.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import asides
from xreview.core.parse import parse_review, read_review
from xreview.core.restate import _points_back
from xreview.core.review_json import json_entries

REVIEW = r"""{
  "verdict": "WARN",
  "findings": [
    {
      "severity": "MODERATE",
      "description": "Acronyms not consistently expanded at first use: the 'acronym' package is loaded but \ac{} commands are never used.",
      "location": "cap_fundamentacao/fundamentacao.tex:48"
    },
    {
      "severity": "MINOR",
      "description": "Section 5.4 on publications is unusual and states 'no publications yet'. The code repository is already mentioned in contributions.",
      "location": "cap_conclusao/conclusao.tex:32"
    }
  ]
}
---

## Análise Detalhada

### Uso de Acrônimos

- O pacote `acronym` está carregado, mas os acrônimos (GA, PSO, ACO, FSTSP) são escritos sem `\ac{GA}`: acronyms not consistently expanded at first use.
- A numeração das equações reinicia em cada capítulo, o que dificulta as referências cruzadas no capítulo 4.

### Figuras

- As legendas são descritivas e em português ✅
- Os heatmaps cobrem as análises necessárias ✅
"""


def test_a_json_verdict_then_its_analysis() -> None:
    items = read_review(REVIEW, "m").items
    titles = [i.title for i in items]
    assert titles[0].startswith("Acronyms not consistently expanded at first use")
    assert titles[1].startswith("Section 5.4 on publications is unusual")  # "already mentioned in contributions": no fold
    assert any(t.startswith("A numeração das equações reinicia") for t in titles[2:])  # new in the analysis: it stands
    assert not any("✅" in t or "legendas" in t for t in titles)  # checks that passed
    assert any("acronym" in said for said in items[0].restated)


def test_latex_backslashes_in_a_json_review_are_read_as_text() -> None:
    entries = json_entries(REVIEW.split("\n---\n")[0])
    assert entries is not None and len(entries) == 2
    assert parse_review(REVIEW.split("\n---\n")[0], "m").shape == "json"


def test_already_mentioned_in_the_document_is_no_reference_back() -> None:
    assert not _points_back("The code repository is already mentioned in contributions.")
    assert _points_back("This is already noted in finding 2.")


def test_a_point_closing_on_a_check_mark_raises_nothing() -> None:
    assert asides.is_no_point("Os heatmaps cobrem as análises necessárias ✅")
    assert not asides.is_no_point("Missing tests for the parser ❌ ✅")
