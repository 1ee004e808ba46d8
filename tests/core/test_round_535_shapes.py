"""Shapes real-review round 535 showed the parser (issue 14): a test-case grade report whose "## Evidence appendix"
lists what the audit read (the log, the driver's fail path, what was not evaluated) and whose "## Not concluded" names
what it leaves open — the record of the audit, no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

GRADE = """# Grade Report — dma_sanity_test (re-audit)

## Findings

### FIND-001 — Major: residual hand-copied DMA CSR addresses

The DMA control addresses remain numeric literals on the proof path while the generated map exports them.

## Evidence appendix

- Log: `runs/dma_sanity_test.log`, verified by hash.
- Driver FAIL-ON: `_wait_done` raises after 50 polls; a mismatch raises.
- No unexplained `ERROR`/`FATAL` in the kept log.
- Entry gate / Layer 2 not evaluated (no card).

## Not concluded

- Whether this payload path proves the properties a future card would require.
- Completeness against a feature list — none applies here.
"""


def test_an_evidence_appendix_and_what_was_not_concluded_hold_no_finding() -> None:
    items = read_review(GRADE, "m").items
    assert [item.title for item in items] == ["residual hand-copied DMA CSR addresses"] or (
        len(items) == 1 and "hand-copied" in items[0].title), [item.title for item in items]
