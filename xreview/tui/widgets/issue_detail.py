"""The triage's detail of one issue: what is known of it, each reviewer's own words (as Markdown, rendered
inertly), and the artifact around the issue's line."""

from __future__ import annotations

from rich.text import Text

from xreview.core.model import Issue
from xreview.core.text import one_line
from xreview.tui.literal import literal, markdown_escape, model_markdown

EXCERPT = 3  # lines of the artifact shown around an issue's location


def issue_detail(issue: Issue, labels: dict[str, str], lines: list[str], others: list[Issue]) -> tuple[Text, str, Text]:
    """(the head, the reviewers' words as Markdown, the artifact excerpt) for ``issue``; ``others`` are the issues
    it may duplicate."""
    return _head(issue, labels, others), _words(issue, labels), _excerpt(issue, lines)


def _head(issue: Issue, labels: dict[str, str], others: list[Issue]) -> Text:
    text = Text()
    text.append(issue.title + "\n", style="bold")
    who = ", ".join(labels.get(m, m) for m in issue.models)
    text.append(f"{issue.severity.value} · complexity {issue.complexity.value} · {issue.action.value} · "
                f"{issue.consensus.value}: {who} ({issue.confidence} confidence) · {issue.status.value}\n", style="dim")
    if issue.disagreement:
        text.append(f"Disagreement: {issue.disagreement}\n", style="italic")
    if issue.verification:
        check = issue.verification
        text.append(f"Second opinion from {labels.get(check.model, check.model)}: {check.verdict.value}", style="bold italic")
        text.append_text(literal(f" — {check.reason}\n" if check.reason else "\n"))
    if issue.note:
        text.append(f"Note: {issue.note}\n", style="italic")
    if issue.reraise is not None:
        row = f"row #{issue.reraise.row} " if issue.reraise.row is not None else "an issue "
        if issue.reraise.confirmed:
            text.append(f"Re-raised: {row}was {issue.reraise.was}; it will be reopened.\n", style="bold")
        else:
            text.append(f"Re-raised? {row}is {issue.reraise.was}. Press o to reopen it; "
                        "otherwise the row stays as it is.\n", style="bold")
    if others:
        text.append("May be the same as: ", style="italic")
        text.append_text(literal("; ".join(f"{o.id} {one_line(o.title, 50)}" for o in others)))
        text.append(" (m merges)\n", style="italic")
    if issue.resolution:
        text.append(f"Resolution: {issue.resolution}\n", style="italic")
    if issue.weights:
        votes = ", ".join(f"{labels.get(m, m)} {w:.2f}" for m, w in issue.weights.items())
        text.append(f"Votes weighted by precision (weight_by_precision): {votes}\n", style="italic")
    if issue.discussion:
        text.append("Discussion:\n", style="bold")
        for stance in issue.discussion:
            severity = f", {stance.severity.value}" if stance.severity else ""
            text.append(f"  round {stance.round} · {labels.get(stance.model, stance.model)}: {stance.verdict.value} "
                        f"({stance.confidence:.1f}{severity})", style="italic")
            text.append_text(literal(f" — {stance.reason}\n"))
    return text


def _words(issue: Issue, labels: dict[str, str]) -> str:
    words = [model_markdown(issue.description)] if issue.description else []
    for source in issue.sources:
        severity = source.severity.value if source.severity else "no severity"
        words.append(f"---\n\n**{markdown_escape(labels.get(source.model, source.model))}** "
                     f"*({severity})*\n\n{model_markdown(source.text.strip())}")
    return "\n\n".join(words)


def _excerpt(issue: Issue, lines: list[str]) -> Text:
    excerpt = Text(no_wrap=True, overflow="ellipsis")  # one artifact line per row: numbers stay in their column
    line = issue.location.line
    if line:
        excerpt.append_text(literal(f"In the artifact — {issue.location.heading or ''} line {line}\n", "bold"))
        start = max(line - 1 - EXCERPT, 0)
        for number in range(start, min(line + EXCERPT, len(lines))):
            style = "reverse" if number == line - 1 else ""
            excerpt.append_text(literal(f"{number + 1:>5}  {lines[number]}\n", style))
    return excerpt
