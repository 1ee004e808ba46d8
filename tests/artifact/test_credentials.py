"""The credential detector: the shapes keys take in documents, and masking what is found."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xreview.artifact.credentials import find_secrets_in_text, mask_secrets

JWT = "eyJhbGciOiJIUzI1NiJ9." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + ".dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"


@pytest.mark.parametrize(("text", "kind"), [
    ('{"api_key": "Zx81ac0fQ2LmN7pRt4Vw9YbK3"}', "secret assignment"),
    ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "secret assignment"),
    (f"Authorization: Bearer {JWT}", "bearer token"),
    ("client_secret: 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "secret assignment"),
    ("DATABASE_URL=postgres://app:S3cretPassw0rd@db.internal:5432/app", "password in a URL"),
    ("stripe key sk_live_" + "51H8xQ2eZvKYlo2C0a1B2c3D4", "Stripe secret key"),
    ("token " + JWT, "JSON web token"),
])
def test_the_shapes_keys_take_in_documents_are_found(text: str, kind: str) -> None:
    [(line, found, masked)] = find_secrets_in_text(text)
    assert line == 0 and found == kind
    assert len(masked) <= 5


@pytest.mark.parametrize("text", [
    "The api_key is read from the environment, never from the file.",
    "password = correcthorsebatterystaple",  # a prose word, not a key
    "Connect with postgres://localhost:5432/app (no password).",
    "See https://user@example.com/docs for the login flow.",
])
def test_prose_about_keys_is_not_a_key(text: str) -> None:
    assert find_secrets_in_text(text) == []


def test_masking_keeps_the_line_and_hides_the_value() -> None:
    secret = "sk-proj-" + "A1b2C3d4" * 5
    text = f"| 3 | Hard-coded key {secret} in config.py | External-Kimi | Critical |"
    masked = mask_secrets(text)
    assert secret not in masked and "sk-p…" in masked and masked.startswith("| 3 | Hard-coded key ")
    assert find_secrets_in_text(masked) == []


PIECES = ["api_key = ", "API-KEY: ", "Authorization: Bearer ", "password=", "my_client_secret: \"", "https://bob:",
          "@host.example/x", "sk-ant-", "sk-proj-", "AKIA", "ghp_", "xoxb-", "eyJ", ".eyJ", "-----BEGIN PRIVATE KEY-----",
          "abcdefghijklmnopqrstuvwxyz0123456789", "ABCDEFGHIJKLMNOP", "correcthorsebattery", " ", "\n", "\n\n", "İ", "the key"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40))
def test_scanning_the_whole_text_finds_what_scanning_each_line_finds(pieces: list[str]) -> None:
    from xreview.artifact.credentials import _matches, mask

    text = "".join(pieces)
    expected = []
    for index, line in enumerate(text.split("\n")):  # the definition: every line checked with every pattern
        matches = _matches(line)
        if matches:
            kind, match = matches[0]
            expected.append((index, kind, mask(match.group(1) if match.groups() else match.group(0))))
    assert find_secrets_in_text(text) == expected
