"""Shapes real-review round 55 showed the parser (issue 14): an audit of a feature list against its code, in
Indonesian — "## Ringkasan" (summary), findings under "### Temuan BROKEN" and under topic sections ("## 3. Panel
Admin Web"), "### Temuan sistemik #1 (prioritas tertinggi): …" headings that are findings themselves, a bold claim
wrapped over two lines ("**Catatan penting: … sudah\\nusang**"), points whose only problem words are Indonesian
("tidak punya tombol"), and a closing "## Rekomendasi prioritas" list that restates them. At first 10 of its 16
issues were read; the recommendations came out as issues of their own. The English forms of the same shapes were
missed the same way, and are tested here too.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags
from xreview.core.titles import split_title

AUDIT = """# Audit `fitur.md`

## Ringkasan

- **Temuan nyata**: 2 BROKEN di sisi bot dan beberapa gap test di web-admin.

## 1. Bot Telegram

### Temuan BROKEN (dokumentasi tidak sesuai kode)

1. **Item 1.12 — "Binance Pay manual fallback" sudah dipensiunkan.** `checkout.ts:9` eksplisit.

## 3. Panel Admin Web

**Catatan penting: judul section "Fastify + Nunjucks legacy" sudah
usang** — template `.njk` sudah nol.

### Temuan sistemik #1 (prioritas tertinggi): endpoint `/api/*` yang dipakai SPA tidak bertes

Endpoint mutasi yang dipanggil SPA tapi nol test: `/api/settings/2fa/*`.

### Fitur backend-lengkap tapi tidak ada tombol UI

- **Item 22 (export order CSV)** — `GET /api/orders/export` lengkap & bertes, tapi `OrdersPage.tsx` tidak punya tombol export.
- **Item 36 (hapus/undo banner)** — `POST /branding/banner/clear` lengkap & bertes, tapi `BrandingPage.tsx` tidak punya tombol clear/undo.

## Rekomendasi prioritas

1. Perbarui `fitur.md` item 1.12 (Binance Pay manual) — fitur ini sudah tidak ada di kode.
2. Tambahkan test untuk endpoint `/api/*` yang dipakai SPA, terutama 2FA disable.
3. Tambahkan tombol UI untuk export CSV order dan clear/undo banner.
"""


def test_an_indonesian_audit_is_read_finding_by_finding_and_its_recommendations_fold() -> None:
    items = read_review(AUDIT, "m").items
    titles = [i.title for i in items]
    assert titles[1:] == [  # [0]: the summary line naming several findings at once, which nothing folds
        '"Binance Pay manual fallback" sudah dipensiunkan',
        'judul section "Fastify + Nunjucks legacy" sudah',
        "endpoint /api/* yang dipakai SPA tidak bertes",
        "export order CSV",
        "hapus/undo banner",
    ]
    assert items[3].severity is Severity.HIGH  # "(prioritas tertinggi)"
    assert not any(t.startswith(("Perbarui", "Tambahkan")) for t in titles)  # the closing list restated, folded
    assert any("Tambahkan test untuk endpoint" in r for r in items[3].restated)


def test_indonesian_section_names_and_levels() -> None:
    assert cues.section_kind("Ringkasan")[0] is cues.Kind.RECAP
    assert cues.section_kind("Kesimpulan")[0] is cues.Kind.SKIP
    assert cues.section_kind("Kekuatan")[0] is cues.Kind.SKIP
    assert cues.section_kind("Temuan")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("Masalah Kritis") == (cues.Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("Prioritas Rendah") == (cues.Kind.SEVERITY, Severity.LOW)


def test_indonesian_problem_words_make_a_point_an_issue_under_a_topic() -> None:
    point = "**Item 36 (hapus/undo banner)** — `POST /branding/banner/clear` lengkap, tapi tidak punya tombol clear/undo."
    assert cues.is_issue_like(point)
    assert not cues.is_praise(point)  # "clear" reads as praise in English; "tapi … tidak punya" is the criticism


ENGLISH = """# Audit

## 1. Bot

### Broken findings

1. **Item 1.12 — "Binance Pay manual fallback" is retired.** The code says so.

## 3. Admin panel

**Important note: the section title "Fastify + Nunjucks" is
stale** — no templates are left.

### Systemic finding #2 (highest priority): `/api/*` endpoints used by the SPA are untested

Mutation endpoints called live by the SPA have zero tests.

## Priority recommendations

1. Add handler tests for the `/api/*` endpoints the SPA calls.

## Additional recommendations

1. Add a CSV export for the reports page.
"""


def test_the_same_shapes_in_english() -> None:
    items = read_review(ENGLISH, "m").items
    assert [i.title for i in items] == [
        '"Binance Pay manual fallback" is retired',
        'the section title "Fastify + Nunjucks" is',  # the bold claim wraps; "Important note:" is no title
        "/api/* endpoints used by the SPA are untested",  # a numbered finding with a qualifier and an aside
        "Add a CSV export for the reports page",  # additional recommendations are new; the priority ones restate
    ]
    assert items[2].restated and "Add handler tests" in items[2].restated[0]


def test_lead_ids_and_grade_pairs() -> None:
    assert split_title("**Item 1.12 — Binance Pay fallback is retired.** The code says so.")[0] == "Binance Pay fallback is retired"
    assert split_title("Item 17, 26 (deploy pattern) are claims that cannot be checked: no evidence")[0].startswith("(deploy pattern)")
    tags = read_tags("Minor/cosmetic: a stale comment in `customer.ts` names a trigger that is gone")
    assert tags.severity is Severity.LOW and tags.rest.startswith("a stale comment")
