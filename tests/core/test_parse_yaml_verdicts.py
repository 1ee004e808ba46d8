"""GLM-5's review round (round 109) is a YAML verdict in a fence — "verdict:", "blockers:", "debts:", "notes:", each a
list — then a one-paragraph summary. At first the fence was code and only the summary's sentences came out. A YAML
fence's lists are read by their keys: a blocker is a critical finding, a debt or a note is a finding where it raises a
problem, a key the reviewer gives to praise or a verdict holds none; the summary after it adds no finding.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# Review result: REQUEST-CHANGES

```yaml
verdict: REQUEST-CHANGES
model_used: glm-5
blockers:
  - R6 gate map incomplete — the SKILL.md phase table has no "old gate → batch" row per former gate, so no proof none was dropped.
debts:
  - C21 is open in TASKS.md — the CEO needs to rule whether every production deploy waits for the ship batch
strengths:
  - R3 threat model is present and comprehensive
notes:
  - R3 Threat model is present and comprehensive — covers probe trust and re-run safety
  - CI not run (branch not pushed) — reviewers must see the self-tests green before merge
```

**Summary**: The change meets most requirements, but the R6 gate map is incomplete: SKILL.md lacks the old gate → batch
table, so no former gate can be shown mapped. C21 also remains open for the CEO's ruling.
"""


def test_a_yaml_verdicts_lists_are_read_by_their_keys() -> None:
    items = read_review(REVIEW, "m").items
    assert [(i.title.split(" — ")[0], i.severity) for i in items[:3]] == [
        ("R6 gate map incomplete", Severity.CRITICAL), ("C21 is open in TASKS.md", None), ("CI not run (branch not pushed)", None)]
    assert not any("threat model" in i.title.lower() for i in items)
