"""The ``lint`` reviewer: document hygiene, with no model and no network."""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date
from pathlib import Path

import yaml

from xreview.artifact.credentials import find_secrets
from xreview.artifact.document import MarkdownDocument
from xreview.core.model import Complexity, Severity
from xreview.core.text import normalise_heading
from xreview.providers.builtin.findings import Finding, document_start, locate

_MARKER = re.compile(r"\b(TODO|TBD|FIXME|XXX)\b")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_LINK = re.compile(r"(?<!!)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_FILE_MENTION = re.compile(r"`((?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)+\.[A-Za-z0-9]{1,6})`")
_VERSION = re.compile(r"\bv?(\d+(?:\.\d+){1,3})\b")
_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")


def lint(doc: MarkdownDocument, path: Path) -> list[Finding]:
    """Every hygiene finding in ``doc`` (its file at ``path``)."""
    findings: list[Finding] = []
    prose = _prose_lines(doc)  # once: the markers and the links both read it (64,000 lines in a 2 MB document)
    findings += _secrets(doc)
    findings += _markers(doc, prose)
    findings += _empty_sections(doc)
    findings += _duplicate_headings(doc)
    findings += _level_jumps(doc)
    findings += _links(doc, path, prose)
    findings += _missing_files(doc, path)
    findings += _frontmatter(doc)
    return findings


def _prose_lines(doc: MarkdownDocument) -> list[tuple[int, str]]:
    start = doc.frontmatter.end if doc.frontmatter else 0
    return [
        (i, _INLINE_CODE.sub("", doc.line_text(i)))
        for i in range(start, doc.line_count)
        if not doc.is_code(i)
    ]


def _secrets(doc: MarkdownDocument) -> list[Finding]:
    out = []
    for index, kind, masked in find_secrets(doc):
        line, heading = locate(doc, index)
        out.append(Finding(
            f"Secret pasted into the document: {kind} on line {line}",
            Severity.CRITICAL, Complexity.LOW, line, heading,
            f"Line {line} holds what looks like a {kind} ({masked}). The document is about to be sent to "
            "outside review services and is probably committed to version control.",
            "Remove it from the document, rotate the credential, and refer to it by name (an environment variable or secret store entry).",
        ))
    return out


def _markers(doc: MarkdownDocument, prose: list[tuple[int, str]]) -> list[Finding]:
    by_section: dict[str | None, list[tuple[int, str]]] = defaultdict(list)
    first_line: dict[str | None, int] = {}
    for index, text in prose:
        match = _MARKER.search(text)
        if match:
            heading = doc.heading_at(index)
            key = heading.title if heading else None
            by_section[key].append((index + 1, match.group(1)))
            first_line.setdefault(key, index + 1)
    out = []
    for section, hits in by_section.items():
        lines = ", ".join(str(line) for line, _ in hits)
        words = sorted({word for _, word in hits})
        where = f'"{section}"' if section else "the document"
        out.append(Finding(
            f"Unfinished placeholder ({'/'.join(words)}) in {where}",
            Severity.HIGH, Complexity.MEDIUM, first_line[section], section,
            f"{len(hits)} placeholder marker(s) on line(s) {lines}: the section is not finished, so reviewers and readers cannot rely on it.",
            "Write the missing content, or state the open question explicitly with an owner and a date.",
        ))
    return out


def _empty_sections(doc: MarkdownDocument) -> list[Finding]:
    out = []
    for position, heading in enumerate(doc.headings):
        following = doc.headings[position + 1] if position + 1 < len(doc.headings) else None
        end = following.line if following else doc.line_count
        has_body = any(doc.line_text(i).strip() for i in range(heading.end, end))
        has_children = following is not None and following.level > heading.level
        if has_body or has_children:
            continue
        out.append(Finding(
            f'Empty section "{heading.title}"',
            Severity.HIGH, Complexity.MEDIUM, heading.lineno, heading.title,
            f'The heading "{heading.title}" on line {heading.lineno} has no content.',
            "Fill the section in, or remove the heading if it does not apply (and say why).",
        ))
    return out


def _duplicate_headings(doc: MarkdownDocument) -> list[Finding]:
    seen: dict[tuple[int, str], int] = {}
    out = []
    for heading in doc.headings:
        key = (heading.level, normalise_heading(heading.title))
        if not key[1]:
            continue
        if key in seen:
            out.append(Finding(
                f'Duplicate heading "{heading.title}"',
                Severity.LOW, Complexity.LOW, heading.lineno, heading.title,
                f'"{heading.title}" appears on lines {seen[key]} and {heading.lineno}; links to it are ambiguous.',
                "Merge the two sections or give them distinct names.",
            ))
        else:
            seen[key] = heading.lineno
    return out


def _level_jumps(doc: MarkdownDocument) -> list[Finding]:
    out = []
    previous = 0
    for heading in doc.headings:
        if previous and heading.level > previous + 1:
            out.append(Finding(
                f'Heading level jumps from H{previous} to H{heading.level} at "{heading.title}"',
                Severity.LOW, Complexity.LOW, heading.lineno, heading.title,
                f"Line {heading.lineno} skips a heading level, which breaks the outline and tables of contents.",
                f"Make it an H{previous + 1}, or add the missing intermediate heading.",
            ))
        previous = heading.level
    return out


def slug(title: str) -> str:
    """A GitHub-style anchor for a heading title."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


def _links(doc: MarkdownDocument, path: Path, prose: list[tuple[int, str]]) -> list[Finding]:
    anchors = {slug(h.title) for h in doc.headings}
    out = []
    for index, text in prose:
        for match in _LINK.finditer(text):
            target = match.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE) or target.startswith("//"):
                continue  # http:, mailto: and other absolute URLs are not checked offline
            line, heading = locate(doc, index)
            file_part, _, anchor = target.partition("#")
            if not file_part:
                if anchor and anchor.lower() not in anchors:
                    out.append(Finding(
                        f"Broken anchor link #{anchor}",
                        Severity.LOW, Complexity.LOW, line, heading,
                        f'Line {line} links to "#{anchor}", but no heading has that anchor.',
                        "Point the link at an existing heading, or rename the heading it meant.",
                    ))
                continue
            resolved = (path.parent / file_part.split("?")[0]).resolve()
            if not resolved.exists():
                out.append(Finding(
                    f"Broken relative link to {file_part}",
                    Severity.HIGH, Complexity.LOW, line, heading,
                    f'Line {line} links to "{file_part}", which does not exist next to the document.',
                    "Fix the path, add the missing file, or remove the link.",
                ))
    return out


def _missing_files(doc: MarkdownDocument, path: Path) -> list[Finding]:
    roots = [path.parent, *path.parent.parents][:4]
    reported: set[str] = set()
    out = []
    for index, line_text in enumerate(doc.lines):
        if doc.is_code(index):
            continue
        for match in _FILE_MENTION.finditer(line_text):
            name = match.group(1)
            if name in reported or any((root / name).exists() for root in roots):
                continue
            reported.add(name)
            line, heading = locate(doc, index)
            out.append(Finding(
                f"Named file not present: {name}",
                Severity.LOW, Complexity.LOW, line, heading,
                f"Line {line} names `{name}`, which exists neither beside the document nor in the folders above it.",
                "Correct the path, or say that the file is still to be created.",
            ))
    return out


def _frontmatter(doc: MarkdownDocument) -> list[Finding]:
    if doc.frontmatter is None:
        return []
    try:
        meta = yaml.safe_load(doc.frontmatter.body)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 2) if mark else 1
        return [Finding("Frontmatter is not valid YAML", Severity.HIGH, Complexity.LOW, line, None,
                        f"The YAML frontmatter cannot be read ({getattr(exc, 'problem', exc)}).",
                        "Fix the YAML syntax so tools can read the document's metadata.")]
    if not isinstance(meta, dict):
        return []
    history = _revision_history(doc)
    if history is None:
        return []
    heading, versions, dates = history
    out = []
    start, title = document_start(doc)
    version = meta.get("version")
    if version is not None and versions:
        latest = max(versions, key=_version_key)
        if _version_key(str(version)) != _version_key(latest):
            out.append(Finding(
                f"Frontmatter version {version} disagrees with the revision history ({latest})",
                Severity.LOW, Complexity.LOW, 1, title,
                f'The frontmatter says version {version}, but the newest entry under "{heading.title}" (line {heading.lineno}) is {latest}.',
                "Make the frontmatter version match the newest revision entry.",
            ))
    updated = meta.get("updated") or meta.get("last_updated") or meta.get("date")
    if updated is not None and dates:
        newest = max(dates)
        stated = updated if isinstance(updated, date) else _parse_date(str(updated))
        if stated is not None and stated < newest:
            out.append(Finding(
                f"Frontmatter 'updated' ({stated.isoformat()}) is older than the newest revision ({newest.isoformat()})",
                Severity.LOW, Complexity.LOW, 1, title,
                f'The document claims it was last updated on {stated.isoformat()}, but "{heading.title}" has an entry from {newest.isoformat()}.',
                "Update the frontmatter date.",
            ))
    return out


def _revision_history(doc: MarkdownDocument):  # type: ignore[no-untyped-def]
    for heading in doc.headings:
        if re.search(r"revision history|change ?log|version history|document history", heading.title, re.IGNORECASE):
            versions: list[str] = []
            dates: list[date] = []
            for i in range(heading.end, doc.section_end(heading)):
                text = doc.line_text(i)
                if re.match(r"^\s*\|?\s*:?-{3,}", text):
                    continue
                for d in _DATE.findall(text):
                    parsed = _parse_date(d)
                    if parsed:
                        dates.append(parsed)
                versions += [v for v in _VERSION.findall(_DATE.sub("", text))]
            return heading, versions, dates
    return None


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", version))


def _parse_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text.strip()[:10])
    except ValueError:
        return None
