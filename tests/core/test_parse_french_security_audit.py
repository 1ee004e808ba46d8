"""Real-review round 284 (review 439): a French security audit whose "## Points verifies sans constat" lists the
points it checked and found sound ("**Les gardes SG002 sont correctes.**", "**0010 est correcte.**") before its
"## Constats". A section of points verified without a finding ("sans constat", "ohne Befund") holds none.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Points verifies sans constat

1. **Pas de recursion.** `member_isolation` appelle `current_org()`, qui n'appelle ni l'une ni l'autre politique.
2. **Les gardes SG002 sont correctes.** Ce sont les premieres instructions, et `IS DISTINCT FROM` ferme le cas NULL.
3. **0010 est correcte.** Elle est idempotente et echoue fermee.

## Constats

### MINEUR-1 : `GRANT INSERT ON organization TO signet_app` toujours present
- **Emplacement** : `0003_organizations_and_policies.sql:185`.
- **Remediation** : `REVOKE INSERT ON organization FROM signet_app`.
"""


def test_points_verified_without_a_finding_hold_none() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["GRANT INSERT ON organization TO signet_app toujours present"]
