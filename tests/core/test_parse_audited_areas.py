"""A quality-assurance audit in Hungarian (round 86) walks its audited areas under check-marked headings that give
each area's status ("### 2. ✅ **TESZTELÉSI KERETRENDSZER** - **RÉSZBEN MEGFELELŐ**", partially compliant), with
positives, warnings ("Figyelmeztetések") and critical problems ("Kritikus problémák") inside; a point flagged by a
warning mark introduces its examples ("- ⚠️ 19 ESLint warnings remain:" over them); its plan's steps are labeled by
when ("**Azonnali:**", immediate). An audited area's own findings are findings, though its heading carries a check
mark; a check that passed, with no findings label, stays closed; a flagged point over its examples is one finding.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import parse_review

AREAS = """## AUDITED AREAS

### 1. ✅ **PROJECT STRUCTURE** - **APPROVED**

**Positives:**
- ✅ Modular application structure

**Warnings:**
- ⚠️ 945 package dependencies
- ⚠️ The lint step is skipped in CI

### 2. ✅ Weak PBKDF2 Iteration Count - PASS

**Recommendation**: Consider increasing to 200,000 in future versions.
"""

HUNGARIAN = """### 2. ✅ **TESZTELÉSI KERETRENDSZER** - **RÉSZBEN MEGFELELŐ**

**Pozitívak:**
- ✅ Jest + Testing Library beállítva

**Kritikus problémák:**
- 🔴 **SWC native binding hiba** - tesztek nem futnak
- 🔴 **Playwright konfliktus** Jest-tel

### 7. ❌ **ESLINT** - **JAVÍTÁSRA SZORUL**

**Figyelmeztetések:**
- ⚠️ 19 ESLint figyelmeztetés még megmaradt:
  - Missing dependencies in useEffect hooks
  - Missing alt prop on images

## KÖVETKEZŐ LÉPÉSEK

1. **Azonnali:** Build és teszt rendszer javítása
"""


def _items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in parse_review(text, "m").items]


def test_an_audited_areas_own_warnings_are_findings_and_a_passed_check_stays_closed() -> None:
    found = [(i.title, i.role) for i in parse_review(AREAS, "m").items]
    assert found == [("945 package dependencies", "issue"), ("The lint step is skipped in CI", "issue")]  # not a verdict's echo


def test_hungarian_sections_name_their_findings_and_their_severity() -> None:
    found = _items(HUNGARIAN)
    assert ("SWC native binding hiba", Severity.CRITICAL) in found and ("Playwright konfliktus", Severity.CRITICAL) in found


def test_a_point_flagged_by_a_mark_over_its_examples_is_one_finding() -> None:
    titles = [title for title, _ in _items(HUNGARIAN)]
    assert "19 ESLint figyelmeztetés még megmaradt" in titles
    assert not any(t.startswith("Missing") for t in titles)
    plain = "## Issues\n\n- Lint findings:\n  - The deploy script never checks its exit code\n  - The cache key ignores the locale\n"
    assert len(parse_review(plain, "m").items) == 2  # a plain label over its list: the list's points are the findings


def test_a_step_labeled_by_when_is_titled_by_what_it_does() -> None:
    assert "Build és teszt rendszer javítása" in [title for title, _ in _items(HUNGARIAN)]
