"""The packaged price table (``config/prices.yaml``): a price and a context window per model name."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from xreview.config.models import ModelConfig
from xreview.config.yamlfile import load_yaml
from xreview.core.budget import Price
from xreview.resources import default_file, read_default


@dataclass(frozen=True)
class PriceEntry:
    price: Price
    context_window: int | None


@lru_cache(maxsize=1)
def price_table() -> dict[str, PriceEntry]:
    doc = load_yaml(Path(str(default_file("prices.yaml"))), text=read_default("prices.yaml"))
    table: dict[str, PriceEntry] = {}
    for name, raw in ((doc.data or {}).get("prices") or {}).items():
        if not isinstance(raw, dict):
            raise doc.error(("prices", name), "a price must be a mapping such as {input: 0.30, output: 2.50}")
        try:
            price = Price(float(raw["input"]), float(raw["output"]),
                          float(raw["cached_input"]) if raw.get("cached_input") is not None else None)
        except (KeyError, TypeError, ValueError):
            raise doc.error(("prices", name), "a price needs numeric 'input' and 'output'") from None
        context = raw.get("context")
        table[str(name)] = PriceEntry(price, int(context) if isinstance(context, int) else None)
    return table


def lookup(model_name: str) -> PriceEntry | None:
    """The entry for ``model_name``: exact, else the longest entry it starts with."""
    table = price_table()
    name = model_name.split("/")[-1].lower()  # "moonshotai/kimi-k2-0905" on OpenRouter
    if name in table:
        return table[name]
    matches = [key for key in table if name.startswith(key)]
    return table[max(matches, key=len)] if matches else None


def apply_price_table(models: dict[str, ModelConfig]) -> None:
    """Give a model without ``price:`` (or ``context_window:``) the packaged table's values."""
    for model in models.values():
        if model.provider in ("builtin", "replay"):
            continue
        entry = lookup(model.model)
        if entry is None:
            continue
        if model.price is None:
            model.price = entry.price
            model.price_source = "prices.yaml"
        if model.context_window is None:
            model.context_window = entry.context_window
