"""Replacing the artifact: atomic, permissions kept, links kept, a late edit never lost."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from xreview.artifact.files import backup_path, check_writable, read_exact, update_file
from xreview.errors import ArtifactError


def append(marker: str):  # type: ignore[no-untyped-def]
    def transform(text: str) -> tuple[str, str]:
        return text + marker, text

    return transform


def test_permissions_are_kept_and_no_temporary_file_is_left(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_bytes(b"# T\r\n")
    doc.chmod(0o640)
    written, seen = update_file(doc, append("more\r\n"), backup=tmp_path / "bak" / "design.md")
    assert written and seen == "# T\r\n"
    assert doc.read_bytes() == b"# T\r\nmore\r\n"
    assert stat.S_IMODE(os.stat(doc).st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bak", "design.md"]
    assert (tmp_path / "bak" / "design.md").read_bytes() == b"# T\r\n"


def test_a_symlinked_artifact_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("# T\n", encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    update_file(link, append("x\n"))
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "# T\nx\n"


def test_unchanged_text_is_not_written(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text("# T\n", encoding="utf-8")
    before = os.stat(doc).st_mtime_ns
    written, _ = update_file(doc, lambda text: (text, None), backup=tmp_path / "bak")
    assert not written and os.stat(doc).st_mtime_ns == before and not (tmp_path / "bak").exists()


def test_an_edit_between_read_and_rename_is_merged_not_overwritten(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text("# T\n", encoding="utf-8")
    calls: list[str] = []

    def transform(text: str) -> tuple[str, None]:
        calls.append(text)
        if len(calls) == 1:  # the user's editor saves while xreview is computing the new text
            doc.write_text("# T\nuser edit\n", encoding="utf-8")
            os.utime(doc, ns=(1, 1))
        return text + "log\n", None

    update_file(doc, transform)
    assert calls == ["# T\n", "# T\nuser edit\n"]
    assert doc.read_text(encoding="utf-8") == "# T\nuser edit\nlog\n"


def test_a_failed_rename_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = tmp_path / "design.md"
    doc.write_text("# T\n", encoding="utf-8")

    def broken(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(ArtifactError, match=r"cannot write \(No space left on device\); the file is unchanged"):
        update_file(doc, append("x\n"))
    monkeypatch.undo()
    assert doc.read_text(encoding="utf-8") == "# T\n"
    assert [p.name for p in tmp_path.iterdir()] == ["design.md"]


def test_read_exact_keeps_line_endings_and_bom(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_bytes("\ufeff# T\r\nb\rc".encode())
    assert read_exact(doc) == "\ufeff# T\r\nb\rc"
    doc.write_bytes(b"# \xff\n")
    with pytest.raises(ArtifactError, match=r"not UTF-8 text \(byte 2\)"):
        read_exact(doc)


def test_read_only_file_and_folder_are_refused(tmp_path: Path) -> None:
    doc = tmp_path / "design.md"
    doc.write_text("# T\n", encoding="utf-8")
    doc.chmod(0o444)
    with pytest.raises(ArtifactError, match="the file is read-only"):
        check_writable(doc)
    doc.chmod(0o644)
    check_writable(doc)


def test_one_backup_per_artifact(tmp_path: Path) -> None:
    a = backup_path(tmp_path, tmp_path / "a" / "design.md")
    b = backup_path(tmp_path, tmp_path / "b" / "design.md")
    assert a != b and a.name == b.name == "design.md" and a.parent.parent == tmp_path / "backups"
    assert backup_path(tmp_path, tmp_path / "a" / "design.md") == a


def test_a_folder_swapped_for_a_link_after_the_pin_is_not_followed(tmp_path: Path) -> None:
    from xreview.artifact.files import pin

    (tmp_path / "docs").mkdir()
    doc = tmp_path / "docs" / "design.md"
    doc.write_text("# Reviewed\n", encoding="utf-8")
    pinned = pin(doc)
    (tmp_path / "docs").rename(tmp_path / "docs.old")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "design.md").write_text("# Not yours\n", encoding="utf-8")
    (tmp_path / "docs").symlink_to(tmp_path / "other")
    with pytest.raises(ArtifactError, match="a link changed during the review"):
        update_file(doc, append("log\n"), pinned=pinned)
    assert (tmp_path / "other" / "design.md").read_text(encoding="utf-8") == "# Not yours\n"
