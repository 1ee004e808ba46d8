"""A review of a research project in Persian (round 98) heads each problem "### مشکل N — …" (problem N) over project,
effect and severity fields ("**شدت:** بحرانی." — critical), after a management summary ("خلاصه مدیریتی") and before a
final prioritisation ("اولویت‌بندی نهایی") whose tiers ("باید قبل از هر تغییر مدل حل شوند": must be solved before any
model change) list the fixes again. At first none of its 24 problems was read. Persian problem headings, severity
words, section names and fix tiers are read; a heading whose check word is negated ("نه regimeهای validated", "Schema
not validated") is a finding, not a check that passed; and Persian, Arabic, Hebrew and Greek words count as words —
two problems sharing only their English terms no longer fold into one.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core import asides
from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review
from xreview.core.text import token_set

REVIEW = """# فهرست مشکلات پروژه

## خلاصه مدیریتی

- **مشکلات بنیادی:** target پرنویز و عدم تطابق معیار آماری با هدف اقتصادی.

## 1. بخش هدف‌گذاری

### مشکل 1 — target آماری و backtest اقتصادی با هم همراستا نیستند

**در پروژه:** مدل روی sign همه بازده‌ها آموزش می‌بیند، اما backtest هزینه کم می‌کند.

**اثر:** مدل ممکن است بعد از هزینه زیان‌ده باشد.

**شدت:** زیاد.

### مشکل 2 — regimeها بر اساس quantile هستند، نه regimeهای validated

**در پروژه:** `hurst_regime` با quantileهای 33%/67% ساخته می‌شود.

**اثر:** معلوم نیست با تفاوت واقعی در return همراستا باشند.

**شدت:** بحرانی.

### مشکل 3 — backtest با classification target یکسان نیست

**در پروژه:** هر prediction به signal تبدیل می‌شود؛ no-trade zone وجود ندارد.

**اثر:** مدل با probability نزدیک 0.5 هم معامله می‌کند.

**شدت:** متوسط.

## 2. اولویت‌بندی نهایی

### باید قبل از هر تغییر مدل حل شوند

1. بازبینی target و جداسازی statistical direction از actionable direction.
2. افزودن no-trade zone به backtest.
"""


def test_persian_problem_headings_are_findings_with_their_severity() -> None:
    items = [i for i in parse_review(REVIEW, "m").items if i.role == "issue"]
    assert [(i.title.split(" — ")[0], i.severity) for i in items] == [
        ("مشکل 1", Severity.HIGH), ("مشکل 2", Severity.CRITICAL), ("مشکل 3", Severity.HIGH)]


def test_the_prioritised_fixes_restate_and_two_problems_sharing_english_terms_stay_two() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title.split(" — ")[0] for i in items[:3]] == ["مشکل 1", "مشکل 2", "مشکل 3"]  # 3 no longer folds into 1
    assert any("no-trade zone" in said for said in items[2].restated)


def test_a_negated_check_word_is_no_check_that_passed() -> None:
    assert asides.passed("✅ Input validated")
    assert not asides.passed("Schema not validated")
    assert not asides.passed("regimeها بر اساس quantile هستند، نه regimeهای validated")


def test_words_of_the_greek_hebrew_arabic_and_persian_alphabets_count() -> None:
    assert {"یکسان", "نیست"} <= token_set("backtest با classification target یکسان نیست")
    assert "κανένα" in token_set("Κανένα rate limit")
    assert "הזמנה" in token_set("שליחה כפולה של הזמנה")
