"""Shapes real-review rounds 500–507 showed the parser (issue 14): a sprint review whose every finding ends on its
disposition ("→ **Fixed**: Added …", "→ **Deferred**: …", "→ Acceptable UX decision") under level headings that say
which ("### WARNING — Deferred (acceptable risk for personal use)"), its warnings tagged "**[Warning]**"; a codebase
field guide whose concerns sit under "**Fix Soon:**", "**Address When Convenient:**" and an "If I Only Had Time" list,
its tour listing what the server "exposes"; a validator's "Issues Found" it fixed in the post itself; a review response
whose suggestion is titled by a tally word ("4. Evaluation statistics"); and a plan review whose every directive gives
one risk, then one recommendation — that risk's fix.

The texts are written for the tests, after the shapes of the rounds' reviews."""

from __future__ import annotations

from xreview.core.cues import Kind, section_kind
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

SPRINT = """# Code Review: Sprint 001

## Review Results

### CRITICAL — Fixed

### File: resources/js/app.js
- **[Critical]** Stored XSS via `innerHTML` — article content from untrusted feeds injected directly into DOM without sanitization → **Fixed**: Added `sanitizeHtml()` method in FeedParser that strips `<script>` and `<iframe>` tags before storing content in database

### WARNING — Deferred (acceptable risk for personal use)

### File: database/migrations/create_feeds_table.php
- **[Warning]** Feed `url` column is `VARCHAR(255)` — some feed URLs with long query strings may exceed this → **Deferred**: 255 chars suffice for most feeds

### INFO

### File: app/Http/Controllers/ArticleController.php
- **[Info]** `resolveDate` silently swallows all exceptions and defaults to today → Acceptable UX decision

### File: app/Console/Commands/FetchFeedsCommand.php
- **[Info]** Non-numeric `{feed}` argument silently becomes 0 → Minor UX issue
"""

GUIDE = """# Field Guide: local-rag

## The Guided Tour

**MCP Server (`src/mcp_server.rs`)**

Exposes these MCP tools to Claude Desktop:
- `search_documents`: Semantic search with reranking
- `list_documents`: Lists indexed documents
- `get_stats`: Health and statistics

## Health Assessment

### Concerns

**Fix Soon:**

None identified. The codebase appears well-maintained.

**Address When Convenient:**

1. **Reranker Latency** - p95 latency of ~42s may be too slow for interactive use.

2. **Single Model Active** - Can only search one embedding model at a time.

### The "If I Only Had Time" List

1. **Add incremental indexing** - Currently reindex processes all documents on every run.

2. **Add CLI for direct search** - Running searches via MCP requires Claude Desktop.
"""

VALIDATED = """# Validation Summary: Redis for Service Discovery

## Status
validated

## Issues Found
- The registry examples used `setex()`, which redis-py documents as deprecated, so the examples now use `set(..., ex=...)`.
- The health-check block used `json.dumps()` without importing `json`. Added the missing `import json`.

## Open Issues
- The guide never says what happens when Redis itself is down: clients keep a stale registry forever.
"""

SUGGESTIONS = """# Review Response: Loader Migration

## Issues Found

### HIGH
1. Provenance propagation incomplete in downstream artifacts
   - Many scripts do not persist the loader's provenance into their outputs.

### SUGGESTIONS
4. Evaluation statistics (tracked separately)
   - Increase N to at least 200 stratified samples and report Wilson intervals.
"""

DIRECTIVES = """# Triangulation Response

## SD-by-SD Feedback

### SD-MARKETING-AUTOMATION-001
**Priority Assessment**: Agree with P1.
**Risks**:
- **API Instability**: Managing tokens for LinkedIn and X is a maintenance nightmare for a solo operator.

**Recommendations**:
- **V1 Manual Approval**: Don't build the auto-post scheduler yet; let the operator click Post.

### SD-LEGAL-GENERATOR-001
**Priority Assessment**: Agree with Research First.
**Risks**:
- **Liability**: Generating incorrect legal docs is worse than no docs.

**Recommendations**:
- **Partner Approach**: Use standard templates; do not generate legal text from scratch with LLMs.
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_bracketed_title_case_warning_is_a_level() -> None:
    assert read_tags("**[Warning]** Feed `url` column is `VARCHAR(255)`").severity is Severity.HIGH


def test_each_finding_ends_on_its_disposition_fixed_and_accepted_close_it_deferred_does_not() -> None:
    items = read_review(SPRINT, "m").items
    titles = [item.title for item in items]
    assert len(titles) == 2, titles
    assert "VARCHAR(255)" in titles[0] and items[0].severity is Severity.HIGH, titles
    assert "Non-numeric" in titles[1], titles


def test_a_level_heading_that_names_its_open_group_is_no_finding() -> None:
    assert section_kind("WARNING — Deferred (acceptable risk for personal use)") == (Kind.SEVERITY, Severity.HIGH)
    assert not any("Deferred" in title for title in _titles(SPRINT))


def test_a_guides_concerns_by_when_to_fix_them_and_its_wish_list_are_the_findings() -> None:
    titles = _titles(GUIDE)
    assert len(titles) == 4, titles
    assert [t.split()[0] for t in titles] == ["Reranker", "Single", "Add", "Add"], titles


def test_what_a_server_exposes_is_no_finding() -> None:
    assert not any(name in " ".join(_titles(GUIDE)) for name in ("search_documents", "list_documents", "get_stats"))


def test_issues_the_validator_already_fixed_in_the_post_are_closed() -> None:
    titles = _titles(VALIDATED)
    assert len(titles) == 1 and "Redis itself is down" in titles[0], titles


def test_a_suggestion_titled_by_a_tally_word_over_its_advice_is_one_finding() -> None:
    titles = _titles(SUGGESTIONS)
    assert len(titles) == 2 and "statistics" in titles[1].lower(), titles


def test_a_topics_one_recommendation_after_its_one_risk_is_that_risks_fix() -> None:
    items = read_review(DIRECTIVES, "m").items
    assert [item.title.split()[0] for item in items] == ["API", "Liability"], [item.title for item in items]
    assert "scheduler" in (items[0].text or "") and "templates" in (items[1].text or "")


def test_what_to_fix_soon_is_high_and_what_to_address_when_convenient_low() -> None:
    text = GUIDE.replace("None identified. The codebase appears well-maintained.",
                         "1. **Token refresh races** - two tabs refresh at once and one of them logs the user out.")
    levels = {item.title.split()[0]: item.severity for item in read_review(text, "m").items}
    assert levels["Token"] is Severity.HIGH and levels["Reranker"] is Severity.LOW, levels


SCORED = """# Codebase Review

## Detailed Analysis

### 1. Maintainability: 85/100

**Areas for Improvement:**
- **Error Recovery**: Limited graceful degradation when components fail
- **Memory Management**: No explicit cleanup for large context histories

### 2. Extensibility: 78/100

**Areas for Improvement:**
- **Async Support**: No async/await support limits scalability for high-throughput applications
- **Event System**: No event hooks for monitoring or extending chain execution

## Critical Issues to Address

### Remaining Issues (Minor)

**Performance Optimization:**
- Limited caching beyond Redis retriever
- No async support for high-throughput scenarios

**Error Handling:**
- Limited graceful degradation when components fail
- No circuit breaker patterns for external services
"""


def test_a_recap_heading_with_its_tier_in_parentheses_is_a_group_not_one_finding() -> None:
    titles = _titles(SCORED)
    assert "Limited caching beyond Redis retriever" in titles, titles
    assert not any(title.startswith("Remaining Issues") for title in titles), titles


BOUNDARIES = """# Field Guide: local-rag

## Design & Architecture

Why: Switching models invalidates all embeddings. Keeping separate files allows:
- Instant hot-swap when switching back to a previous model
- No data loss when experimenting with different models

### Architectural Boundaries

**rag-core vs server code:**
- `crates/rag-core/` has NO knowledge of Ollama, MCP, or HTTP
- This separation allows rag-core to be embedded in other applications

**Job system isolation:**
- `job_manager.rs` only knows about SQLite persistence
- `worker.rs` only knows about job processing logic

## Health Assessment

### Concerns

**Address When Convenient:**

1. **Reranker Latency** - p95 latency of ~42s may be too slow for interactive use.
"""


def test_what_a_design_keeps_apart_or_avoids_is_no_finding() -> None:
    assert _titles(BOUNDARIES) == ["Reranker Latency"], _titles(BOUNDARIES)


def test_a_consequence_in_the_code_is_no_fix_made_in_the_post() -> None:
    text = """# Code review

## Issues Found
- The refactor moved the cache lookup into `get_entry()`, so the handler now returns None on a miss and the caller crashes.
"""
    assert len(_titles(text)) == 1, _titles(text)
