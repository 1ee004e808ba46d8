"""Shapes real-review round 456 showed the parser (issue 14): a spec review gate whose "## Governance execution record"
lists the steps the gate ran, whose findings each carry the resolution the revised spec made ("**Resolution:** The
revised spec requires …", "… is now a transaction …", "Prohibited per-report …"), and whose re-review checklist says
"- Scope and non-goals: pass."; and a request record whose finding is tagged in kebab case ("- **Critical —
impact-critical:** The semantic fixture …": the claim is the title, not the tag) and whose "## Orientation" tells the
next reader where to start.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

GATE = """# Spec Review

## Governance execution record

1. Draft the architecture audit and production specification.
2. Review the draft against the required production/feasibility and sleep-safety boundaries.
3. Record findings below.

## Initial draft review findings

### P0 — Hardware ranking could still authorize sleep

The initial concept reused the ranker's selection for production.

**Resolution:** The revised spec requires exact profile identity and profile-bound decoding.

### P1 — Upgrade did not guarantee automatic rollback

The lifecycle listed rollback but did not require restoration when health verification failed.

**Resolution:** Upgrade is now a transaction with automatic restoration.

### P1 — Logging privacy was under-specified

The draft allowed structured sensor evidence without defining its frequency.

**Resolution:** Prohibited per-report and raw-byte production logs.

## Re-review checklist

- Sleep fail-open and no-retry behavior: pass.
- No placeholder, contradictory requirement, or unprovable completion claim: pass.

## Disposition

**Spec approved for planning.**
"""

RECORD = """## Review

**Verdict:** Request changes — 50%, Acceptance Fail, critical risk.

- **Critical — impact-critical:** The semantic fixture derives completion from its own synthetic truth table rather than consuming actual repository state.

## Orientation

- **Start here:** `_dev/tests/contract-regressions.sh` at the fixture.
- **Read next:** the no-op contract, then the two guards.
- **Avoid:** another parallel predicate.
"""


def test_a_gate_whose_findings_carry_their_resolutions_raises_nothing() -> None:
    assert read_review(GATE, "m").items == []


def test_a_kebab_case_tag_is_no_title_and_an_orientation_is_no_finding() -> None:
    titles = [item.title for item in read_review(RECORD, "m").items]
    assert titles == ["The semantic fixture derives completion from its own synthetic truth table rather than consuming actual repository state"]
