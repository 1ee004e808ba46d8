"""Shapes real-review round 61 showed the parser (issue 14): a review of a site's English translation, in Ukrainian —
numbered headings per file, two of them closed by their own last words ("— ОК, без змін": OK, no change), one over a
checklist whose only point not checked off is the finding ("- `dpsu: 'SBGS'` → `'Border Guard'`" among "- `mp:
'Marines'` ✓"), then "### Файли, які зміняться" (files that will change) and "### Поза скоупом" (out of scope). At
first the checklist's finding was lost as praise and the closed headings, the file list and the out-of-scope note came
out as findings — the same in English.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Виявлені проблеми з англійським перекладом

### 1. `src/pages/About.tsx` — критично
`historyParagraphsEN` містить лише 1 абзац, тоді як українська версія має 13.

### 4. `src/lib/i18n.ts` — branches
- `dpsu: 'SBGS'` → `'Border Guard'` (зрозуміліше для не-військових)
- `mp: 'Marines'` ✓
- `dshv: 'Air Assault'` ✓
- решта ОК

### 6. `src/lib/i18n.ts` — application.success
Поточний EN: «Thank you! Your application has been received.» — ОК, без змін.

### Файли, які зміняться
- `src/lib/i18n.ts` — нові/виправлені рядки (branches.dpsu)

### Поза скоупом
Контент новин/блогу — лишаємо як є.
"""


def test_a_checklist_heading_with_a_point_left_is_a_finding_and_closed_ones_are_not() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title for i in items] == ["src/pages/About.tsx", "src/lib/i18n.ts — branches"]
    assert items[0].severity is Severity.CRITICAL  # "— критично" is its level, as "— CRITICAL" would be


ENGLISH = """## Translation review

### Verification

- `recruit.btn`: `'View Vacancies'` ✓
- `support.btn`: `'Support the Fund'` ✓
- `about.facts[2].label`: `'Combat Readiness'` should read `'Combat Duty'`
- the rest OK

### 6. `src/lib/i18n.ts` — application.success
The current text says the application was received — OK, no change.

### Files to change
- `src/lib/i18n.ts` — the corrected labels
"""


def test_the_same_shapes_in_english() -> None:
    titles = [i.title for i in read_review(ENGLISH, "m").items]
    assert len(titles) == 1 and "Combat Readiness" in titles[0]
    assert cues.section_kind("Files that will change")[0] is cues.Kind.SKIP
