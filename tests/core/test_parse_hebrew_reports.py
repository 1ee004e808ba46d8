"""A QA agent's static analysis in Hebrew (round 88) gives each finding a section headed by its ID ("## C-01 — …"),
with a severity field in Hebrew ("**חומרה:** קריטי"), problems, a race scenario that ends on its result
("- **תוצאה:** …") and a recommendation; two findings the agent merged share one heading ("## C-03 & C-12 — …").
A heading led by one ID or two is one finding, even over a titled scenario with fields; its title drops both IDs;
Hebrew severity words are read.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review
from xreview.core.tags import read_tags

REVIEW = """## C-02 — שליחה כפולה של הזמנה

**חומרה:** גבוה
**מיקום:** `server.js:120-140`

**בעיה:** אין בדיקה של הסטטוס לפני השליחה.

---

## C-03 & C-12 — Read-Modify-Write של מונה ההזמנות

**חומרה:** קריטי
**מיקום:** `server.js:576-580`

**בעיות:**
1. המונה נקרא מתוך מטמון שנטען בתחילת הבקשה.
2. אין נעילה אופטימית על העדכון.

**תסריט lost update:**
- T0: counter = 10
- T1: A קוראת → 10
- **תוצאה:** אחד העדכונים נאבד.

**המלצה:** לעבור ל-increment אטומי ב-SQL.
"""


def test_a_heading_led_by_two_ids_is_one_finding_titled_without_them() -> None:
    items = parse_review(REVIEW, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("שליחה כפולה של הזמנה", Severity.HIGH),
        ("Read-Modify-Write של מונה ההזמנות", Severity.CRITICAL),
    ]


def test_hebrew_severity_words() -> None:
    assert read_tags("**חומרה:** נמוך").severity is Severity.LOW
    assert read_tags("**חומרה:** בינוני").severity is Severity.HIGH  # xreview has no Medium: a medium gap is still a gap
