"""Model text shown as text: never markup, never terminal control."""

from __future__ import annotations

import re

from rich.text import Text

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x9b]")


def visible(text: str) -> str:
    """``text`` with control characters (an ANSI escape's ESC included) made visible: ESC → ␛."""
    return _CONTROL.sub(lambda m: chr(0x2400 + ord(m.group())) if ord(m.group()) < 0x20 else "␡", text)


def literal(text: str, style: str = "") -> Text:
    """A Rich Text holding ``text`` as it is: brackets stay brackets, escapes become visible."""
    return Text(visible(text), style=style)
