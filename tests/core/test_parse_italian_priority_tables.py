"""Real-review rounds: a UI/UX audit in Italian whose findings are a table under "## Criticità rilevate" — "| Priorità |
Superficie | Criticità | Impatto | Azione proposta |" over P0–P2 rows — one of which names a CSS "safe area" (round 245,
review 400). It was dropped whole: neither column was known in Italian.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.model import Severity
from xreview.core.parse import read_review

AUDIT = """# Audit UI/UX — mobile e desktop

## Esiti positivi verificati

- La dashboard mobile mantiene azioni principali e navigazione inferiore raggiungibili a 320 px.

## Criticità rilevate

| Priorità | Superficie | Criticità | Impatto | Azione proposta |
|---|---|---|---|---|
| P0 | PC + smartphone | OPFS e IndexedDB sono locali a dispositivo e profilo: non condividono il ledger. | Il database condiviso non è realizzabile. | Nuovo servizio LAN autenticato. |
| P1 | Mobile Movimenti | La densità della riga resta elevata, pur con etichette compatte e safe area già applicate. | L’azione rapida può rimanere lenta. | Card compatta con menu azioni. |
"""


def test_an_italian_priority_table_holds_the_findings() -> None:
    items = read_review(AUDIT, "m").items
    assert [item.title[:30] for item in items] == ["OPFS e IndexedDB sono locali a", "La densità della riga resta el"]
    assert items[0].severity is Severity.CRITICAL
