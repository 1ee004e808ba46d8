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


# round 53: a second Turkish review, written differently — a report titled "… RAPORU - ÖZET" (summary) over its own
# sections, findings over "- **Dosya**:" / "- **Sorun**:" fields, numbered lists under "### Dokümantasyon (6 sorun)"
SUMMARY_REPORT = """# COPILOT İNCELEME RAPORU - ÖZET

## Tespit Edilen Sorunlar

### Önem Derecesine Göre

| Öncelik | Sayı |
|---------|------|
| 🔴 **Kritik** | 1 |

## Kritik Sorunlar (Mutlaka Düzeltilmeli) 🔴

### 1. Tip Bildirimi Hatası
- **Dosya**: `src/data/dataset.py:174`
- **Sorun**: `any` yerine `Any` kullanılmış

## Yüksek Öncelikli Sorunlar 🟠

### Dokümantasyon (2 sorun)
1. Eksik `docs/TROUBLESHOOTING.md`
2. `ROADMAP.md`'de durum çakışmaları
"""


def test_a_report_called_a_summary_over_its_own_sections_is_read_whole() -> None:
    items = read_review(SUMMARY_REPORT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("Tip Bildirimi Hatası", Severity.CRITICAL),
        ("Eksik docs/TROUBLESHOOTING.md", Severity.HIGH),
        ("ROADMAP.md'de durum çakışmaları", Severity.HIGH),  # a file named ROADMAP.md, not a roadmap that restates
    ]


def test_an_english_review_titled_a_summary_keeps_its_findings() -> None:
    review = "# Code Review Summary\n\n## Critical Issues\n\n### 1. Token logged in plain text\n- **File**: auth.py\n" \
             "- **Problem**: the token is written to the log\n\n## Recommendations\n- Mask the token before logging\n"
    items = read_review(review, "m").items
    assert [i.title for i in items] == ["Token logged in plain text"] and items[0].restated


CRATE_REVIEW = """## Kritik Sorunlar

### ✅ [ÇÖZÜLDÜ] Graceful Shutdown Yok
Thread'i durduracak mekanizma yok.

## Yüksek Sorunlar

- `SpyEvent`'lerde timestamp yok — olayları sıralayamazsın

## Eksikler

stop_monitoring(), snapshot cache, event history — hepsi eksik. Temel yapı sağlam.
"""


def test_a_section_of_missing_pieces_is_read() -> None:
    """Real-review round 131: "## Eksikler" (what is missing) over one paragraph naming the missing pieces — its words
    were not known, and the paragraph was left out; the finding marked resolved ("✅ [ÇÖZÜLDÜ]") stays out."""
    titles = [i.title for i in read_review(CRATE_REVIEW, "m").items]
    assert titles[0].startswith("SpyEvent'lerde timestamp yok")
    assert len(titles) == 2 and titles[1].startswith("stop_monitoring(), snapshot cache")
