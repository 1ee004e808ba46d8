"""Reading the artifact byte for byte and replacing it atomically, keeping one backup.

The new text is always computed from the file as it is on disk at that moment,
so an edit saved in an editor while models were running is kept. If the file
changes between that read and the rename, the write starts over from the new
content. The replacement is a temporary file in the same folder, flushed and
fsynced, given the original's permissions, then renamed over the original: a
crash leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from xreview.errors import ArtifactError
from xreview.paths import display_path

_ATTEMPTS = 5
Result = TypeVar("Result")


def decode(raw: bytes, path: Path) -> str:
    """The artifact's text: UTF-8, a BOM kept as U+FEFF, line endings untouched."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ArtifactError(f"{display_path(path)}: not UTF-8 text (byte {exc.start})", hint="save it as UTF-8") from None


def _read(target: Path, shown: Path) -> tuple[os.stat_result, bytes]:
    """The file's status and bytes, every failure as one clear line naming ``shown``."""
    try:
        return os.stat(target), target.read_bytes()
    except FileNotFoundError:
        raise ArtifactError(f"{display_path(shown)}: the artifact is gone", hint="was it moved or renamed?") from None
    except IsADirectoryError:
        raise ArtifactError(f"{display_path(shown)}: is a folder, not a Markdown file") from None
    except OSError as exc:
        raise ArtifactError(f"{display_path(shown)}: cannot read ({exc.strerror})") from None


def read_exact(path: Path) -> str:
    """The artifact's text exactly as on disk (no newline translation)."""
    return decode(_read(path, path)[1], path)


def check_writable(path: Path) -> None:
    """Fail before any model is called if the artifact could not be written afterwards."""
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except OSError as exc:
        raise ArtifactError(f"{display_path(path)}: cannot read ({exc.strerror})") from None
    # no write bit at all means "do not change this file", even for a user (root) who could
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(target, os.W_OK):
        raise ArtifactError(f"{display_path(path)}: the file is read-only", hint="make it writable, or pass --no-write")
    if not os.access(target.parent, os.W_OK | os.X_OK):
        raise ArtifactError(
            f"{display_path(path)}: its folder is not writable, so the file cannot be replaced safely",
            hint="make the folder writable, or pass --no-write",
        )


def backup_path(data_dir: Path, artifact: Path) -> Path:
    """Where the previous version of ``artifact`` is kept: one file per artifact, in the data dir."""
    real = os.path.realpath(artifact)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return data_dir / "backups" / digest / Path(real).name


def undo_path(data_dir: Path, artifact: Path) -> Path:
    """Where the artifact as it was before the last fixes is kept (with ``.json`` beside it)."""
    real = os.path.realpath(artifact)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return data_dir / "undo" / digest / Path(real).name


def read_bytes(path: Path) -> bytes:
    """The file's bytes, every failure as one clear line."""
    return _read(Path(os.path.realpath(path)), path)[1]


def pin(path: Path) -> Path:
    """The file ``path`` leads to now, links resolved: what a review reads, and the only file it may write."""
    return Path(os.path.realpath(path))


def _check_pinned(shown: Path, target: Path) -> None:
    """Refuse to write unless ``shown`` still leads to ``target``, a regular file: a link that appeared or changed
    since the review read it (the file, or a folder on its path, swapped for a link) is never followed."""
    now = os.path.realpath(shown)
    if now != str(target):
        raise ArtifactError(
            f"{display_path(shown)}: now leads to {now}, not to the file that was reviewed (a link changed during "
            "the review); nothing was written",
            hint="check what replaced it; run the review again on the file you mean",
        )
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        raise ArtifactError(f"{display_path(shown)}: the artifact is gone", hint="was it moved or renamed?") from None
    except OSError as exc:
        raise ArtifactError(f"{display_path(shown)}: cannot read ({exc.strerror})") from None
    if not stat.S_ISREG(mode):
        raise ArtifactError(f"{display_path(shown)}: is no longer a regular file; nothing was written")


def read_pinned(path: Path, pinned: Path) -> str:
    """The text of the file the review read first (``pin``), refused if ``path`` now leads elsewhere."""
    _check_pinned(path, pinned)
    return decode(_read(pinned, path)[1], path)


def replace_bytes(path: Path, raw: bytes, *, backup: Path | None = None) -> None:
    """Replace ``path`` atomically with ``raw``, keeping what it held in ``backup`` first."""
    target = pin(path)
    for _attempt in range(_ATTEMPTS):
        _check_pinned(path, target)
        before, current = _read(target, path)
        if backup is not None:
            _write_backup(backup, current, target)
        if _replace(target, raw, before, path):
            return
    raise ArtifactError(f"{display_path(path)}: the file kept changing; nothing was written", hint="save your edits and try again")


def update_file(
    path: Path,
    transform: Callable[[str], tuple[str, Result]],
    *,
    backup: Path | None = None,
    pinned: Path | None = None,
) -> tuple[bool, Result]:
    """Rewrite ``path`` with ``transform(current text) -> (new text, result)``; return (written, result).

    Nothing is written when the text does not change. ``backup``, when given,
    receives the bytes the file had just before it was replaced. ``pinned`` is
    the file the review read (``pin``): if ``path`` no longer leads there,
    nothing is written.
    """
    target = pinned or pin(path)
    for _attempt in range(_ATTEMPTS):
        _check_pinned(path, target)
        before, raw = _read(target, path)
        text = decode(raw, path)
        new_text, result = transform(text)
        if new_text == text:
            return False, result
        if backup is not None:
            _write_backup(backup, raw, target)
        if _replace(target, new_text.encode("utf-8"), before, path):
            return True, result
    raise ArtifactError(
        f"{display_path(path)}: the file kept changing while xreview tried to write the logs; nothing was written",
        hint="save your edits and run the review again",
    )


def _same_file(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_ino, a.st_dev, a.st_size, a.st_mtime_ns) == (b.st_ino, b.st_dev, b.st_size, b.st_mtime_ns)


def _replace(target: Path, data: bytes, before: os.stat_result, shown: Path) -> bool:
    """Atomically replace ``target`` with ``data``; False (nothing done) if it changed since ``before``."""
    try:
        temp = _write_temp(target.parent, f".{target.name}.", data)
    except OSError as exc:
        raise ArtifactError(
            f"{display_path(shown)}: cannot write a temporary file beside it ({exc.strerror})",
            hint="make the folder writable, or pass --no-write",
        ) from None
    try:
        os.chmod(temp, stat.S_IMODE(before.st_mode))
        if hasattr(os, "chown") and (before.st_uid, before.st_gid) != (os.getuid(), os.getgid()):
            with contextlib.suppress(OSError):
                os.chown(temp, before.st_uid, before.st_gid)
        try:
            now = os.stat(target)
        except FileNotFoundError:
            raise ArtifactError(f"{display_path(shown)}: the artifact was removed during the review; nothing was written") from None
        if not _same_file(before, now):
            temp.unlink()
            return False
        _check_pinned(shown, target)  # once more, as late as possible
        os.replace(temp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise ArtifactError(f"{display_path(shown)}: cannot write ({exc.strerror}); the file is unchanged") from None
    except BaseException:  # our own refusal, or an interrupt: the temporary file goes too
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(target.parent)
    return True


def _sync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


_TEMP_SUFFIX = ".xreview.tmp"
_STALE_SECONDS = 60.0  # a temporary file without a live writer's pid in its name counts as stale after this


def _write_temp(folder: Path, prefix: str, data: bytes) -> Path:
    """``data`` in a new temporary file in ``folder``, flushed to disk (removed again if anything fails, an
    interrupt included). Its name — ``PREFIX<pid>.XXXX.xreview.tmp``, dot-prefixed — says whose it is, so a run
    that was killed mid-write has its leftovers removed by the next (``remove_stale_temps``)."""
    fd, name = tempfile.mkstemp(prefix=f"{prefix}{os.getpid()}.", suffix=_TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    return Path(name)


def remove_stale_temps(path: Path, backup: Path | None = None) -> list[Path]:
    """Remove what an earlier run killed mid-write (kill -9, a power cut) left of ``path``'s temporary files —
    beside it, and in its backup slot — and return them. A temporary file whose writer is still running is left
    alone."""
    target = pin(path)
    places = [(target.parent, f".{target.name}.")]
    if backup is not None:
        places.append((backup.parent, ".backup."))
    removed: list[Path] = []
    for folder, prefix in places:
        try:
            names = [n for n in os.listdir(folder) if n.startswith(prefix) and n.endswith(_TEMP_SUFFIX)]
        except OSError:
            continue
        for name in names:
            candidate = folder / name
            if _writer_alive(name[len(prefix):], candidate):
                continue
            with contextlib.suppress(OSError):
                candidate.unlink()
                removed.append(candidate)
    return removed


def _writer_alive(rest: str, candidate: Path) -> bool:
    pid_text = rest.split(".", 1)[0]
    if pid_text.isdigit():
        pid = int(pid_text)
        if pid == os.getpid():
            return True  # this process's own (the MCP server reviews on): it removes them itself
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except OSError:
            return True  # alive, owned by someone else
        return True
    try:  # no pid in the name (an older version's): stale once it is old enough
        return time.time() - candidate.stat().st_mtime < _STALE_SECONDS
    except OSError:
        return False


def write_atomic(path: Path, text: str) -> None:
    """``text`` as the whole of ``path`` (its folder made if need be), all or nothing: written to a temporary
    file beside it, flushed, then renamed over it — a kill at any moment leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.replace(_write_temp(path.parent, f".{path.name}.", text.encode("utf-8")), path)


def _write_backup(backup: Path, raw: bytes, origin: Path) -> None:
    try:
        backup.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.replace(_write_temp(backup.parent, ".backup.", raw), backup)
        (backup.parent / "ORIGIN").write_text(str(origin) + "\n", encoding="utf-8")
    except OSError as exc:
        raise ArtifactError(
            f"{backup}: cannot keep a backup of the artifact ({exc.strerror}); nothing was written",
            hint="check XREVIEW_DATA_DIR, or pass --no-write",
        ) from None
