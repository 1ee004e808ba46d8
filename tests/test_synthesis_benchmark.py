"""The labeled synthesis benchmark runs, scores what it should, and the embedding model stays offline."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.synthesis.score import CASES, default_synthesizer, load_case, load_cases, score_case
from xreview.core.model import Issue, ReviewItem
from xreview.core.synthesis import ReviewInput, synthesize, synthesize_items
from xreview.embedding import load_embedder

ROOT = Path(__file__).resolve().parent.parent
SUBSET = ["03", "07"]


def test_every_case_loads_and_holds_enough_reviews() -> None:
    cases = load_cases()
    assert len(cases) >= 8
    assert any(c.held_out for c in cases) and any(not c.held_out for c in cases)
    for case in cases:
        assert 3 <= len(case.reviews) <= 4, case.name
        assert {label.model for label in case.labels} == {model for model, _ in case.reviews}, case.name


def test_the_scorer_on_a_subset_finds_every_item_and_the_right_clusters() -> None:
    synthesizer = default_synthesizer()
    for case in load_cases(SUBSET):
        score = score_case(case, synthesizer)
        assert score.extraction_recall == 1.0 and score.spurious == 0, score.misses
        assert score.f1 >= 0.9, score.misses
        assert score.consensus_accuracy >= 0.8, score.misses


def _singletons(items: list[ReviewItem], voters: int, outline: list[tuple[int, int, str]]) -> list[Issue]:
    return [issue for item in items for issue in synthesize_items([item], voters, outline)]


def _one_heap(items: list[ReviewItem], voters: int, outline: list[tuple[int, int, str]]) -> list[Issue]:
    issues = synthesize_items(items[:1], voters, outline)
    issues[0].sources = [s for i in items for s in synthesize_items([i], voters, outline)[0].sources]
    return issues


def test_the_scorer_punishes_a_synthesis_that_merges_nothing_or_everything() -> None:
    case = load_cases(["07"])[0]
    good = score_case(case, default_synthesizer())
    apart = score_case(case, _singletons)
    together = score_case(case, _one_heap)
    assert apart.precision == 1.0 and apart.recall < 0.6 and apart.f1 < good.f1
    assert apart.consensus_accuracy < good.consensus_accuracy
    assert together.recall == 1.0 and together.precision < 0.3 and together.f1 < good.f1


def test_a_label_whose_anchor_is_not_in_the_review_is_refused(tmp_path: Path) -> None:
    text = (CASES / "03-offline-sync.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "99-broken.yaml"
    broken.write_text(text.replace("[Battery drain, battery]", "[Battery melts, battery]"), encoding="utf-8")
    with pytest.raises(ValueError, match="99-broken.yaml: anchor 'Battery melts' occurs 0 times in deepseek"):
        load_case(broken)


def test_the_benchmark_command_prints_per_case_and_mean_lines() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "benchmarks.synthesis", "-v", *SUBSET], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "B3 F1" in result.stdout and "03-offline-sync" in result.stdout and "mean, tuned (2)" in result.stdout


# -- the hard cases, through the public entry point ------------------------------------------


def _review(model: str, *items: str) -> ReviewInput:
    return ReviewInput(model, "## Issues\n\n" + "\n".join(items))


def test_two_issues_about_the_same_section_with_shared_words_stay_apart() -> None:
    embed = load_embedder()
    assert embed is not None
    result = synthesize(
        [
            _review("kimi", "### [High/Medium] Status store retention unspecified\n**Location:** Architecture\nHow long job statuses are kept in the status store is not said.\n",
                    "### [Low/Low] Diagram labels unreadable\n**Location:** Overview\nThe arrows are not labeled.\n",
                    "### [High/Low] No timeout on the scheduler call\n**Location:** Architecture\nThe scheduler waits forever.\n"),
            _review("gemini", "### [High/Medium] Missing security section\n**Location:** Architecture\nThe architecture says nothing about authentication of the status API.\n",
                    "### [High/Low] Scheduler call can hang\n**Location:** Architecture\nNo deadline on the scheduler request.\n",
                    "### [Low/Low] Typos in the overview\n**Location:** Overview\nSeveral misspellings.\n"),
        ],
        embed=embed,
    )
    titles = {i.title: i.models for i in result.issues}
    assert titles["Status store retention unspecified"] == ["kimi"]
    assert titles["Missing security section"] == ["gemini"]
    assert sorted(next(m for t, m in titles.items() if "cheduler" in t)) == ["gemini", "kimi"]


def test_the_same_issue_in_almost_no_shared_words_merges() -> None:
    result = synthesize(
        [
            _review("claude", "### [Critical/Medium] Deleted notes come back\nDeletion only removes the row on one device; the next sync from any other device re-uploads the note.\n",
                    "### [High/Low] Battery drain from polling\nPolling every 30 seconds in the background is expensive.\n",
                    "### [Medium/Medium] Schema upgrades\nNo path from schema version 1 to 2.\n"),
            _review("deepseek", "### [Critical/Medium] Resurrected notes\nWithout tombstones, a delete on the phone is undone by the tablet's next push.\n",
                    "### [Low/Low] GraphQL would be simpler\nA subscription API instead of polling.\n",
                    "### [High/Medium] Clock skew loses edits\nLast-write-wins trusts device clocks.\n"),
        ],
        embed=load_embedder(),
    )
    merged = [i for i in result.issues if len(i.models) == 2]
    assert [sorted(i.models) for i in merged] == [["claude", "deepseek"]]
    assert merged[0].title in ("Deleted notes come back", "Resurrected notes")


def test_the_embedding_model_loads_without_the_network() -> None:
    code = (
        "import socket\n"
        "def refuse(*a, **k):\n    raise OSError('network used')\n"
        "socket.socket.connect = refuse; socket.create_connection = refuse; socket.getaddrinfo = refuse\n"
        "from xreview.embedding import load_embedder, embedder_problem\n"
        "embed = load_embedder()\n"
        "assert embed is not None, embedder_problem()\n"
        "v = embed(['no retry cap', 'retries never stop'])\n"
        "print(v.shape)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            env={"PATH": "/usr/bin:/bin", "HOME": str(ROOT / ".no-home")})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "(2, 256)"


def test_synthesize_command_shows_every_merge_with_each_items_own_words(tmp_path: Path) -> None:
    case = load_cases(["01"])[0]
    payload = {"reviews": [{"model": m, "response": t} for m, t in case.reviews]}
    path = tmp_path / "reviews.json"
    path.write_text(__import__("json").dumps(payload), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "xreview", "synthesize", str(path), "--format", "json"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    issues = __import__("json").loads(result.stdout)["issues"]
    reviews = dict(case.reviews)
    sources = [s for issue in issues for s in issue["sources"]]
    assert len(sources) == len(case.labels)  # every item placed once
    for source in sources:
        assert source["text"].strip() in reviews[source["model"]], source
    retry = next(i for i in issues if len(i["sources"]) == 4)
    assert {s["model"] for s in retry["sources"]} == {"kimi-k2", "gemini", "deepseek", "claude"}
