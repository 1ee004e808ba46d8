"""Shapes real-review round 437 showed the parser (issue 14): a re-review by another review tool that carries the
earlier round's low findings in a table "| Item | Status | Evidence (this session) |" — no id column, the items named
in the first column, their status OPEN, PARTIAL / OPEN or MOSTLY CLOSED — of which nothing was read.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

CARRIED = """# Adversarial Review — Round 10

## Carried round-9 lows — independently re-checked, current status

| Item | Status | Evidence (this session) |
|---|---|---|
| R9-3 admission lock in `/etc` | OPEN | `verify-ci-runner-capacity.sh:7,20` — the lock needs `/etc` write; non-root runners fail admission |
| R9-7 ADR-031 §3 drift | OPEN (doc-only) | `adr-031:33` "CI scope equals project" vs the shipped hash projection |
| SC2086 loops | MOSTLY CLOSED | `for id in $resources` remains; tokens are space-separated IDs — semantically safe, advisory only |
| sidecar-images.env raw source guard | PARTIAL / OPEN | Digest regex gate exists but no symlink/mode guard on the env file itself |
| Dead checked-in docker stub | CLOSED | deleted in this round |
"""


def test_a_status_table_of_carried_findings_yields_the_open_ones_by_their_item() -> None:
    titles = [item.title for item in read_review(CARRIED, "m").items]
    assert [t for t in titles if t.startswith(("R9-3", "R9-7", "sidecar-images"))] == [
        "R9-3 admission lock in /etc", "R9-7 ADR-031 §3 drift", "sidecar-images.env raw source guard"]
    assert not [t for t in titles if "Dead checked-in" in t]
