"""Real-review round 284 (review 439): a French security audit whose "## Points verifies sans constat" lists the
points it checked and found sound ("**Les gardes SG002 sont correctes.**", "**0010 est correcte.**") before its
"## Constats". A section of points verified without a finding ("sans constat", "ohne Befund") holds none.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Points verifies sans constat

6. **Les gardes SG002 sont correctes.** Ce sont les premieres instructions. `IS DISTINCT FROM` ferme le cas NULL que la garde de 0003 laissait passer. Les messages ne contiennent aucun identifiant, et le meme code SQLSTATE sert pour « absent » et « different ». `create_organization` insere le membre owner avec la valeur de session deja verifiee. Les routes prennent `userId` dans `session.user.id` (`[organizationId]/route.ts:34`, `organizations.ts:30-36`), jamais dans la requete.
7. **0010 est correcte.** Elle est idempotente (des ALTER ROLE inconditionnels, sans effet sur un cluster conforme). Elle echoue fermee : le bloc DO leve avant les ALTER, et `migrate.ts` annule la transaction. Aucun secret : ni mot de passe, ni message autre que des noms de roles. Les tests AC6 (i) et (ii) jouent le fichier reel dans une transaction toujours annulee, et echouaient avant 0010 (fichier absent).
8. **Les tests sont discriminants.** Le journal donne une baseline de 28 echecs avant l'implementation, puis 0 apres. Les deux tests AC4 `create_organization` echouaient avant 0009 : l'owner inexistant provoquait une violation de FK 23503 et non SG002. Ils verifient maintenant l'absence de creation hors RLS, apres la transaction. `tests/organizations/**` et `tests/_factory/**` sont absents du diff (AC1).

## Constats

### MINEUR-1 : `GRANT INSERT ON organization TO signet_app` toujours present
- **Emplacement** : `0003_organizations_and_policies.sql:185`.
- **Remediation** : `REVOKE INSERT ON organization FROM signet_app`.
"""


def test_points_verified_without_a_finding_hold_none() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["GRANT INSERT ON organization TO signet_app toujours present"]
