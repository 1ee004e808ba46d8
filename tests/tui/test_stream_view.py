"""The streaming Markdown view: blocks cut where Markdown ends them, each complete block drawn once, the open one
drawn again as it grows, nothing drawn while the view has no width."""

from __future__ import annotations

from textual.app import App, ComposeResult

from xreview.tui.widgets.stream_view import BlockSplitter, StreamView


def feed_all(pieces: list[str]) -> tuple[list[str], str]:
    splitter = BlockSplitter()
    done: list[str] = []
    for piece in pieces:
        done.extend(splitter.feed(piece))
    return done, splitter.open_text()


def test_blocks_end_at_blank_lines_and_headings_whatever_the_chunks() -> None:
    text = "## Issues\n### [High] Retries\n**Problem:** unbounded.\nMore.\n\nNext paragraph\n\n- a\n\n  still a\n- b\n"
    whole = feed_all([text])
    assert whole == (["## Issues", "### [High] Retries", "**Problem:** unbounded.\nMore.", "Next paragraph"],
                     "- a\n\n  still a\n- b")
    assert feed_all(list(text)) == whole  # one character at a time: the same blocks


def test_a_code_fence_is_one_block_even_with_blank_lines_and_hash_comments() -> None:
    done, open_text = feed_all(["Intro\n\n```sh\n# not a heading\n\necho hi\n", "```\n\nAfter\n"])
    assert done == ["Intro", "```sh\n# not a heading\n\necho hi\n```"]
    assert open_text == "After"


class Harness(App[None]):
    def __init__(self, view: StreamView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        yield self.view


class CountingView(StreamView):
    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def _draw(self, block: str, *, gap: bool):  # type: ignore[no-untyped-def]
        self.drawn.append(block)
        return super()._draw(block, gap=gap)


async def test_a_complete_block_is_drawn_once_and_only_the_open_block_again() -> None:
    view = CountingView()
    async with Harness(view).run_test(size=(60, 20)) as pilot:
        for i in range(30):
            view.write(f"Paragraph **{i}** here.\n\n")
        view.drawn.clear()
        view.write("The open one ")
        view.write("grows.")
        assert view.drawn == ["Paragraph **29** here.", "The open one ", "The open one grows."]
        await pilot.pause()
        shown = [view.render_line(y).text.rstrip() for y in range(view.size.height)]
        assert shown[-1] == "The open one grows." and "**" not in "".join(shown)  # rendered, followed to the end


async def test_a_view_without_width_does_no_work_until_it_has_one() -> None:
    view = CountingView()
    view.styles.display = "none"
    async with Harness(view).run_test(size=(60, 20)) as pilot:
        view.write("# Title\n\nSome *text*.\n\n")
        await pilot.pause()
        assert view.drawn == []
        view.styles.display = "block"
        await pilot.pause()
        await pilot.pause()
        assert view.drawn == ["# Title", "Some *text*."]
        assert view.render_line(0).text.startswith("Title")


async def test_a_new_width_wraps_the_text_again() -> None:
    view = StreamView()
    async with Harness(view).run_test(size=(60, 20)) as pilot:
        view.write("word " * 40 + "\n\n")
        await pilot.pause()
        wide = view.line_count
        await pilot.resize_terminal(30, 20)
        await pilot.pause()
        assert view.line_count > wide
        assert all(len(view.render_line(y).text.rstrip()) <= view.scrollable_content_region.width for y in range(view.size.height))


async def test_text_in_a_pane_can_be_selected_with_the_mouse_and_copied_as_shown() -> None:
    view = StreamView()
    async with Harness(view).run_test(size=(60, 20)) as pilot:
        view.write("## Retries\n\n**Problem:** retries are unbounded.\n\nSecond paragraph.\n\n")
        await pilot.pause()
        shown = [view.render_line(y).text.rstrip() for y in range(4)]
        assert shown[0] == "Retries" and shown[2].startswith("Problem: retries")
        # drag from the start of "Problem" to the end of its line (the mouse rests on the pane first, as a hand does)
        await pilot.hover(view, offset=(1, 2))
        await pilot.pause()
        await pilot.mouse_down(view, offset=(1, 2))
        await pilot.hover(view, offset=(1 + len(shown[2]), 2))
        await pilot.mouse_up(view, offset=(1 + len(shown[2]), 2))
        await pilot.pause()
        assert pilot.app.screen.get_selected_text() == "Problem: retries are unbounded."


async def test_a_code_block_still_arriving_is_drawn_uncoloured_and_coloured_once_complete() -> None:
    view = CountingView()
    async with Harness(view).run_test(size=(60, 20)):
        view.write("Intro\n```python\nx = 1\n")
        assert view.drawn[-1] == "Intro\n```\nx = 1"  # no language while open: Pygments only once
        view.write("```\n\n")
        assert view.drawn[-1] == "Intro\n```python\nx = 1\n```"
