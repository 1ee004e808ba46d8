"""Shapes real-review round 521 showed the parser (issue 14): a lens's verdict on an RFC whose parts each carry their
own verdict — "### SRP on `build_hir_database` … — CHANGE REQUEST (load-bearing)", "### `ProcMacroPolicy` as a public
enum — ACCEPTABLE with OCP note" over "**CHANGE REQUEST 2 (minor, OCP compliance):** …", and parts it accepts.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

VERDICT = """# RFC-043 verdict — solid-architect

**Verdict:** REQUEST CHANGES

## D1. Verdict on the RFC as written

### SRP on `build_hir_database` post-fallback-logic — CHANGE REQUEST (load-bearing)

The loader would take on retry policy and keyspace metadata tagging, a second reason to change.

The retry policy and the status tag belong in an orchestrator; the loader should stay thin.

---

### `ProcMacroPolicy` as a public enum — ACCEPTABLE with OCP note

The enum is two-variant and closed; adding a variant breaks downstream matches.

**CHANGE REQUEST 2 (minor, OCP compliance):** Mark `ProcMacroPolicy` as `#[non_exhaustive]` at its declaration site.

---

### Feature flag vs. runtime flag — SOLID lens agrees with RFC recommendation

A feature flag here would increase the CI matrix without reducing the dependency surface.

**No change request on the feature-flag question.**

---

### Component-level CRP/CCP — ACCEPTABLE

The four slices span correct component boundaries.
"""


def test_the_parts_of_a_verdict_that_ask_for_a_change_are_its_findings() -> None:
    titles = [item.title for item in read_review(VERDICT, "m").items]
    assert len(titles) == 2, titles
    assert "SRP" in titles[0] and "ProcMacroPolicy" in titles[1], titles
