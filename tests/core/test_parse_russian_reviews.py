"""A shape real-review round 51 showed the parser (issue 14): a code review written in Russian — numbered findings
("### 1. ❌ УТЕЧКА …") under "КРИТИЧЕСКИЕ ПРОБЛЕМЫ" / "СРЕДНИЕ ПРОБЛЕМЫ" / "СТРУКТУРНЫЕ ПРОБЛЕМЫ", one finding written
as "**Проблема 1 - …:**" and "**Проблема 2 - …:**" over bullets, recommendations by priority that restate, and a final
assessment table. No Russian section name was known: the bullets were read as the findings.

Round 169: a merge-request review in Russian — one remark ("- minor — file:line — text") under "Замечания", then
the same remark as a row of "Реестр замечаний" (a register: "| id | статус | файл/строка | суть | последствие |"),
then "Проверено исполнением" (the commands the reviewer ran). The row stood as a second finding, titled from its
consequence column: "суть" (the gist) was no title column, and the register was read as more findings.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.text import token_set

REPORT = """# ОТЧЕТ ПО ПРОВЕРКЕ КОДА

## КРИТИЧЕСКИЕ ПРОБЛЕМЫ

### 1. ❌ УТЕЧКА СОЕДИНЕНИЙ С БАЗОЙ (db.py)

**Проблема:**
- Соединение не закрывается при ошибке
- Пул исчерпывается за час работы

### 2. ❌ УТЕЧКА ВРЕМЕННЫХ ФАЙЛОВ (export.py)

**Проблема 1 - при отмене экспорта:**
- Временный файл остается на диске

**Проблема 2 - при ошибке записи:**
- Путь к файлу не сохраняется, удалить его нельзя

## СРЕДНИЕ ПРОБЛЕМЫ

### 3. ⚠️ ОТСУТСТВИЕ ЛОГИРОВАНИЯ

**Проблема:**
- Используется print() вместо logging

## РЕКОМЕНДАЦИИ ПО ПРИОРИТЕТАМ

### 🔴 КРИТИЧНО:
1. Закрывать соединение с базой в finally
2. Удалять временные файлы при отмене экспорта

## ИТОГОВАЯ ОЦЕНКА

| Категория | Оценка |
|-----------|--------|
| Обработка ошибок | ✅ ХОРОШО |
"""


def test_each_numbered_finding_of_a_russian_report_is_one_item() -> None:
    items = read_review(REPORT, "m").items
    assert [(i.title, i.severity) for i in items] == [
        ("УТЕЧКА СОЕДИНЕНИЙ С БАЗОЙ (db.py)", Severity.CRITICAL),
        ("УТЕЧКА ВРЕМЕННЫХ ФАЙЛОВ (export.py)", Severity.CRITICAL),  # its two numbered problems are its parts
        ("ОТСУТСТВИЕ ЛОГИРОВАНИЯ", Severity.HIGH),
    ]
    assert all(len(i.restated) == 1 for i in items[:2])  # the priority list's two lines fold into them


def test_russian_section_names_and_words() -> None:
    assert cues.section_kind("КРИТИЧЕСКИЕ ПРОБЛЕМЫ") == (cues.Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("🟢 ЖЕЛАТЕЛЬНО (улучшения):") == (cues.Kind.SEVERITY, Severity.LOW)
    assert cues.section_kind("СТРУКТУРНЫЕ ПРОБЛЕМЫ")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("ИТОГОВАЯ ОЦЕНКА")[0] is cues.Kind.SKIP
    assert cues.section_kind("Проблема 1 - при отмене экспорта")[0] is cues.Kind.TOPIC
    assert {"утечка", "файлов"} <= token_set("Утечка временных файлов")


MERGE_REQUEST = """# REVIEW: CR-7 — повтор запроса при обрыве соединения

## Фаза A: проверка плана
План покрывает оба требования. Замечаний к плану нет.

## Соответствие SPEC

| Требование | Вердикт | Комментарий |
|---|---|---|
| 1 (повтор не больше трёх раз) | OK | client.py:40-52, подтверждено тестом |

## Замечания

- minor — tests/test_retry.py:12-18 — докстринг нового теста не называет мутацию, которую тест ловит,
  хотя конвенция test-authoring.md этого требует. Предложение: добавить строку «Ловит мутацию: …».

## Реестр замечаний

| id | статус | файл/строка | суть | последствие | решение |
|---|---|---|---|---|---|
| R1-F1 | open | tests/test_retry.py:12-18 | докстринг нового теста не называет мутацию | ревьювер не может сверить тест с мутацией на будущих итерациях | добавить строку «Ловит мутацию: …» |

## Проверено исполнением
- `python3 -m unittest tests.test_retry -v` — 4 теста, все `ok`.
- `python3 -m unittest discover -s tests` — полный набор, «OK».
"""


def test_a_register_row_restates_the_remark_it_lists() -> None:
    items = read_review(MERGE_REQUEST, "m").items
    assert [i.severity for i in items] == [Severity.LOW]
    assert "докстринг нового теста" in items[0].title
    assert any("R1-F1" in r for r in items[0].restated)  # the register's row folds into the remark


def test_the_gist_column_names_a_register_row() -> None:
    register = MERGE_REQUEST.split("## Реестр замечаний")[1].split("## Проверено")[0]
    items = read_review("## Замечания\n" + register, "m").items  # the table alone, under a findings heading
    assert [i.title for i in items] == ["докстринг нового теста не называет мутацию"]
    assert cues.section_kind("Проверено исполнением")[0] is cues.Kind.SKIP
    assert cues.section_kind("Реестр замечаний")[0] is cues.Kind.RECAP
