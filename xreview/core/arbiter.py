"""An optional arbiter model groups the extracted items; its answer is checked before it is used.

The arbiter gets the items (never the reviews' prose around them), numbered,
and must answer ``{"clusters": [[1, 4], [2], ...]}`` placing every item in
exactly one group. Anything else — prose, a number out of range, an item
placed twice or left out — is refused with the reason, and the local
synthesis stands.
"""

from __future__ import annotations

import json

from xreview.core.model import ReviewItem
from xreview.core.text import one_line, unfenced


class ArbiterError(ValueError):
    """The arbiter's answer cannot be used; the message says why."""




def arbiter_request(items: list[ReviewItem]) -> str:
    """The user message listing the items, numbered from 1."""
    lines = [f"{len(items)} items from {len({i.model for i in items})} reviewers:", ""]
    for number, item in enumerate(items, 1):
        where = item.location.heading or (f"line {item.location.line}" if item.location.line else "no location")
        severity = item.severity.value if item.severity else "no severity"
        lines.append(f"{number}. [{item.model}] [{severity}] [{where}] {one_line(item.title, 160)}")
        if item.description:
            lines.append(f"   {one_line(item.description, 400)}")
    return "\n".join(lines) + "\n"


def parse_clusters(answer: str, count: int) -> list[list[int]]:
    """The groups as 0-based item positions; ArbiterError when the answer breaks the schema."""
    text = unfenced(answer)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ArbiterError(f"the answer is not JSON ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(data, dict) or not isinstance(data.get("clusters"), list):
        raise ArbiterError('the answer has no "clusters" list')
    seen: dict[int, int] = {}
    groups: list[list[int]] = []
    for position, group in enumerate(data["clusters"]):
        if not isinstance(group, list) or not group:
            raise ArbiterError(f"cluster {position + 1} is not a non-empty list of item numbers")
        members = []
        for number in group:
            if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= count:
                raise ArbiterError(f"cluster {position + 1} names {number!r}, not an item number from 1 to {count}")
            if number in seen:
                raise ArbiterError(f"item {number} is placed twice (clusters {seen[number]} and {position + 1})")
            seen[number] = position + 1
            members.append(number - 1)
        groups.append(sorted(members))
    missing = [n for n in range(1, count + 1) if n not in seen]
    if missing:
        shown = ", ".join(str(n) for n in missing[:8]) + (" …" if len(missing) > 8 else "")
        raise ArbiterError(f"item{'s' if len(missing) > 1 else ''} {shown} placed in no cluster")
    return groups
