"""Real-review round 197 (review 351): a German second-iteration code review that lists iteration 1's findings with
their status after an arrow ("→ **Behoben.**" fixed, "→ **Teilweise behoben.**" partly, "→ **Nicht behoben.**" not
fixed — "siehe Befund unten", see the finding below), then the findings still open.

The text is written for the tests, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REVIEW = """# Code-Review

## Status der vorherigen Befunde (Iteration 1 → Iteration 2)

1. **Toter Code — `BuildCloneUrl()` unbenutzt** → **Behoben.** Die Methode wurde vollständig entfernt.
2. **Irreführender Methodenname `EnsureCredentials()`** → **Behoben.** Die Methode heißt jetzt `NormalizeRemoteUrl()`.
3. **Redundante `GH_TOKEN`-Prüfung im Pull-Test** → **Nicht behoben.** Die zusätzliche `GH_TOKEN`-Prüfung im Pull-Test wurde nicht entfernt — siehe Befund unten.

## Befunde

- **Testqualität — redundante `GH_TOKEN`-Prüfung im Pull-Test (nicht behoben)** — Der Pull-Test prüft weiterhin zusätzlich die `GH_TOKEN`-Prüfung, die ein anderer Test schon abdeckt.

  Empfehlung: Die redundante `GH_TOKEN`-Prüfung aus dem Pull-Test entfernen.
"""


def test_points_marked_fixed_after_an_arrow_are_closed_and_one_handed_over_folds_into_its_finding() -> None:
    """"→ **Behoben.**" closes the point; the one "→ **Nicht behoben.** … siehe Befund unten" is the finding below
    announced, not a second finding."""
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Testqualität — redundante GH_TOKEN-Prüfung im Pull-Test (nicht behoben)"]
    assert len(items[0].restated) == 1


def test_a_status_partly_fixed_is_no_pass() -> None:
    assert cues.is_praise("**Toter Code — `BuildCloneUrl()` unbenutzt** → **Behoben.** Die Methode wurde entfernt.")
    assert not cues.is_praise("**Doppelter Test** → **Teilweise behoben.** Der Test wurde entfernt, ein neuer kam dazu.")
    assert not cues.is_praise("**Duplicate test** → **Partially fixed.** A new duplicate came back.")
