"""Real-review round 319 (review 483): Gemini's concern table "| Severity | Topic | Description |", each description
opening on the plan it is about ("**Plan 02** uses a regex-based deny-list …"), and suggestions after it restating
three concerns in other words. The topic column titles the row — not the plan the description opens on — and a
suggestion then pairs with the concern its topic names.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## 3. Concerns

| Severity | Topic | Description |
| :--- | :--- | :--- |
| **MEDIUM** | **YAML Injection Approach** | **Plan 02** uses a regex-based "deny-list" to prevent YAML injection. If a new parameter is added later and validation is forgotten, the vector re-opens. |
| **MEDIUM** | **Migration Strategy** | The plan seeds permissions in `db.py`; existing production databases won't receive them unless a manual SQL migration script is provided. |

## 4. Suggestions

*   **Explicit Migration Script:** Create a `migration_v24_permissions.sql` file so existing roles receive the new permissions.
"""


def test_the_topic_column_titles_the_row() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["YAML Injection Approach", "Migration Strategy"]
    assert items[1].restated
