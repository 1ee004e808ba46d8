"""Shapes real-review round 483 showed the parser (issue 14): a two-agent relay file whose reviewer turn opens on
"**Verdict:** Changes requested" right above its graded findings ("- **[Blocker] …:** …") — a field with its value,
not a lead-in that makes the list a verdict's; and the artifact under review, embedded whole in a code fence before it
with its own example findings, raises nothing.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

RELAY = """# RELAY · worktree-lifecycle review

NEXT: Producer
STATUS: Open

## Setup
- Artifact under review: **SKILL.md** (embedded below).

### Artifact — SKILL.md
```
## Output format
**Loose ends:**
1. **Date-range filter** *(blocks done)* — named in the ask; `export.ts` takes no date params.
2. **Debug print** *(worth closing)* — `console.log` left in the handler.
```

## Log

### Reviewer Turn — Round 1
**Verdict:** Changes requested
- **[Blocker] Self-destructive remove command inside active worktree:** Git rejects `git worktree remove` on the worktree in use.
  *Fix:* Run the removal from the primary worktree.
- **[Should] Unchecked `gh` CLI dependency:** The PR commands assume `gh` is installed and authenticated.
  *Fix:* Offer them only when `gh` is available.
- **[Pass] Calibration:** The single-worktree silent skip prevents noise in standard checkouts.
"""


def test_a_verdict_field_above_graded_findings_does_not_make_them_a_verdicts() -> None:
    titles = [item.title for item in read_review(RELAY, "m").items]
    assert len(titles) == 2, titles
    assert "Self-destructive remove command" in titles[0] and "gh" in titles[1]
