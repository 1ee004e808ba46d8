"""Shapes real-review round 58 showed the parser (issue 14): an autonomous QA agent's report in Dutch — phases of
passed checks, bold labels over checklists ("**Placeholder text:**" over "- ✅ …"), checks that failed and were fixed
("❌→✅ …", "🔧 **AUTO-GEFIXED** — …"), a table of "## 🔧 Auto-Opgeloste Issues", then warnings and nice-to-haves. At
first nine of its twenty items were such checks or fixed issues. The same shapes in English were read the same way,
and are tested here too.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

REPORT = """# WasFix Pro — QA Rapport

## Fase Resultaten

### Fase 9 — Content Audit

**Placeholder text:**
- ✅ Geen Lorem ipsum, TODO, FIXME gevonden in source
- ⚠️ Term `placeholder=` voorkomt 1x als HTML attribuut (correct gebruik, geen issue)

**Broken links audit:**
- ❌→✅ Aanvankelijk gevonden 6 broken footer links (/help, /contact, /privacy)
- 🔧 **AUTO-GEFIXED** — alle 6 stub pagina's aangemaakt met realistische content
- ✅ Final audit: 18 unieke interne links, 0 broken

## 🔧 Auto-Opgeloste Issues

| # | Issue | Hoe gefixed |
|---|---|---|
| 1 | 3 ontbrekende monteur subpagina's | Stubs aangemaakt met demo data |
| 2 | Bug in `lib/anthropic.ts`: regex matched binnen "code" → verkeerde categorie | Word boundaries toegevoegd |

## ⚠️ Belangrijke Waarschuwingen

1. **⚠️ Externe API keys ontbreken** — voor productie zijn Clerk, Stripe en Resend keys nodig.
2. **⚠️ Stripe price IDs zijn placeholders** — eenmalig in Stripe Dashboard aanmaken.

## 💡 Kleine verbeterpunten (nice to have)

1. **Cookie consent banner** — niet aanwezig maar verplicht voor EU productie
"""


def test_a_qa_report_yields_its_warnings_not_its_checks_or_fixed_issues() -> None:
    items = read_review(REPORT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Externe API keys ontbreken", None),
        ("Stripe price IDs zijn placeholders", None),
        ("Cookie consent banner", Severity.LOW),
    ]


def test_fixed_issues_and_closed_checks() -> None:
    assert cues.section_kind("🔧 Auto-Opgeloste Issues")[0] is cues.Kind.SKIP
    assert cues.section_kind("Auto-Resolved Issues")[0] is cues.Kind.SKIP
    assert cues.is_praise("❌→✅ Initially found 6 broken footer links")
    assert cues.is_praise("🔧 **AUTO-FIXED** — all 6 stub pages created")


ENGLISH = """# QA report

## Phase results

### Phase 9 — Content audit

**Required content:**
- ✅ Homepage H1 not empty
- ✅ Pricing shows real amounts

**Placeholder text:**
- ✅ No Lorem ipsum, TODO, FIXME found in source
- ⚠️ Term `placeholder=` occurs once as an HTML attribute (correct use, no issue)

## Important warnings

1. **⚠️ External API keys missing** — production needs the Clerk and Stripe keys.
"""


def test_labels_over_checklists_in_english() -> None:
    assert [i.title for i in read_review(ENGLISH, "m").items] == ["External API keys missing"]
