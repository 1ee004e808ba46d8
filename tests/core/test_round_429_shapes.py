"""Shapes real-review round 429 showed the parser (issue 14): an assistant's assessment of a trading system whose
components are numbered bold points, each over checks marked ✅ or ❌ — "2. **High Risk Futures Agent**
(`high_risk_futures_agent.py`)" ⏎ "- ✅ Dynamic TP/SL calculation …" ⏎ "- ❌ **CRITICAL FLAW**: Falls back to hardcoded
values …" — read as one point each (or, under a heading that names no problem, as nothing), though each ❌ is a
finding of its own and each ✅ none.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import parse_review

ASSESSMENT = """# Honest System Assessment - Trading Agents Reality Check

### What's Partially Working (Needs Critical Fixes)
2. **High Risk Futures Agent** (`high_risk_futures_agent.py`)
   - ✅ Technical analysis implementation (ATR, RSI, Bollinger Bands)
   - ✅ Dynamic TP/SL calculation based on technical indicators
   - ❌ **CRITICAL FLAW**: Falls back to hardcoded values when technical analysis fails
   - ❌ No graceful degradation - either full technical analysis or complete fallback

### What's Not World-Class (Needs Complete Overhaul)
3. **Manual Position Manager** (`manual_position_manager.py`)
   - ❌ Entirely percentage-based with hardcoded ranges
   - ❌ Asset difficulty multipliers are arbitrary guesses
   - ❌ Universal 5% trailing stops regardless of volatility
"""


def test_each_failed_check_under_a_component_is_a_finding_and_a_passed_one_none() -> None:
    titles = [item.title for item in parse_review(ASSESSMENT, "m").items]
    assert any("CRITICAL FLAW" in t for t in titles) and any("graceful degradation" in t for t in titles)
    assert any("arbitrary guesses" in t for t in titles) and any("Universal 5% trailing stops" in t for t in titles)
    assert not [t for t in titles if "Dynamic TP/SL" in t or "Technical analysis implementation" in t]
    assert not [t for t in titles if t.startswith(("High Risk Futures Agent", "Manual Position Manager"))]


def test_a_component_whose_checks_all_pass_raises_nothing() -> None:
    passing = ASSESSMENT.replace("❌", "✅")
    assert not [t for t in (item.title for item in parse_review(passing, "m").items) if "Manual Position Manager" in t or "arbitrary guesses" in t]
