"""Real-review rounds 297–298 (reviews 452–453): an agent's ship-pipeline log — "## Pre-flight" over what it checked
first, findings that say they were fixed ("1. … parity was fixed by applying …"), a reviewer's two blocking gaps
followed by "Both were fixed." — and a review whose headline finding opens on a criterion's ID as its subject
("**critical** — AC-2 is unverified: …"). The pre-flight, the fixed findings and the gaps both fixed are no open
findings; an ID that is the sentence's subject stays in its title.

The text is written for the test, after the shape of those reviews."""

from __future__ import annotations

from xreview.core.parse import read_review
from xreview.core.titles import clean_title

LOG = """---
session: 774-ship
artifact_type: ship
updated: 2026-07-16
---

# Ship Pipeline — PR #774

## Pre-flight

- PR: #774, branch `issue/768`, closes #768.
- Required RNA scan completed with exact/artifact search ready and degraded
  repo-wide TypeScript LSP coverage.
- Relevant metis: operation-aware LSP query admission and declared-constant
  LSP yield.
- Relevant guardrails: repo-native, no-language-conditionals-in-generic,
  computed-but-not-delivered, test-with-real-mcp-client, and
  no-parallel-cargo-agents.
- No pre-existing CodeRabbit comments existed while the PR was draft.

## Step 1: RNA-Grounded Review

**Verdict:** CONTINUE

RNA reported 53 dependents across six subsystems within three hops of the
shared descriptor. Registry/EventBus parity and changed-file planning have
focused regression coverage. All six issue acceptance criteria are met by the
maintained two-server probe, thresholded decision, metis, and Rust-only
descriptor opt-in.

Findings:

1. Measurement configuration parity was fixed by applying Pyright's built-in
   initialization settings and config hint before the final probe.
2. Changed-file planner/runtime parity was fixed and covered by a focused
   regression.
3. The real-server probe is intentionally ignored in ordinary CI; normal unit
   tests pin the profile decision, while the documented ship command supplies
   real-server evidence.
4. The local full library suite had one environment-sensitive failure because
   current-repo operation history contains the word `aborted`; 2,013 other
   library tests passed. Clean CI is the full-suite authority.

The complete review is posted on PR #774.

## Step 2: Independent Review

**Verdict:** REQUEST CHANGES

The reviewer found two blocking evidence gaps:

1. Rust's profile admits every real `NodeKind::Const`, while the first fixture
   measured only top-level `const`.
2. Independent source/target allow-lists could accept a cross-wired edge.

Both were fixed. The Rust fixture now measures top-level const, static,
static mut, associated const, and an unused control. The correctness oracle
requires the exact sixteen expected file/name edge pairs and exact
multiplicity. The probe also records successful `rust-analyzer --version` and
`pyright --version` output. Two complete expanded-corpus trials pass with Rust
eligible and Pyright ineligible.

The independent reviewer re-reviewed the fixes and approved the PR.

## Step 3: Fix Review Findings

The fixture and correctness-oracle fixes were committed and pushed. Focused
unit tests, `cargo check --lib`, clippy, formatting, and two sequential
real-server probe trials passed.

## Step 3b: Mark Ready

PR #774 was marked ready for review and CodeRabbit review was explicitly
requested.

## Step 4: Regression Oracle

**Verdict:** PASS

The regression oracle confirmed default-deny behavior, Rust-only opt-in,
synthetic-constant exclusion, exact edge correctness, maintained two-server
fixtures, and production-path planner coverage.

## Step 5: Merit Assessment

**Verdict:** MERGE

The change converts a speculative global constant allow-list into measured,
per-server policy. Rust gains useful constant references while Pyright and
unmeasured profiles avoid known timeout/error cost.

## CodeRabbit Review

CodeRabbit requested one documentation correction: the reproducible probe
instructions must run `cargo check --lib` before the ignored real-server test.
The metis and operational LSP documentation now show that required sequential
preflight.
"""


def test_preflight_fixed_findings_and_gaps_both_fixed_leave_nothing_open() -> None:
    titles = [item.title for item in read_review(LOG, "m").items]
    assert not [title for title in titles if "fixed" in title or "Rust" in title or "allow-lists" in title or "RNA scan" in title]


def test_gaps_not_all_fixed_stay_open() -> None:
    text = LOG.replace("Both were fixed. The Rust fixture", "Neither was fixed yet. The Rust fixture")
    titles = [item.title for item in read_review(text, "m").items]
    assert any("allow-lists" in title for title in titles)


def test_an_id_that_is_the_subject_stays_in_the_title() -> None:
    assert clean_title("AC-2 is unverified: no test confirms the fallback") == "AC-2 is unverified: no test confirms the fallback"
    assert clean_title("SEC-3 Missing auth on the export route") == "Missing auth on the export route"


def test_gaps_said_to_be_addressed_later_stay_open() -> None:
    text = LOG.replace("Both were fixed. The Rust fixture", "These are addressed in the recommendations below. The Rust fixture")
    titles = [item.title for item in read_review(text, "m").items]
    assert any("allow-lists" in title for title in titles)


def test_a_heading_closed_as_fixed_holds_no_problem_field() -> None:
    review = """## Issues Identified

### 1. ✅ FIXED: Build Error - Missing Patients Route
**Problem**: Next.js was trying to compile a non-existent file `app/(dashboard)/dashboard/patients/page.tsx`

**Status**: ✅ Fixed (file created, waiting for dev server to rebuild)

### 2. ⚠️ CURRENT: Dev Server Running Wrong Project
**Problem**: Dev server process is running from a different project directory

## Next Steps

### Testing Plan (Once Server is Up)

- [ ] Navigate to `/sign-up`
- [ ] Fill out sign-up form
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert not [title for title in titles if "Next.js" in title or "sign-up" in title]
    assert any("Dev Server Running Wrong Project" in title for title in titles)
