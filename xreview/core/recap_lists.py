"""The points of one summary list, as restatement folding reads them: which run of entries a point stands in, and
whether an earlier list of its numbered series already restates the finding it would fold into."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from xreview.core.model import ReviewItem

if TYPE_CHECKING:
    import numpy as np


def one_each(items: list[ReviewItem], into: dict[int, int], score: np.ndarray, k: int, best: int, siblings: list[int]) -> bool:
    """A numbered point whose finding a point of an earlier list of its series restates more closely ("3. **Plan 04: Add
    dependency on 01-03**" … "### Nice to Have" ⏎ "7. …" ⏎ "8. **Wave optimization**"): each list names its own."""
    def number(j: int) -> int:
        return int(found.group(1)) if (found := _NUMBERED.match(items[j].text or "")) else 0
    return number(siblings[k]) > 1 and any(t == best and score[j, t] > score[k, t] and siblings[j] != siblings[k] and 0 < number(j) < number(k)
                                           for j, t in into.items())  # a list that goes on numbering, not one that starts at 1


_NUMBERED = re.compile(r"\s*(\d{1,3})[.)]\s+(?:\*\*|__)")
TITLED = re.compile(r"\s*(?:#{1,6}\s+)?(?:\d{1,3}[.)]\s|(?:[-*+]\s+)?(?:\*\*|__))")  # "3. …", "- **…**", "#### 2. …"


def sibling_runs(items: list[ReviewItem]) -> list[int]:
    """For each item, the first of the run of recap entries it stands in, each entry starting where the one before it
    ended (the points of one list, "3. **Consider Adding UV Clamp Mode**" ⏎ "4. **Gamma Correction …**"): the points of
    one list never restate each other."""
    runs: list[int] = []
    for k, item in enumerate(items):
        before = items[k - 1] if k else None
        joined = (before is not None and before.role == item.role == "recap" and before.span is not None and item.span is not None
                  and 0 <= item.span[0] - before.span[1] <= 4)
        runs.append(runs[-1] if joined else k)
    return runs
