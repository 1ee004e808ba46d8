"""Real-review rounds: a phase review of C++ deliverables — numbered "Level: …" findings, then "## Memory / Leak
Notes" that open on "No direct memory leaks found in D6-D10 code paths (…)" (round 237, review 392). A leak found
nowhere is no finding; a leak found is one.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Findings (ordered by severity)

1. High: D6 hot-loop path still uses `std::function` predicate dispatch per row.
   - Evidence: `src/query/OptimizedTrafficAggregator.cpp:13`

## Memory / Leak Notes (D6-D10 scope)

- No direct memory leaks found in D6-D10 code paths (RAII containers, no raw owning pointers in reviewed files).
- Memory leak in the CSV loader: buffers allocated per chunk are never freed.
"""


def test_no_leaks_found_is_no_finding_but_a_leak_is() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles[0] == "D6 hot-loop path still uses std::function predicate dispatch per row"
    assert not any(title.startswith("No direct memory leaks") for title in titles)
    assert any(title.startswith("Memory leak in the CSV loader") for title in titles)
