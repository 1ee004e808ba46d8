"""Building the messages sent to a reviewer from a prompt template and the artifact."""

from __future__ import annotations

from dataclasses import dataclass

MAX_PROMPT_CHARS = 100_000  # any prompt, from a file or a prompt server: a review prompt is a few thousand characters


def prompt_problem(text: str) -> str | None:
    """Why ``text`` cannot be a review prompt (empty, too large), or None."""
    if not text.strip():
        return "the prompt is empty"
    if len(text) > MAX_PROMPT_CHARS:
        return f"the prompt is {len(text):,} characters; at most {MAX_PROMPT_CHARS:,}"
    return None


@dataclass(frozen=True)
class TrackedRow:
    """An issue already in the artifact's Issue Log."""

    number: int | None
    title: str
    severity: str
    status: str


def tracked_block(rows: list[TrackedRow]) -> str:
    """The "already tracked" list for the prompt."""
    if not rows:
        return "None yet: this artifact has no Issue Log entries."
    lines = ["These issues are already in the artifact's Issue Log — already tracked, do not raise again unless still unresolved:", ""]
    for row in rows:
        number = f"#{row.number} " if row.number is not None else ""
        lines.append(f"- {number}{row.title} ({row.severity or 'unrated'}, {row.status or 'no status'})")
    return "\n".join(lines)


def build_messages(template: str, *, stage: str, artifact_name: str, artifact_text: str, tracked: list[TrackedRow]) -> tuple[str, str]:
    """(system, user) messages: the instructions, then the document itself."""
    system = template.replace("{{stage}}", stage).replace("{{tracked_issues}}", tracked_block(tracked))
    if "{{tracked_issues}}" not in template and tracked:
        system += "\n\n## Issues already tracked\n\n" + tracked_block(tracked)
    user = (
        f"Review the following {stage} document, `{artifact_name}`. Line numbers are not included; "
        "cite section headings.\n\n"
        f"<document name=\"{artifact_name}\">\n{artifact_text}\n</document>\n"
    )
    return system, user
