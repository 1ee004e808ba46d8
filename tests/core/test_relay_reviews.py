"""Shapes real-review round 334 showed the parser (issue 14): a two-agent relay file — its turn instructions, setup,
definition of done and ground rules come before the reviewer's block and are no findings; the reviewer grades its
findings "[Blocker]" / "[Should]" / "[Nit]" / "[Pass]" in headings ("#### Q3 — Fixed order needs a YAGNI-first
exception (`[Should]`)", where "Fixed" is no closing mark); a coordinator's record of a reviewer's run that never
produced a review ("No reviewer verdict exists") is no finding either.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

HEADER = """# RELAY · cache skill review
NEXT: Producer
STATUS: Open

## ▶ TAKE YOUR TURN — read this first (works for any agent)
1. **Read this whole file** (header, Setup, Ground rules, every block in the Log).
2. **Check it's your turn:** `NEXT` names the role to act. If not, stop and reply "wrong window".
3. **Append ONE block** at the bottom. Never edit earlier turns.
4. **Commit only the relay file**; no push.

## Setup
- Artifact under review: **skills/cache/SKILL.md**, seeded read-only.
- Related contract to inspect: `skills/workhorse/SKILL.md` (handoff only).
- Definition of Done:
  1. The skill stops an agent that is polishing machinery while the user's goal is not moving.
  2. Cap exhaustion is not itself proof of blockage; the latest user goal governs the decision.

## Ground rules
1. This file is the single source of truth. The agents never share memory.
2. Stay tight — findings are bullets, not essays. Grade every finding.
3. The Reviewer never edits the artifact.

## Log
"""

REVIEW = """### Reviewer — round 1

**Verdict: Changes requested** — address the two `[Should]` items before building.

#### Q1 — Gate verdict (`[Pass]`)

The axis argument holds. The gate verdict is correct.

#### Q2 — Eviction cell too low (`[Should]`)

A crossing change has a discovery cost independent of its undo cost; one lane of seams is not enough.

**Fix:** Raise the cell to "falsify".

#### Q3 — Fixed order needs a YAGNI-first exception (`[Should]`)

The plan asserts the size check always runs last, but its first rung can disprove the whole task before any work.

**Fix:** Run the first rung against the task's premise first.
"""

FAILED = """### Coordinator — transport escalation

- The configured relay profile resolved to `deepseek/deepseek-v4-pro` over OpenRouter.
- Attempt 1 read the review inputs but OpenRouter returned `HTTP_404` before a valid review block survived.
- The one allowed retry returned the same `HTTP_404` immediately; the other transport refused for missing credits.
- No reviewer verdict exists, no artifact edit was accepted, and the skill remains at commit `ed390b3`.

VERDICT: Blocked — the reviewer model is unavailable through both installed transports.
"""


def test_a_relay_files_instructions_are_no_findings_and_its_graded_headings_are() -> None:
    items = parse_review(HEADER + REVIEW, "deepseek").items
    assert [(item.title, item.severity) for item in items] == [
        ("Eviction cell too low", Severity.HIGH),
        ("Fixed order needs a YAGNI-first exception", Severity.HIGH)]


def test_a_relay_file_whose_reviewer_never_ran_holds_no_finding() -> None:
    parsed = parse_review(HEADER + FAILED, "deepseek")
    assert parsed.items == []


def test_a_failed_run_recorded_beside_a_real_review_leaves_the_review_whole() -> None:
    items = parse_review(HEADER + FAILED + "\n" + REVIEW, "deepseek").items
    assert [item.title for item in items] == ["Eviction cell too low", "Fixed order needs a YAGNI-first exception"]


GRADED_LISTS = """### Reviewer · Round 1 (claude)

swept file: yes

**Q3 — scheduled export and later foreign-write rejection**
- [Pass] The scheduled route has no archive-specific branch: `store.py:828-840` still gates on `checked_view`.

**Q4 — test proportionality and receipt honesty**
- [Pass] Proportionate: 17 lines appended to the existing activation case.
- [Unverified — needs clone run] Producer's statement that the case passed. Not measurable in this worktree.

**Non-blocking (no behaviour change required for approval)**
- [Nit] `store.py:680` prints `'Older history remains in SQLite.'` unconditionally; the first sentence over-reads.
- [Nit] Archive-mode missing-marker refusal (`store.py:589-590`) has no assertion in the case.

VERDICT: PASS
"""


def test_graded_points_under_bold_labels_are_the_findings_and_passes_are_none() -> None:
    items = parse_review(HEADER + GRADED_LISTS, "claude").items
    assert [(item.title, item.severity) for item in items] == [
        ("Producer's statement that the case passed", None),
        ("store.py:680 prints 'Older history remains in SQLite.' unconditionally; the first sentence over-reads", Severity.LOW),
        ("Archive-mode missing-marker refusal (store.py:589-590) has no assertion in the case", Severity.LOW)]


def test_reviewer_block_headings_of_a_relay_head_the_review() -> None:
    from xreview.core import cues
    from xreview.core.cues import Kind
    for heading in ("Reviewer · Round 1 (claude)", "Round 2 · Reviewer · codex", "Reviewer (gemini) — r2",
                    "Reviewer turn (deepseek) — r1", "Reviewer — Round 3"):
        assert cues.section_kind(heading)[0] is not Kind.SKIP, heading
    assert cues.section_kind("Notes for the reviewer")[0] is Kind.SKIP


ROUNDS = """### Reviewer · Round 1 · codex

swept file: yes

- [Blocker] The relay still contains literal placeholders for both the artifact and the Definition of Done.
  Concrete fix: replace both placeholders before returning for review.
- [Should] The recital-diff criterion was not run because this turn forbids every `git` invocation.

VERDICT: FAIL

### Producer · Round 2 · claude-a

Dispositions on Round 1:
- [Blocker] placeholders in Setup — **Accepted, fixed.** Artifact and Definition of Done are now filled in.
- [Should] recital-diff criterion unverified — **Resolved with authoritative evidence.**

### Reviewer · Round 2 · codex

swept file: yes

1. [Pass] The root-vs-proximate test is operational rather than decorative (`SKILL.md:55-58`).
2. [Blocker] The symptom-fix trap claims a downstream guard "will pass mantras 1–4", which contradicts the new
   class-vs-instance gate (`SKILL.md:57`). Concrete fix: replace that clause.

VERDICT: FAIL
"""


def test_in_a_relay_of_rounds_only_the_last_reviewer_round_holds_findings_and_the_producer_none() -> None:
    items = parse_review(HEADER + ROUNDS, "codex").items
    assert len(items) == 1
    assert items[0].title.startswith("The symptom-fix trap claims a downstream guard")
    assert items[0].severity is Severity.CRITICAL
