"""A shape real-review round 35 showed the parser (issue 14): PR-Agent's (Qodo Merge's) reviewer guide — an HTML
table whose "Recommended focus areas for review" are ``<details>`` blocks, each ``<summary>`` a linked category
("Possible Issue") and the claim. Markdown passes the HTML through unread, and the guide's "No security concerns
identified" row read as "no issues": the review was dropped whole as clean.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

GUIDE = """## PR Reviewer Guide 🔍

Here are some key observations to aid the review process:

<table>
<tr><td>⏱️&nbsp;<strong>Estimated effort to review</strong>: 3 🔵🔵🔵⚪⚪</td></tr>
<tr><td>🧪&nbsp;<strong>No relevant tests</strong></td></tr>
<tr><td>🔒&nbsp;<strong>No security concerns identified</strong></td></tr>
<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>

<details><summary><a href='https://github.com/acme/shop/pull/5/files#diff-4331R140-R167'><strong>Possible Issue</strong></a>

The tenant query injection uses `$1` both for the tenant ID and inside the WHERE rewrite, which likely produces invalid SQL.
</summary>

```typescript
modifiedQuery = baseQuery.replace(/where/i, "WHERE tenant_id = $1 AND");
```

</details>

<details><summary><a href='https://github.com/acme/shop/pull/5/files#diff-38e3R37-R65'><strong>Concurrency Risk</strong></a>

Middleware stores `currentTenant` in a module-level variable shared across requests. Prefer request-scoped context.
</summary>

```typescript
let currentTenant: TenantContext | null = null;
```

</details>

</td></tr>
</table>
"""


def test_each_focus_area_of_a_reviewer_guide_is_one_finding_titled_by_its_claim() -> None:
    parsed = read_review(GUIDE, "qodo")
    assert [i.title for i in parsed.items] == [
        "The tenant query injection uses $1 both for the tenant ID and inside the WHERE rewrite, which likely produces invalid SQL",
        "Middleware stores currentTenant in a module-level variable shared across requests",
    ]
    assert "currentTenant" in (parsed.items[1].text or "")


def test_no_concerns_in_one_category_is_no_clean_bill_when_nothing_else_can_be_read() -> None:
    text = "## PR Reviewer Guide\n\n<table><tr><td>No security concerns identified</td></tr></table>\n\n<div>The retry loop never backs off.</div>\n"
    parsed = read_review(text, "qodo")
    assert parsed.items == [] and parsed.shape == "unreadable"  # a repair call, not a review counted as agreeing


def test_no_issues_at_all_is_still_a_clean_review() -> None:
    for said in ("No major issues found.", "No blocking concerns; ship it.", "I found no issues."):
        parsed = read_review(f"## Review\n\n{said}\n", "m")
        assert parsed.items == [] and parsed.parsable, said
