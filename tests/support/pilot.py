"""Driving the cockpit in tests: waiting for a screen, finding a row, reading what a widget shows."""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot

from xreview.tui.screens.triage_screen import TriageScreen


async def until(pilot: Pilot[int], condition: Callable[[], bool], seconds: float = 20.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError(f"timed out waiting; screen is {pilot.app.screen!r}")


def row_of(screen: TriageScreen, prefix: str) -> int:
    return next(i for i, issue in enumerate(screen.issues) if issue.title.startswith(prefix))


def rendered_markdown(widget) -> str:  # type: ignore[no-untyped-def]
    """What a Markdown widget shows, block by block, as plain text."""
    from textual.widgets.markdown import MarkdownBlock

    return "\n".join(str(block.render()) for block in widget.query(MarkdownBlock)
                     if not block.query(MarkdownBlock))


async def reject(pilot: Pilot[int], triage: TriageScreen, prefix: str, reason: str) -> None:
    """Reject the issue whose title starts with ``prefix``, giving ``reason``, and come back to the triage."""
    from textual.widgets import DataTable, Input

    from xreview.tui.screens.modals import TextModal

    triage.query_one("#issues", DataTable).move_cursor(row=row_of(triage, prefix))
    await pilot.press("x")
    await until(pilot, lambda: isinstance(pilot.app.screen, TextModal))
    pilot.app.screen.query_one(Input).value = reason
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, TriageScreen))


async def start_to_triage(pilot: Pilot[int]) -> TriageScreen:
    """Enter on the confirmation screen, then wait for the first cycle's triage and return it."""
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, TriageScreen))
    triage = pilot.app.screen
    assert isinstance(triage, TriageScreen)
    return triage
