"""A security review in Greek (round 95) ranks its findings in a summary table ("| 1 | ΜΕΣΑΙΑ | CSRF … |"), then gives
each a section whose heading ends on its level after a long dash ("## 2. … μέσω `trackHls` — ΜΕΣΑΙΑ"), lists what is
right under "Ό,τι είναι σωστό" and closes on an order of fixes that names the findings by their numbers
("3. #1 (CSRF guard) — 15 λεπτά."). Greek level words are read, after a dash too; the praise section holds no finding;
an entry opening on "#N" restates the finding headed "N." even when it shares no word with it.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.tags import read_tags

REVIEW = """# Security review — Admin API

| # | Σοβαρότητα | Θέμα | Τοποθεσία |
|---|---|---|---|
| 1 | ΥΨΗΛΗ | CSRF στο `POST /admin/api/restart` | `stats.js:329` |
| 2 | ΜΕΣΑΙΑ | Unbounded map στο `trackHls` | `stats.js:146` |
| 3 | ΧΑΜΗΛΗ | Cookie `nmsv` χωρίς `Secure` | `stats.js:174` |

---

## 1. Cross-site αιτήματα στα endpoints διαχείρισης — ΥΨΗΛΗ

**Τοποθεσία:** `stats.js:329`

**Πρόβλημα:** Ο browser στέλνει τα cached credentials και σε αιτήματα από άλλο site· μια κακόβουλη σελίδα κάνει restart.

**Διόρθωση:** Έλεγχος του `Sec-Fetch-Site` πριν από το routing.

---

## 2. Unbounded map στο `trackHls` — ΜΕΣΑΙΑ

**Πρόβλημα:** Κάθε μοναδικό path προσθέτει entry που δεν καθαρίζεται ποτέ· η μνήμη μεγαλώνει μέχρι OOM.

**Διόρθωση:** Καμία μέτρηση για path χωρίς ενεργό publisher.

---

## 3. Cookie `nmsv` χωρίς `Secure` — ΧΑΜΗΛΗ

Χωρίς `Secure` το cookie μπορεί να σταλεί σε http://.

**Διόρθωση:** Προσθήκη `Secure` στο Set-Cookie.

---

## Ό,τι είναι σωστό (να μη χαθεί σε refactor)

- **`timingSafeEqual` με length check** στο basic auth.
- **No path traversal στο `PAGES` routing** — fixed map, όχι filesystem lookup.

## Προτεινόμενη σειρά διόρθωσης

1. #2 (trackHls guard) — 5 λεπτά.
2. #1 (CSRF guard) — 15 λεπτά.
"""


def test_greek_levels_after_a_dash_are_read_and_praise_is_no_finding() -> None:
    items = parse_review(REVIEW, "m").items
    findings = [(i.title, i.severity) for i in items if i.role == "issue"]
    assert findings == [
        ("Cross-site αιτήματα στα endpoints διαχείρισης", Severity.HIGH),
        ("Unbounded map στο trackHls", Severity.HIGH),  # ΜΕΣΑΙΑ: xreview has no Medium
        ("Cookie nmsv χωρίς Secure", Severity.LOW),
    ]


def test_an_entry_naming_a_finding_by_its_heading_number_restates_it() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title for i in items] == [
        "Cross-site αιτήματα στα endpoints διαχείρισης", "Unbounded map στο trackHls", "Cookie nmsv χωρίς Secure"]
    assert any("#1 (CSRF guard)" in text for text in items[0].restated)  # no word shared with its heading but "#1"
    assert any("#2 (trackHls guard)" in text for text in items[1].restated)


def test_greek_level_words() -> None:
    assert read_tags("## 4. Κανένα rate limit — ΧΑΜΗΛΗ").severity is Severity.LOW
    assert read_tags("## 5. Publish auth bypass — Κρίσιμη").severity is Severity.CRITICAL
    assert read_tags("## Setup — Overview").severity is None  # a word after a dash is a level only when it names one
