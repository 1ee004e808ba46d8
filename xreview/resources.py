"""Access to the packaged defaults (the top-level ``config/`` and ``themes/`` folders).

In a wheel they live in ``xreview/_defaults/``; in a source checkout (editable
install, or tests run from the repository) they are read from the repository
itself, so there is one copy of every default.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


def _root(name: str) -> Traversable:
    packaged = resources.files("xreview") / "_defaults" / name
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"xreview's packaged {name}/ folder is missing; reinstall xreview")


def default_file(*parts: str) -> Traversable:
    """A file under the packaged ``config/`` folder."""
    node = _root("config")
    for part in parts:
        node = node / part
    return node


def read_default(*parts: str) -> str:
    """The text of a file under the packaged ``config/`` folder."""
    return default_file(*parts).read_text(encoding="utf-8")


def themes_dir() -> Traversable:
    """The packaged ``themes/`` folder."""
    return _root("themes")
