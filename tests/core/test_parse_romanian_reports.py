"""A verification report in Romanian (round 87) states its findings as warning lines inside per-file inventories
("- **⚠️ LIMITĂ DEFAULT DE 10 PAGINI (nu 200)**"), notes them as observations in a record of facts ("- **Observație:**
Există colecții generale dar nu pentru agenți"), and ends on recommendations by horizon ("1. **Imediat:**" over
"- ✅ Adăugare …" to-dos, the check mark a bullet, not a check passed). Romanian problem words and action nouns are
read; an observation stating a problem is a finding in a record of facts, in English too; a horizon over to-dos is a
plan section, not a finding titled "Imediat".

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

REVIEW = """## 1. LIMITE

1. **`feed_importer.py` (main):**
   - `MAX_ITEMS = 200` (din env sau default 200)
   - **✅ LIMITĂ DE 200 ARTICOLE RESPECTATĂ**

2. **`tools/feed_importer.py`:**
   - `import_feed(url, max_items=10)`
   - Default: 10 articole
   - Poate fi apelat cu `max_items` personalizat
   - **⚠️ LIMITĂ DEFAULT DE 10 ARTICOLE (nu 200)**

3. **`sync_feed.py` (CLI):**
   - `--max_items` default: 200

## 4. STOCARE

### Colecții verificate:
- **Total colecții:** 24
- **Colecții pentru fluxuri:** 0
- **Observație:** Există colecții generale dar nu pentru fluxuri

## 6. RECOMANDĂRI FINALE

1. **Imediat:**
   - ✅ Adăugare `MAX_ITEMS=200` în `.env`
   - ✅ Documentare flux complet
"""


def test_romanian_warning_lines_observations_and_to_dos_are_read() -> None:
    items = [(i.title, i.role) for i in parse_review(REVIEW, "m").items]
    assert items == [
        ("LIMITĂ DEFAULT DE 10 ARTICOLE (nu 200)", "issue"),
        ("Există colecții generale dar nu pentru fluxuri", "issue"),
        ("Adăugare MAX_ITEMS=200 în .env", "recap"),
        ("Documentare flux complet", "recap"),
    ]


def test_an_observation_stating_a_problem_is_a_finding_in_english_too() -> None:
    english = "### Collections checked:\n- **Total collections:** 24\n- **Agent collections:** 0\n- **Observation:** There are no collections for agents\n"
    assert [i.title for i in parse_review(english, "m").items] == ["There are no collections for agents"]


def test_romanian_problem_words_and_action_nouns() -> None:
    assert cues.problem_score("Lipsă asociere pagini → agenți") > 0
    assert cues.is_recommendation("Consolidare implementări crawling")


def test_a_point_titled_by_a_file_path_over_its_facts_reads_its_warning_line_whatever_the_file_is_called() -> None:
    for name in ("tools/feed_importer.py", "tools/importer.py"):
        text = REVIEW.replace("`tools/feed_importer.py`", f"`{name}`")
        assert parse_review(text, "m").items[0].title == "LIMITĂ DEFAULT DE 10 ARTICOLE (nu 200)", name
