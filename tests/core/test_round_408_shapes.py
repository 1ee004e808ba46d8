"""Shapes real-review round 408 showed the parser (issue 14): a reviewer agent's playbook whose "### Code review —
non-blocking" holds numbered points, each opening on a bold title wrapped over two lines, one of them "safe to drop"
because an alias is dead; a QA report whose production recommendation "**Configure External Services (Optional)**"
lists the services; a paper review whose concern "would improve the evaluation".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import parse_review

PLAYBOOK = """# Manual test playbook — Wave 3

## Concerns and suggestions

### Code review — non-blocking

1. **`/channels/:id` and `/videos/:id` show pages are now constrained to a
   454px-wide pane.** The global `.pane-wrapper` rule applies, so the page is about three times narrower.
2. **`VideosController::ALLOWED_DIRS = %w[asc desc].freeze` is dead code
   today.** Nothing reads it; drop or wire it when the JSON sort surface lands.

### Simplify — non-blocking

1. **`--color-pane-bg` (singular alias) has zero callers in `app/`.** A grep confirms the alias is currently dead.
   Safe to keep for safety; safe to drop once the codebase shape stabilizes.
"""

QA_REPORT = """# QA Report

## Recommendations for Production

1. **Complete Supabase Integration**
   - Replace anon key with proper service role key
   - Configure proper JWT secret from Supabase dashboard

2. **Configure External Services (Optional)**
   - Redis for caching and background jobs
   - SendGrid for email notifications
"""


def test_points_with_wrapped_bold_titles_under_a_group_heading_are_the_findings() -> None:
    titles = [item.title for item in parse_review(PLAYBOOK, "m").items]
    assert not any("non-blocking" in title for title in titles)
    assert any(title.startswith("/channels/:id and /videos/:id show pages") for title in titles)
    assert any(title.startswith("VideosController::ALLOWED_DIRS") for title in titles)


def test_safe_to_drop_is_advice_and_a_dead_alias_a_problem() -> None:
    titles = [item.title for item in parse_review(PLAYBOOK, "m").items]
    assert any("color-pane-bg (singular alias)" in title for title in titles)
    assert not cues.is_praise("The alias is currently dead. Safe to keep for safety; safe to drop later.")
    assert cues.problem_score("three orphaned CSS rules and an unused helper") > 0


def test_an_optional_action_over_its_list_is_one_point() -> None:
    titles = [item.title for item in parse_review(QA_REPORT, "m").items]
    assert titles == ["Complete Supabase Integration", "Configure External Services"]


def test_would_improve_asks_for_a_change() -> None:
    said = ("**Additional clinically relevant metrics would improve the evaluation.** AUROC and AUPRC are appropriate, "
            "but calibration and alert burden would make the assessment more complete.")
    assert cues.is_issue_like(said)
