"""The parser's sections of plain paragraphs under an issues heading: a paragraph an issue, opening with its claim —
and the paragraphs that carry one on ("Specifically: …", "The paper should clarify: …") or give the reviewer's verdict."""

from __future__ import annotations

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues, prose
from xreview.core.cues import Kind
from xreview.core.parse_blocks import _LABEL_LINE, _BlockReader
from xreview.core.parse_blocks import _list_items as _list_items  # for the parser's sections
from xreview.core.parse_text import _CALLOUT, _FIELD_BLOCK, _Ctx, _inline, _is_leadin


class _ParagraphReader(_BlockReader):
    """Reads a section of plain paragraphs, one issue each."""

    def _paragraph_per_issue(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> bool:
        """Issues written as plain paragraphs under an issues heading, one each, opening with the claim."""
        if ctx.kind not in (Kind.CONTAINER, Kind.SEVERITY) or len(nodes) < 1:
            return False
        if not all(n.type == "paragraph" for n in nodes):
            return False
        texts = [_CALLOUT.sub("", _inline(n)) for n in nodes]
        return not any(self._pseudo_label(n) is not None or self._is_item_paragraph(t, ctx) or _FIELD_BLOCK.match(t)
                       for n, t in zip(nodes, texts, strict=True))

    def _paragraphs(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        """A paragraph an issue; one that carries the claim above on ("Specifically: fit …", "The paper should clarify:
        …") joins it, and a verdict ("Accept with minor revisions.") leaves only the asks after it."""
        added, said = False, ""
        for k, node in enumerate(nodes):
            text, before = _CALLOUT.sub("", _inline(node)), len(self.items)
            if k and prose.continues(text) and (added or not (_is_leadin(said) or cues.is_praise(said))):
                said = self.items.pop().text if added else said  # the claim above, even where its words alone did not tell
                self._add_block(said.split("\n", 1)[0], [node], nodes[k - 1], ctx, first=said)
            elif verdict := prose.VERDICT.match(text):  # "Accept with minor revisions. … Add the 2x2 check, …": the asks after it
                self._claims(node, text[verdict.end():], ctx)
            elif _line_points(text):
                self._line_list(node, "\n" + text, ctx)  # "**Mathematical:** Precision misuse → …" ⏎ "**Integration:** …": a risk a line
            elif cues.is_issue_like(text) and not _is_leadin(text):
                self._add_block(text.split("\n", 1)[0], [], node, ctx, first=text)
            added, said = len(self.items) > before, text


def _line_points(text: str) -> bool:
    """A paragraph of titled lines, a point each ("**Mathematical:** Precision misuse → …" ⏎ "**Integration:** API conflict
    → …"): its lines are read one by one (``_line_list``), not as one issue."""
    lines = text.split("\n")
    return len(lines) >= 2 and all(_LABEL_LINE.match(line) for line in lines)
