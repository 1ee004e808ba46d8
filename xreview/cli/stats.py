"""`xreview stats`: which models find the issues people accept, at what latency, failure rate and cost."""

from __future__ import annotations

import datetime
import json
from typing import Any

import click

from xreview.errors import UsageError


@click.command()
@click.option("--since", metavar="DATE", help="Only calls and decisions from DATE on (YYYY-MM-DD).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def stats(since: str | None, fmt: str) -> None:
    """Per model: issues raised, share accepted / rejected, accepted issues only it found, latency, failures, cost
    per accepted issue — from the calls and decisions logs in $XREVIEW_DATA_DIR."""
    from xreview.config.resolve import data_dir
    from xreview.core.stats import model_stats
    from xreview.session.reading import read_jsonl as _records

    if since is not None:
        try:
            datetime.date.fromisoformat(since)
        except ValueError:
            raise UsageError(f"--since {since}: not a date", hint="give it as YYYY-MM-DD") from None
    folder = data_dir()
    table = model_stats(_records(folder / "calls.jsonl"), _records(folder / "decisions.jsonl"), since)
    if fmt == "json":
        click.echo(json.dumps({"since": since, "models": {m: s.as_dict() for m, s in table.items()}}, indent=2))
        return
    if not table:
        click.echo(f"no reviews recorded yet in {folder}")
        return
    click.echo(f"{'model':<16} {'raised':>6} {'accepted':>8} {'rejected':>8} {'only it':>7} {'p50 ms':>7} {'p95 ms':>7} "
               f"{'failures':>8} {'$/accepted':>10}")
    for model, row in table.items():
        data = row.as_dict()
        cells = [_cell(data["accepted_share"], "{:.0%}"), _cell(data["rejected_share"], "{:.0%}"), str(row.only_it_accepted),
                 _cell(data["latency_ms"]["median"], "{}"), _cell(data["latency_ms"]["p95"], "{}"),
                 _cell(data["failure_rate"], "{:.0%}"), _cell(data["cost_per_accepted_usd"], "{:.4f}")]
        widths = (8, 8, 7, 7, 7, 8, 10)
        click.echo(f"{model:<16} {row.raised:>6} " + " ".join(f"{c:>{w}}" for c, w in zip(cells, widths, strict=True)))


def _cell(value: Any, shape: str) -> str:
    return "-" if value is None else shape.format(value)
