"""Real-review rounds: a Django backend audit in Polish (round 252, review 407) — areas each with a table of problems
found and a list of planned changes. A lint table names its findings only in its "Opis" (description) column ("| Kod |
Liczba | Opis | Akcja |"); a table of missing tests names one by a method whose name holds a word of praise
("`ShelfEntry.clean()`"), which is a name, not praise; what is "Poza zakresem" (out of scope) is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Obszar 2 — Lint i konwencje

### Znalezione problemy

| Kod | Liczba | Opis | Akcja |
|---|---|---|---|
| `I001` | 37 | Niesortowane importy | Auto-fix `ruff --fix` |
| `E501` | 1 | `SPECTACULAR_SETTINGS` w `base.py:124` za długie | Przenieś na wiele linii |

## Obszar 4 — Testy i pokrycie

### Znalezione problemy

| Brak testu | Opis |
|---|---|
| `ShelfEntry.clean()` | Po dodaniu walidacji dat — potrzebne testy |
| `Genre` endpoints | Brak jakichkolwiek testów dla `GenreListView` |

## Poza zakresem

- `BookCharacter` global (bez FK do Book) — celowa decyzja architektoniczna
- Admin-only tworzenie książek/autorów — bez zmian
"""


def test_a_polish_audits_tables_are_read_a_row_a_finding_and_its_out_of_scope_points_are_none() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Niesortowane importy", "SPECTACULAR_SETTINGS w base.py:124 za długie",
                      "Po dodaniu walidacji dat — potrzebne testy", "Brak jakichkolwiek testów dla GenreListView"]


def test_the_opis_column_beside_a_problem_column_is_its_description() -> None:
    table = """### Znalezione problemy

| Problem | Plik | Opis |
|---|---|---|
| `isbn` format niezwalidowany | `books/serializers.py` | Akceptuje dowolny string |
"""
    items = read_review(table, "m").items
    assert [item.title for item in items] == ["isbn format niezwalidowany"]
    assert "Akceptuje dowolny string" in items[0].description


def test_what_a_turkish_audit_did_not_cover_holds_no_findings() -> None:
    review = """## Bulgular

### 🔶 B4 — "Verwaltung" grubu varsayılan kapalı

Muhasebecinin günlük işlerinin çoğu bu grubun içinde ve grup varsayılan olarak kapalı geliyor.

## Bu denetimin kapsamadıkları

- **Mobil uygulama** — bu makinede çalıştırılamıyor (Xcode/Android SDK yok)
- **Yük altında davranış** — tek kullanıcı, boş sistem koşullarında test edildi
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ['"Verwaltung" grubu varsayılan kapalı']
