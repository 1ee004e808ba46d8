"""A CTO's strategic review in Finnish (round 89) heads a section of findings with its verdict ("### Kriittiset
ongelmat — EI MITÄÄN", critical problems — none) over the paragraph that says why, and lists what to leave alone
("### Asiat, joita EI kannata enää koskea" — "**Älä migroi frameworkiin.**", do not migrate) and what not to do ("###
Mitä EI tehdä"). A findings heading that says "none" holds no finding; advice to leave a thing alone is no finding; in
English as in Finnish. "Puute" (a lack) is a problem word.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

ENGLISH = """## 2. Technical assessment

### Critical issues — NONE

After the session the repository has no critical technical problems. Two base64 images remain in old articles.

### Things NOT worth touching any more

- **Do not migrate to a framework.** Vanilla HTML is the right choice for this project.
- **Do not change the URL structure.** The current URLs work.

### What NOT to do

- No new technical tools unless content production demands them
- No redesign

### Small fixes

- Fix the missing `<h1>` on 8 pages
"""

FINNISH = """### Kriittiset ongelmat — EI MITÄÄN

Session jälkeen repositoriossa ei ole kriittisiä teknisiä ongelmia.

### Asiat, joita EI kannata enää koskea

- **Älä migroi frameworkiin.** Vanilla HTML on oikea valinta tälle projektille.

### Mitä EI tehdä

- Ei redesignia

### Pienet viimeistelyt

- Korjaa 8 sivulta puuttuva `<h1>`
"""


def test_a_findings_heading_that_says_none_and_hands_off_advice_hold_no_finding() -> None:
    assert [i.title for i in parse_review(ENGLISH, "m").items] == ["Fix the missing <h1> on 8 pages"]


def test_the_same_in_finnish() -> None:
    assert [i.title for i in parse_review(FINNISH, "m").items] == ["Korjaa 8 sivulta puuttuva <h1>"]


def test_a_lack_is_a_problem_in_finnish() -> None:
    assert cues.problem_score("Analytiikan puute") > 0
