"""What a new user met on the command line (issue 16): nothing to review, bad values, wrong files, honest help."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import run_xreview
from tests.support.cli import run_cli


@pytest.mark.parametrize("option", [
    ["--max-cycles", "0"], ["--budget", "-1"], ["--budget", "nan"], ["--budget", "inf"], ["--budget", "two"],
    ["--min-cycles", "-3"], ["--format", "xml"], ["--no-such-option"],
])
def test_a_bad_option_value_is_one_line_and_exit_2(project: Path, option: list[str]) -> None:
    before = (project / "docs" / "design.md").read_bytes()
    result = run_cli("docs/design.md", "--headless", "-y", *option, cwd=project)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("xreview: error: "), result.stderr
    assert option[0] in lines[0] and "--help" in lines[0]
    assert (project / "docs" / "design.md").read_bytes() == before


def test_a_budget_in_the_config_file_must_be_a_finite_amount(project: Path) -> None:
    (project / ".xreview.yaml").write_text("budget:\n  per_task_usd: .inf\n", encoding="utf-8")
    result = run_cli("docs/design.md", "--headless", "-y", cwd=project)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "xreview: error: .xreview.yaml:2:17: 'budget.per_task_usd' must be a finite number, 0 or more, not inf"]


def test_with_nothing_to_review_xreview_prints_its_usage(tmp_path: Path, isolated_dirs: Path) -> None:
    bare = run_cli(cwd=tmp_path)
    assert bare.returncode == 2 and bare.stdout == ""
    assert bare.stderr.startswith("Usage: xreview [OPTIONS] COMMAND [ARGS]...")
    assert "review " in bare.stderr and "config " in bare.stderr  # the commands a new user can try
    assert bare.stderr.rstrip().splitlines()[-1].startswith(
        "xreview: error: nothing to review: no ARTIFACT given and docs/design.md (artifacts.design) does not exist")
    review = run_cli("review", "--headless", cwd=tmp_path)
    assert review.returncode == 2
    assert review.stderr.startswith("Usage: xreview review [OPTIONS] [ARTIFACT]")
    assert "nothing to review" in review.stderr and "Traceback" not in review.stderr
    assert list(tmp_path.iterdir()) == []


def test_config_shows_the_resolved_configuration_without_an_artifact(tmp_path: Path, isolated_dirs: Path) -> None:
    result = run_cli("config", "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    import json

    data = json.loads(result.stdout)
    assert data["artifact"] == {"value": "docs/design.md", "origin": "artifacts.design (packaged default); not found"}
    assert data["stage"]["value"] == "design" and data["budget.per_task_usd"]["value"] == "2.0"


def test_an_empty_document_or_a_folder_in_the_cockpit_says_what_is_wrong(project: Path) -> None:
    (project / "empty.md").write_text("", encoding="utf-8")
    (project / "blank.md").write_text("\ufeff\n  \n\t\n", encoding="utf-8")
    for name, says in (("empty.md", "empty.md: is empty: nothing to review"), ("blank.md", "blank.md: is empty: nothing to review")):
        result = run_cli(name, "--headless", "-y", cwd=project)
        assert result.returncode == 2, (name, result.stderr)
        assert result.stderr.splitlines() == [f"xreview: error: {says} (write the document first)"]
    # a folder is reviewed headless (every *.md in it); the cockpit reviews one document
    result = run_cli("docs", cwd=project)
    assert result.returncode == 2
    assert result.stderr.splitlines() == ["xreview: error: several artifacts are reviewed headless "
                                          "(add --headless --yes (the cockpit reviews one))"]
    assert (project / "empty.md").read_text(encoding="utf-8") == ""
    assert (project / "blank.md").read_text(encoding="utf-8") == "\ufeff\n  \n\t\n"


README = Path(__file__).resolve().parent.parent / "README.md"


def _usage_block() -> list[str]:
    text = README.read_text(encoding="utf-8")
    block = text.split("## Usage", 1)[1].split("```", 2)[1]
    return [line for line in block.splitlines() if line.strip()]


def test_the_readme_usage_and_the_help_texts_describe_the_same_program(tmp_path: Path) -> None:
    commands = run_cli("--help", cwd=tmp_path).stdout.split("Commands:", 1)[1].split()
    listed = {line.split()[1] for line in _usage_block() if line.startswith("xreview ") and not line.split()[1].startswith(("[", "-"))}
    real = {word for word in commands if word.isalpha() and word.islower() and len(word) > 2}
    assert {"review", "undo", "synthesize", "models", "keys", "config", "init", "mcp"} <= listed
    assert listed <= real | {"keys"}, listed - real
    # every option the README's usage names for `review` and `discuss` is one their --help knows
    named: dict[str, set[str]] = {}
    command = ""
    for line in _usage_block():
        if line.startswith("xreview "):
            command = line.split()[1]
        named.setdefault(command, set()).update(word.split("/")[-1].rstrip(",") for word in line.split() if word.startswith("-"))
    review_help = run_cli("review", "--help", cwd=tmp_path).stdout
    assert named["review"] and named["discuss"] >= {"--mode", "--rounds", "--resume", "--feedback"}
    for name in ("review", "discuss"):
        help_text = run_cli(name, "--help", cwd=tmp_path).stdout
        for option in named[name] - {"--format"}:
            assert option in help_text, (name, option)
    assert "headless in this version" not in review_help and "--headless for scripts" in review_help
    # `keys list` takes no model id, and the usage does not pretend it does
    assert run_cli("keys", "list", "kimi", cwd=tmp_path).returncode == 2
    assert any(line.startswith("xreview keys list ") and "ID" not in line.split("  ")[0] for line in _usage_block())
    # what the README says is missing is missing: none of it is a command or a feature this version has
    not_yet = (README.read_text(encoding="utf-8").split("Not yet:", 1)[1:] or [""])[0].split("\n\n", 1)[0]
    for exists in ("fixer model", "MCP", "benchmark", *(f"`{name}`" for name in real)):
        assert exists not in not_yet, exists


def test_keys_list_says_a_command_line_tool_uses_its_own_login(tmp_path: Path, isolated_dirs: Path) -> None:
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(
        "models:\n  gemini-cli:\n    provider: cli\n    command: gemini\n"
        "  local:\n    provider: openai_compat\n    model: llama3\n    endpoint: http://127.0.0.1:11434/v1\n",
        encoding="utf-8")
    result = run_cli("keys", "list", cwd=tmp_path, env={"XREVIEW_NO_KEYRING": "1", "GEMINI_API_KEY": ""})
    assert result.returncode == 0, result.stderr
    rows = {line.split()[0]: line for line in result.stdout.splitlines()}
    assert "the tool signs in on its own" in rows["gemini-cli"] and "local endpoint" not in rows["gemini-cli"]
    assert "none needed (local endpoint)" in rows["local"]


def test_no_library_prints_on_xreviews_streams(project: Path, tmp_path: Path) -> None:
    """A library that configures logging when imported (wordllama does) and then logs its HTTP requests must not
    print them between xreview's progress lines, nor anywhere else."""
    plugin = tmp_path / "noisy"
    plugin.mkdir()
    (plugin / "sitecustomize.py").write_text(
        "import logging, warnings\n"
        "import xreview.cli as cli\n"
        "_review = cli.review.callback\n"
        "def noisy(*args, **kwargs):\n"
        f"    open({str(tmp_path / 'ran')!r}, 'w').close()\n"
        "    logging.basicConfig(level=logging.INFO)\n"
        "    logging.getLogger('httpx').info('HTTP Request: POST https://bob:hunter2@api.example.com/v1 200 OK')\n"
        "    logging.getLogger('lib').error('an error a library logs on its own')\n"
        "    warnings.warn('a library warning')\n"
        "    return _review(*args, **kwargs)\n"
        "cli.review.callback = noisy\n", encoding="utf-8")
    import os

    env = {"PYTHONPATH": os.pathsep.join([str(plugin), os.environ.get("PYTHONPATH", "")])}
    result = run_xreview("docs/design.md", "--headless", "-y", "--no-write", cwd=project, env=env)  # its own process
    assert result.returncode == 1, result.stderr
    assert (tmp_path / "ran").exists()  # the noisy library did run
    for leak in ("HTTP Request", "hunter2", "an error a library logs", "a library warning", "INFO:", "WARNING:"):
        assert leak not in result.stderr + result.stdout, leak
    assert "cycle 1" in result.stderr  # the progress itself is still there


def test_the_command_exits_fast_with_its_status_and_every_byte_written(project: Path, tmp_path: Path) -> None:
    # `xreview` ends with os._exit after flushing: the status and the whole report must still come out
    done = run_xreview("review", "docs/design.md", "--headless", "--yes", "--no-write", "--format", "json", cwd=project)
    assert done.returncode == 1, done.stderr  # the example has blocking issues: --fail-on high
    report = json.loads(done.stdout)  # complete JSON, not cut where a buffer ended
    assert report["cycles"][0]["issues"] and report["stop_reason"]
    assert run_xreview("--version").stdout.strip().startswith("xreview ")
    bad = run_xreview("review", "nowhere.md", "--headless", cwd=project)
    assert bad.returncode == 2 and bad.stderr.startswith("xreview: error:"), bad.stderr


def test_version_and_help_import_neither_asyncio_nor_yaml_nor_numpy(tmp_path: Path) -> None:
    probe = ("import sys\nfrom xreview.cli import main\nsys.argv = ['xreview', sys.argv[1]]\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in ('asyncio', 'yaml', 'numpy', 'httpx', 'textual') if m in sys.modules))")
    for flag in ("--version", "--help"):
        done = subprocess.run([sys.executable, "-c", probe, flag], capture_output=True, text=True, timeout=60, check=True)
        assert done.stdout.strip().splitlines()[-1] == "[]", (flag, done.stdout)
