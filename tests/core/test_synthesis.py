"""Synthesis across reviewers: dedupe, consensus, abstention, decided severity, the action matrix."""

from __future__ import annotations

import pytest

from xreview.core.matrix import action_for
from xreview.core.model import Action, Complexity, Consensus, Severity, Status
from xreview.core.synthesis import ReviewInput, consensus_for, synthesize


def review(model: str, *blocks: str) -> ReviewInput:
    body = "\n".join(blocks) if blocks else "No issues found."
    return ReviewInput(model, f"## Summary\nok\n\n## Issues\n\n{body}\n")


def block(tag: str, title: str, location: str = "Architecture", problem: str = "It matters.") -> str:
    return f"### [{tag}] {title}\n**Location:** {location}\n**Problem:** {problem}\n"


def test_same_issue_from_three_models_counts_once_with_every_source() -> None:
    result = synthesize([
        review("kimi", block("Critical/Medium", "No timeout on vendor API calls")),
        review("gemini", block("High/Medium", "Vendor API calls have no timeout")),
        review("claude", block("Critical/Low", "Missing timeout for vendor API calls"),
               block("Low/N/A", "Typo in the goals heading", "Goals")),
    ])
    timeouts = [i for i in result.issues if "timeout" in i.title.lower()]
    assert len(timeouts) == 1
    issue = timeouts[0]
    assert sorted(issue.models) == ["claude", "gemini", "kimi"]
    assert issue.consensus is Consensus.ALL and issue.confidence == "high"
    assert issue.severity is Severity.CRITICAL  # two of three said Critical
    assert issue.disagreement and "gemini: High" in issue.disagreement
    assert issue.action is Action.AUTO_FIX and issue.status is Status.OPEN
    typo = [i for i in result.issues if "Typo" in i.title][0]
    assert typo.consensus is Consensus.SINGLE and typo.action is Action.LOG


def test_two_issues_from_one_model_never_merge() -> None:
    result = synthesize([
        review("kimi", block("High/Medium", "Retry policy for email is missing"),
               block("High/Medium", "Retry policy for SMS is missing")),
        review("gemini", block("High/Medium", "Email retry policy missing")),
    ])
    assert len(result.issues) == 2
    assert sorted(len(i.sources) for i in result.issues) == [1, 2]


def test_consensus_counts_only_reviewers_that_answered() -> None:
    result = synthesize([
        review("a", block("High/Low", "Rollback plan missing", "Rollout")),
        review("b", block("High/Low", "No rollback plan", "Rollout")),
        ReviewInput("c", None, ok=False),  # failed: abstains
        ReviewInput("d", "The weather is lovely today."),  # unparsable: abstains
    ])
    assert result.voters == ["a", "b"] and result.abstained == ["c", "d"]
    assert result.issues[0].consensus is Consensus.ALL


@pytest.mark.parametrize(
    ("raised", "voters", "expected"),
    [(1, 1, Consensus.SINGLE), (1, 4, Consensus.SINGLE), (2, 2, Consensus.ALL), (3, 4, Consensus.MAJORITY),
     (2, 4, Consensus.SOME), (2, 5, Consensus.SOME), (3, 5, Consensus.MAJORITY), (5, 5, Consensus.ALL)],
)
def test_consensus_levels(raised: int, voters: int, expected: Consensus) -> None:
    assert consensus_for(raised, voters) is expected


@pytest.mark.parametrize(
    ("severity", "complexity", "action"),
    [
        (Severity.CRITICAL, Complexity.LOW, Action.AUTO_FIX),
        (Severity.CRITICAL, Complexity.MEDIUM, Action.AUTO_FIX),
        (Severity.CRITICAL, Complexity.HIGH, Action.FLAG),
        (Severity.HIGH, Complexity.LOW, Action.AUTO_FIX),
        (Severity.HIGH, Complexity.MEDIUM, Action.AUTO_FIX),
        (Severity.HIGH, Complexity.HIGH, Action.FLAG),
        (Severity.LOW, Complexity.HIGH, Action.LOG),
        (Severity.LOW, Complexity.NA, Action.LOG),
    ],
)
def test_action_matrix(severity: Severity, complexity: Complexity, action: Action) -> None:
    assert action_for(severity, complexity) is action


def test_flagged_issue_gets_flagged_status() -> None:
    result = synthesize([review("a", block("High/High", "Queue choice needs a benchmark"))])
    assert result.issues[0].action is Action.FLAG and result.issues[0].status is Status.FLAGGED


def test_single_high_issue_among_three_reviewers_is_logged_not_acted_on() -> None:
    result = synthesize([
        review("a", block("High/Medium", "Dispatcher has no health check")),
        review("b"),
        review("c"),
    ])
    issue = result.issues[0]
    assert issue.action is Action.LOG and issue.note and "one reviewer of 3" in issue.note


def test_unstated_severity_is_classified_by_the_definitions() -> None:
    result = synthesize([ReviewInput("a", "Concerns:\n\n- An API key is pasted in the appendix.\n- Typo in the intro.\n")])
    by_title = {i.title: i for i in result.issues}
    assert by_title["An API key is pasted in the appendix"].severity is Severity.CRITICAL
    assert by_title["Typo in the intro"].severity is Severity.LOW


def test_locations_resolve_against_the_outline() -> None:
    outline = [(1, 1, "Design"), (10, 2, "Architecture"), (30, 2, "Rollout")]
    result = synthesize([ReviewInput("a", "## Issues\n\n### [High/Low] Missing canary step\n**Location:** line 35\n")], outline)
    assert result.issues[0].location.heading == "Rollout"
    assert result.issues[0].location.line == 35


def test_issues_sorted_by_what_needs_attention() -> None:
    result = synthesize([review(
        "a",
        block("Low/N/A", "Wording in intro"),
        block("High/Medium", "Missing metrics"),
        block("Critical/High", "Data loss on failover"),
        block("Critical/Low", "Plaintext password in config"),
    )])
    assert [i.title for i in result.issues] == [
        "Data loss on failover", "Plaintext password in config", "Missing metrics", "Wording in intro",
    ]


def test_a_figure_of_speech_is_no_data_leak_when_the_reviewer_stated_no_severity() -> None:
    from xreview.core.synthesis import classify_severity

    assert classify_severity("Naming is confusing; this ambiguity will leak everywhere") is not Severity.CRITICAL
    assert classify_severity("The access token leaks into the request logs") is Severity.CRITICAL


def test_a_critical_finding_and_a_low_one_on_the_same_code_stay_two_issues() -> None:
    """Round 78's six reviewers: "[CRITICAL] Three-state patch semantics broken on RoutePatch" and "[SUGGESTION]
    RoutePatch doc comment inaccurate" share their words, not their claim. On all 197 real reviews, merged pairs whose
    severities were Critical and Low were never the same issue (3 false, 0 true); Critical beside High still merges
    (the first test above)."""
    critical = block("Critical/High", "RoutePatch three-state patch semantics broken", "RoutePatch",
                     "Clearing an optional RoutePatch field is impossible, so patches cannot unset values.")
    low = block("Low/Low", "RoutePatch three-state patch doc comment inaccurate", "RoutePatch",
                "The RoutePatch doc comment describes the optional fields the wrong way round.")
    assert len(synthesize([review("kimi", critical), review("glm", low)]).issues) == 2
    assert len(synthesize([review("kimi", critical), review("glm", low.replace("Low/Low", "High/Low"))]).issues) == 1
