"""Markdown that streams in, drawn on Textual's line API (the way ``Log`` stays cheap).

Textual's ``Markdown`` is one widget per block, and every append lays out and renders the pane again: eight
of them streaming kept a core busy. Here the text is cut into blocks as it arrives; a block, once complete
(a blank line, a heading or a closed fence after it), is rendered once to styled lines at the pane's width and
kept; only the open last block is rendered again when text is appended; ``render_line`` serves the kept
lines of the rows on screen. A new width (a resize, a pane shown again) renders everything once, and a pane
with no width (hidden behind a maximized one) does no work until it has one.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from rich.style import Style
from rich.theme import Theme
from textual.color import Color
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.selection import Selection
from textual.strip import Strip

from xreview.tui.literal import inert_parser

_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r" {0,3}#{1,6}(?:[ \t]|$)")


class BlockSplitter:
    """Complete Markdown blocks out of text that arrives in pieces; what is not complete yet stays open."""

    def __init__(self) -> None:
        self.partial = ""  # the last line, not ended yet
        self.lines: list[str] = []  # the open block's complete lines
        self.fence = ""  # the marker of the code fence the open block is inside, if any
        self.fence_line = 0  # the line of the open block that opened it
        self.blank = False  # a blank line came after the open block's last line

    def feed(self, text: str) -> list[str]:
        """The blocks ``text`` completes, in order."""
        *complete, self.partial = (self.partial + text).split("\n")
        done: list[str] = []
        for line in complete:
            self._line(line, done)
        if self.lines and self.blank and self.partial[:1].strip():
            done.append("\n".join(self.lines))  # the line under way starts a new block: the open one is complete
            self.lines, self.blank = [], False
        return done

    def open_text(self, plain: bool = False) -> str:
        """The open block; ``plain``: an open code fence without its language (shown uncoloured until complete)."""
        lines = self.lines
        if plain and self.fence and (fence := _FENCE.match(lines[self.fence_line])):
            lines = [*lines[: self.fence_line], fence.group(0), *lines[self.fence_line + 1 :]]
        if not self.partial:
            return "\n".join(lines)
        return "\n".join([*lines, "", self.partial] if self.blank else [*lines, self.partial])

    def _line(self, line: str, done: list[str]) -> None:
        if self.fence:
            self.lines.append(line)
            stripped = line.strip()
            if stripped.startswith(self.fence) and not stripped.strip(self.fence[0]):
                self.fence = ""
            return
        if not line.strip():
            self.blank = bool(self.lines)
            return
        if self.lines and (_HEADING.match(line) or (self.blank and not line[0].isspace())):
            done.append("\n".join(self.lines))  # a new block starts: the one before is complete
            self.lines = []
        elif self.blank:
            self.lines.append("")  # an indented line after a blank one continues the block (a list item's)
        self.blank = False
        self.lines.append(line)
        if fence := _FENCE.match(line):
            self.fence, self.fence_line = fence.group(1), len(self.lines) - 1
        elif _HEADING.match(line):
            done.append(line)  # a heading is a block of its own
            self.lines = []


@cache
def _markdown_class() -> type[Any]:
    """Rich's Markdown with every heading at the left (as the cockpit's other Markdown), parsed inertly: raw HTML
    is text, links are shown, not followed. Imported on first use: Rich's Markdown brings Pygments with it."""
    from rich.markdown import Heading, Markdown

    class LeftHeading(Heading):
        LEVEL_ALIGN = dict.fromkeys(("h1", "h2", "h3", "h4", "h5", "h6"), "left")

    class InertMarkdown(Markdown):
        elements = {**Markdown.elements, "heading_open": LeftHeading}
        parser = inert_parser().disable("linkify")  # a bare address stays text: Rich would print it twice

        def __init__(self, markup: str, code_theme: str) -> None:  # Rich's __init__ would build a parser each time
            self.markup = markup
            self.parsed = self.parser.parse(markup)
            self.code_theme = self.inline_code_theme = code_theme
            self.justify = None
            self.style = "none"
            self.hyperlinks = False
            self.inline_code_lexer = None

    return InertMarkdown


def markdown_theme(variables: dict[str, str]) -> Theme:
    """Rich styles for the Markdown elements, from the Textual theme's Markdown variables."""
    styles: dict[str, Style] = {}
    for level in range(1, 7):
        colour = variables.get(f"markdown-h{level}-color", "")
        text_style = variables.get(f"markdown-h{level}-text-style", "bold")
        try:
            rich_colour = Color.parse(colour).rich_color if colour else None
        except Exception:  # a theme variable Textual can read but Color cannot: the heading keeps its weight only
            rich_colour = None
        parsed = Style.parse("" if text_style == "none" else text_style)
        styles[f"markdown.h{level}"] = parsed + Style(color=rich_colour)
    accent = variables.get("accent", "")
    try:
        styles["markdown.code"] = Style(bold=True, color=Color.parse(accent).rich_color if accent else None)
    except Exception:
        styles["markdown.code"] = Style(bold=True)
    return Theme(styles, inherit=True)


class StreamView(ScrollView, can_focus=True):
    """A model's Markdown as it streams: ``write`` appends, ``clear`` empties, ``source`` is the text so far."""

    DEFAULT_CSS = """
    StreamView { height: 1fr; padding: 0 1; overflow-x: hidden; overflow-y: scroll; scrollbar-size-vertical: 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own keyword
        super().__init__(id=id)
        self.source = ""
        self._splitter = BlockSplitter()
        self._blocks: list[str] = []  # the complete blocks, in order
        self._lines: list[Strip] = []  # the lines of the first ``_drawn`` blocks, at ``_key``'s width and style
        self._drawn = 0
        self._open: list[Strip] = []  # the lines of the open block
        self._open_source: str | None = None  # the open block they were drawn from
        self._key: tuple[object, ...] = ()
        self._theme = Theme()
        self._style = Style()

    @property
    def line_count(self) -> int:
        return len(self._lines) + len(self._open)

    def write(self, text: str) -> None:
        self.source += text
        self._blocks.extend(self._splitter.feed(text))
        self._update()

    def clear(self) -> None:
        self.source = ""
        self._splitter = BlockSplitter()
        self._blocks, self._lines, self._drawn, self._open, self._open_source = [], [], 0, [], None
        self._update()

    def set_text(self, text: str) -> None:
        self.clear()
        self.write(text)

    def on_resize(self) -> None:
        self._update()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        if self.is_mounted:
            self._update()  # draws again only if the style the text is drawn in changed, not on every focus

    def _update(self) -> None:
        width = self.scrollable_content_region.width  # less the padding and the scrollbar
        if width <= 0:
            return  # hidden or not laid out yet: drawn when it has a width
        key = (width, self.rich_style, self.app.theme)
        everything = key != self._key  # a new width or style: every line, the blank ones below the text too
        if everything:
            self._key, self._lines, self._drawn, self._open_source = key, [], 0, None
            self._style = self.rich_style
            self._theme = markdown_theme(self.app.theme_variables)
        following = self.scroll_y >= self.max_scroll_y
        first = len(self._lines)  # the first line that may change: where the open block started
        for block in self._blocks[self._drawn:]:
            self._lines.extend(self._draw(block, gap=self._drawn > 0))
            self._drawn += 1
        open_source = self._splitter.open_text()
        if open_source != self._open_source:
            self._open_source = open_source
            if self._splitter.fence:  # a code block still arriving: coloured once complete (Pygments is the slow part)
                open_source = self._splitter.open_text(plain=True)
            self._open = self._draw(open_source, gap=self._drawn > 0) if open_source.strip() else []
        size = Size(width, self.line_count)
        if size != self.virtual_size:
            # only this view's scrollbar depends on its length: no layout of the screen (the scrollbar is always
            # there, so the width never changes with it), which setting virtual_size would ask for on every append
            self.set_reactive(ScrollView.virtual_size, size)
            self._scroll_update(size)
        if following and self.scroll_y < self.max_scroll_y:
            self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True)
            self.refresh()
        elif everything:
            self.refresh()
        else:
            self.refresh_lines(first, self.line_count - first)

    def _draw(self, block: str, *, gap: bool) -> list[Strip]:
        width = self.scrollable_content_region.width
        console = self.app.console
        style = self._style
        renderable = _markdown_class()(block, "monokai" if self.app.current_theme.dark else "default")
        with console.use_theme(self._theme):
            lines = console.render_lines(renderable, console.options.update(width=width, height=None), style=style)
        strips = [Strip(line, width) for line in lines]
        while strips and not strips[-1].text.strip():
            strips.pop()
        while strips and not strips[0].text.strip():
            del strips[0]  # the gap between blocks is drawn here, one line, whatever Rich puts around an element
        return [Strip.blank(width, style), *strips] if gap and strips else strips

    def get_selection(self, selection: Selection) -> tuple[str, str] | None:
        """The selected text as the pane shows it (copied with the terminal's or Textual's copy)."""
        return selection.extract("\n".join(strip.text.rstrip() for strip in (*self._lines, *self._open))), "\n"

    def selection_updated(self, selection: Selection | None) -> None:
        self.refresh()

    def watch_mouse_hover(self) -> None:
        self.refresh()  # with or without the offsets a selection needs

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        if index < len(self._lines):
            strip = self._lines[index]
        elif index - len(self._lines) < len(self._open):
            strip = self._open[index - len(self._lines)]
        else:
            return Strip.blank(width, self._style)
        selection = self.text_selection
        if selection is not None and (span := selection.get_span(index)) is not None:
            start, end = span
            end = strip.cell_length if end == -1 else end
            before, chosen, after = strip.divide([start, end, strip.cell_length])
            chosen = chosen.apply_style(self.screen.get_component_rich_style("screen--selection"))
            strip = Strip.join([before, chosen, after])
        strip = strip.crop_extend(scroll_x, scroll_x + width, self._style)
        # the text offsets a mouse selection starts from, only under the mouse: every line carrying its own
        # offsets makes each frame of eight streaming panes dearer (a style per line to render)
        return strip.apply_offsets(scroll_x, index) if self.mouse_hover or selection is not None else strip
