"""A cross-AI plan review (real-review round 113): Codex numbers its sections as bold labels in a list ("1.
**Summary**" over a paragraph, "2. **Strengths**", "3. **Concerns**" over "- **HIGH**: …" points, "4. **Suggestions**",
"5. **Risk Assessment**"), and Gemini tags its concerns with a pipe ("**MEDIUM | Window-Dependent Level Drift**: …").
A section label numbered alone heads what follows it, as a bold label alone does; a level before a pipe is a
severity; a code mark after a level tag opens the title's code.

The texts are written for the test, after the shapes of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review
from xreview.core.tags import read_tags

CODEX = """1. **Summary**
The plan set is strong on scope control, but several validation choices are too self-referential.

2. **Strengths**
- Clear boundary and good phase decomposition.
- Strong regression contract with explicit baseline fixtures.

3. **Concerns**
- **HIGH**: The thresholds are measured and asserted on the same fixture, so the tests ratchet to whatever the code outputs.
- **MEDIUM**: `_split_level_anomaly` grouping on call timestamps introduces horizon-dependent dynamics.
- **LOW**: Test-count expectations are brittle; collection can differ by context.

4. **Suggestions**
- Replace dynamic threshold fitting with fixed, pre-registered thresholds.

5. **Risk Assessment**
**Overall risk: MEDIUM-HIGH.**
The validation strategy is partially circular.
"""

ROADMAP_CLAIM = """9. **Sessions expose sync lock guards across async code.**
Users can hold a guard across an await.

```rust
pub async fn user_data<T>(&self) -> T;
```

10. **Roadmap scope is optimistic and front-loads unstable abstractions.**
Phase 1 includes every storage trait, but the engine is not proven yet.

- Phase 1: request model and a memory queue.
- Phase 2: a fixed-concurrency engine only.
"""


def test_numbered_section_labels_head_their_sections() -> None:
    items = parse_review(CODEX, "codex").items
    assert [(item.title[:30], item.severity) for item in items[:3]] == [
        ("The thresholds are measured an", Severity.HIGH),
        ("_split_level_anomaly grouping ", Severity.HIGH),  # medium ranks with high
        ("Test-count expectations are br", Severity.LOW),
    ]
    assert not any(item.title in ("Summary", "Concerns", "Suggestions", "Risk Assessment") for item in items)
    assert all(item.role != "issue" for item in items[3:])  # the suggestion restates a concern


def test_a_numbered_bold_claim_stays_a_finding() -> None:
    titles = [item.title for item in parse_review(ROADMAP_CLAIM, "m").items]
    assert "Roadmap scope is optimistic and front-loads unstable abstractions" in titles
    assert not any(title.startswith("Phase") for title in titles)


def test_a_level_before_a_pipe_is_a_severity() -> None:
    tags = read_tags("**MEDIUM | Window-Dependent Level Drift**: the level is computed over the call window.")
    assert tags.severity is Severity.HIGH and tags.rest.startswith("Window-Dependent Level Drift")
    assert read_tags("**LOW | Performance of Hydro Kernel**: the map is efficient, but …").severity is Severity.LOW
