"""Real-review rounds: a Nix flake review whose follow-up was put on top (round 253, review 408) — a "### 修复状态" (fix
status) section whose points record the fixes made ("`Caddyfile` basicauth 已改为 Nix 多行字符串", "`preshell` recipe
已删除"), a "### 已执行验证" (verification performed) section, new findings headed "### FYI: …" and the first review's
findings below, under "## Critical", "## Important" and "## FYI". A fix the status records closes the finding it
restates; the verification holds no finding; FYI is the lowest level, not a section to pass over.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

REVIEW = """## Follow-up Review: 修复复核

### 修复状态

- `Caddyfile` basicauth 模板已改为 Nix 多行字符串，不再使用字面量 `\\n`。
- `Justfile` 里的 `preshell` recipe 已删除，而不是只修正无效参数。

### 已执行验证

- `nix flake check --no-build` 在当前 aarch64-darwin 机器通过兼容项。

### FYI: CI build 只做 dry-run

PR build 使用 `nix build --dry-run`，不能证明 derivation 实际可构建。

## Critical

### 2. Caddyfile basicauth 模板使用字面量 `\\n` 而非换行符

生成的 Caddyfile 是无效的语法，Caddy 启动时会解析失败。

## Important

### 3. Justfile `preshell` 命令传了无效参数

第一个参数不是有效的 `nix shell` 参数，运行时会报错。

## FYI

### 8. `lib/utils.nix` — `scanPaths` 包含目录

如果扫描的目录下有子目录，`import` 会报错。这是一个潜伏陷阱。
"""


def test_a_follow_ups_fix_status_closes_the_findings_it_names_and_fyi_is_the_lowest_level() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["CI build 只做 dry-run", "lib/utils.nix — scanPaths 包含目录"]
    assert [item.severity for item in items] == [Severity.LOW, Severity.LOW]


def test_a_fix_status_point_still_to_come_closes_nothing() -> None:
    pending = REVIEW.replace("`Justfile` 里的 `preshell` recipe 已删除，而不是只修正无效参数。", "`Justfile` 的 `preshell` 无效参数仍待修复。")
    titles = [item.title for item in read_review(pending, "m").items]
    assert "Justfile preshell 命令传了无效参数" in titles
