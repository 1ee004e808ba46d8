"""Textual's footer, built again only when the keys it shows change.

The stock footer rebuilds itself (a dozen widgets mounted, the whole screen laid out again) whenever the
screen's bindings are refreshed, which happens on every focus change: Tab between streaming panes cost a
full layout each time, for the same keys.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widgets import Footer


class KeysFooter(Footer):
    _shown: tuple[Any, ...] | None = None

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            shown = tuple((binding.key, binding.action, binding.description, enabled, tooltip)
                          for _node, binding, enabled, tooltip in screen.active_bindings.values() if binding.show)
            if shown == self._shown:
                return
            self._shown = shown
        super().bindings_changed(screen)
