"""Shapes real-review round 477 showed the parser (issue 14): a cross-document review whose findings carry IDs like
"B2c-1" and "W1-S2" (on untagged headings, on "⚠️ **W1-S1** — …" paragraphs, three to a paragraph, one "subsumed by"
another), with a count of the scenarios walked over their names, a "### Key Insight", a matrix of ✅ rows and a
"### Highest-Risk Scenario" that restates a blocker; a requirements review whose own tally table counts zero findings
at every level; a test review with "## Best Practices Found", an inventory of fields ("**Data Factories Used**: None
(not applicable — …)", "**Assertion Types**: `…`, `…`") and a "## Decision" that gives its rationale.

The texts are written for the tests, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

CROSS_DOC = """# Cross-Document Review Report

## Consistency Issues

### Blocking

#### 🔴 B2c-1 — `camera.md` reads stale movement state names from the wrong state machine

- `camera.md` line 666 reads `IDLE/RUN/JUMPING/FALLING`
- **Canonical**: the movement states are `idle / run / jump / fall`
- **Risk**: the acceptance tests would fail once implemented
- **Fix locus**: `camera.md`
  - Rename to the canonical states
  - Route the dying checks through the lifecycle machine

### Warnings

⚠️ **W2a-1** — `state-machine.md` still marks the scene manager row "Not yet written" though it is approved
⚠️ **W2a-2** — `player-shooting.md` lists seven cross-document obligations still "Pending"
⚠️ **W2c-1** — camera.md's freeze path is right by accident but reads the wrong machine (subsumed by B2c-1)

## Design Issues

### Key Insight

> Every section converges on one spine. The whole is sound; the risk lives in the documents not yet written.

### Pillar Alignment Matrix

| Document | Pillars | Conflict? |
|---|---|---|
| audio.md | P3, P1 | ✅ Honors anti-pillar 4 |
| camera.md | P1, P3 | ✅ Rejects camera inputs |

## Scenario Issues

**Scenarios walked**: 3
- S1: Lethal hit, then rewind
- S2: Scene change during combat
- S3: Boss kill at the token cap

#### 🔴 B1-S2 — A scene change in the same tick as a lethal hit silently denies the rewind

The buffer is invalidated first, so the rewind request returns false and no denial cue plays.

### Warnings

⚠️ **W1-S1** — `damage.md` calls it a connect order, but the two subscribers listen to different signals. Clarify it.

### Highest-Risk Scenario

**S2 — Scene change during combat** — the only blocker. A frame-ordering rule is needed.
"""


def test_ids_like_b2c_1_and_w1_s1_each_lead_a_finding() -> None:
    titles = [item.title for item in read_review(CROSS_DOC, "m").items]
    assert len(titles) == 5, titles
    assert "stale movement state names" in titles[0] and "Rename" not in " ".join(titles)
    assert "Not yet written" in titles[1] and "Pending" in titles[2]  # three to a paragraph; the third subsumed by B2c-1
    assert "silently denies the rewind" in titles[3] and "connect order" in titles[4]
    assert not any(w in t for t in titles for w in ("Insight", "Matrix", "Lethal hit", "Boss kill", "Scene change during"))


ZERO_TALLY = """# Requirements Quality Review

## Summary

All six candidates are approval-quality statements. The initial finding is closed by the revision.

## Findings

Finding REQ-FIND-001 (conflicting fixture rule) is closed; see the re-review.

### Findings by severity

| Severity | Count |
| --- | ---: |
| Block | 0 |
| Major | 0 |
| Minor | 0 |
| Note | 0 |

## Requirement-Set Quality

- **Held-claim boundary is sound** for the non-blocking hooks; the candidates do not claim live runtime behaviour.
- **Proposed rows remain allocations, not matrix state.** The proposal does not amend the matrix.
"""


def test_a_tally_table_at_zero_means_no_finding() -> None:
    assert read_review(ZERO_TALLY, "m").items == []


TEST_REVIEW = """# Test Quality Review: Story 1.1

## Recommendations (Should Fix)

### 1. Add formal test IDs mapped to the story

**Severity**: P1 (High)

Tests are grouped by prose only, so no traceability matrix can key rows to them.

## Best Practices Found

### 1. Event listeners registered before the action

Console listeners are wired before `page.goto`, so no event is missed.

### 2. Stack-trace leak audit

The assertion sweeps the response body for leak indicators (`at System.`, `StackTrace`). An excellent negative check.

## Test File Analysis

### Test Structure

- **Total test cases**: ~34
- **Fixtures Used**: Built-in `page` and `request` only (no custom fixtures — acceptable at this layer)
- **Data Factories Used**: None (not applicable — stateless HTTP)
- **Assertion Types**: `expect(...).toBe(...)`, `toContain`, `not.toBe`

## Code Smells Detected

1. **Magic Numbers**: `max_turns=6`, `chunk_size=500`, `dim=256`

## Decision

**Recommendation**: Approve with Comments

**Rationale**:
All mandatory standards are respected. The recommendations are style improvements that do not block merge.

Auto-corrections were **not** applied because:
- Test-ID naming is a project-wide decision that requires team alignment first.
"""


def test_best_practices_an_inventory_and_the_decision_are_no_findings() -> None:
    titles = [item.title for item in read_review(TEST_REVIEW, "m").items]
    assert len(titles) == 2, titles
    assert "formal test IDs" in titles[0] and "Magic Numbers" in titles[1]
