"""Textual's header, with a title update that tolerates the header being torn down.

Textual's Header updates its title in a coroutine that runs after the change asking for it. When a screen
is leaving just then (a cycle's triage replaced by the next cycle's), its header's title widget may already
be gone: Textual catches NoScreen there but not NoMatches, and the whole app stopped with that error (seen
under load in the tests). This header registers the same four watches with an update that lets both pass.
"""

from __future__ import annotations

import contextlib

from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.events import Mount
from textual.widgets import Header
from textual.widgets._header import HeaderTitle


class TitleHeader(Header):
    def _on_mount(self, event: Mount) -> None:
        event.prevent_default()  # Header's own registration, replaced here (Widget's does nothing for a header)

        async def set_title() -> None:
            with contextlib.suppress(NoScreen, NoMatches):
                self.query_one(HeaderTitle).update(self.format_title())

        for source in (self.app, self.screen):
            self.watch(source, "title", set_title)
            self.watch(source, "sub_title", set_title)
