"""Shapes real-review round 524 showed the parser (issue 14): an architecture review compiled from several architects,
in Chinese and English — a quoted preface whose points are its scope and baseline ("> - 基线：已落地 P0–P4（…）"),
findings struck through as false positives ("### [P0] ~~…~~ — FALSE POSITIVE"), findings its own words set aside
("… (intentional)", "… (correct — LIFO enforced)"), and a closing "## Synthesis — What the design gets right".

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Architecture Review — 2026-04-17

> 8 位架构师 subagent 并行评审。
>
> - 范围：`novaic-cortex`（状态真相）+ `novaic-agent-runtime`（无状态编排）。
> - 基线：已落地 P0–P4（auto_meta_skill 必选、`user_id` 必填、check_stack fail-safe、round cap 可配置）。

## Architect #1 — State & Consistency

### [P0] ~~`react_think` / `subagent_rest` sagas referenced but NOT registered~~ — FALSE POSITIVE

- 实测 `sagas/__init__.py` 自动导入全部 4 个模块。

### [P1] `context.read` dual-writes Cortex + EntityStore without transaction

- Evidence: `context_handlers.py:69-84` appends to Cortex then marks message read; crash between = duplicate or skew.

## Architect #2 — Concurrency & Races

### [Medium] `uvicorn --workers > 1` would break `_SKILL_LOCKS`

### [Low] Wrong-order skill_end returns `ok: false` (correct — LIFO enforced)

### [Low] check_stack fail-safe is conservative (intentional)

## Synthesis — What the design gets right

- **Cortex = single source of truth**（scope 树、skill LIFO 栈、steps 时间线、归档）。
- **Saga 补偿闭环**：wake/think/actions 任一失败都会触发 `subagent_rest` 补偿。
"""


def test_false_positives_accepted_points_preface_and_praise_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 2, titles
    assert "dual-writes" in titles[0] and "uvicorn" in titles[1], titles
