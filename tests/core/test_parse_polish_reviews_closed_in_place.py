"""Real-review rounds: a code review in Polish by an agent that fixed what it found — each finding a heading with its
priority and its status: "### P1 — … — NAPRAWIONE" (fixed), "### P2 — … — ZNALEZISKO ODRZUCONE PO WERYFIKACJI TRAS"
(finding rejected after checking the routes), "### P2 — … — OTWARTE" (open) (round 248, review 403). Only the open
one is a finding, whatever priority the closed ones carry.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Znalezione problemy

### P1 — równoległe wysłanie z tym samym `clientMessageId` mogło zakończyć się błędem — NAPRAWIONE

Wyjątek nie wszedł do filtra, więc ponowienie wysyłki nie zwróciło zapisanej wiadomości.

### P2 — `ChatInvitationStatus` nie miał testu wire — ZNALEZISKO ODRZUCONE PO WERYFIKACJI TRAS

Pierwotna klasyfikacja była błędna: status nie jest zwracany przez żaden endpoint HTTP.

### P2 — `ChatService` łączy zbyt wiele przypadków użycia — OTWARTE

Backendowy `ChatService` przekracza 1800 linii; to god service sprzeczny z zasadą jednej odpowiedzialności.
"""


def test_only_the_open_finding_of_a_polish_review_closed_in_place_is_read() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["ChatService łączy zbyt wiele przypadków użycia — OTWARTE"]
