"""Shapes real-review round 534 showed the parser (issue 14): a re-review whose prior findings open on a bold lead
closing them ("**F-028 | ADDRESSED.** Constants land …", the claims it checked below it), the new findings in a
fenced YAML block under "## 2. New findings", and what the reviewer could not do under "## 5. Could not do".

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review, read_review

RE_REVIEW = """Round 5 re-review complete. Diff read in full.

## 1. Prior findings

**F-028 | ADDRESSED.** Constants land in the stub directly beneath the limiter cap, all three rules stated in both
stub and contract.

**F-029 | ADDRESSED.** Both halves. The lookup throws a typed error and the guard converts it to a 401.

**Self-found cache defect — the diagnosis is correct and the mechanism is sound in principle.** All three claims check out at source:

- *Topology.* Custom domains reach the origin directly, so the redirect surface never traverses the proxy.
- *Redirect surface.* The controller sits outside `/api` and outside the guard.
- *Wrong secret.* Rule 1 is a positive condition, so a wrong secret falls to rule 2.

**F-027 | STILL OPEN.** The retry budget is still unbounded: a failing provider is retried forever.

## 2. New findings

```yaml
verdict: changes-requested
findings:
  - severity: major
    file: design/stubs/rate-limit.types.ts
    summary: The client-IP fix exists only in prose; both normative stub blocks still key on the platform header.
    required_change: >
      Put the resolution rule in the stub and export the two header names.
  - severity: minor
    file: design/contracts/web-api-client.md
    summary: The proxy's source of the browser address is never named, so the trust decision moves upstream unspecified.
    required_change: >
      Name the header the proxy reads.
```

## 5. Could not do

- **Could not verify the auth library against a pinned version.** Nothing is installed yet.
- **Did not update `findings.yaml`.** The orchestrator assigns the numbers.
"""


def _titles(text: str) -> list[str]:
    return [item.title for item in read_review(text, "m").items]


def test_a_bold_lead_that_closes_its_point_is_no_finding() -> None:
    assert not [title for title in _titles(RE_REVIEW) if "ADDRESSED" in title or "halves" in title]


def test_a_closed_point_keeps_the_claims_it_checked_with_it() -> None:
    assert not [title for title in _titles(RE_REVIEW) if title.startswith(("Topology", "Redirect", "Wrong secret"))]


def test_a_yaml_block_under_new_findings_states_them_after_a_prior_one() -> None:
    items = parse_review(RE_REVIEW).items  # its roles before restatements fold
    new = [item for item in items if item.title.startswith(("The client-IP fix", "The proxy's source"))]
    assert len(new) == 2 and all(item.role == "issue" for item in new), [(item.title, item.role) for item in items]


def test_what_the_reviewer_could_not_do_is_no_finding() -> None:
    assert not [title for title in _titles(RE_REVIEW) if title.startswith(("Could not", "Did not update"))]


def test_a_comment_in_code_above_the_yaml_block_is_no_heading() -> None:
    text = RE_REVIEW.replace("## 2. New findings\n", "## 2. New findings\n\nReproduce first:\n\n```bash\n# run the stub check\nmake check\n```\n")
    items = parse_review(text).items
    new = [item for item in items if item.title.startswith(("The client-IP fix", "The proxy's source"))]
    assert len(new) == 2 and all(item.role == "issue" for item in new), [(item.title, item.role) for item in items]
