"""`xreview synthesize`: reviews written elsewhere (JSON) merged into one list of issues, as a review would."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from xreview.errors import UsageError

if TYPE_CHECKING:
    from xreview.core.synthesis import ReviewInput

# what a "status" in `xreview synthesize` input may say: the reviewer answered, or it did not (and abstains)
_ANSWERED = frozenset({"success", "ok", "completed", "complete", "done"})
_FAILED = frozenset({"error", "failed", "failure", "timeout", "skipped", "cancelled"})


def read_reviews(reviews_file: str) -> tuple[list[ReviewInput], str | None]:
    """The reviews in ``reviews_file`` ('-' for stdin), each checked; and the artifact they name, if any."""
    from xreview.core.synthesis import ReviewInput
    from xreview.core.text import clean_text

    try:
        raw = sys.stdin.read() if reviews_file == "-" else Path(reviews_file).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise UsageError(f"{reviews_file}: file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{reviews_file}: cannot read ({exc})") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{reviews_file}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None
    reviews = data.get("reviews") if isinstance(data, dict) else None
    if not isinstance(reviews, list):
        raise UsageError(f'{reviews_file}: expected {{"reviews": [{{"model": ID, "response": TEXT}}, ...]}}')
    inputs = []
    for index, entry in enumerate(reviews):
        if not isinstance(entry, dict) or not isinstance(entry.get("model"), str):
            raise UsageError(f"{reviews_file}: reviews[{index}] needs a string 'model'")
        response = entry.get("response")
        status = str(entry.get("status", "success")).strip().lower()
        if status not in _ANSWERED | _FAILED:
            raise UsageError(f"{reviews_file}: reviews[{index}] ({entry['model']}): unknown status {entry.get('status')!r}; "
                             f"use one of {', '.join(sorted(_ANSWERED | _FAILED))}")
        ok = status in _ANSWERED
        if ok and not isinstance(response, str):
            raise UsageError(f"{reviews_file}: reviews[{index}] ({entry['model']}) answered but has no string 'response'")
        inputs.append(ReviewInput(clean_text(entry["model"]), response if ok else None, ok))
    artifact = data.get("artifact")
    return inputs, artifact if isinstance(artifact, str) else None


@click.command()
@click.argument("reviews_file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--format", "fmt", type=click.Choice(["json", "text"]), default="json", show_default=True)
def synthesize(reviews_file: str, fmt: str) -> None:
    """Merge reviews ({"reviews": [{"model": ID, "response": TEXT}]}) into one list of issues."""
    from xreview.artifact.document import MarkdownDocument
    from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER, cut_note
    from xreview.core.synthesis import synthesize as run_synthesis
    from xreview.core.text import json_safe

    inputs, artifact = read_reviews(reviews_file)
    outline = None
    if artifact is not None and Path(artifact).is_file():
        outline = MarkdownDocument.parse(Path(artifact).read_text(encoding="utf-8")).outline()
    from xreview.embedding import embedder_problem, load_embedder

    embed = load_embedder()
    if embed is None:
        click.echo(f"xreview: note: {embedder_problem()}", err=True)
    result = run_synthesis(inputs, outline, embed=embed)
    cuts = {model: cut_note(MAX_ANSWER_CHARS if parsed.chars_cut else 0, parsed.items_cut, MAX_ITEMS_PER_ANSWER)
            for model, parsed in result.parsed.items() if parsed.items_cut or parsed.chars_cut}
    for model, note in cuts.items():
        click.echo(f"xreview: note: {model}: {note}", err=True)
    if fmt == "json":
        out = {
            "schema": "xreview.synthesis/1",
            "voters": result.voters,
            "abstained": result.abstained,
            "unreadable": result.unreadable,
            **({"cut": cuts} if cuts else {}),
            "issues": [i.as_dict() for i in result.issues],
        }
        click.echo(json_safe(json.dumps(out, indent=2, ensure_ascii=False)))
        return
    click.echo(f"{len(result.issues)} issue(s) from {len(result.voters)} reviewer(s)"
               + (f"; abstained: {', '.join(result.abstained)}" if result.abstained else "")
               + (f" (unreadable: {', '.join(result.unreadable)})" if result.unreadable else ""))
    for issue in result.issues:
        click.echo(f"{issue.id}  {issue.severity.value:<8} {issue.complexity.value:<6} {issue.action.value:<8} "
                   f"{issue.consensus.value:<8} {issue.title}")
        for source in issue.sources:
            click.echo(f"    {source.model}: {source.text.splitlines()[0] if source.text else ''}")
