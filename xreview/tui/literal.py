"""Model text shown as text: never markup, never terminal control."""

from __future__ import annotations

import re

from markdown_it import MarkdownIt
from rich.text import Text
from textual.widgets import Markdown

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x9b]")


def visible(text: str) -> str:
    """``text`` with control characters (an ANSI escape's ESC included) made visible: ESC → ␛."""
    return _CONTROL.sub(lambda m: chr(0x2400 + ord(m.group())) if ord(m.group()) < 0x20 else "␡", text)


def literal(text: str, style: str = "") -> Text:
    """A Rich Text holding ``text`` as it is: brackets stay brackets, escapes become visible."""
    return Text(visible(text), style=style)


_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+\-.!|~])")


def markdown_escape(text: str) -> str:
    """``text`` shown as it is inside Markdown (a model's label, say): every character Markdown reads escaped."""
    return _MD_SPECIAL.sub(r"\\\1", visible(text))


def model_markdown(text: str) -> str:
    """A model's Markdown for an ``inert_markdown`` widget: control characters made visible, nothing else changed."""
    return visible(text)


def inert_parser() -> MarkdownIt:
    """Markdown as Textual renders it, but raw HTML is text: Textual drops HTML blocks and tags, which would hide
    whatever a model wrote inside them."""
    return MarkdownIt("gfm-like", {"html": False})


def inert_markdown(*, id: str) -> Markdown:  # noqa: A002 - Textual's own keyword
    """A Markdown widget for model text: rendered, never Rich markup, raw HTML shown as text, links not followed."""
    return Markdown(id=id, open_links=False, parser_factory=inert_parser)
