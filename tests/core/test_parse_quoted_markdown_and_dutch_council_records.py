"""Real-review rounds: an LLM council's record in Dutch — the reviewed onboarding quoted in a ```markdown fence with a
```bash block of its own inside, then the review: "### Zwakke Punten" with "**KRITIEK - Geverifieerde Fouten:**"
(critical, verified errors) and "**Overige kritiek:**" (other criticism) over numbered points, and
"### Verbetervoorstellen" (improvement proposals) restating them (round 234, review 389).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from xreview.core.fences import nest_fences
from xreview.core.parse import read_review

RECORD = """# LLM Council Review Round 2

## Input: Claude's Onboarding

```markdown
# Developer Onboarding

## 3. Setup (Docker-First)
```bash
make quickstart    # Complete setup
```
**Geen lokale Python installatie nodig!** Alles draait in Docker.

**Pro Tips**:
- Run `make shell` voor debugging in container
```

## Codex's Review

### Zwakke Punten

**KRITIEK - Geverifieerde Fouten:**

1. **`make quickstart` BESTAAT NIET**
   - Verificatie: `grep quickstart Makefile` → geen resultaat
2. **385 tests ONJUIST**
   - Verificatie: `find tests -name 'test_*.py' | wc -l` → **28 files**

**Overige kritiek:**

3. Mist rol-gebaseerde toegang details (Admin, Team, Public)

### Verbetervoorstellen

1. **Fix file paths**: score routes in `team/score_routes.py`
2. **Voeg rol-based access toe**: Admin/Team/Public levels
"""


def test_the_quoted_document_is_no_review_and_the_criticism_under_its_labels_is_read_point_by_point() -> None:
    items = read_review(RECORD, "m").items
    assert [item.title for item in items][:3] == ["make quickstart BESTAAT NIET", "385 tests ONJUIST",
                                                   "Mist rol-gebaseerde toegang details (Admin, Team, Public)"]
    assert not any("make shell" in item.title or "Python installatie" in item.title for item in items)
    assert any("Voeg rol-based access toe" in restated for restated in items[2].restated)


def test_nested_fences_keep_every_offset_and_unbalanced_ones_are_left_alone() -> None:
    assert len(nest_fences(RECORD)) == len(RECORD)
    assert "~~~bash" in nest_fences(RECORD) and "```markdown" in nest_fences(RECORD)
    unclosed = "```markdown\n# Doc\n```bash\nmake\n"
    assert nest_fences(unclosed) == unclosed
    plain = "```python\nx = 1\n```\n\n```bash\nls\n```\n"
    assert nest_fences(plain) == plain


@given(st.lists(st.sampled_from(["```markdown", "```md", "```bash", "```", "````", "~~~", "# Heading", "- point", "text ` tick", ""]),
                max_size=30))
def test_turning_fences_never_moves_a_line(lines: list[str]) -> None:
    text = "\n".join(lines)
    turned = nest_fences(text)
    assert [len(line) for line in turned.split("\n")] == [len(line) for line in text.split("\n")]
    assert read_review(text, "m") is not None
