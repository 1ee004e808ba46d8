"""Shapes real-review round 434 showed the parser (issue 14): a Codex review of a publication whose review areas hold
headings that state what is wrong ("### What is currently too broad", "### The "validity" wording needs care"), each
read as a topic and its list of scopes as findings; points asking for something over what they ask ("4. Static
figures should adopt website style:" ⏎ "- lighter grid lines" ⏎ …), each entry read as a finding; the list under
"Reviewer: Codex ⏎ Artifacts reviewed:" read as findings; "## Final Grade" read as a topic; a French stage report
whose "## Code Changes" and "- Aucun blocage produit ou technique sur `US-014`." were read as findings.

The text is written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

PUBLICATION = """# Publication Full Review

Reviewer: Codex
Artifacts reviewed:
- `paper/main.pdf` rebuilt and extracted
- stale/broken live website at `http://localhost:3939/publications`

## Blockers

### 1. PDF result snapshot contradicts the intended claim

The rebuilt PDF reports `p=0.00` where the website reports `p=0.09`.

## Paper Argument Review

### What is currently too broad

The repeated phrase "Intelligence is not the bottleneck" needs disciplined support. The paper should attach it to:

- this cohort;
- first-pass score-outcome agreement;
- the frontier model used here.

### The "validity" wording needs care

The paper treats "validity" in two senses. Keep it tied to measurement:

- valid for weak-submission triage;
- not valid as acceptance-probability prediction.

## Plot And Figure Review

### PDF static figure style

1. Fig. 2 is dense.

   It contains three panels and a long caption.

2. Static figures should adopt website style:

   - consistent color palette;
   - lighter grid lines;
   - larger labels;
   - no contradictory annotations.

## Runtime evidence

Collected from:
- Stream caches:
  - `ground_station/a/context`
  - `ground_station/b/context`

## Final Grade

Current artifact grade: **B- / 80**. The main risk is not the scientific story; it is artifact consistency.
"""


def test_claim_headings_and_asking_points_are_one_finding_each() -> None:
    titles = [item.title for item in read_review(PUBLICATION, "m").items]
    assert any(t.startswith("What is currently too broad") for t in titles)
    assert any(t.startswith('The "validity" wording needs care') for t in titles)
    assert any(t.startswith("Static figures should adopt website style") for t in titles)
    assert not [t for t in titles if t.startswith(("this cohort", "first-pass", "the frontier", "valid for", "not valid"))]
    assert not [t for t in titles if t.startswith(("consistent color", "lighter grid", "larger labels", "no contradictory"))]


def test_artifacts_reviewed_a_grade_and_a_label_over_paths_hold_no_finding() -> None:
    assert cues.section_kind("Final Grade")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(PUBLICATION, "m").items]
    assert not [t for t in titles if "stale/broken" in t or "main risk" in t or "Stream caches" in t]
    assert any(t.startswith("PDF result snapshot") for t in titles)


def test_a_heading_of_checks_with_a_needs_aside_still_yields_each_failure() -> None:
    text = """# Honest Assessment

## Current State

### What's Not World-Class (Needs Complete Overhaul)
3. **Manual Position Manager** (`manual_position_manager.py`)
   - ❌ Entirely percentage-based with hardcoded ranges
   - ❌ No technical analysis integration
   - ❌ Asset difficulty multipliers are arbitrary guesses
   - ❌ Universal 5% trailing stops regardless of volatility

## Critical Issues Discovered

### 1. Inconsistent Architecture
- Spot trading: Sophisticated ML + technical analysis
- Position management: Pure percentage-based guessing
"""
    titles = [item.title for item in read_review(text, "m").items]
    assert [t for t in titles if t.startswith(("Entirely", "No technical", "Asset difficulty", "Universal 5%"))] == [
        "Entirely percentage-based with hardcoded ranges", "No technical analysis integration",
        "Asset difficulty multipliers are arbitrary guesses", "Universal 5% trailing stops regardless of volatility"]


STAGE_REPORT = """# Stage 3 — Implement

## Code Changes

- Ajout d'un nouveau slice `apps/app/app/profile/` avec:
  - `profile-editor.tsx` pour l'edition des neuf sections de la vision
  - `page.tsx` pour la route protegee `/profile`

## Quality Gates

- `pnpm --filter @cvforge/app test` ✅
- `pnpm lint` ✅
- `pnpm test` ✅
- `pnpm build` ⚠️ bloque par des artefacts `.next` pre-existants avec permissions invalides

## Blocking Issues

- Aucun blocage produit ou technique sur `US-014`.
"""


def test_a_french_stage_report_yields_only_its_warning() -> None:
    assert cues.section_kind("Code Changes")[0] is cues.Kind.SKIP
    titles = [item.title for item in read_review(STAGE_REPORT, "m").items]
    assert len(titles) == 1 and "pnpm build" in titles[0]
