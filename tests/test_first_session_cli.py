"""What a new user met on the command line (issue 16): nothing to review, bad values, wrong files, honest help."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run_xreview


@pytest.mark.parametrize("option", [
    ["--max-cycles", "0"], ["--budget", "-1"], ["--budget", "nan"], ["--budget", "inf"], ["--budget", "two"],
    ["--min-cycles", "-3"], ["--format", "xml"], ["--no-such-option"],
])
def test_a_bad_option_value_is_one_line_and_exit_2(project: Path, option: list[str]) -> None:
    before = (project / "docs" / "design.md").read_bytes()
    result = run_xreview("docs/design.md", "--headless", "-y", *option, cwd=project)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("xreview: error: "), result.stderr
    assert option[0] in lines[0] and "--help" in lines[0]
    assert (project / "docs" / "design.md").read_bytes() == before


def test_a_budget_in_the_config_file_must_be_a_finite_amount(project: Path) -> None:
    (project / ".xreview.yaml").write_text("budget:\n  per_task_usd: .inf\n", encoding="utf-8")
    result = run_xreview("docs/design.md", "--headless", "-y", cwd=project)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "xreview: error: .xreview.yaml:2:17: 'budget.per_task_usd' must be a finite number, 0 or more, not inf"]
