"""Lists under a lead-in that hold no findings of their own, read by the parser (``parse_blocks``): commands run
clean, checks passed, the steps of one proposal, the order of work that fixes the findings."""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues
from xreview.core.parse_text import _own_text

# a command run and its outcome: "`ruff check src` — pass", "`mypy src` (`--strict`) — pass, 51 source files"
_RAN_CLEAN = re.compile(r"`[^`\n]+`[^—–\n]{0,40}\s[—–:-]\s*(?:\*\*)?(?:pass(?:ed|es)?|ok|clean|green)\b(?![^\n]*\b(?:fail|error)s?\b)", re.IGNORECASE)


def ran_clean(label: str, node: SyntaxTreeNode) -> bool:
    """A label ending on a colon over the commands it ran, every one clean ("**Checks (run from repo root):**" ⏎ "- `ruff
    check src` — pass" ⏎ "- `git status` — clean tree"): checks passed, no finding."""
    points = [_own_text(li) for li in node.children]
    return label.rstrip("*_ ").endswith(":") and bool(points) and all(_RAN_CLEAN.match(p.strip()) for p in points)


def checklist(node: SyntaxTreeNode) -> bool:
    """A list most of whose points are checks that passed or were closed ("✅ No Lorem ipsum found", "❌→✅ found 6
    broken links"): the label over it ("**Placeholder text:**", "**Broken links audit:**") names a check, not a finding."""
    points = [_own_text(li) for li in node.children] if node.type in ("bullet_list", "ordered_list") else []
    marked = [p for p in points if cues.VALIDATED.match(p.strip()) or (re.match(r"[^\w\s*_`]", p.strip()) and cues.is_praise(p))]
    return bool(points) and len(marked) * 2 >= len(points)  # marked, not merely praised: "This works today." is no check


# an order of work: "Build order should be:", "Work these in order.", "Implement them in this order:", "Suggested adjusted order:"
ORDER_OF_WORK = re.compile(r"\W*(?:(?:work (?:through )?|do |implement |tackle )(?:these|them) in (?:this )?order\b|(?:the )?(?:build|implementation|"
                           r"rollout|migration|fix) order (?:should be|is)\s*:\s*$|(?:(?:suggested|recommended|proposed|adjusted)\s+)+(?:order|sequence|sequencing)\s*:\s*$)", re.IGNORECASE)


def steps_of(leadin: str, node: SyntaxTreeNode) -> str | None:
    """What a list under a lead-in is when its entries are not points: "options" — the alternatives a lead-in offers,
    numbered or not ("Implementation PR must either:" ⏎ "- wait for PR #6 to merge, or" ⏎ "- use … as the base"; "Each
    must be either:" ⏎ "1. Fully implemented in the skill" ⏎ …), no finding of their own; for a numbered list, "order" —
    the order of work ("Build order should be:" ⏎ "1. Load JSON config …" ⏎ "2. Add …"), no finding of its own, or
    "proposal" — the steps of the one point the lead-in makes ("The browser observer should be a state machine:" ⏎ "1.
    find tab" ⏎ "2. inject prompt" ⏎ …: most steps asking for nothing of their own); None — the entries are points."""
    if re.search(r"\beither\s*:\s*$", leadin, re.IGNORECASE):
        return "options"
    if node.type != "ordered_list":
        return None
    if ORDER_OF_WORK.match(leadin):
        return "order"
    steps = [_own_text(li) for li in node.children]
    proposal = leadin.rstrip().endswith(":") and cues.is_issue_like(leadin) and len(steps) >= 3 and not checklist(node)  # not "1. ✅ **Metrics Server**"
    return "proposal" if proposal and sum(map(cues.is_issue_like, steps)) * 2 < len(steps) else None


def marked_checks(nested: list[SyntaxTreeNode]) -> bool:
    """A point's sub-lists are checks marked passed or failed, a failure among them ("2. **High Risk Futures Agent**"
    ⏎ "- ✅ Dynamic TP/SL …" ⏎ "- ❌ Falls back to hardcoded values …"): the point names what was checked, each failure
    a finding of its own."""
    marks = [_own_text(li).lstrip()[:1] for sub in nested if sub.type in ("bullet_list", "ordered_list") for li in sub.children]
    return len(marks) >= 2 and "❌" in marks and all(mark in "✅❌" for mark in marks)
