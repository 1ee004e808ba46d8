"""Shapes real-review rounds 388 and 389 showed the parser (issue 14): a forensic acceptance-test report whose "## 2. Final
Verdict" sets its verdict as a first-level heading ("# PASS WITH LIMITATIONS") above every numbered section after it,
which lists "**Issues found and fixed:**", reports a "## 5. Runtime Anti-Stub Validation Result" of passing phases,
tells why a run "was not executed in this session because:", states "**Limitation**: …" under a test's result, and
tabulates an adversarial run as "| Case | Expected | Actual | Pass/Fail |" with PARTIAL and KNOWN LIMITATION rows; and
an implementation review whose "### ✅ Backend API (Complete with issues)" lists an endpoint heading over "- ✅ …" points
only, and whose critical "#### 1. TypeScript Errors (12 total)" is five bold lettered errors ("**A. Stripe API Version
Mismatch** (src/lib/stripe.ts:18)" over the code, "**B. …**"); a code review whose second non-blocking observation
ends "This is the intended behavior per the note, not a bug."; and a review of six pull requests whose findings open on
the hunk they are about ("**[nit]** Same hunk — …", "`randInt` hunk — …"), one ending "…; just noting it is a behavior
the base also had, not a regression."; in round 389, a PR review's "### Key additions:" list under its summary, a plan
review's "## What Makes This Plan Viable Now", a security audit's "## Evidence Reviewed" of clean checks and its
observation "Acceptable for local RC prep stage.", and a fix's audit record with
"## Root causes and change", "## Tests and evidence" and "## Not verified"; in round 390, an audit-style pull-request
review whose findings are bold IDs ("**[M-1] Potential reentrancy via ERC-777 tokens** (TokenRouter.sol:232-236)" over its
own list, "**[L-2] Dangling token approval on failed dispatch**", "**[G-1] …**" under "### Gas Optimizations") and whose
"### Informational" points praise ("**[I-1] Good use of StorageSlot pattern …**"); a QA report's "## System
Entrypoint" of commands run; and a gate review whose header records "- Gate 5 finding record: `fa97cfd…`" and whose
observation ends "…; this is deterministic enough for this bounded RED."; and a task-spec review whose minor finding
"### m2. Missing dependency on M1-013 (`artifactPath()`)" names a task, not its major finding M1; in round 391, a
round-2 approval whose "### Round 1 findings (all resolved)" open "- [Critical] **Fixed.** …", whose "### Verification"
says "`bunx tsc --noEmit` passes clean", whose minor notes end "Indirect coverage is acceptable for now." and whose suggestion ends "… this is more
than sufficient."; a session record whose "## Decision" opens "**Verdict: PASS**. No blocking issues found." over "###
Key findings" and "### Suggestions (non-blocking)", then "## Tried but abandoned"; and a re-review's "### Re-review
verification"; in round 392, a finding headed "### R1 — Rollup Passed with multiple fail items", a code review's "## What
Was Checked" and a style review's "## Confirmed consistency"; in round 393, a bot's review whose "### Blockers (2)" and
"### Warnings (7)" are followed by "### Notes (13)", one-line findings of the lowest tier; in round 394, a UX review
opening on "## What I checked, and why it covers the diff" and "## Measured", whose nits end "Just be aware of it on
device." or "An `.sr-only` separator or leaving it as is are both fine.".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

BANNER = """# Acceptance Test Report

## 1. Summary

The engine was tested across four phases.

## 2. Final Verdict

# PASS WITH LIMITATIONS

The core engine is real and deterministic.

## 3. Baseline Status

| Item | Value |
|---|---|
| Backend tests | ✅ 70/70 passing |
| Frontend build | ❌ Not built (non-blocking for this test) |

## 4. Loop and Resource Safety Test

| Limit | Exists? | Notes |
|---|---|---|
| Max pipeline duration | ❌ No hard limit | Runs until all phases complete |

## 5. Known Limitations

1. **Tautology detector heuristic**: Word-overlap threshold (0.7) misses some tautological tests. Could be improved with
   semantic similarity.
2. **Frontend not built**: The web UI was not compiled in this session.
"""


def test_a_verdict_set_as_a_big_heading_does_not_swallow_the_sections_after_it() -> None:
    titles = [item.title for item in parse_review(BANNER, "m").items]
    assert titles == ["Tautology detector heuristic", "Frontend not built"]


FOUND_AND_FIXED = """# Acceptance Test Report

## 4. Static Scan Result

| Check | Result |
|---|---|
| Critical runtime stubs | ✅ 0 |

**Issues found and fixed:**
1. **HIGH**: `engines.py:151` — The diff endpoint returned a hard-coded stub. **Fixed**: Now returns HTTP 501.
2. **MEDIUM**: `hashing.py:216` — `verify_chain()` always returned `True`. **Fixed**: Now compares the hashes.

## 5. Runtime Anti-Stub Validation Result

All 9 phases executed with real inputs and real outputs:

| Phase | Status | Records |
|---|---|---|
| Requirement Normalization | ✅ | 6 requirements |
| Score Computation | ✅ | Score: 0.6772 |

## 6. Black-Box Behavioral Run

**Status**: Deferred. A full black-box run was not executed in this session because:
- The full pipeline requires model inference which takes 15-30 minutes
- The semantic coverage engine was the critical component under test

## 12. Known Limitations

1. **Frontend not built**: The web UI was not compiled in this session.
"""


def test_issues_found_and_fixed_a_passing_result_and_why_a_run_was_left_out_are_no_findings() -> None:
    titles = [item.title for item in parse_review(FOUND_AND_FIXED, "m").items]
    assert titles == ["Frontend not built"]


RESULTS = """# Acceptance Test Report

## 7. Semantic Truth Test Result

**Verdict**: ✅ Semantic alignment scoring is **real** — the good test scores higher than the bad one.

**Limitation**: The tautology detector uses a word-overlap heuristic (>70% threshold). It missed a tautological test
at 60% overlap.

## 8. Adversarial Failure Test Result

| Case | Expected | Actual | Pass/Fail |
|---|---|---|---|
| **Ambiguous requirement** ("should be fast") | Ambiguity detected | Ambiguity: 0.2 (below 0.3 threshold) | PARTIAL — ambiguity threshold too high |
| **Conflicting requirements** (immutable vs editable) | Conflict detected | No conflict detection | ⚠️ KNOWN LIMITATION — needs the governance engine |
| **Missing governance evidence** ("auditable") | Evidence required | Evidence binding required | ✅ Correctly flagged |
"""


def test_a_limitation_under_a_result_and_the_failing_rows_of_a_pass_fail_table_are_findings() -> None:
    titles = [item.title for item in parse_review(RESULTS, "m").items]
    assert titles == ["The tautology detector uses a word-overlap heuristic (>70% threshold)",
                      "Ambiguous requirement", "Conflicting requirements"]


LETTERED = """## Issues Found

### 🔴 Critical (Blocking)

#### 1. TypeScript Errors (12 total)
These must be fixed before deployment:

**A. Stripe API Version Mismatch** (src/lib/stripe.ts:18)
```typescript
apiVersion: "2024-04-10"
```

**B. Payment Policy Form Props** (src/app/settings/payment-policy/page.tsx:116)
```typescript
<PaymentPolicyForm action={updatePolicy} />
```

**C. Unused Imports** (multiple files)
- src/app/app/payments/reconcile/route.ts:1

### 🟡 Medium (Should Fix)

#### 2. Lint Warnings (3 total)
- src/app/app/page.tsx:2:1 - Import order
"""


def test_bold_lettered_errors_under_one_numbered_heading_are_findings_of_their_own() -> None:
    titles = [item.title for item in parse_review(LETTERED, "m").items]
    assert titles == ["Stripe API Version Mismatch", "Payment Policy Form Props", "Unused Imports", "Lint Warnings (3 total)"]


TICKED = """## Implementation Checklist

### ✅ Backend API (Complete with issues)

**Endpoints Implemented:**

#### POST /api/bookings/create
- ✅ Creates the appointment with a policy snapshot
- ⚠️ **Issue:** Lines 375, 413 - `bookingUrl` type error (string | undefined)

#### POST /api/stripe/webhook
- ✅ Signature verification
- ✅ Event idempotency via the `processed_stripe_events` table
- ✅ Handles `payment_intent.succeeded`, `payment_intent.payment_failed`, `payment_intent.canceled`
- ✅ State transitions: pending → paid/failed
- ✅ Sends booking confirmation SMS on success
- ✅ Transaction safety for webhook processing
"""


def test_an_endpoint_heading_over_ticked_points_only_is_no_finding() -> None:
    titles = [item.title for item in parse_review(TICKED, "m").items]
    assert titles == ["POST /api/bookings/create"]


OBSERVATIONS = """## Non-blocking observations

1. **Hardcoded `Colors.white` assumes a dark header background.** Under a light theme the dim icon would be
   near-invisible. Flagged only for awareness.
2. **Connecting state stays dim by design.** While connecting, `stage` is still `discovery`, so the icon remains dim
   until the stage advances. This is the intended behavior per the note, not a bug.
"""


def test_an_observation_that_says_it_is_the_intended_behavior_is_no_finding() -> None:
    titles = [item.title for item in parse_review(OBSERVATIONS, "m").items]
    assert titles == ["Hardcoded Colors.white assumes a dark header background"]


HUNKS = """## PR 6: Move rain state updates into Update()

**Verdict:** REQUEST CHANGES

**Findings:**
1. **[blocking]** New loop in the tick handler — `c` is a copy of the slice element, so every mutation is discarded.
2. **[nit]** Same hunk — a fixed 33 ms sleep does not account for the time spent processing each frame.
3. **[nit]** Same hunk — gating on `m.mode == modeRain` preserves the base behavior, which is a reasonable choice; just
   noting it is a behavior the base also had, not a regression.
"""


def test_a_finding_opening_on_its_hunk_is_titled_by_its_claim_and_a_note_just_noting_is_none() -> None:
    titles = [item.title for item in parse_review(HUNKS, "m").items]
    assert titles == ["New loop in the tick handler",
                      "a fixed 33 ms sleep does not account for the time spent processing each frame"]


ADDITIONS = """## Summary

Major feature PR adding local document tracking, activity logging and i18n.

### Key additions:
1. **Document status enum** — `draft`, `synced`, `error` with proper changeset validations
2. **Create document modal** — New component for creating from templates

## What Makes This Plan Viable Now

1. **No `crdb:migrate`** — removed entirely; `run:cockroach` handles both migration and serving

## Issues and Observations

### 1. OBSERVATION: No sync scheduler/worker
The PR adds sync tracking but no Oban worker to periodically sync documents.
"""


def test_a_summary_s_key_additions_and_what_makes_a_plan_viable_are_no_findings() -> None:
    titles = [item.title for item in parse_review(ADDITIONS, "m").items]
    assert titles == ["OBSERVATION: No sync scheduler/worker"]


AUDIT = """## Verdict: APPROVE

## Evidence Reviewed

### Write-gate audit
- QA/dev `allowsRealSubmit: true` requires explicit approval phrase by separate checkpoint
- Tests verify `allowsRealSubmit: true` is never sufficient alone

## Non-blocking observations

1. **10 commits ahead of origin**: Branch is ahead of remote with no push/merge. Acceptable for local RC prep stage.
2. **QA dev environment allowsRealSubmit=true**: Gated behind explicit approval phrase checkpoint. Acceptable as future
   target given current no-write posture is maintained in all user-facing docs.
3. **Stale dist artifacts**: `dist/release-old/` contains older release artifacts; cleanup can be handled separately.
"""


def test_evidence_reviewed_and_observations_found_acceptable_are_no_findings() -> None:
    titles = [item.title for item in parse_review(AUDIT, "m").items]
    assert titles == ["Stale dist artifacts"]


FIX_RECORD = """# Option-row reflow fix: audit and independent review

## Root causes and change

- Option-row label text was a bare text node (an anonymous flex item), so it never shrank; all rows now wrap it.

## Tests and evidence

- New `optionRowText.test.ts` (fails on the old markup, verified by reverting one file).

## Not verified

Real iOS Safari keyboard, screen reader and a staging playthrough of this build. The single remaining legibility
wart: at 320 px / 200% long words still break mid-word; it no longer overflows. Backlog.
"""


def test_a_fix_record_s_change_and_evidence_are_no_findings_and_what_it_did_not_verify_is_one() -> None:
    titles = [item.title for item in parse_review(FIX_RECORD, "m").items]
    assert [title[:24] for title in titles] == ["Real iOS Safari keyboard"]


AUDIT_IDS = """### Medium

**[M-1] Potential reentrancy via ERC-777 tokens** (TokenRouter.sol:232-236)

If the synthetic token implements ERC-777 hooks, a malicious actor could reenter during `safeTransferFrom`. The state has:

- Fee tokens transferred to router
- No reentrancy guard present

---

### Low

**[L-2] Dangling token approval on failed dispatch** (TokenRouter.sol:240)

If the subsequent dispatch reverts, this approval remains.

---

### Informational

**[I-1] Good use of StorageSlot pattern for upgrade safety**

This maintains storage layout compatibility with existing deployments.

**[I-3] Clear separation of collateral vs synthetic router logic**

1. **Collateral routers** (`token() != address(this)`): Add hook fee to charge
2. **Synthetic routers** (`token() == address(this)`): Pull hook fee separately

---

### Gas Optimizations

**[G-1] Multiple `feeHook()` storage reads** (Various locations)

`quoteTransferRemote` reads `feeHook()` twice.
"""


def test_bold_id_led_findings_are_points_and_the_informational_ones_that_praise_are_not() -> None:
    titles = [item.title for item in parse_review(AUDIT_IDS, "m").items]
    assert titles == ["Potential reentrancy via ERC-777 tokens", "Dangling token approval on failed dispatch",
                      "Multiple feeHook() storage reads"]


GATE = """# Gate 3 test review

- Reviewed RED commit: `c9714ec25ef51933e5760c97b1a2f35980d26b8d`
- Gate 5 finding record: `fa97cfd5f5ca900424bcf9863eff66ed6b701a2e`
- Verdict: `CHANGES_REQUESTED`

## System Entrypoint
- Non-ignored: `cargo test -p network --lib` → 7 passed, 3 ignored.
- Ignored (de-ignored run): `cargo test -p network --lib -- --ignored` → 3 failed (by design).

## Blocking findings

### 1. Production factory oracle is existence-only

The test records a failure only when the factory class does not exist.

## Non-blocking observations

- The restart probe has no explicit timeout, but it executes a fixed local PHP
  reader with no external resource; this is deterministic enough for this bounded RED.
"""


def test_a_header_s_commit_record_commands_run_and_a_probe_deterministic_enough_are_no_findings() -> None:
    titles = [item.title for item in parse_review(GATE, "m").items]
    assert titles == ["Production factory oracle is existence-only"]


TASK_IDS = """## Major Issues

### M1. Artifact layout contradicts system design — missing `tickets/<ID>/` subdirectory

**File:** `docs/tasks/M1-003-cli-ticket-create.md` — Step 5

**Problem:**
The task writes the ticket file to `.aeos/<KEY>-<N>-ticket.md` (flat in `.aeos/`). The system design doc (Section 3.3) specifies a `tickets/` subdirectory with per-ticket directories:

```
.aeos/
  tickets/
    T001/
      T001-ticket.md
      T001-prd.md
      ...
```

Section 3.2 further reinforces this: "Each ticket has its own directory. Artifacts are stored flat inside it." The "flat" means flat *within the ticket directory*, not flat in `.aeos/` root.

Placing artifacts directly in `.aeos/` will collide with other AEOS files (`project.json`, `state.db`, `column-specs/`, `CONSTRAINTS.md`) and make `listArtifacts()` (M1-013) fragile — it would need to filter out non-artifact files from the `.aeos/` root.

**Impact:**
Every downstream task that reads or writes artifacts (M1-005, M1-013, M2-004, M2-005, and all agent runs) will build on the wrong path convention. Fixing this later requires a coordinated change across the entire codebase.

**Recommendation:**
Change step 5 to:
1. Create `.aeos/tickets/<KEY>-<N>/` directory if it does not exist
2. Write `.aeos/tickets/<KEY>-<N>/<KEY>-<N>-ticket.md`

Update AC #1 accordingly: "then `AEOS-1-ticket.md` exists in `.aeos/tickets/AEOS-1/`"

Also update M1-013 (`artifactPath()`) to use `.aeos/tickets/<ticketId>/` as the base path rather than `.aeos/` directly. This should be noted as a cross-task coordination item.

---

### M2. Ticket markdown template missing required sections from system design

**File:** `docs/tasks/M1-003-cli-ticket-create.md` — Step 5, markdown template

**Problem:**
The task specifies this template:
```markdown
# <title>
**ID:** <KEY>-<N>
**Created:** <ISO date>
**Column:** BACKLOG
## Description
<!-- Fill in the ticket description here -->
```

The system design doc (Section 4, subsection 3.1) defines the ticket structure as:
```markdown
# Ticket: {ticket-id}
## Title
{title}
## Description
{description}
## Definition of Done
{acceptance criteria — evaluated only at DoD Gate}
## Notes
{additional context, links, constraints}
```

Two critical sections are missing:
1. **Definition of Done** — this is the core quality gate evaluated at the final DoD Gate column (Section 5.7 of the PRD, FR-18). Without it in the template, operators will forget to add it, and the DoD Gate agent in M6 will have nothing to evaluate against.
2. **Notes** — supplementary context that agents use during execution.

Additionally, the heading format differs (`# <title>` vs `# Ticket: {ticket-id}`), and metadata like `**Column:** BACKLOG` is not part of the system design template — column state lives in the DB, not in the file (the file is "immutable after creation" per Section 4).

**Impact:**
Tickets created without a DoD section will fail at the DoD Gate (M6). Agents expecting `## Notes` will find nothing. Embedding mutable state (`Column: BACKLOG`) in an immutable file creates a stale data problem.

**Recommendation:**
Replace the template with:
```markdown
# Ticket: <KEY>-<N>

## Title
<title>

## Description
<!-- Fill in the ticket description here -->

## Definition of Done
<!-- Define acceptance criteria — evaluated at DoD Gate -->

## Notes
<!-- Additional context, links, constraints -->
```

Remove the `**Column:** BACKLOG` and `**Created:**` metadata lines — column state is in the DB, and creation date is in the git commit timestamp.

## Minor Issues

### m1. Initial sub-state for BACKLOG should not be BLOCKED

**File:** `docs/tasks/M1-003-cli-ticket-create.md` — Step 6

**Problem:**
Step 6 inserts the ticket with `subState: 'BLOCKED'`. The system design doc (Section 7.1) defines BLOCKED as "Pre-flight pass found open questions. Operator must answer before main run starts." A ticket in BACKLOG has not been run through any agent — there is no pre-flight pass, no questions, no blocker. BLOCKED is semantically wrong.

The action plan (Section M1) describes Backlog as "human-only. No agent runs. Cards sit until the operator moves them forward." The M0 review's dashboard mockup (Section 8.2) shows BACKLOG tickets as `⚪ WAITING`.

There is no `WAITING` sub-state in the enum (M1-007), so the closest correct value would be to not assign a sub-state at all (null) or to treat BACKLOG as a special column that doesn't use the sub-state machine. Alternatively, the DB schema could allow `sub_state` to be nullable for BACKLOG.

**Recommendation:**
Either:
(a) Make `sub_state` nullable in the DB schema (M1-006) and insert BACKLOG tickets with `sub_state: null`, or
(b) Add a `WAITING` value to the `SubState` enum (M1-007) and use it for BACKLOG tickets, or
(c) If neither is acceptable for v1 scope, use `SIGNED_OFF` (since BACKLOG has no review — the ticket is "ready to advance" as soon as the operator decides) and document the choice.

Option (a) is cleanest. Coordinate with M1-006 and M1-007.

---

### m2. Missing dependency on M1-013 (`artifactPath()`)

**File:** `docs/tasks/M1-003-cli-ticket-create.md` — Dependencies

**Problem:**
Step 5 constructs a file path for the ticket artifact. M1-013 defines `artifactPath(ticketId, artifactName)` as the canonical path resolution utility for exactly this purpose. The task should use `artifactPath('AEOS-1', 'ticket.md')` rather than constructing the path inline.

Without this dependency, `ticket-create.ts` will hardcode path construction that may diverge from `artifactPath()`, breaking `listArtifacts()` and `ticket show`.

**Recommendation:**
Add M1-013 to the dependency list. Use `artifactPath(ticketId, 'ticket.md')` in step 5 instead of inline path construction.
"""


def test_a_finding_naming_a_task_id_that_starts_like_a_finding_id_is_not_its_restatement() -> None:
    review = read_review(TASK_IDS, "m", embed=None)
    assert [item.title for item in review.items][-1] == "Missing dependency on M1-013 (artifactPath())"
    assert len(review.items) == 4


ROUND_TWO = """# Review: LC-5a — Session Storage

## Verdict: APPROVE

### Verification

- **tsc**: `bunx tsc --noEmit` passes clean (no errors).

### Round 1 findings (all resolved)

- [Critical] **Fixed.** `updateSession` now uses `f.endsWith(...)` instead of the previous substring match.

### Remaining minor notes (non-blocking)

- [Minor] `pruneOldSessions` is not exported and only tested indirectly. Indirect coverage is acceptable for now.

### Suggestions (non-blocking)

- The `as SessionRecord` cast on `JSON.parse` is unavoidable, but consider adding a minimal shape check.
- `crypto.randomUUID().slice(0, 8)` yields 32 bits of entropy. For a local session store capped at 100 files this is
  more than sufficient.

### Re-review verification

- `bun test packages/device/src/orientation-grab.test.ts` → 30 pass, 0 fail.
"""


def test_a_round_two_approval_keeps_only_its_open_suggestion() -> None:
    titles = [item.title for item in parse_review(ROUND_TWO, "m").items]
    assert len(titles) == 1 and titles[0].startswith("The as SessionRecord cast on JSON.parse is unavoidable")


DECISION = """## Decision
**Verdict: PASS**. No blocking issues found.

### Key findings
- Production code: Clean, follows existing CLI patterns (stock_list, init_data). Lazy import (NFR-0100) correctly implemented. Error handling with distinct exit codes (2/4/5/0).
- Test code: 27 tests covering all exit paths, happy path JSON output, strategy resolution, edge cases (empty DataFrame). No anti-patterns 1-8 present.
- Security: No hits.
- Automated tool (`lk agent prism review`) produced 59 false-positive findings:
  - 27 ac-missing: Project convention uses FR/NFR in module docstrings, not per-test AC refs. All existing CLI tests follow same pattern.
  - 32 mock-overuse: Scanner misreads CLI argument strings as mock patterns.
- Tool persisted a "fail" artifact; manual override via `record-review` blocked by provenance gate (`source_command=review` required for pass). Reported PASS in text output.

### Suggestions (non-blocking)
1. Add grid_search.py to `_SIGS` dict in `test_console_scripts.py` for signature validation parity.
2. Add `trader-off-grid-search` usage example in README (currently only feature mention as `grid-search`).
3. Future: extract error counts from GridSearch results instead of hardcoding `"errors": 0`.

## Tried but abandoned
- `lk agent prism record-review --verdict pass`: blocked — requires `source_command=review` provenance for pass artifacts.
- Attempting to suppress automated findings via flags: no such option exists in `lk agent prism review`.
"""


def test_suggestions_under_a_passing_decision_are_findings_and_what_was_tried_is_not() -> None:
    titles = [item.title for item in read_review(DECISION, "m").items]
    assert [title[:20] for title in titles] == ["Add grid_search.py t", "Add trader-off-grid-", "Future"]
    suggestions = [item for item in parse_review(DECISION, "m").items if item.severity is not None]
    assert len(suggestions) == 3 and not any(item.role == "recap" for item in suggestions)  # none restates another


PASSED_WRONGLY = """## What Was Checked

- The transformations applied: trim whitespace, lowercase, collapse consecutive slashes

## Findings

### R1 — Rollup Passed with multiple fail items
**Severity:** must-fix

Top-level `"status": "Passed"` but A2, A3 and A4 are `"status": "fail"`.

## Confirmed consistency

- Controllers inject services, not `PrismaService`; Prisma access remains in services.
- The duplicate two-field delete/restore schemas are too small to justify a shared helper by themselves.
"""


def test_a_finding_on_a_rollup_that_passed_wrongly_stands_and_what_was_checked_or_confirmed_does_not() -> None:
    titles = [item.title for item in parse_review(PASSED_WRONGLY, "m").items]
    assert titles == ["Rollup Passed with multiple fail items"]


COUNTED = """### Blockers (1)

**1. `Active_Crisis.bundle` is a compaction-prone slot index** *(edge)*

Bundles are rebuilt on every topology change, so the stored slot index names a different pair mid-crisis.

### Warnings (1)

1. **Pool_Exhaustion backstop is class-filtered** *(edge)* — `core/crisis.odin:359-361`. No crisis ever fires.

### Notes (3)

1. Step tick-latch rejects only backward ticks; `tick == state.tick` re-runs the tick *(blind)*.
2. Pool test comment says the fix lands @1501; the code draws it @1500 *(blind)*.
3. qos golden span ends mid-window (tick 1500 < 3000) *(tests)*.
"""


def test_counted_notes_after_counted_findings_are_findings_of_the_lowest_tier() -> None:
    titles = [item.title for item in read_review(COUNTED, "m").items]
    assert len(titles) == 5 and titles[-1].startswith("qos golden span ends mid-window")


UX = """**Verdict: APPROVE, with one should-fix. No blockers.**

## What I checked, and why it covers the diff

- It does not touch touchmove, lock, eatClick or FLIP. So I skipped the full row-gesture suites, per the scope rule.

## Measured

- No wrapping: Directions, Mark Visited and the category are 1 line each in 48/48.
- On iOS the difference is real: the `100lvh` root can make the map box taller than the visible area.

## Should-fix

**S1. The popup top collides with the top controls, and p8 moves the star into that corner.**
- The star is now the popup's top-left item, which is exactly where the zoom control sits.

## Nits

- **N1.** The bare popup is sparse: 41px of air between the title and "GET DIRECTIONS". Flag it with the alignment loop.
- **N2.** The visit landing peak (1.10) is now below the un-visit lift (1.12). They stay distinct by twist and dip. Just
  be aware of it on device.
- **N3.** VoiceOver now reads the category immediately before the "Visited" button. That is harmless, but it can sound
  like part of the button's label. An `.sr-only` separator or leaving it as is are both fine.
"""


def test_what_was_checked_and_measured_hold_no_findings_and_nits_that_ask_nothing_are_none() -> None:
    titles = [item.title for item in parse_review(UX, "m").items]
    assert [title[:30] for title in titles] == ["The popup top collides with th", "N1.: The bare popup is sparse:"]
