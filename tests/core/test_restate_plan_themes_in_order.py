"""Real-review rounds: a diagnostic report whose prioritized plan restates its findings in their order, by theme —
"1. **Security hardening first**" over bullets naming two findings at once, then "2. **Access control and network
safety**", "3. **Webhook and outbound request controls**" (round 251, review 406). The plan's first entries, before
the first that folds into a finding, fold into the findings up to it when one is plainly alike: no theme of the plan
is an issue of its own.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Findings (ordered by severity)

1. **Critical: Path traversal in TTS filename routes**
- **Problem**: Route params are used to build filesystem paths without containment checks.
- **Recommended fix**: Centralize a safe path resolver and reject traversal patterns.

2. **Critical: ZIP import allows path escape and unsafe extraction targets**
- **Problem**: ZIP entries are written using derived subpaths without containment validation.
- **Recommended fix**: Validate each ZIP member path with safe-join containment checks.

3. **High: No authentication + permissive CORS + network exposure**
- **Problem**: The app is publicly bindable with unrestricted CORS and destructive endpoints.
- **Recommended fix**: Add auth, restrict origins, default bind to localhost.

4. **High: SSRF risk through user-provided webhook URLs**
- **Problem**: The backend posts to a user-supplied `webhook_url` without a host allowlist.
- **Recommended fix**: Enforce a URL allowlist and block private ranges.

## Prioritized Improvement Plan

1. **Security hardening first (block critical risk)**
- Implement shared safe-path utilities and apply them to all file-based endpoints.
- Sanitize and validate all route IDs and filenames with a strict regex.
- Harden ZIP import: validate each member path with containment checks, zip bomb safeguards.

2. **Access control and network safety**
- Add authentication for API mutations and destructive operations.
- Restrict CORS by environment.

3. **Webhook and outbound request controls**
- Add a webhook URL allowlist and private-network blocking for user-supplied webhook URLs.
"""


def test_the_first_entries_of_a_plan_in_the_findings_order_fold_into_them() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Path traversal in TTS filename routes",
                                              "ZIP import allows path escape and unsafe extraction targets",
                                              "No authentication + permissive CORS + network exposure",
                                              "SSRF risk through user-provided webhook URLs"]
    assert any("Security hardening first" in said for said in items[1].restated)


def test_a_plan_before_the_findings_folds_nothing_by_their_order() -> None:
    findings, plan = REVIEW.split("## Prioritized Improvement Plan")
    titles = [item.title for item in read_review("## Prioritized Improvement Plan" + plan + "\n" + findings, "m").items]
    assert "Security hardening first" in titles
