"""Clean text: what a terminal would obey is removed whole or shown as a picture, however it arrives."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from xreview.core.text import StreamCleaner, clean_text

WIRE = "plain \x1b[31mred\x1b[0m, \x1b]52;c;cm0gLXJm\x07 clip, \x1bc reset, \x9b2J csi8, bel\x07 nul\x00 tab\tcr\r\nend"


def test_sequences_go_whole_other_controls_become_visible() -> None:
    assert clean_text(WIRE) == "plain red,  clip, ␛c reset,  csi8, bel␇ nul␀ tab\tcr\nend"


@given(st.lists(st.integers(min_value=0, max_value=len(WIRE)), max_size=6))
def test_a_stream_split_anywhere_reads_as_the_whole(cuts: list[int]) -> None:
    points = sorted(set(cuts))
    pieces = [WIRE[a:b] for a, b in zip([0, *points], [*points, len(WIRE)], strict=True)]
    cleaner = StreamCleaner()
    assert "".join(cleaner.feed(p) for p in pieces) + cleaner.flush() == clean_text(WIRE)


@given(st.text(alphabet=st.characters(max_codepoint=0x2FF)))
def test_nothing_but_tab_and_newline_survives(text: str) -> None:
    cleaned = clean_text(text)
    assert not any(ord(c) < 0x20 and c not in "\t\n" or 0x7F <= ord(c) <= 0x9F for c in cleaned)
