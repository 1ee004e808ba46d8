"""Shapes real-review round 402 showed the parser (issue 14): a plan-validation report whose "### Deviations from Plan"
each end "- Recommendation: none — works correctly" or "- Recommendation: keep as-is", whose risks end "Not a bug, just a
potential no-op on the pathLength property." or "Pre-existing, not caused by this change (…)", and which leaves a
"## Manual Validation Checklist" for a person; and a design review's "## Agreed Design Decisions".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

VALIDATION = """# Validation Report: Enhanced Hero Section

## Findings

### Deviations from Plan

1. **MQTT card `whileHover` wrapper structure** — the implementation wraps an inner `div` for styling. This is functionally equivalent.
   - Impact: low
   - Recommendation: none — works correctly

2. **OEE/UNS card `initial/animate`** — Phase 6 changed these to `initial={{ opacity: 0 }}` to eliminate compound x-transform jank.
   - Impact: low (positive deviation)
   - Recommendation: keep as-is

### Risks and Gaps

- **`motion.line` `pathLength` on SVG `<line>`**: Framer Motion's `pathLength` is designed for `<path>` elements; on `<line>` it may just appear instantly. Not a bug, just a potential no-op on the pathLength property.
- **Bundle size warning**: 710KB JS chunk. Pre-existing, not caused by this change (D3 was already in the bundle).
- **Moon phase label**: `getMoonPhaseLabel(0.97)` falls to `Waning Crescent`, which may surprise. Not a bug, just a documentation gap.
- **No automated tests**: project has no test suite. All verification is manual + build/lint.

## Manual Validation Checklist

- [ ] OEE + UNS cards fade in cleanly without compound-transform bounce
- [ ] Mobile 375px: only MQTT card + scroll indicator visible

## Agreed Design Decisions

1. `POST /api/teams/` and `GET /api/teams/` should share one repository-backed source of truth.
2. Route handlers should own HTTP concerns only, while the team service owns validation.
"""


def test_deviations_kept_risks_dismissed_and_checks_left_to_a_person_are_no_findings() -> None:
    titles = [item.title for item in parse_review(VALIDATION, "m").items]
    assert titles == ["Moon phase label", "No automated tests"]
