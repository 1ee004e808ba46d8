"""Real-review rounds: an automated analysis whose "## AI Integration Opportunities" heads numbered proposals, each
given as code alone ("### 1. Procedural Content Generation" ⏎ a Swift class), after its concerns (round 210, review 365).

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

ANALYSIS = """# AI Analysis for RunnerGame

## Architecture Assessment

### Concerns

- **Potential naming conflict**: Two `ScoreManager.swift` files listed
- **Manager proliferation**: 12 manager classes may indicate over-engineering

## AI Integration Opportunities

### 1. Procedural Level Generation

```swift
class AILevelGenerator {
    func generateLevel(playerSkill: Int) -> [Tile] {
        // ML-based tile placement for a smooth difficulty curve
    }
}
```

### 2. Adaptive Music

```swift
class AdaptiveMusicManager {
    func adjustTempo(basedOn speed: Double) {}
}
```
"""


def test_opportunities_given_as_code_alone_are_findings() -> None:
    """"Integration opportunities" names proposals, as "suggestions" does: each numbered heading over its code is one."""
    titles = [item.title for item in read_review(ANALYSIS, "m").items]
    assert titles == ["Potential naming conflict", "Manager proliferation", "Procedural Level Generation", "Adaptive Music"]
