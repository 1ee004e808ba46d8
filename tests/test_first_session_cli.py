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


def test_with_nothing_to_review_xreview_prints_its_usage(tmp_path: Path, isolated_dirs: Path) -> None:
    bare = run_xreview(cwd=tmp_path)
    assert bare.returncode == 2 and bare.stdout == ""
    assert bare.stderr.startswith("Usage: xreview [OPTIONS] COMMAND [ARGS]...")
    assert "review " in bare.stderr and "config " in bare.stderr  # the commands a new user can try
    assert bare.stderr.rstrip().splitlines()[-1].startswith(
        "xreview: error: nothing to review: no ARTIFACT given and docs/design.md (artifacts.design) does not exist")
    review = run_xreview("review", "--headless", cwd=tmp_path)
    assert review.returncode == 2
    assert review.stderr.startswith("Usage: xreview review [OPTIONS] [ARTIFACT]")
    assert "nothing to review" in review.stderr and "Traceback" not in review.stderr
    assert list(tmp_path.iterdir()) == []


def test_config_shows_the_resolved_configuration_without_an_artifact(tmp_path: Path, isolated_dirs: Path) -> None:
    result = run_xreview("config", "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    import json

    data = json.loads(result.stdout)
    assert data["artifact"] == {"value": "docs/design.md", "origin": "artifacts.design (packaged default); not found"}
    assert data["stage"]["value"] == "design" and data["budget.per_task_usd"]["value"] == "2.0"


def test_a_directory_or_an_empty_document_says_what_is_wrong(project: Path) -> None:
    (project / "empty.md").write_text("", encoding="utf-8")
    (project / "blank.md").write_text("\ufeff\n  \n\t\n", encoding="utf-8")
    for name, says in (("docs", "docs: is a directory"), ("empty.md", "empty.md: is empty: nothing to review"),
                       ("blank.md", "blank.md: is empty: nothing to review")):
        result = run_xreview(name, "--headless", "-y", cwd=project)
        assert result.returncode == 2, (name, result.stderr)
        assert result.stderr.splitlines() == [f"xreview: error: {says} "
                                              f"({'name the Markdown file in it to review' if name == 'docs' else 'write the document first'})"]
    assert (project / "empty.md").read_text(encoding="utf-8") == ""
    assert (project / "blank.md").read_text(encoding="utf-8") == "\ufeff\n  \n\t\n"
