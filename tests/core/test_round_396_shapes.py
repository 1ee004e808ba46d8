"""Shapes real-review round 396 showed the parser (issue 14): a schematic review that opens on "## What's in the
schematic today" (what the sheet holds, "- Only 2 capacitor symbols in the whole design" among it), then after its
blocking issues gives advice as bullets that open on "Promote …", "Bundle …", "On `led_chain`: drop …"; a Codex spec
review in a filled template, each findings heading opening on the template's quoted guidance ("> Things the spec gets
wrong about the current codebase."), one answered "None beyond the AC-4 recovery-path blocker above.", ending on a
verdict of options of which one is ticked; and a project review whose "**`Concord.Query` module exists but is
under-documented.** The module is real (verified at …), but …" is a finding.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review
from xreview.core.titles import split_title

SCHEMATIC = """# Schematic review — rev 0.1

## What's in the schematic today

- ESP32-DevKitC (U1) top-right
- Only 2 text annotations on the whole page (no functional block titles)
- Only 2 capacitor symbols in the whole design

## Correctness issues (block fab)

1. **No level shifter on `LED_DATA`.**
   ESP32 GPIO32 = 3.3 V. WS2812B DIN wants 3.5 V. Add it between GPIO32 and the chain DIN.

## Signal hygiene

- Promote inter-sheet nets to **hierarchical labels** at sheet pins: `S0..S7`, `CA_PWR..CH_PWR`, `BATT_VSENSE`.
- Bundle `S0..S7` into a **bus** (`S[0..7]`) where it crosses the page. Same for `SR_Q[0..7]`. Big readability win.

## Visual cleanup

- On `led_chain`: drop the 81 individual `+5V` / `GND` power symbols, route a horizontal rail per row with short stubs.
"""


def test_what_the_design_holds_today_is_no_finding() -> None:
    titles = [item.title for item in parse_review(SCHEMATIC, "m").items]
    assert not any(title.startswith("Only 2") for title in titles)
    assert "No level shifter on LED_DATA" in titles


def test_advice_that_opens_on_promote_or_bundle_is_a_point() -> None:
    titles = [item.title for item in parse_review(SCHEMATIC, "m").items]
    assert any(title.startswith("Promote inter-sheet nets") for title in titles)
    assert any(title.startswith("Bundle S0..S7 into a bus") for title in titles)


def test_a_point_opening_on_the_code_it_is_about_is_titled_by_its_claim() -> None:
    assert split_title("On `led_chain`: drop the 81 individual `+5V` power symbols, route a rail.")[0] == (
        "drop the 81 individual +5V power symbols, route a rail")
    titles = [item.title for item in parse_review(SCHEMATIC, "m").items]
    assert "On led_chain" not in titles


TEMPLATE = """# Spec Review: code-review-codex-lens

## Issues Found

### Correctness Issues

> Things the spec gets wrong about the current codebase.

- **Blocking:** AC-4's hard-fail path does not match the current orchestrator. The retry path resumes the session.

### Missing Edge Cases

> Scenarios the spec doesn't account for.

None beyond the AC-4 recovery-path blocker above.

### Type Safety / Interface Gaps

> Type mismatches, missing interfaces, or signature errors.

None.

## Verdict

- [ ] **Approved** — spec is implementable as written
- [ ] **Approved with nits** — implementable, but noting observations for plan phase
- [x] **Changes requested** — spec must be revised before plan phase (list items above)
"""


def test_template_guidance_quoted_under_a_heading_and_a_verdict_not_chosen_are_no_findings() -> None:
    titles = [item.title for item in parse_review(TEMPLATE, "m").items]
    assert titles == ["AC-4's hard-fail path does not match the current orchestrator"]


PROJECT = """# Concord — Project Review

## Documentation

### Issues

**Performance benchmarks lack methodology.** The README claims "621K-870K ops/sec" without specifying hardware.

**`Concord.Query` module exists but is under-documented.** The module is real (verified at `lib/concord/query.ex`), but the guides show usage examples without specifying which operations go through Raft.

## Risk Mitigation Analysis

**High Risks (R1-R3):** Mitigations are reasonable, fallbacks make sense
"""


def test_a_bold_sentence_stating_a_problem_stands_though_its_next_words_praise() -> None:
    titles = [item.title for item in parse_review(PROJECT, "m").items]
    assert "Concord.Query module exists but is under-documented" in titles
    assert not any(title.startswith("High Risks") for title in titles)
