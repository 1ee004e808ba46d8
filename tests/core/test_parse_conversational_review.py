"""Real-review round 323 (review 488): a chat assistant's review of a design document, answering its author — numbered
headings worded as conversation: "### 2. I'd reconsider putting `TenantId` on *everything*", "### 3. There's one
important issue with the public `POST /orders`", "### 4. The "one active cart per QR session" deserves another look",
beside praise ("### 1. The `Location` tree is a very good decision"). Reconsidering, an issue with something and a
second look name problems; the praise does not.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """Yes, Wilson. **Overall, this is a solid design.** I would, however, change a few things before you start.

### 1. The `Location` tree is a very good decision

A restaurant needs only `Table 12`, a stadium `Section → Row → Seat`. I'd keep this.

### 2. I'd reconsider putting `TenantId` on *everything*

`OrderItem` already belongs to an `Order`, which belongs to a tenant; a second `TenantId` is an invariant to enforce.

### 3. There's one important issue with the public `POST /orders`

The client names its own tenant and location; the server should derive both from the QR session.

### 4. The "one active cart per QR session" deserves another look

Without a session record there is nowhere to put a second customer at the same table later.
"""


def test_reconsidering_an_issue_with_and_another_look_are_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 3
    assert titles[0].startswith("I'd reconsider putting TenantId")
