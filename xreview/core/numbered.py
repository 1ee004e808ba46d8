"""Section labels a review numbers in a list ("1. **Summary**", "3. **Concerns**") instead of heading them."""

from __future__ import annotations

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse_text import _PSEUDO, _inline


def numbered_label(node: SyntaxTreeNode) -> str | None:
    """A section label numbered alone in its list ("3. **Concerns**" over the section's points), or followed by the
    section's sentences when they hold no finding ("1. **Summary**" over a paragraph, "5. **Risk Assessment**"); of a
    list of such labels, the last, which heads what follows it."""
    label = None
    for li in node.children:  # "1. **Summary**" over its paragraph and "2. **Strengths**" may share a list: the last heads
        if len(li.children) != 1 or li.children[0].type != "paragraph":
            return None
        first, _, rest = _inline(li.children[0]).partition("\n")
        match = _PSEUDO.match(first)
        if match is None:
            return None
        label = match.group(2).strip().rstrip(":").strip()
        kind = cues.section_kind(label)[0]
        if kind is Kind.TOPIC or len(label.split()) > 4 or (rest.strip() and kind not in (Kind.SKIP, Kind.RECAP)):
            return None  # not "10. **Roadmap scope is optimistic and front-loads unstable abstractions.**": a claim
    return label
