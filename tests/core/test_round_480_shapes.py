"""Shapes real-review round 480 showed the parser (issue 14): an audit whose numbered findings each sit under their
severity heading ("### CRITICAL" ⏎ "1) Node engine mismatch …" ⏎ "- Evidence: …" ⏎ "- Evidence links:" ⏎ "  - [ci.yml](…)"
⏎ "- Root cause: …") — the first, alone under its heading, is one finding with its fields, as the later ones are,
not an ordinary list whose links are findings.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Infrastructure Audit Report

## Findings (by severity)

### CRITICAL
1) Node engine mismatch across release and publish workflows
- Evidence: The package requires Node >=20 but two workflows pin Node 18.
- Impact: Build behaviour diverges from the supported engine.
- Evidence links:
  - [package.json](package.json#L17-L19)
  - [release.yml](.github/workflows/release.yml#L12-L16)
- Root cause: Workflow engine pinning is inconsistent with the package constraints.

### HIGH
2) CI uses npm install instead of npm ci
- Evidence: The CI workflow uses npm install for build and test.
- Impact: Dependency resolution is not lockfile-strict.
"""


def test_a_lone_first_numbered_point_over_its_fields_is_one_finding() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 2, titles
    assert "Node engine mismatch" in titles[0] and "npm ci" in titles[1]
