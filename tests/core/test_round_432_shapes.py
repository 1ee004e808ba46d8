"""Shapes real-review rounds 432–433 showed the parser (issue 14): a retrospective whose "## Finding 1" holds
"### Sub-finding 1a … — NOT the root cause" and "### Sub-finding 1b … — the most likely root cause" over bold labels
("**File:**", "**When authenticated (…):**", "**Risk area:**"), each label read as a finding of its own and the ruled-out
causes as findings, and whose "### Finding 1 Preliminary Conclusion" was read as a container of findings; a fix
"Navigate to chat from the match detail page" dropped as praise for its noun "match"; an audit that fixes most of its
findings in "## 7. Changes applied in this session", whose entries were read as findings and closed none; "(Transient,
already reverted) A typo …" read as a finding; "#### 1. Dimensional Analysis Issues" over "**Issues:**" and
"**Recommendation:** …" read as a container of its sub-points.

The text is written for the test, after the shape of the rounds' reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

RETROSPECTIVE = """# Gate 0 — Retrospective: Feed Visibility

## Finding 1: Empty Feed — Data Flow Audit

### Sub-finding 1a: `adaptList` called without `userId` — NOT the root cause

- `adaptList`'s second parameter is optional; the server fills `is_joined` when it is missing.
- The card has a fallback for the host flag.

**Verdict:** The adapter change is NOT causing the empty feed.

### Sub-finding 1b: `EXISTS` subquery — the most likely root cause

**File:** `matches.service.ts:118-121`

**When authenticated (userId = valid UUID string):**
```sql
WHERE mu.user_id = $1::uuid
```
→ Valid PostgreSQL: `$1::uuid` casts the bound parameter.

**When unauthenticated (userId = undefined → null):**
```sql
WHERE mu.user_id = NULL::uuid
```
→ Valid PostgreSQL: `NULL = NULL` is NULL, EXISTS returns false.

**Risk area:** the raw `db.execute()` call may handle the subquery differently than expected. Specifically:
- The `::uuid` cast suffix may interfere with the parameter mapping
- The `GROUP BY` clause must cover the `EXISTS(...)` expression, and strict mode may reject it

**Test plan to isolate:**
1. Log the actual SQL the driver generates
2. Check if the API returns 200 with an empty array, or 500

### Sub-finding 1c: `@CurrentUser()` decorator chain — unlikely to fail

- Returns 401 (invalid token) → never reaches the controller
- Sets `request.user` → `user.sub` is always a valid UUID string

### Finding 1 Preliminary Conclusion

**Most likely root cause:** The `EXISTS` subquery inside `db.execute()` either:
- (A) Causes a silent PostgreSQL error that returns zero rows, OR
- (B) Is improperly handled by the SQL template, producing an invalid query that PostgreSQL rejects

## Required Fixes

1. **Debug and fix the `EXISTS` subquery** — enable SQL logging and inspect the query
2. **Navigate to chat from the match detail page** — open a match chat view instead of the message list
"""


def test_sub_findings_are_findings_their_labels_parts_and_ruled_out_causes_none() -> None:
    items = read_review(RETROSPECTIVE, "m").items
    titles = [item.title for item in items]
    assert any(t.startswith("Sub-finding 1b") for t in titles)
    assert not [t for t in titles if t.startswith(("When authenticated", "When unauthenticated", "Risk area", "File", "The ::uuid", "Log the"))]
    assert not [t for t in titles if t.startswith(("(A)", "(B)", "Most likely"))]  # the finding's conclusion, not a finding
    assert not [t for t in titles if "1a" in t or "1c" in t or "optional" in t or "401" in t or "request.user" in t]
    assert any(t.startswith("Navigate to chat from the match detail page") for t in titles)


def test_a_match_as_a_noun_is_no_praise() -> None:
    assert not cues.is_praise("Navigate to chat from the match detail page — open a match chat view")
    assert not cues.is_praise("Each match shows the label")
    assert cues.is_praise("The schema matches the spec")
    assert cues.is_praise("The names match the design")


AUDIT = """# Production Readiness Audit

## 1. Security

### Issues (by severity)
- **Medium — "hidden admin login secret" is obscurity, not security.**
  `admin/login/page.tsx` gates the login page on `NEXT_PUBLIC_ADMIN_LOGIN_SECRET`, compiled into the client bundle.
- **Low — login user-enumeration timing side-channel.** `auth.service.ts` returns at once when the email is unknown.
- **Low — CSRF cookie uses `SameSite=None` in production**, so CSRF rests on the double-submit token.

## 4. Errors / bugs

- (Transient, already reverted) A `res.status(401).json({s` typo was sitting unstaged in `authMiddleware.ts`.
- The upload handler drops `error.code` on two of its paths.

## 7. Changes applied in this session (2026-06-15)

1. **Login user-enumeration hardening** — `auth.service.ts` now runs a dummy compare on the unknown-email path.
2. **Login-gate documented** — clarified in `admin/login/page.tsx` that `NEXT_PUBLIC_ADMIN_LOGIN_SECRET` is no access control.
3. **Pre-commit hook** — runs lint and typecheck, and a check that every error body carries `error.code`.
"""


def test_changes_applied_close_the_findings_an_entry_names_by_two_terms() -> None:
    assert cues.section_kind("7. Changes applied in this session (2026-06-15)")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert not [t for t in titles if "hidden admin" in t or "user-enumeration" in t]  # closed by entries 2 and 1
    assert not [t for t in titles if "Pre-commit" in t or "hardening" in t or "Transient" in t]
    assert any("SameSite=None" in t for t in titles)
    assert any("error.code" in t for t in titles)  # entry 3 shares only `error.code` with it: still open


PANEL = """# Expert Reviews

## Review 1: Fluid Mechanics

### Major Concerns

#### 1. Dimensional Analysis Issues
The equation as presented lacks dimensional consistency:

**Issues:**
- If v is velocity, what is the spatial dimension? The network is a graph, not a continuum
- The viscosity must have units of Pa·s, but it is treated as dimensionless

**Recommendation:** Perform a proper non-dimensionalization using characteristic scales:
- Characteristic velocity: V0
- Reynolds number: Re = ρV0L0/μ

#### 2. Compressibility Assumption
Real logistics networks are highly compressible. The incompressible assumption may not hold.
"""


def test_a_numbered_heading_over_issues_and_a_recommendation_is_one_finding() -> None:
    titles = [item.title for item in read_review(PANEL, "m").items]
    assert titles[0].startswith("Dimensional Analysis Issues")
    assert not [t for t in titles if t.startswith(("If v", "The viscosity", "Characteristic", "Reynolds"))]
    assert any(t.startswith("Compressibility") for t in titles)
