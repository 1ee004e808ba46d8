"""An automated code review in Ukrainian (round 108) groups its findings under "### 🔴 Критичні", "### 🟡 Середньої
критичності" (of medium criticality) and "### 🟢 Низької критичності" (of low criticality); one finding ends on
"**Вердикт:** Not a bug — правильне виправлення."; after the findings a "## Regression Risks" table names two of them
again, and one row's severity is "None" (a fix, not a risk). At first the medium and low headings were not read as
severities — the low findings became a summary's entries and folded away — the withdrawn finding stood, and the risk
rows stood beside the findings they repeat. Ukrainian level words are read; a finding whose last line says it is
not a bug is withdrawn; a regression-risk section after the findings restates them; a register row rated "None" is
no risk.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Знайдені проблеми

### 🔴 Критичні

#### 1. Projectile.ts: Відсутній guard на кількість ітерацій у fixed-timestep циклі
- **Файл:** `client/src/game/entities/Projectile.ts:92`
- **Що не так:** Великий `delta` виконає сотні підкроків фізики за один кадр, і браузер зависне.

### 🟡 Середньої критичності

#### 2. AIBot.ts: `wind` перевіряється всередині `simulateStep`
- **Файл:** `client/src/game/entities/AIBot.ts:81`
- **Що не так:** AI тепер використовує ту саму фізику, що й реальний снаряд.
- **Вердикт:** Not a bug — правильне виправлення.

### 🟢 Низької критичності

#### 3. Worm.ts: `setFacing` не перевіряє, чи sprite активний
- **Файл:** `client/src/game/entities/Worm.ts:170-174`
- **Що не так:** Виклик `setFacing` після смерті worm'а звертається до знищеного sprite.

---

## Regression Risks

| Risk | Severity | Details |
|---|---|---|
| **Fixed timestep без guard у Projectile.ts** | High | Великий delta виконає сотні підкроків фізики, гра зависне |
| **`waitingForTurnEnd` не скидається між ходами** | None | Це виправлення race condition |
"""


def test_ukrainian_levels_name_severity_headings() -> None:
    assert cues.section_kind("🟡 Середньої критичності") == (Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("🟢 Низької критичності") == (Kind.SEVERITY, Severity.LOW)


def test_withdrawn_findings_and_risk_rows_that_restate_or_rate_none() -> None:
    items = read_review(REVIEW, "m").items
    assert [(i.title.split(":")[0], i.severity) for i in items] == [("Projectile.ts", Severity.CRITICAL), ("Worm.ts", Severity.LOW)]
    assert any("Fixed timestep" in said for said in items[0].restated)
