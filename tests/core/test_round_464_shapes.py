"""Shapes real-review round 464 showed the parser (issue 14): findings ordered by risk, then "## What I would change"
restating each as the change to make (a recommendations section, after the findings), with a point that keeps what is
right ("- Keep **Phase ordering** … — that part is strong."); and an analysis whose "### No Action Needed" list sets its
low findings aside ("9. The `safeCap` max hint is unlikely to be hit."), under a "**Related PR:**" header line.

The texts are written for the tests, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import read_review

PLAN_REVIEW = """## Findings (ordered by risk)

- **High — Task 8 has a hidden behavior break (`project_label` removal).**
  The plan removes `project_label`, but the code and diagnosis templates still use it; renders will fail.

- **Medium — Smoke gate criteria are too brittle for stochastic decoding.**
  The merge gate requires zero warnings from single sampled runs, so it will flake.

---

## What I would change

- Keep **Phase ordering** and core intent (smoke-gated train/serve alignment) — that part is strong.
- Update **Task 8** to keep `project_label` as a separate capped field, or migrate every template that uses it.
- Make smoke gate **deterministic or multi-run tolerant**, not single-run absolute.
"""

ANALYSIS = """# Deep Merge Native Implementation — Analysis and Findings

**Related PR:** #2201 — `perf(merge): replace mergo pre-copy loop with native deep merge`

## Findings

### MEDIUM — Misleading test case name

The case named `"nil value in src map entry is skipped"` asserts the value IS nil; it should say it overrides dst.

### LOW — `safeCap` max capacity hint

`safeCap` uses a hint of `1 << 24` entries, which could allocate ~128MB. Unlikely to be hit in practice.

## Recommendations

### Must Fix Before Merge

1. **Fix misleading test name** — `"nil value in src map entry is skipped"` → `"nil value in src map entry overrides dst"`.

### No Action Needed

2. The workspace recovery logic is correct with appropriate guards.
3. The `safeCap` max hint is unlikely to be hit.
"""


def test_what_i_would_change_restates_the_findings_and_keeping_is_no_change() -> None:
    items = read_review(PLAN_REVIEW, "m").items
    assert [item.title for item in items] == [
        "Task 8 has a hidden behavior break (project_label removal)", "Smoke gate criteria are too brittle for stochastic decoding"]


def test_no_action_needed_sets_its_findings_aside() -> None:
    titles = [item.title for item in read_review(ANALYSIS, "m").items]
    assert titles == ["Misleading test case name"]
