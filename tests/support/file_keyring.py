"""A keyring backend for tests: a JSON file named by $XREVIEW_TEST_KEYRING_FILE stands in for the OS keyring.

Selected in a subprocess with PYTHON_KEYRING_BACKEND=tests.support.file_keyring.FileKeyring.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError


class FileKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    @property
    def _path(self) -> Path:
        return Path(os.environ["XREVIEW_TEST_KEYRING_FILE"])

    def _load(self) -> dict[str, str]:
        return json.loads(self._path.read_text()) if self._path.exists() else {}

    def get_password(self, service: str, username: str) -> str | None:
        return self._load().get(f"{service}/{username}")

    def set_password(self, service: str, username: str, password: str) -> None:
        data = self._load()
        data[f"{service}/{username}"] = password
        self._path.write_text(json.dumps(data))

    def delete_password(self, service: str, username: str) -> None:
        data = self._load()
        if f"{service}/{username}" not in data:
            raise PasswordDeleteError("not found")
        del data[f"{service}/{username}"]
        self._path.write_text(json.dumps(data))
