"""Shapes real-review round 560 showed the parser (issue 14): an RFC audit in "## Axis A — …" sections of bold-led
bullets. "Axis D — Forward-only compliance" read as a heading over problems ("only"), so every later axis read as a
summary of the findings before it and its findings folded away; a name like "forward-only" or "read-only" names no
problem. A bullet that ends "Passes." or "No false-positive risk." is a check that passed; one titled
"**`apps-check.run` vs `sites-check.run`.**" that ends "Fix the command name." asks for a fix, a finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

REVIEW = """# Audit: RFC-0511

## Axis C — Ecosystem fit

- **`routes.generate` is not a real command.** The RFC lists `routes.generate` in `commands.changed`; there is no such kernel command. Remove it.
- **`AI_AGENT_BASE_BY_LANG` vs existing base-segment resolution.** The RFC proposes a hardcoded `AI_AGENT_BASE_BY_LANG` constant, while `getParticipantProfileRoutes` derives the base segment from the page routes. The AI-agent base segment should be derived from the team page route.
- **`apps-check.run` vs `sites-check.run`.** The RFC lists `apps-check.run` in `commands.changed` (line 40). The actual pipeline is registered in `pipelines/sites-check-author.ts` and invoked via `sites-check.run`. RFC-0508 and RFC-0510 both join `sites-check.run`. Fix the command name.

## Axis D — Forward-only compliance

- **No backward compatibility layers.** The RFC is purely additive. No shims, no dual-paths. Passes.
- **`person:<slug>` pageId is not the current code.** The RFC says human profiles remain at `person:<slug>`, but the code uses `participant:<slug>`.

## Axis E — Agent-facing policy

- **`ParticipantView` field projections missing.** The view does not project `publicName` or `capabilities` from the merged data.
- **`participant.ai-agent.validate` as a separate command.** RFC-0508 ships `participant.validate` and RFC-0510 ships `participant.profile.validate`. This RFC adds a third command. The RFC does not justify why a separate command is needed vs extending `participant.profile.validate`.
- **No AI-agent participants exist.** The RFC acknowledges this risk — the validator is a no-op. But the RFC does not describe how route generation behaves when zero AI-agent participants exist. This is the default behavior but should be explicit.
- **False positives.** The validator is a no-op when no AI-agent participants exist. No false-positive risk.
"""


def items() -> list[tuple[str, str]]:
    return [(item.title, item.role) for item in read_review(REVIEW, "m").items]


def test_a_later_axis_after_a_forward_only_one_still_holds_findings() -> None:
    roles = {item.title: item.role for item in parse_review(REVIEW).items}
    later = ["ParticipantView field projections missing", "participant.ai-agent.validate as a separate command", "No AI-agent participants exist"]
    assert [roles.get(title) for title in later] == ["issue"] * 3, roles  # not "recap": findings of their own, not a summary


def test_a_point_that_passes_is_none_and_one_asking_for_a_fix_is_one() -> None:
    titles = [title for title, _ in items()]
    assert not any("backward compatibility" in t or "False positives" in t for t in titles), titles
    assert any("apps-check.run" in t for t in titles), titles
    assert len(titles) == 7, titles
