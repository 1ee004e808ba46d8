"""Shapes real-review round 400 showed the parser (issue 14): an exercise's review template filled in for a pull
request, each issue a bold "**Issue 1**" over "- Location: …", "- What's wrong: …", "- Why it matters: …" and "-
Suggested fix: …" bullets, its verdict three boxes of which "Request Changes" is ticked and "Comment" is not; and an
approving axis-by-axis review whose "**Finding A-2: …**" ends "No action needed, just noting the variable is still used
elsewhere in the function." before the section's closing "No other issues. …".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

TEMPLATE = """# Code Review Notes

## PR #1 — Bulk Purchase (`pr1_bulk_purchase.py`)

### Issues

For each issue you find, note: where it is (file + function), what's wrong, and why it matters in production.

**Issue 1**
- Location: `prs/pr1_bulk_purchase.py` — `purchase_all_items()`
- What's wrong: The function overwrites `purchased_by` and `purchased_at` even if the item was already purchased by someone else.
- Why it matters: In a production app with shared lists, this will corrupt historical shopping data.
- Suggested fix: Only update items that haven't been purchased yet.

**Issue 2**
- Location: `prs/pr1_bulk_purchase.py` — `purchase_all()` (route function)
- What's wrong: The route does not check whether `user_id` is missing or empty.
- Why it matters: Items end up purchased with a `null` purchaser.
- Suggested fix: Return 400 Bad Request when `user_id` is missing.

**Issue 3**
- Location: `prs/pr1_bulk_purchase.py` — `purchase_all()` and `purchase_all_items()`
- What's wrong: The code does not check if the `list_id` actually exists in the database.
- Why it matters: Clients believe a bulk purchase succeeded on a list that does not exist.
- Suggested fix: Query for the list first and return 404 if it doesn't exist.

### Verdict
- [ ] Approve — ship it
- [x] Request Changes — needs fixes before merging
- [ ] Comment — needs discussion before a verdict
"""


def test_bold_issue_labels_over_their_fields_are_titled_by_what_is_wrong() -> None:
    titles = [item.title for item in parse_review(TEMPLATE, "m").items]
    assert titles == [
        "The function overwrites purchased_by and purchased_at even if the item was already purchased by someone else",
        "The route does not check whether user_id is missing or empty",
        "The code does not check if the list_id actually exists in the database",
    ]


def test_two_bold_issue_labels_over_their_fields_are_titled_by_what_is_wrong() -> None:
    two = TEMPLATE[: TEMPLATE.index("**Issue 3**")] + TEMPLATE[TEMPLATE.index("### Verdict") :]
    titles = [item.title for item in parse_review(two, "m").items]
    assert titles == [
        "The function overwrites purchased_by and purchased_at even if the item was already purchased by someone else",
        "The route does not check whether user_id is missing or empty",
    ]


AXES = """# Code Review: a5690ac39...HEAD

### Axis A — Structural correctness

**Finding A-1: Domain regex is fragile.** The domain extraction regex assumes exactly 2-space indentation. Consider using a YAML parser.

**Finding A-2: `pinVersion` variable still in scope but no longer used in boilerplate generation.** The variable is still computed and used in the version comparison logic. No action needed, just noting the variable is still used elsewhere in the function.

No other issues. The `generateFullBoilerplate` function is well-structured and collects results dynamically.
"""


def test_a_point_withdrawn_at_its_end_stays_withdrawn_before_the_sections_closing_remark() -> None:
    titles = [item.title for item in parse_review(AXES, "m").items]
    assert titles == ["Finding A-1: Domain regex is fragile"]
