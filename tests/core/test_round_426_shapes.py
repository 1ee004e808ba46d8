"""Shapes real-review round 426 showed the parser (issue 14): an append-only critique log written by another review
tool, flat — "## Round 1 review (2026-07-16)", "## Required fixes", "## Advisories", "## Builder resolution
(2026-07-16)", then "## Round 2 review (…)" and the same sections again. Only the last round is the log's current
word; its builder resolution fixes its required fixes ("1. **Trace-driven artifact customization.** …"), so what
stays open is the advisory no one took. The round's opening paragraph, the reviewer's own run ("Ran `npm run
check` (passes), `bash check.sh`, and the unsupported-regime path"), raises nothing.

The text is written for the test, after the shape of that log."""

from __future__ import annotations

from xreview.core import asides
from xreview.core.parse import read_review

LOG = """verdict: resolved

## Round 1 review (2026-07-16)

Fresh-eyes review: read the rubric and the chapter. Ran `npm run check`, which passes.

## Required fixes

1. **`memory-taxonomy.mdx` --- working memory is incorrectly equated with the one-call context window.** The cited source defines working memory as state that persists across calls.

## Advisories

- None.

## Builder resolution (2026-07-16)

1. **Working-memory model corrected.** The chapter now distinguishes cross-call working state from the per-call context projection.

## Round 2 review (2026-07-16)

Fresh-eyes re-review: read `prompts/critique-rubric.md`, the full append-only
critique file, and `git log -p --follow -- content/critiques/memory-taxonomy.md`.
Read the current chapter, exact figure and widget source, every artifact file, and
the chapter research backbone. Ran `npm run check` (passes),
`node memory_harness.mjs --compare`, `bash check.sh`, and the unsupported-regime
path (clear usage, exit 2). Checked the linked primary sources. Re-verified every
Round 1 requirement from the current artifacts. None has regressed.

## Required fixes

1. **`memory_harness.mjs` --- the advertised real-trace customization path does not change the harness behavior.** Replacing the transcript strings leaves the comparison unchanged, because `--compare` reads hard-coded stores.
2. **`MemoryTaxonomyWidget.tsx` --- key explanatory text fails normal-text contrast.** The `consulted:` path uses `text-comment` at 11.2px, about 3.3:1, below the 4.5:1 requirement.

## Advisories

- Add a direct LoCoMo source link to the Sources list. Its brief mention is accurate, but a direct primary link would complete the benchmark attribution.

## Builder resolution (2026-07-16)

1. **Trace-driven artifact customization.** `memory_harness.mjs` now derives the stores and answers used by `--compare` from an editable trace, so an edited trace changes the comparison.
2. **Widget explanatory-text contrast.** `MemoryTaxonomyWidget.tsx` now renders the selected `consulted:` explanation and the `// missing` interpretation with `text-fg`, not `text-comment`, giving the signature teaching text sufficient normal-text contrast.

No advisories were taken.
"""


def test_a_flat_log_keeps_only_its_last_round_and_the_builder_resolution_closes_its_fixes() -> None:
    titles = [item.title for item in read_review(LOG, "m").items]
    assert len(titles) == 1 and "LoCoMo source link" in titles[0]


def test_a_round_review_heading_opens_a_round_and_a_flat_round_runs_to_the_next() -> None:
    blanked = asides.blank_superseded(LOG)
    assert "working memory is incorrectly equated" not in blanked  # round 1's required fix, under its own "## Required fixes"
    assert "Working-memory model corrected" not in blanked
    assert "real-trace customization path" in blanked and len(blanked) == len(LOG)
