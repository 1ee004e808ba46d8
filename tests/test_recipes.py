"""`xreview run` and `xreview recipes` against loopback models: steps that pass their output on, a recipe calling
another, arguments, and every mistake refused at load time, before any call."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, json_reply, write_models_file
from tests.support.scenarios import FIXED_LINE, GOOD_EDIT, FixerBrains, RecipeBrains, setup_fixer
from xreview.config.recipes import load_tree, recipe_dirs


@pytest.fixture
def models(project: Path, isolated_dirs: Path) -> Iterator[tuple[RecipeBrains, dict[str, str]]]:
    brains = RecipeBrains()
    with LLMServer(auto=brains) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek", "judge"))
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
        yield brains, {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef",
                       "JUDGE_KEY": "sk-judge-0123456789abcdef"}


def recipe(project: Path, name: str, body: str) -> Path:
    folder = project / ".xreview" / "recipes"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(f"name: {name}\nversion: 1.2.0\n" + body, encoding="utf-8")
    return path


def run(env: dict[str, str], *args: str) -> tuple[dict, str, int]:  # type: ignore[type-arg]
    result = run_cli("run", *args, "--headless", "--yes", "--format", "json", env=env)
    return (json.loads(result.stdout) if result.stdout.strip() else {}), result.stderr, result.returncode


TWO_STEPS = """description: review, then ask the judge about the findings
arguments:
  - flag: --focus
    variable: focus
    default: error handling
steps:
  - type: review
    output_var: findings
  - type: ask
    model: judge
    prompt: "Which of these matters most for {focus} in {artifact_name}?"
    input: "{findings}"
    output_var: verdict
output: "{verdict}"
"""


def test_a_two_step_recipe_passes_the_first_steps_issues_to_the_second(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    recipe(project, "triage-help", TWO_STEPS)
    report, stderr, code = run(env, "triage-help", "docs/design.md")
    assert code == 1, stderr  # the review step's High issues stay open
    assert [(s["type"], s["output_var"]) for s in report["steps"]] == [("review", "findings"), ("ask", "verdict")]
    question = next(user for model, system, user in brains.asked if model == "judge")
    assert "Which of these matters most for error handling in design.md?" in question  # the default argument
    assert "[High] No retry budget for vendor calls (kimi, deepseek, all)" in question  # the review step's output
    assert report["output"].startswith("JUDGE SAYS:")
    assert report["steps"][0]["review"]["recipe"] == "triage-help 1.2.0"
    assert report["cost_usd"] == pytest.approx(sum(s["cost_usd"] for s in report["steps"])) and report["cost_usd"] > 0
    assert "- **Recipe:** triage-help 1.2.0" in (project / "docs" / "design.md").read_text(encoding="utf-8")
    # an argument given on the command line wins over its default
    run(env, "triage-help", "docs/design.md", "--focus", "security")
    assert "for security in design.md" in [u for m, _, u in brains.asked if m == "judge"][-1]


def test_a_recipe_calls_another_with_its_arguments(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    recipe(project, "triage-help", TWO_STEPS)
    recipe(project, "outer", """dependencies: ["triage-help >=1.0"]
steps:
  - type: recipe
    name: triage-help
    args: {focus: rollout}
    output_var: inner
  - type: ask
    model: judge
    prompt: "Summarise: {inner}"
    output_var: summary
""")
    report, stderr, _ = run(env, "outer", "docs/design.md", "--no-write")
    assert [(s["recipe"], s["type"]) for s in report["steps"]] == [
        ("outer", "recipe"), ("triage-help", "review"), ("triage-help", "ask"), ("outer", "ask")]
    assert report["steps"][0]["output"].startswith("JUDGE SAYS:")  # the called recipe's output
    asks = [u for m, _, u in brains.asked if m == "judge"]
    assert "for rollout in design.md" in asks[0] and asks[1].startswith("Summarise: JUDGE SAYS:")
    assert "step 1 of triage-help (review → findings) done" in stderr


def test_a_verify_step_gets_a_second_opinion_on_the_high_issues(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    report, _, _ = run(env, "review-then-verify", "docs/design.md", "--verifier", "judge", "--no-write")
    checked = report["steps"][1]
    assert checked["type"] == "verify" and "No retry budget for vendor calls: agree — the document never caps retries" in checked["output"]
    assert all(c["purpose"].endswith("verify") for c in checked["calls"]) and len(checked["calls"]) == 3
    assert "## Checked by judge" in report["output"]


def test_circular_recipes_are_refused_before_any_call(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    recipe(project, "ping", "steps:\n  - type: recipe\n    name: pong\n    output_var: x\n")
    recipe(project, "pong", "steps:\n  - type: review\n    output_var: y\n  - type: recipe\n    name: ping\n    output_var: z\n")
    _, stderr, code = run(env, "ping", "docs/design.md")
    assert code == 2 and "recipes call each other in a circle: ping → pong → ping" in stderr
    assert "pong.yaml:" in stderr and "Traceback" not in stderr
    assert brains.asked == []


def test_recipes_nest_at_most_ten_deep(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    for n in range(11):
        recipe(project, f"level{n}", f"steps:\n  - type: recipe\n    name: level{n + 1}\n    output_var: out\n")
    recipe(project, "level11", "steps:\n  - type: review\n    output_var: out\n")
    _, stderr, code = run(env, "level0", "docs/design.md")
    assert code == 2 and "recipes nest deeper than 10" in stderr and brains.asked == []
    assert run_cli("recipes", "check", "level2", env=env).returncode == 0  # nine deep is fine


@pytest.mark.parametrize(("body", "message"), [
    ("steps:\n  - type: review\n    output_var: a\n  - type: ask\n    model: judge\n    prompt: '{finding}'\n    output_var: b\n",
     ":8:13: unknown variable {finding} (known here: a, artifact, artifact_name)"),
    ("steps:\n  - type: reveiw\n    output_var: a\n", ":4:11: unknown step type 'reveiw' (did you mean 'review'?)"),
    ("steps:\n  - type: shell\n    output_var: a\n", "unknown step type 'shell' (the types are review, ask, verify, fix, recipe; no step runs a shell command)"),
    ("steps:\n  - type: ask\n    model: jugde\n    prompt: hi\n    output_var: a\n", "no model 'jugde' is configured (did you mean 'judge'?)"),
    ("steps:\n  - type: recipe\n    name: securty-pass\n    output_var: a\n", "no recipe named 'securty-pass'"),
    ("steps:\n  - type: review\n    output_var: a\n    modles: [kimi]\n", "a review step has no field 'modles' (did you mean 'models'?)"),
    ("dependencies: ['security-pass >=2.0']\nsteps:\n  - type: review\n    output_var: a\n",
     "needs security-pass >=2.0, found 1.0.0"),
    ("steps:\n  - type: verify\n    model: judge\n    issues: nothing\n    output_var: a\n", "'nothing' names no earlier step"),
    ("steps:\n  - type: review\n    output_var: artifact\n", "'artifact' is already a variable"),
])
def test_each_mistake_is_one_line_at_load_time_with_where_and_a_hint(models, project: Path, body: str, message: str) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    path = recipe(project, "broken", body)
    result = run_cli("recipes", "check", "broken", env=env)
    assert result.returncode == 2 and message in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    if ":" in message.split(" ")[0]:
        assert str(path.name) in result.stderr
    assert run(env, "broken", "docs/design.md")[2] == 2 and brains.asked == []


def test_arguments_are_checked_and_the_shipped_recipes_are_listed(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    _brains, env = models
    recipe(project, "triage-help", TWO_STEPS)
    listed = run_cli("recipes", env=env).stdout
    for name in ("review-then-verify", "second-opinion", "security-pass", "triage-help"):
        assert name in listed
    assert "triage-help            1.2.0    project" in listed
    _, stderr, code = run(env, "triage-help", "docs/design.md", "--fokus", "x")
    assert code == 2 and "has no argument '--fokus' (did you mean '--focus'?)" in stderr
    _, stderr, code = run(env, "review-then-verify", "docs/design.md")
    assert code == 2 and "needs --verifier" in stderr


def test_a_fix_step_gives_the_auto_fix_issues_of_a_review_step_to_the_fixer(project: Path, isolated_dirs: Path) -> None:
    brains = FixerBrains()
    brains.fixes = [lambda issue: f"Issue {issue}: capped retries.\n\n{GOOD_EDIT}"]
    with LLMServer(auto=brains) as server:
        env = setup_fixer(project, isolated_dirs / "config", server)
        recipe(project, "review-and-fix", "steps:\n  - type: review\n    output_var: found\n"
                                          "  - type: fix\n    issues: found\n    fixer: fixer\n    output_var: fixed\n")
        report, stderr, _ = run(env, "review-and-fix", "docs/design.md")
        assert report["steps"][1]["output"].endswith(": edit applied"), stderr
        assert [c["purpose"] for c in report["steps"][1]["calls"]] == ["fixer", "fix_check"]  # checked by kimi, another family
        assert FIXED_LINE in (project / "docs" / "design.md").read_text(encoding="utf-8")
        # --no-write and a fix step: refused before anything runs
        calls = len(server.requests)
        _, stderr, code = run(env, "review-and-fix", "docs/design.md", "--no-write")
        assert code == 2 and "has a fix step, which edits the artifact; --no-write forbids it" in stderr
        assert len(server.requests) == calls


def test_the_readme_example_recipe_loads_and_checks(tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    example = readme.split("### Recipes", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    folder = tmp_path / ".xreview" / "recipes"
    folder.mkdir(parents=True)
    (folder / "triage-help.yaml").write_text(example, encoding="utf-8")
    dirs = recipe_dirs(tmp_path, tmp_path / "config")
    tree = load_tree("triage-help", dirs, {"kimi-k2", "deepseek", "claude-sonnet"})
    assert set(tree) == {"triage-help", "security-pass"}
    assert [s.type for s in tree["triage-help"].steps] == ["review", "verify", "recipe", "ask", "fix"]


def test_recipes_that_depend_on_each_other_are_a_circle_too(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    brains, env = models
    recipe(project, "alpha", "dependencies: [beta]\nsteps:\n  - type: review\n    output_var: x\n")
    recipe(project, "beta", "dependencies: ['alpha >=1.0']\nsteps:\n  - type: review\n    output_var: y\n")
    result = run_cli("recipes", "check", "alpha", env=env)
    assert result.returncode == 2 and "recipes call each other in a circle: alpha → beta → alpha" in result.stderr
    assert brains.asked == []


def test_an_ask_step_whose_model_fails_is_answered_by_its_fallback(project: Path, isolated_dirs: Path) -> None:
    brains = RecipeBrains()
    with LLMServer(auto=brains) as server:
        write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek", "judge"))
        path = isolated_dirs / "config" / "models.yaml"
        path.write_text(path.read_text().replace("  judge:\n", "  judge:\n    fallback: [kimi]\n"), encoding="utf-8")
        (project / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
        server.script("/judge/", json_reply(500, {"error": {"message": "overloaded", "type": "server_error"}}))
        env = {"KIMI_KEY": "sk-kimi-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-0123456789abcdef", "JUDGE_KEY": "sk-judge-0123456789abcdef"}
        recipe(project, "triage-help", TWO_STEPS)
        report, stderr, _ = run(env, "triage-help", "docs/design.md", "--no-write")
        ask = report["steps"][1]
        assert [(c["model"], c["status"]) for c in ask["calls"]] == [("judge", "error"), ("kimi", "success")], stderr
        assert ask["calls"][1]["stood_in_for"] == "judge" and report["output"].startswith("JUDGE SAYS:")


def test_a_recipe_is_named_as_its_file(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    _brains, env = models
    folder = project / ".xreview" / "recipes"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text("name: theirs\nsteps:\n  - type: review\n    output_var: a\n", encoding="utf-8")
    result = run_cli("recipes", "check", "mine", env=env)
    assert result.returncode == 2 and "mine.yaml:1:7: the recipe in mine.yaml is named 'theirs' (name it 'mine'" in result.stderr


def test_models_given_as_one_comma_separated_string_are_each_checked(models, project: Path) -> None:  # type: ignore[no-untyped-def]
    _brains, env = models
    recipe(project, "pair", "steps:\n  - type: review\n    models: 'kimi, deepseek'\n    output_var: a\n")
    assert run_cli("recipes", "check", "pair", env=env).returncode == 0
    recipe(project, "pair", "steps:\n  - type: review\n    models: 'kimi, deepsek'\n    output_var: a\n")
    result = run_cli("recipes", "check", "pair", env=env)
    assert result.returncode == 2 and "no model 'deepsek' is configured (did you mean 'deepseek'?)" in result.stderr
