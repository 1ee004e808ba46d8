"""Points the parser took for sections or for restatements (issue 14, real-review rounds 7 and 8).

The texts are written for the test, after the shapes of real reviews: numbered headings with
**Severity:**/**Evidence:** fields, bold "M-1: …" / "n-1: …" points under severity headings, a
"**Critical Finding**: …" paragraph deep in a validation report, and pass marks with the lists that show them."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_a_numbered_heading_naming_failure_modes_is_a_point_not_a_section_of_its_fields() -> None:
    text = """### Findings

#### 1. Incomplete Verification of Failure Modes in Acceptance Checklist
**Severity:** MAJOR
**Evidence:** The contract defines five failure modes; the checklist covers two of them.

#### 2. Ambiguity in Fallback Application
**Severity:** MINOR
**Evidence:** It is unclear whether the fallback text applies to each critique entry.

### Final Verdict

**PASS WITH COMMENTS**
"""
    assert items(text) == [("Incomplete Verification of Failure Modes in Acceptance Checklist", Severity.HIGH),
                           ("Ambiguity in Fallback Application", Severity.LOW)]


def test_a_bold_point_whose_title_opens_with_a_container_word_but_states_a_problem() -> None:
    text = """## Findings

### MINOR

**m1 — ADR alternatives section has a grammatical issue**

> "Rejected due weak auditability."

**m2 — Failure Mode #5 semantics are ambiguous for structured outputs**

The contract states:

> "Retrieval empty set -> artifacts degrade gracefully."

Does an empty retrieval produce an empty concept map or a sentinel node?
"""
    assert [title for title, _ in items(text)] == ["ADR alternatives section has a grammatical issue",
                                                   "Failure Mode #5 semantics are ambiguous for structured outputs"]


def test_a_short_point_led_by_its_id_is_a_point_and_numbered_sections_stay_sections() -> None:
    text = """## Findings

### NIT

**n-1: Checklist version string**

The checklist uses a quoted version string; earlier checklists may not.

**n-2: Observability counters omit the critique**

No counter for critique entries.

### 3. Suggestions for Improvement (Based on 2025 Best Practices)

1.  **Refine the session wrapper for true chat emulation:**
    *   The current design of concatenating history into one string is inefficient.
"""
    assert [title for title, _ in items(text)] == ["Checklist version string", "Observability counters omit the critique",
                                                   "Refine the session wrapper for true chat emulation"]


def test_a_paragraph_that_names_itself_a_critical_finding_is_one_with_its_severity_even_after_the_first_findings() -> None:
    text = """## 2. Boundary Validation

### 2.3 Unclear Boundaries

**Concern**: The following engines need clearer boundary definitions:

1. **RelationshipEngine** — needs an explicit definition of a relationship

### 2.4 Missing Domain Ownership

**Critical Finding**: The service documents reference engines the plan does not have:

| Engine | Referenced In | Status |
|--------|---------------|--------|
| **QueryEngine** | QueryService | ❌ **Missing from the plan** |
"""
    assert items(text) == [("The following engines need clearer boundary definitions", Severity.HIGH),
                           ("The service documents reference engines the plan does not have", Severity.CRITICAL)]


def test_a_pass_mark_and_the_list_that_shows_it_are_praise_and_a_named_risk_after_them_is_a_point() -> None:
    text = """## 6. Future Evolution

### 6.1 Extensibility

**Assessment**: ✅ **Good**

The current decomposition allows for:

- Adding new capabilities without modifying existing engines
- Service-level orchestration changes

### 6.4 Responsibility Growth

**Risk**: Some engines may grow beyond their initial scope.

**Mitigation**: Enforce one capability per engine.
"""
    assert [title for title, _ in items(text)] == ["Some engines may grow beyond their initial scope"]


def test_a_numbered_heading_over_bold_points_groups_them_and_a_denied_or_cited_mention_is_no_back_reference() -> None:
    text = """### 1. LOAD-BEARING - would sink the project if built as written

**[LB1] The wait channel has no pipe into the harness output.**
- Risk: the wait child cannot see the harness output; the stall watchdog never applies.

### 2. GAPS - under-specified, will cause rework

**[G1] Normalizer execution layer line is undefined and couples reuse.**
- Risk: consumers inherit the process policy with the parser.

**[G2] Capability surfacing as static data will silently misroute images.**
- Risk: the harness output fallback is only hinted (already mentioned [PLAN.md:134] "transcribed to text").

---

**Governing constraint audit - milestone-1 test surface insufficient even if it passes**

Files: [PLAN.md:242-262] 7 tests vs [CONTEXT.md:268-279] the hardest problem

Missing cases that would falsely green-light the substrate:

- **Concurrency / single-writer under race:** two feedback posts while a turn is spawning. Add parallel callers.
- **Human interjecting mid-turn:** input while tokens stream. Tests need an explicit case.
- **Multi-session topology:** does killing one session's server kill the others? Not covered by "kill app" alone.
"""
    assert [title for title, _ in items(text)] == [
        "The wait channel has no pipe into the harness output",
        "Normalizer execution layer line is undefined and couples reuse",
        "Capability surfacing as static data will silently misroute images",
        "Governing constraint audit - milestone-1 test surface insufficient even if it passes",
    ]


def test_a_denied_or_cited_mention_does_not_fold_a_point_into_an_earlier_one() -> None:
    from xreview.core.model import ReviewItem
    from xreview.core.restate import fold

    def two(tail: str) -> list[str]:
        first = ReviewItem(title="Session handoff has no lease",
                           text="Session handoff has no lease: two writers may drive one session in `lucid wait`.")
        second = ReviewItem(title="Handoff tests miss the two-writer race",
                            text=f"Handoff tests miss the two-writer race in `lucid wait`. {tail}")
        return [item.title for item in fold([first, second])]

    assert two("As noted above, the lease is missing.") == ["Session handoff has no lease"]  # a back-reference folds
    assert two("Not covered by the handoff test alone.") == ["Session handoff has no lease", "Handoff tests miss the two-writer race"]
    assert two("The lease is already mentioned [PLAN.md:134] as future work.") == [
        "Session handoff has no lease", "Handoff tests miss the two-writer race"]


def test_lettered_bold_points_under_a_weaknesses_heading_and_bold_numbers_before_a_title() -> None:
    text = """#### **3. Weaknesses & Areas for Improvement**

**A. Balance of Domains (Systems vs. Theory)**
* **The Issue:** Section 5 defers the Datalog instantiation to an appendix reviewers may ignore.
* **Actionable Advice:** Move it into the main body.

**B. Explicitness of the Algebraic Structures**
* **The Issue:** The semiring operations are asserted, never defined.
* **Actionable Advice:** Define both operations in Section 3.

### Minor Issues

**10.** The phrase "determination of a history" is used for two different objects, which confuses readers.
"""
    assert [title for title, _ in items(text)] == [
        "Balance of Domains (Systems vs. Theory)", "Explicitness of the Algebraic Structures",
        'The phrase "determination of a history" is used for two different objects, which confuses readers']


def test_a_praise_paragraph_that_goes_on_to_a_problem_under_an_aspect_heading() -> None:
    text = """### Presentation

The writing is generally precise, which is appropriate for the venue. Section 2 is dense and reads like an essay. The use of one symbol for two operators is a notation clash that should be fixed.
"""
    assert [title for title, _ in items(text)] == ["The use of one symbol for two operators is a notation clash that should be fixed"]


def test_chinese_bullets_that_state_a_problem_in_words_of_their_own_language() -> None:
    text = """## 5. 安全设计

- 仅靠正则匹配 API Key 是不够的。建议引入小参数量的敏感词检测模型。
- **身份伪造**：Gateway 如何确保"链接"没被劫持？建议在链接中加入一次性签名。
- 文档结构清楚，示例完整。
"""
    titles = [title for title, _ in items(text)]
    assert len(titles) == 2 and titles[0].startswith("仅靠正则匹配 API Key 是不够的") and titles[1].startswith("身份伪造")


def test_chinese_praise_that_mentions_a_problem_is_still_praise() -> None:
    text = """## 1. 产品定位与市场需求

- **需求真实性**：极高。人类作为中间人不仅是效率瓶颈，更是噪音源。
- **目标用户**：不够聚焦，应该先收窄到开发者。
"""
    titles = [title for title, _ in items(text)]
    assert len(titles) == 1 and titles[0].startswith("目标用户")
