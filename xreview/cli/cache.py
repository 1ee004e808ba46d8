"""`xreview cache stats|clear`: the response cache in $XREVIEW_DATA_DIR/cache/."""

from __future__ import annotations

import datetime
import json

import click


def _open() -> object:
    from xreview.cli.common import _options, _usable
    from xreview.config.resolve import data_dir, resolve
    from xreview.session.cache import open_cache

    resolution = resolve(_options(None, None, None, None, None, None, need_artifact=False), usable=_usable)
    return open_cache(data_dir(), ttl_days=float(resolution.get("cache.ttl_days")), max_mb=float(resolution.get("cache.max_mb")))


@click.group()
def cache() -> None:
    """The response cache: an answer to a request made before is reused, free, for cache.ttl_days (7)."""


@cache.command()
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def stats(fmt: str) -> None:
    """How many answers the cache holds, how big it is, and what they cost when they were bought."""
    from xreview.session.cache import ResponseCache

    store = _open()
    assert isinstance(store, ResponseCache)
    data = store.stats()
    if fmt == "json":
        click.echo(json.dumps(data, indent=2))
        return

    def when(stamp: object) -> str:
        return datetime.datetime.fromtimestamp(float(stamp)).isoformat(timespec="minutes") if stamp else "-"  # type: ignore[arg-type]

    click.echo(f"cache: {data['path']}")
    click.echo(f"  {data['answers']} answer(s), {int(data['bytes']) / 1024:.1f} KiB of {int(data['max_bytes']) // (1024 * 1024)} MiB, "  # type: ignore[call-overload]
               f"kept {data['ttl_days']:g} days")
    click.echo(f"  oldest {when(data['oldest'])}, newest {when(data['newest'])}; bought for ${data['paid_for_usd']:.4f}")
    for model, count in dict(data["by_model"]).items():  # type: ignore[call-overload]
        click.echo(f"  {model:<16} {count}")


@cache.command()
def clear() -> None:
    """Forget every cached answer."""
    from xreview.session.cache import ResponseCache

    store = _open()
    assert isinstance(store, ResponseCache)
    click.echo(f"removed {store.clear()} cached answer(s) from {store.path}")
