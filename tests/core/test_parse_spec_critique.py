"""Real-review round 328 (review 495): an LLM's critique of a file-format specification whose missing assumptions are
bold-led bullets, one of them set aside by the reviewer itself: "* **Maximum prompt length** – Not relevant to the
format itself, but some production pipelines choke on multi-megabyte bodies." A point its reviewer calls not relevant
is no finding.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """#### 1  Ambiguities & Inconsistencies

| Area | Issue |
| --- | --- |
| **Front-matter delimiters** | You write “enclosed between lines of dashes” but do not pin down the exact delimiter. |
| **Hash field naming** | The prose says “hash of the body text” but the example key is `md5-hash`; fix the algorithm. |

#### 2  Missing or Unstated Assumptions

* **Character encoding and normalisation** – The hash is meaningless unless encoding and Unicode normalisation are fixed.
* **Maximum prompt length** – Not relevant to the format itself, but some production pipelines choke on multi-megabyte bodies.
* **Concurrency / locking** – If metadata can be appended later, how do you avoid two processes writing at once?
"""


def test_a_point_set_aside_as_not_relevant_is_no_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 4 and not any("Maximum prompt length" in title for title in titles)
