"""The shapes real reviews take that a parser written for our own prompts got wrong (issue 14).

Every text here is written for the test, after the shapes found in public,
LLM-written reviews: findings under a container followed by analysis
sections full of ✅, restatements in summaries and action lists, validated
or withdrawn findings, prose, raw command-line output, tables with a bold
title and an explanation in one cell, and `#` lines in code fences.
"""

from __future__ import annotations

import pytest

from xreview.core.model import Severity
from xreview.core.parse import parse_review, read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


def test_tagged_findings_under_a_container_then_analysis_sections_full_of_checkmarks() -> None:
    text = """# Design Review - Cycle 1

## Executive Summary

**Overall Assessment:** Solid. **2 High issues** to address first.

## Review Findings

### [High] Retry budget is unbounded

**Location:** Error Handling (lines 40-55)

**Issue:** Retries back off but never stop; an outage piles up work.

**Recommendation:** Cap the total retry time.

```python
# High risk: this loop never ends
while True:
    retry()
```

### [Low] Log file is never rotated

**Issue:** The run log grows forever.

## YAGNI Compliance Analysis

**Strengths:**
- ✅ Simple queue (no broker)
- ✅ Phase-level checkpoints

**Overall:** Appropriately scoped.

## Design Pattern Validation

**Central orchestration:** ✅ Right for this scale

**Error handling:** ✅ Fail-fast is appropriate

## Approval Status

**Status:** ✅ **APPROVED** with the High issue addressed first

## End of Review
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["Retry budget is unbounded", "Log file is never rotated"]
    assert [i.severity for i in items] == [Severity.HIGH, Severity.LOW]
    assert "while True" in items[0].description  # the code and its "# High risk" comment belong to the item


def test_restatements_fold_into_the_first_statement_and_only_new_points_stay() -> None:
    text = """## Executive Summary
The plan is close. Main gaps: no rollback plan and no rate limiting.

## Findings
1. **No rollback plan** — the deploy section never says how to revert a bad release.
2. **No rate limiting on the public API** — one client can starve the others.
3. **Secrets live in the repository** — `config/prod.env` holds the database password.

## Top fixes
- Add a rollback plan for releases
- Add rate limiting to the public API
- Move the database password out of `config/prod.env`
- Add a load test before launch

**Must address before implementation (High):**
1. Rollback plan
2. Rate limiting

| # | Fix | Priority |
|---|---|---|
| 3 | Move secrets out of the repository | Critical |
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == [
        "No rollback plan",
        "No rate limiting on the public API",
        "Secrets live in the repository",
        "Add a load test before launch",  # raised only in the closing list: still an issue
    ]
    assert len(items[0].restated) >= 2 and len(items[2].restated) >= 2


def test_validated_resolved_and_withdrawn_findings_praise_verdicts_and_scores_are_not_issues() -> None:
    text = """## Cycle 1 Fix Validation

### ✅ H1: Task grouping - VALIDATED
**Conclusion:** Fix is correct and complete. No issues found.

## Findings

[Finding 3] (Critical): Webhook retries can reorder events → RESOLVED

- [PASS] **Checkpoints are written atomically.**
- [CONCERN] **The cache has no eviction policy.** Memory grows with every tenant.

## Points I disagree with in the other review
- The claimed SQL injection in the search endpoint does not exist: the query is parameterised.

## What works well
- Clear module boundaries

## Scorecard
| Area | Score |
|---|---|
| Security | 4/5 |

**Verdict:** Approve with changes.
"""
    assert titles(text) == ["The cache has no eviction policy"]


def test_a_paragraph_per_issue_and_a_praise_paragraph_with_critical_sentences() -> None:
    text = """## Concerns

The token refresh flow is missing. Sessions silently expire after an hour and users lose their drafts.

The migration has no dry run. A typo in a mapping would corrupt every row before anyone notices.
"""
    assert titles(text) == ["The token refresh flow is missing", "The migration has no dry run"]

    praise = """Overall this is a strong, well-structured plan and the diagrams are clear.
Testing: unit tests are broad. There is no load test for the importer. Nothing says how failed imports are retried.
"""
    found = titles(praise)
    assert any("load test" in t for t in found) and any("retried" in t for t in found)
    assert not any("well-structured" in t for t in found)


def test_raw_command_line_output_title_body_lines_and_bold_labels() -> None:
    text = """Findings
- critical – Repo target mismatch: the plan publishes `acme/app` but package.json points at `acme/app-old`.
- minor – Release notes unclear: the tag and the changelog disagree.

Rollback: no plan to revert a failed deploy.
Quotas: nothing limits how much one tenant can upload.
"""
    found = read_review(text, "m").items
    assert [i.title for i in found] == ["Repo target mismatch", "Release notes unclear", "Rollback", "Quotas"]
    assert found[0].severity is Severity.CRITICAL and found[1].severity is Severity.LOW

    indented = """Review of design.md

    Missing rollback plan: the design never says how to revert a bad deploy.

    Unbounded retry queue: retries pile up without any limit when the vendor is down.
"""
    found = titles(indented)
    assert len(found) == 2 and "rollback" in found[0].lower() and "retry" in found[1].lower()


def test_findings_inside_a_plain_fence_are_read_and_comment_lines_in_code_never_are() -> None:
    text = """Running the audit.

```
[SEVERITY: High]
File: lab/topology.yml:28
Finding: Every bind mount points at a .conf file but the configs are .cfg.
Fix: Rename the bind paths.
```

```bash
# Critical: do not run this in production
rm -rf /tmp/cache
```
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["Every bind mount points at a .conf file but the configs are .cfg"]
    assert items[0].severity is Severity.HIGH


def test_a_table_cell_with_a_bold_title_and_an_explanation_and_a_severity_heading_the_tag_overrides() -> None:
    text = """## Risks

| Risk | Severity |
|---|---|
| **No backups of the queue** — a disk loss drops every pending job | High |
| **Clock skew between nodes** | Low |

## Critical Issues

- [Low] Typo in the glossary
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["No backups of the queue", "Clock skew between nodes", "Typo in the glossary"]
    assert "disk loss" in items[0].description
    assert items[2].severity is Severity.LOW  # the item's own tag wins over its heading


def test_summary_counts_tool_failures_and_questions_yield_nothing_and_make_the_answer_unreadable() -> None:
    failure = """# PROXY_MODE Failed

**Error:** `API Error: 404 No endpoints found`

## Possible Causes
- The model endpoint does not support tool use
- The key is missing

## Task NOT Completed
Please choose another model.
"""
    result = parse_review(failure, "m")
    assert result.items == [] and not result.parsable and result.shape == "unreadable"

    counts = """**Issue Count**:
- CRITICAL: 2
- MINOR: 1

## 🔍 Questions
1. **Accuracy target**: How was 99.9% chosen?
"""
    assert parse_review(counts, "m").items == []


@pytest.mark.parametrize("answer", [
    "I'm sorry, but I can't help with reviewing this document.",
    "As an AI language model, I am unable to review files.",
    "Error: context length exceeded, please retry",
    '{"choices": [{"index": 0, "delta": {}}], "id": "c-17"}',
    "<html><body><center>502 Bad Gateway</center></body></html>",
])
def test_refusals_error_messages_and_dumps_in_the_answers_place_are_unreadable_not_issues(answer: str) -> None:
    result = parse_review(answer, "m")
    assert result.items == [] and not result.parsable


def test_a_plain_sentence_that_criticises_is_still_an_issue_even_when_it_opens_like_a_refusal() -> None:
    for answer in ("I cannot find any retry limit in the design, which risks endless loops.",
                   "Error handling is missing for the vendor webhook path."):
        assert len(parse_review(answer, "m").items) == 1


def test_bracketed_severity_with_an_id_tags_the_item_and_the_title_is_the_text_after_it() -> None:
    text = """## Findings

### Critical findings — must fix before the design gate

- **[BLOCK Q1]** 重试预算未在设计中锁定。执行器可能无限重试。

- **[BLOCK Q2]** Fallback chain depth is hidden. The executor already supports several hops.

### Concerns — accept with explicit mitigation

- **[CONCERN Q3]** `route_hint` is silently ignored when set.
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["重试预算未在设计中锁定", "Fallback chain depth is hidden", "route_hint is silently ignored when set"]
    assert [i.severity for i in items] == [Severity.CRITICAL, Severity.CRITICAL, Severity.HIGH]


def test_a_document_title_naming_questions_does_not_turn_the_whole_review_into_a_summary() -> None:
    text = """# LLD Review: #12 Answer Open Questions

## Review Summary

The design is sound.

## Tier 1: BLOCKING Issues

No blocking issues found.

### Cost

* [ ] No issues found. The iteration budget bounds the cost.

### Quality

* [ ] **Requirement Coverage:** PASS (100%).

## Tier 2: HIGH PRIORITY Issues

### Observability

* [ ] **Logging strategy:** log the loop-back transition at INFO so slow workflows can be explained.

## Tier 3: SUGGESTIONS

* **Fixture maintenance:** keep the template and the test fixtures in sync.
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["Logging strategy", "Fixture maintenance"]
    assert [i.severity for i in items] == [Severity.HIGH, Severity.LOW]


def test_bold_titled_lines_in_one_paragraph_are_one_issue_each_and_a_numbered_peer_named_like_a_list_is_still_a_point() -> None:
    carried = """## Carryover Medium Issues from Cycle 1

**M1: Acceptance criteria heuristics** - Still valid, defer to implementation
**M2: Checkpoint clean status tracking** - Still valid, defer to implementation
**M3: Test execution timeout** - Still valid, defer to implementation
"""
    assert [i.title for i in read_review(carried, "m").items] == [
        "Acceptance criteria heuristics", "Checkpoint clean status tracking", "Test execution timeout"]

    peers = """## Recommendations

1. **Release Hygiene**
   - Exclude sources from published libraries
   - Vet generated files

2. **Observability**
   - Add structured logging for builds

3. **Risk Register**
   - Document known risks:
     - Cache correctness
     - CI noise
   - Add owners for each risk
"""
    assert [i.title for i in read_review(peers, "m").items] == ["Release Hygiene", "Observability", "Risk Register"]


def test_a_minor_improvement_among_praise_is_an_issue_and_a_praising_lead_in_hides_its_list() -> None:
    text = """## Detailed Commentary

**Scripts**
- Self-contained and efficient
- Minor improvement: could parse flags for more flexibility

**Infrastructure code**
- Follows idiomatic Go:
  - Context-aware error propagation (no panics)
  - All errors properly wrapped
"""
    assert [i.title for i in read_review(text, "m").items] == ["could parse flags for more flexibility"]


def test_an_issue_object_in_json_starts_at_its_own_words_not_at_its_id() -> None:
    text = """{"issues": [{"id": "ISS-1", "severity": "Critical", "location": {"file": "a.ts", "lines": "1-9",
"description": "An earlier note about the same place."},
"description": "The dispatcher only processes the current tenant, so other tenants' messages are never sent."}]}"""
    [item] = read_review(text, "m").items
    assert text[item.span[0]:].lstrip('": ').startswith("The dispatcher only processes")


def test_a_praising_lead_in_hides_its_list_and_no_vulnerabilities_found_is_not_an_issue() -> None:
    text = """## Architectural Review

The architecture demonstrates excellent separation of concerns and thoughtful design decisions:

- **Build System**: Clean layered architecture with workspace, cache and dependency graph apart
- **Monitoring**: Performance tracking and regression detection built-in

## Production Readiness

- **Security**: No security vulnerabilities identified
- **Backups**: No backup of the status store is described, so a disk loss drops every pending delivery.
"""
    assert [i.title for i in read_review(text, "m").items] == ["Backups"]


def test_labels_a_review_repeats_under_every_point_are_fields_in_any_language() -> None:
    text = """## Recommandations

### Recommandation 1 : Clarifier l'accès aux services

**Problème** : Les composants passent par l'API publique.

**Suggestion** : 
- Appeler directement le service
- Garder l'API pour les clients externes

**Priorité** : High

### Recommandation 2 : Limiter le débit

**Problème** : Les endpoints publics peuvent être abusés.

**Suggestion** : 
- Ajouter du rate limiting par IP

**Priorité** : Medium

### Recommandation 3 : Indexer la recherche

**Problème** : La recherche par nom parcourt toute la table.

**Suggestion** : 
- Ajouter un index full-text

**Priorité** : Medium
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["Clarifier l'accès aux services", "Limiter le débit", "Indexer la recherche"]


def test_headings_marked_as_warnings_or_named_in_french_hold_issues_and_positive_points_do_not() -> None:
    text = """## Cohérence

### ✅ Points Positifs

- **Approche API-first respectée** : les endpoints sont définis en premier

### ⚠️ Points d'Attention

- **Table des contributions optionnelle** : rien ne dit comment les contributions sont gérées sans elle.

### Points Positifs

- **Pagination** : la pagination standard est utilisée

### ❌ Problèmes Identifiés

- **Clés étrangères** : elles doivent être des ULID, pas des entiers.
"""
    assert [i.title for i in read_review(text, "m").items] == ["Table des contributions optionnelle", "Clés étrangères"]


def test_a_link_to_the_reviewed_plan_is_not_an_issue_id() -> None:
    text = "## Plan reviewed\n\n[TASK-008-public-wiki.md](../tasks/TASK-008-public-wiki.md)\n\n## Issues\n\n- Retries are unbounded.\n"
    assert [i.title for i in read_review(text, "m").items] == ["Retries are unbounded"]


def test_numbered_points_whose_explanation_code_and_sublists_sit_at_the_margin_are_one_point_each() -> None:
    text = """**Top Issues**

1. **The storage traits are not object-safe.**  
They are used as `Arc<dyn Trait>` but have generic methods.

```rust
pub trait Dataset { fn push<T>(&self, item: T); }
```

Split them into an object-safe core and extension helpers.

2. **The roadmap front-loads unstable abstractions.**  
Phase 1 includes every storage trait.

Rescope around vertical slices:

- Phase 1: request model and memory queue
- Phase 2: fixed-concurrency engine only

**Other Misses**

Observability is underdeveloped: no per-request spans, no queue depth gauges.
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["The storage traits are not object-safe", "The roadmap front-loads unstable abstractions",
                                        "Observability is underdeveloped"]
    assert "Phase 2: fixed-concurrency engine only" in items[1].text


def test_a_heading_is_judged_without_its_aside_and_a_topic_named_for_what_is_missing_holds_issues() -> None:
    text = """## 1. What Actually Works Well

### The pipeline is genuinely good
- Sub-second responses

## 2. What's Broken (Honest Assessment)

### Budget compliance is the worst metric: 47% average
Nearly half of the recommendations exceed the stated budget.

## 3. Missing Infrastructure Components

### No canonical review pack for multi-model runs
Claims about the framework cannot be verified without standard artifacts.

## 4. Future Enhancements (Out of Scope)

### Watch mode
Rebuild on change.
"""
    assert [i.title for i in read_review(text, "m").items] == [
        "Budget compliance is the worst metric: 47% average", "No canonical review pack for multi-model runs"]


def test_japanese_reviews_severity_headings_tags_and_fields() -> None:
    headings = """## 致命的（このまま実装すると壊れる）

### F-1 リッチテキストを限定しているため、現行 DOM を再生成できない
- 該当: `docs/plan.md:147`
- 何が起きるか: `<em>` を表現できない。
- 修正案: 汎用 inline AST を定義する。

### F-2 楽観ロックの設計は競合時に履歴を汚染する
- 該当: `docs/plan.md:295`
- 何が起きるか: 0 行更新でも履歴が残る。
- 修正案: rowsAffected を見て rollback する。

## 軽微

### L-1 admin.css は公開ページに読み込まれないとは言い切れない
- 該当: `docs/plan.md:226`
- 何が起きるか: 遷移時に stylesheet が残る。
- 修正案: CSS Modules にする。
"""
    items = read_review(headings, "m").items
    assert [i.title for i in items] == ["リッチテキストを限定しているため、現行 DOM を再生成できない",
                                        "楽観ロックの設計は競合時に履歴を汚染する",
                                        "admin.css は公開ページに読み込まれないとは言い切れない"]
    assert [i.severity for i in items] == [Severity.CRITICAL, Severity.CRITICAL, Severity.LOW]

    lines = """[致命的] JSX空白処理の無視によるDOM構造の破壊
  該当: docs/plan.md 7.3
  修正案: 空白を維持する。

[軽微] 依存性追加時の環境破壊リスク
  該当: docs/plan.md 11.2
  修正案: バージョンを固定する。
"""
    items = read_review(lines, "m").items
    assert [(i.title, i.severity) for i in items] == [("JSX空白処理の無視によるDOM構造の破壊", Severity.CRITICAL),
                                                      ("依存性追加時の環境破壊リスク", Severity.LOW)]


def test_a_numbered_question_of_the_plan_that_the_review_answers_holds_its_findings() -> None:
    text = """## Question 2: Does the buffer have the APIs we need?

**No. Three critical gaps:**

### Gap 1: `add()` returns `void`, not `boolean`

The plan's code never emits events.

### Gap 2: No `remove()` method

Pruning calls a method that does not exist.

## Open Questions

- Should the cooldown be configurable?
"""
    assert [i.title for i in read_review(text, "m").items] == ["add() returns void, not boolean", "No remove() method"]


def test_a_ranked_table_of_recommendations_is_the_list_and_the_sections_naming_them_again_restate_it() -> None:
    text = """## Top Recommendations

| Priority | Feature | Impact | Effort | Why |
|---|---|---:|---:|---|
| 1 | Daily Quest System | High | Low | Turns vague outreach work into a daily loop. |
| 2 | Creator Pipeline Board | High | Med | Makes CRM state visible. |

## Quick Wins This Week

### 1. Daily Quest System

Add 3-5 daily outreach quests such as:

- "Add 5 qualified creators"
- "Send 3 personalized messages"

### 2. Next Best Action Cards

For each creator, surface one obvious next action.
"""
    items = read_review(text, "m").items
    assert [i.title for i in items] == ["Daily Quest System", "Creator Pipeline Board", "Next Best Action Cards"]
    assert any("Add 5 qualified creators" in r for r in items[0].restated)


def test_a_numbered_bold_point_is_a_point_even_when_its_title_names_a_section_word() -> None:
    text = """### Critical (must fix before implementation)

**1. [Delivery Gate] Enrichment failure becomes silent alert loss**

The enricher returns null on any failure and the gate then blocks.

---

**2. [Confidence] The plan gates on a confidence field that does not exist**

The enrichment schema has no confidence field at all.
"""
    assert [i.title for i in read_review(text, "m").items] == [
        "Enrichment failure becomes silent alert loss", "The plan gates on a confidence field that does not exist"]


def test_a_json_reviews_action_item_about_the_findings_in_general_is_no_issue() -> None:
    """JSON items go through the same filter as the Markdown ones: "Fix all critical issues before release" is about the
    findings, not one of them (it used to be dropped only later, when restatements were folded)."""
    from xreview.core.parse import parse_review

    text = ('{"issues": [{"title": "Token stored in localStorage", "severity": "high"}],'
            ' "action_items": ["Fix all critical issues before release", "Move the token to an httpOnly cookie"]}')
    assert [i.title for i in parse_review(text).items] == ["Token stored in localStorage", "Move the token to an httpOnly cookie"]
