"""A shape real-review round 52 showed the parser (issue 14): a code-review agent's REVIEW.md in Turkish — critical
issues and warnings marked "(FIXED)" by the reviewer, open suggestions ("Öneriler (S-*)"), a summary ("Özet") and
"Pozitif bulgular" (positive findings), which were read as two findings.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """# REVIEW.md — Faz 2

## Kritik Sorunlar (C-*)

### C-1 — Token log'a yazılıyor (FIXED)

Erişim token'ı hata mesajıyla birlikte log'a düşüyordu.

## Öneriler (S-*)

### S-1 — Hook fonksiyonlarında dönüş tipi eksik

Export edilen hook'lar açık dönüş tipi içermiyor.

## Özet

**Pozitif bulgular:**
- State-changing işlemler POST/PUT/DELETE ile yapılıyor
- Connection string'ler log'a düşmüyor
"""


def test_open_suggestions_are_read_and_fixed_issues_and_positive_findings_are_not() -> None:
    assert [i.title for i in read_review(REVIEW, "m").items] == ["Hook fonksiyonlarında dönüş tipi eksik"]


def test_turkish_section_names_and_levels() -> None:
    assert cues.section_kind("Kritik Sorunlar (C-*)") == (cues.Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("Orta Öncelikli Sorunlar") == (cues.Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("Düşük Öncelikli Sorunlar") == (cues.Kind.SEVERITY, Severity.LOW)
    assert cues.section_kind("Uyarılar (W-*)")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Pozitif bulgular")[0] is cues.Kind.SKIP
    assert cues.section_kind("Özet")[0] is cues.Kind.RECAP
