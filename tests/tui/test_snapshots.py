"""Each cockpit screen pinned as a snapshot (replay models, fixed clock). Update with --snapshot-update
only after looking at the report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot

from tests.tui.helpers import CASSETTES, cockpit
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.summary_screen import SummaryScreen
from xreview.tui.screens.triage_screen import TriageScreen
from xreview.tui.widgets.model_pane import ModelPane

SIZE = (120, 36)


async def until(pilot: Pilot[int], condition: Callable[[], bool]) -> None:
    for _ in range(400):
        if condition():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError("timed out")


def test_confirmation_screen(snap_compare, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=["kimi", "gemini"], write=False)
    assert snap_compare(app, terminal_size=SIZE)


def test_review_screen_while_streaming(snap_compare, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=["kimi", "stalled"], write=False, speed=1.0,
                  cassettes={"kimi": CASSETTES / "stalled.json", "stalled": CASSETTES / "stalled.json"})

    async def streaming(pilot: Pilot[int]) -> None:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ReviewScreen)
                    and all(p.text for p in pilot.app.screen.query(ModelPane)))

    assert snap_compare(app, terminal_size=SIZE, run_before=streaming)


def test_triage_screen(snap_compare, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=["kimi", "gemini"], write=False)

    async def triage(pilot: Pilot[int]) -> None:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, TriageScreen))

    assert snap_compare(app, terminal_size=SIZE, run_before=triage)


def test_summary_screen(snap_compare, project: Path, isolated_dirs: Path) -> None:  # type: ignore[no-untyped-def]
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=["gemini"], write=False)

    async def summary(pilot: Pilot[int]) -> None:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, TriageScreen))
        await pilot.press("x")
        await pilot.pause()
        await pilot.press(*"not ours", "enter")
        await pilot.pause()
        await pilot.press("w")
        await until(pilot, lambda: isinstance(pilot.app.screen, SummaryScreen))

    assert snap_compare(app, terminal_size=SIZE, run_before=summary)


def test_eight_panes_streaming_markdown(snap_compare, project: Path, isolated_dirs: Path,  # type: ignore[no-untyped-def]
                                        tmp_path: Path) -> None:
    """Eight models at once: every pane shows its review as rendered Markdown (headings, bold, code, lists)."""
    import json

    answer = (CASSETTES / "kimi.md").read_text(encoding="utf-8") + "\n- one point\n- another point\n"
    tapes = {}
    for n in range(8):
        tapes[f"m{n}"] = tmp_path / f"m{n}.json"
        tapes[f"m{n}"].write_text(json.dumps({"schema": "xreview.cassette/1", "chunks": [[0.0, answer], [3600.0, "x"]],
                                              "result": {"ok": True}}), encoding="utf-8")
    app = cockpit(project / "docs" / "design.md", isolated_dirs / "config", isolated_dirs / "data",
                  models=list(tapes), write=False, speed=1.0, cassettes=tapes)

    async def streaming(pilot: Pilot[int]) -> None:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ReviewScreen)
                    and all(p.text.endswith("another point\n") for p in pilot.app.screen.query(ModelPane)))
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=(160, 48), run_before=streaming)
