"""Output caps: how much of one model's answer is read, and how many of its items are kept.

Per model in models.yaml (``max_answer_chars``, ``max_items_per_answer``).
The longest of 52 real reviews is 23,000 characters with 63 items: the
defaults leave about ten and three times that room, and keep a runaway answer
(10,000 items, 100 MB) from costing minutes and gigabytes — restatement
folding and synthesis compare items pairwise, so their memory grows with the
square of the items kept. What a cap leaves out is reported, never lost
silently.
"""

from __future__ import annotations

MAX_ANSWER_CHARS = 200_000
MAX_ITEMS_PER_ANSWER = 200


def cut_note(chars_cut_at: int, items_cut: int, items_kept: int) -> str:
    """One line saying what the caps left out of an answer ('' when nothing was)."""
    parts = []
    if chars_cut_at:
        parts.append(f"answer cut at {chars_cut_at:,} characters (max_answer_chars); the rest was not read")
    if items_cut:
        parts.append(f"kept the first {items_kept:,} of {items_kept + items_cut:,} items (max_items_per_answer)")
    return "; ".join(parts)
