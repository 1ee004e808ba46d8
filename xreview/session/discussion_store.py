"""Where a discussion keeps what it paid for: ``$XREVIEW_DATA_DIR/discussions/<id>/`` holds ``discussion.json``
(the artifact, its content signature, the models, the mode), and per round ``rounds/<n>/answers/<model>.txt``
(each answer as it arrived) and ``rounds/<n>/synthesis.json`` (the finished round). Every file is written
atomically, so a kill at any moment leaves what ``--resume`` can read."""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

from xreview.artifact.files import write_atomic
from xreview.core.discussion import RoundRecord
from xreview.errors import UsageError

_ID = re.compile(r"^[0-9a-f]{12}$")


class DiscussionStore:
    def __init__(self, root: Path, discussion_id: str) -> None:
        self.id = discussion_id
        self.root = root / discussion_id
        self._unsaved_meta: dict[str, object] | None = None

    @classmethod
    def create(cls, data_dir: Path, meta: dict[str, object]) -> DiscussionStore:
        """A new discussion; nothing is written before its first answer (declining to start leaves no trace)."""
        store = cls(data_dir / "discussions", uuid.uuid4().hex[:12])
        store._unsaved_meta = {"id": store.id, **meta}
        return store

    def _put(self, path: Path, text: str) -> None:
        if self._unsaved_meta is not None:
            write_atomic(self.root / "discussion.json", json.dumps(self._unsaved_meta, indent=2))
            self._unsaved_meta = None
        write_atomic(path, text)

    @classmethod
    def open(cls, data_dir: Path, discussion_id: str) -> DiscussionStore:
        """An earlier discussion; a one-line error when there is none by that id."""
        store = cls(data_dir / "discussions", discussion_id)
        if not _ID.match(discussion_id) or not (store.root / "discussion.json").is_file():
            known = sorted(p.name for p in (data_dir / "discussions").glob("*") if (p / "discussion.json").is_file())
            hint = f"known: {', '.join(known[-5:])}" if known else "no discussion has been saved yet"
            raise UsageError(f"--resume {discussion_id}: no such discussion in {data_dir / 'discussions'}", hint=hint)
        return store

    @property
    def meta(self) -> dict[str, object]:
        if self._unsaved_meta is not None:
            return self._unsaved_meta
        data = json.loads((self.root / "discussion.json").read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}

    def _answer_path(self, round_n: int, model_id: str) -> Path:
        safe = re.sub(r"[^\w.-]", "_", model_id)
        return self.root / "rounds" / str(round_n) / "answers" / f"{safe}.txt"

    def answer(self, round_n: int, model_id: str) -> str | None:
        path = self._answer_path(round_n, model_id)
        return path.read_text(encoding="utf-8") if path.is_file() else None

    def save_answer(self, round_n: int, model_id: str, text: str) -> None:
        self._put(self._answer_path(round_n, model_id), text)

    def sessions(self) -> dict[str, str]:
        """The AI CLI tools' sessions a later round continues: {model id: session id}."""
        path = self.root / "sessions.json"
        data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def save_session(self, model_id: str, session_id: str) -> None:
        self._put(self.root / "sessions.json", json.dumps({**self.sessions(), model_id: session_id}, indent=2))

    def save_round(self, record: RoundRecord) -> None:
        self._put(self.root / "rounds" / str(record.round) / "synthesis.json", json.dumps(record.as_dict(), indent=2, ensure_ascii=False))

    def finished_rounds(self) -> list[dict[str, object]]:
        """The saved rounds, in order, up to the first one missing."""
        out = []
        n = 1
        while (path := self.root / "rounds" / str(n) / "synthesis.json").is_file():
            out.append(json.loads(path.read_text(encoding="utf-8")))
            n += 1
        return out

