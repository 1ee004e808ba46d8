"""A list of critical problems in Italian (round 103) gives ten findings with a severity field ("**Gravità:** ALTA"),
then "## 📋 Checklist Risoluzione Problemi" (problem-resolution checklist) with one unchecked box per fix under
"### Priorità ALTA (Sicurezza)", "### Priorità MEDIA (Funzionalità)", "### Priorità BASSA (Miglioramenti)". At first
the priority headings were read as findings and the checklist — named by "problemi" — as more findings. Italian
priority headings name a severity ("bassa" is low); a resolution checklist restates the findings it lists.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## 🔴 Problemi di Sicurezza

### 1. **API Key Default Insecure**

**Gravità:** MEDIA
**File:** `/api/send-push.js`

**Rischio:**
- Se la variabile non è configurata, usa un valore di default debole

---

### 2. **Logging Non Strutturato**

**Gravità:** BASSA

**Problema:**
- Logging inconsistente tra file

---

## 📋 Checklist Risoluzione Problemi

### Priorità ALTA (Sicurezza)
- [ ] Rimuovere API key default insecure

### Priorità BASSA (Miglioramenti)
- [ ] Migliorare logging strutturato
- [ ] Aggiungere monitoring/analytics
"""


def test_italian_priority_headings_name_a_severity() -> None:
    assert cues.section_kind("Priorità ALTA (Sicurezza)") == (Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("Priorità BASSA (Miglioramenti)") == (Kind.SEVERITY, Severity.LOW)


def test_a_resolution_checklist_restates_the_findings_it_lists() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title for i in items] == ["API Key Default Insecure", "Logging Non Strutturato", "Aggiungere monitoring/analytics"]
    assert any("Rimuovere API key default insecure" in said for said in items[0].restated)
