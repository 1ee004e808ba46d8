"""An audit in numbered topics (real-review round 126): each topic checks one area, and where it found something a
subsection says so — "### Issue: segment lengths are not uniform", or "### Issue" alone over the paragraph that
states it — beside "### Verified" and a table of measurements. At first neither was read: the labeled subsection sat
under a topic and was taken for more of it, and the bare "Issue" heading for a list of issues, its bullets of
evidence read as findings.

The texts are written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.fields import issue_named
from xreview.core.parse import parse_review

AUDIT = """# Queue calibration audit

## 1. Worker pool geometry

### Verified

Total worker count matches the model.

### Issue: shard sizes are not uniform

The shards hold between 300 and 900 keys, but the rebalancer assumes a single `shard_size = 500`.
This distorts the load estimate.

## 2. Buffer capacity

### Issue

The defaults in `default.yaml` use larger generic buffer sizes:

- `grid_buffer = 220`
- ingest buffers = 180

Only the egress buffers were recalibrated; the others can still be too high.
"""


def test_an_issue_labeled_subsection_is_one_finding() -> None:
    items = parse_review(AUDIT).items
    assert [item.title for item in items] == [
        "shard sizes are not uniform",
        "The defaults in default.yaml use larger generic buffer sizes",
    ]
    assert "grid_buffer" in items[1].description  # the bullets are its evidence, not findings of their own


def test_only_an_issue_label_names_a_finding() -> None:
    assert issue_named("Issue: shard sizes are not uniform", None) == "shard sizes are not uniform"
    assert issue_named("Issue", "The buffers are too large. Only egress was fixed.") == "The buffers are too large."
    assert issue_named("Issue", None) is None  # a bare label over a list names no finding by itself
    assert issue_named("Issues", "Several things:") is None
    assert issue_named("Verified", "Total worker count matches the model.") is None
